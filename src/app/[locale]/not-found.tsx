import { getLocale } from 'next-intl/server'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { isSupportedLanguage } from '@/lib/i18n/languages'
import { BoundaryNotFoundView } from '@/features/shell/boundary-not-found-view'
import { loadErrorFrame } from '@/features/shell/error-frame.server'

/**
 * What `notFound()` shows (a portal page of another owner's property, a language the site does
 * not have). Unknown addresses render NotFoundView from their page instead, on the server.
 */
export default async function NotFound() {
  const config = await getSiteConfig()
  const locale = await getLocale()
  const enabled = config.languages.filter((l) => l.use).map((l) => l.code)
  const lang =
    isSupportedLanguage(locale) && enabled.includes(locale) ? locale : config.defaultLanguage
  return <BoundaryNotFoundView lang={lang} frame={await loadErrorFrame(config, lang)} />
}
