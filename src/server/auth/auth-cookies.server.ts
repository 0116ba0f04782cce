import 'server-only'
import { parseSetCookieHeader, toCookieOptions } from 'better-auth/cookies'
import { cookies, headers } from 'next/headers'
import { browserCookieName, headersForAuth } from './host-cookie'

/** Whether the request came over HTTPS (the connection's scheme, or a trusted proxy's). */
export function overHttps(list: Headers): boolean {
  return list.get('x-forwarded-proto') === 'https'
}

/** This request's headers as a better-auth instance with `prefix` reads them (host-cookie.ts). */
export async function authRequestHeadersFor(prefix: string): Promise<Headers> {
  const list = await headers()
  return headersForAuth(list, prefix, overHttps(list))
}

/**
 * Copies the cookies better-auth set on its response into this server action's response: Secure
 * and named `__Host-…` over HTTPS; HttpOnly, SameSite=Lax and Path=/ come from better-auth, which
 * sets no Domain.
 */
export async function applyAuthCookiesFrom(responseHeaders: Headers): Promise<void> {
  const setCookie = responseHeaders.get('set-cookie')
  if (!setCookie) return
  const secure = overHttps(await headers())
  const store = await cookies()
  for (const [name, attributes] of parseSetCookieHeader(setCookie)) {
    store.set(browserCookieName(name, secure), attributes.value, {
      ...toCookieOptions(attributes),
      secure,
      path: '/',
    })
  }
}
