import { headers } from 'next/headers'
import { getLocale } from 'next-intl/server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { splitLanguagePrefix } from '@/lib/routing/localized-url'
import { NotFoundView } from '@/features/shell/not-found-view'

/**
 * What `notFound()` shows (a portal page of another owner's property, a language the site does
 * not have). Unknown addresses render NotFoundView from their page instead, on the server.
 */
export default async function NotFound() {
  const { enabled } = await getLanguageSettings()
  const { slug } = splitLanguagePrefix((await headers()).get('x-pathname') ?? '', enabled)
  return <NotFoundView locale={await getLocale()} slug={slug} />
}
