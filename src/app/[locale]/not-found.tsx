import { getLocale } from 'next-intl/server'
import { getSiteConfig, languageOrDefault } from '@/server/site-config/site-config.server'
import { BoundaryNotFoundView } from '@/features/shell/boundary-not-found-view'
import { loadErrorFrame } from '@/features/shell/error-frame.server'

/**
 * What `notFound()` shows (a portal page of another owner's property, a language the site does
 * not have). Unknown addresses render NotFoundView from their page instead, on the server.
 */
export default async function NotFound() {
  const lang = await languageOrDefault(await getLocale())
  return (
    <BoundaryNotFoundView lang={lang} frame={await loadErrorFrame(await getSiteConfig(), lang)} />
  )
}
