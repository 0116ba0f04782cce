import { getLanguageSettings } from '@/features/config/site-config.server'
import { unsubscribe } from '@/features/demand-alerts/unsubscribe'
import { isSupportedLanguage } from '@/features/i18n/languages'
import { localizedUrl } from '@/features/i18n/localized-url'
import { db } from '@/server/db/client'

/**
 * The one-click unsubscribe link of the demand-alert e-mails. POST is the mail program's
 * "unsubscribe" button (RFC 8058: List-Unsubscribe-Post, answered without a page); GET is the
 * link in the e-mail: it unsubscribes the same way, then shows the localized result page.
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const result = await unsubscribe(db(), token)
  return new Response(null, { status: result.ok ? 204 : 404 })
}

export async function GET(request: Request) {
  const url = new URL(request.url)
  const result = await unsubscribe(db(), url.searchParams.get('token') ?? '')
  const { enabled, defaultLanguage } = await getLanguageSettings()
  const wanted = result.ok ? result.locale : url.searchParams.get('lang')
  const lang = isSupportedLanguage(wanted) && enabled.includes(wanted) ? wanted : defaultLanguage
  const page = localizedUrl(lang, 'demand-alerts/unsubscribed', defaultLanguage)
  const target = new URL(result.ok ? page : `${page}?link=invalid`, url)
  // 303: the browser fetches the page with GET; the unsubscribe itself is never cached or repeated.
  return new Response(null, {
    status: 303,
    headers: { Location: target.pathname + target.search, 'Cache-Control': 'no-store' },
  })
}
