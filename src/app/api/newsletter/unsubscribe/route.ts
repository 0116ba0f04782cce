import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { isSupportedLanguage } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { unsubscribeFromNewsletter } from '@/server/requests/newsletter-subscriptions.server'
import { unsubscribeAddress } from '@/features/newsletter/unsubscribe-token'
import { db } from '@/server/db/client'

async function pageUrl(lang: unknown, query: string): Promise<string> {
  const { enabled, defaultLanguage } = await getLanguageSettings()
  const language = isSupportedLanguage(lang) && enabled.includes(lang) ? lang : defaultLanguage
  return `${localizedUrl(language, 'newsletter/unsubscribe', defaultLanguage)}?${query}`
}

const redirect = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } })

/**
 * The unsubscribe of a newsletter e-mail. A mail program's "unsubscribe" button posts
 * `List-Unsubscribe=One-Click` here (RFC 8058) and gets a plain answer; the button of the
 * unsubscribe page posts its language too and is sent to the page that says it is done. Either
 * way the answer is the same whether or not the address was subscribed.
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const email = unsubscribeAddress(token)
  const form = await request.formData().catch(() => null)
  const lang = form?.get('lang')
  if (email) await unsubscribeFromNewsletter(db(), email)
  if (lang === null || lang === undefined) {
    return new Response(email ? 'Unsubscribed\n' : 'Invalid link\n', {
      status: email ? 200 : 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return redirect(await pageUrl(lang, email ? 'done=1' : `token=${encodeURIComponent(token)}`))
}

/** A mail program that opens the List-Unsubscribe address in a browser gets the page that asks. */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return redirect(await pageUrl(null, `token=${encodeURIComponent(token)}`))
}
