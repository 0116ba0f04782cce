import { getTranslations } from 'next-intl/server'
import { alternatesFor } from '@/lib/routing/alternates'
import { getPathCatalogue } from '@/server/routing/path-catalogue.server'
import { getLanguageSettings, languageOrDefault } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { loadShell } from './load-shell.server'
import { SiteFrame } from './site-frame'
import styles from './not-found-view.module.css'

/** Whether the missing path lies under a list of properties (a sold or unknown listing). */
async function isListingPath(lang: Language, slug: string): Promise<boolean> {
  for (const entry of (await getPathCatalogue()).values()) {
    const list = entry.slugs[lang]
    if ((entry.route === 'sale-list' || entry.route === 'rent-list') && list) {
      if (slug.startsWith(`${list}/`)) return true
    }
  }
  return false
}

/**
 * "This page no longer exists" (or, under a property list, "property not found") in the site's
 * frame. The page that shows it answers 404 itself (src/server/page-status.ts): Next renders the
 * not-found boundary for every page, ready for the browser, so the view must not.
 */
export async function NotFoundView({
  locale,
  slug,
}: {
  /** The language asked for; the site's default when it does not have it. */
  locale: string | undefined
  /** The path without its language prefix. */
  slug: string
}) {
  const settings = await getLanguageSettings()
  const lang = await languageOrDefault(locale)
  const listing = await isListingPath(lang, slug)
  const home = (await getPathCatalogue()).get('home')
  const alternates = alternatesFor(home?.slugs ?? {}, settings.enabled, settings.defaultLanguage)
  const shell = await loadShell(lang, alternates, false)
  const t = await getTranslations({ locale: lang, namespace: 'notFound' })
  const title = listing ? t('propertyTitle') : t('title')
  return (
    <SiteFrame shell={shell}>
      {/* Neither a not-found boundary nor a page without a route has metadata; React hoists these. */}
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
