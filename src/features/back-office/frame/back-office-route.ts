import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getLanguageSettings, getSiteConfig } from '@/server/site-config/site-config.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'

/** The language of a back-office URL, or a 404 for one the site does not have. */
export async function backOfficeLanguage(locale: string): Promise<Language> {
  const { enabled } = await getLanguageSettings()
  if (!isSupportedLanguage(locale) || !enabled.includes(locale)) notFound()
  setRequestLocale(locale)
  return locale
}

/** Back-office pages: a title of their own, and nothing for search engines. */
export async function backOfficeMetadata(locale: string, title: string): Promise<Metadata> {
  const lang = isSupportedLanguage(locale) ? locale : 'en'
  const [t, config] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'backOffice' }),
    getSiteConfig(),
  ])
  return {
    title: [title, t('title'), config.agency.name].join(' | '),
    robots: { index: false, follow: false },
  }
}
