import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { unsubscribe } from '@/features/demand-alerts/unsubscribe'
import { isSupportedLanguage } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { db } from '@/server/db/client'

async function pageUrl(lang: unknown, query: string): Promise<string> {
  const { enabled, defaultLanguage } = await getLanguageSettings()
  const language = isSupportedLanguage(lang) && enabled.includes(lang) ? lang : defaultLanguage
  return `${localizedUrl(language, 'demand-alerts/unsubscribe', defaultLanguage)}?${query}`
}

// 303: the browser fetches the page with GET, so a reload never posts again.
const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

/**
 * The unsubscribe of a demand-alert e-mail. A mail program's "unsubscribe" button posts
 * `List-Unsubscribe=One-Click` here (RFC 8058) and gets a plain answer; the button of the
 * unsubscribe page posts its language too and is sent to the page that says it is done, or that
 * the link does not work (changed, or its e-mail is gone with a reset of the demo data).
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const result = await unsubscribe(db(), token)
  const form = await request.formData().catch(() => null)
  const lang = form?.get('lang')
  if (lang === null || lang === undefined) {
    return new Response(result.ok ? 'Unsubscribed\n' : 'Invalid link\n', {
      status: result.ok ? 200 : 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return redirect(await pageUrl(lang, result.ok ? 'done=1' : 'link=invalid'))
}

/**
 * A mail program that opens the List-Unsubscribe address in a browser gets the page that asks,
 * in the language the link names; opening it changes nothing (mail scanners follow links).
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const token = url.searchParams.get('token') ?? ''
  return redirect(await pageUrl(url.searchParams.get('lang'), `token=${encodeURIComponent(token)}`))
}
