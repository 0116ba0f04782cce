import 'server-only'
import type { Language } from '@/lib/i18n/languages'
import { siteOrigin } from '@/lib/site-origin.server'
import { pageHref } from '@/server/routing/page-links.server'
import { visitCancelToken } from './cancel-token'

/** The path-catalogue page where a visitor cancels their own visit (not indexed, no sitemap). */
export const visitCancelPage = 'visit/cancel'

/**
 * The absolute link of the confirmation e-mail that lets the visitor cancel the visit; null while
 * the page is not in the path catalogue (a database whose content predates it).
 */
export async function visitCancelUrl(uid: string, lang: Language): Promise<string | null> {
  const href = await pageHref(visitCancelPage, lang)
  if (href === '/') return null
  const url = new URL(href, siteOrigin())
  url.searchParams.set('token', visitCancelToken(uid))
  return url.toString()
}
