import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { isSupportedLanguage } from '@/lib/i18n/languages'

/** Portal pages are private: a title, and nothing for search engines. */
export async function portalMetadata(locale: string, title?: string): Promise<Metadata> {
  const lang = isSupportedLanguage(locale) ? locale : 'en'
  const [t, config] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'ownerPortal.portal' }),
    getSiteConfig(),
  ])
  const parts = [title, t('title'), config.agency.name].filter(Boolean)
  return { title: parts.join(' | '), robots: { index: false, follow: false } }
}
