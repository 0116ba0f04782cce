import { getLocale } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { adminHref } from './admin-paths'

/** The language of the page a server action was posted from. */
export async function actionLanguage(): Promise<Language> {
  const locale = await getLocale()
  return isSupportedLanguage(locale) ? locale : (await getLanguageSettings()).defaultLanguage
}

/** A back-office URL in the language of the page the action was posted from. */
export async function actionAdminUrl(...segments: string[]): Promise<string> {
  const [lang, { defaultLanguage }] = await Promise.all([actionLanguage(), getLanguageSettings()])
  return adminHref(lang, defaultLanguage, ...segments)
}
