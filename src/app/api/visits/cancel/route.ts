import { getLanguageSettings, getSiteConfig } from '@/server/site-config/site-config.server'
import { isSupportedLanguage } from '@/lib/i18n/languages'
import { pageHref } from '@/server/routing/page-links.server'
import { db } from '@/server/db/client'
import { visitCancelPage } from '@/features/requests'
import { cancelVisitByLink } from '@/features/requests/server'

/**
 * The button of a visitor's cancel page: cancels the visit its signed token names, then shows the
 * page again (303, so a reload does not post again). A changed token, a visit already cancelled or
 * started changes nothing; the page then says which.
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const config = await getSiteConfig()
  const result = await cancelVisitByLink(db(), token, config)
  const form = await request.formData().catch(() => null)
  const wanted = form?.get('lang')
  const { enabled, defaultLanguage } = await getLanguageSettings()
  const lang = isSupportedLanguage(wanted) && enabled.includes(wanted) ? wanted : defaultLanguage
  const query = new URLSearchParams({ token })
  if (result === 'cancelled') query.set('done', '1')
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${await pageHref(visitCancelPage, lang)}?${query}`,
      'Cache-Control': 'no-store',
    },
  })
}
