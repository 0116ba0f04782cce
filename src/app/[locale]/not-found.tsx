import { headers } from 'next/headers'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPathCatalogue } from '@/features/cms/path-catalogue.server'
import { alternatesFor } from '@/features/cms/alternates'
import { getLanguageSettings } from '@/features/config/site-config.server'
import { isSupportedLanguage, type Language } from '@/features/i18n/languages'
import { splitLanguagePrefix } from '@/features/i18n/localized-url'
import { loadShell } from '@/features/shell/load-shell.server'
import { SiteFrame } from '@/features/shell/site-frame'
import styles from './not-found.module.css'

async function currentLanguage(): Promise<Language> {
  const locale = await getLocale()
  const settings = await getLanguageSettings()
  return isSupportedLanguage(locale) && settings.enabled.includes(locale)
    ? locale
    : settings.defaultLanguage
}

/** Whether the missing page was asked for under a list of properties (a sold or unknown listing). */
async function isListingPath(lang: Language, enabled: Language[]): Promise<boolean> {
  const pathname = (await headers()).get('x-pathname') ?? ''
  const { slug } = splitLanguagePrefix(pathname, enabled)
  for (const entry of (await getPathCatalogue()).values()) {
    const list = entry.slugs[lang]
    if (
      (entry.route === 'sale-list' || entry.route === 'rent-list') &&
      list &&
      slug.startsWith(`${list}/`)
    ) {
      return true
    }
  }
  return false
}

/**
 * "This page no longer exists" (or, under a property list, "property not found"), with status
 * 404, in the language of the requested path.
 */
export default async function NotFound() {
  const lang = await currentLanguage()
  const settings = await getLanguageSettings()
  const home = (await getPathCatalogue()).get('home')
  const alternates = alternatesFor(home?.slugs ?? {}, settings.enabled, settings.defaultLanguage)
  const shell = await loadShell(lang, alternates, false)
  const t = await getTranslations({ locale: lang, namespace: 'notFound' })
  const listing = await isListingPath(lang, settings.enabled)
  const title = listing ? t('propertyTitle') : t('title')
  return (
    <SiteFrame shell={shell}>
      {/* Next applies no generateMetadata to not-found; React hoists these into <head>. */}
      <title>{title}</title>
      <meta name="description" content={t('metaDescription')} />
      <meta name="robots" content="noindex" />
      <div className={styles.box}>
        <h1>{title}</h1>
        <p>{listing ? t('propertyText') : t('text')}</p>
        <p>
          <a href={alternates[lang] ?? '/'} className={styles.home}>
            {t('home')}
          </a>
        </p>
      </div>
    </SiteFrame>
  )
}
