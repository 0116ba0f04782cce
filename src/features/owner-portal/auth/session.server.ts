import 'server-only'
import { parseSetCookieHeader, toCookieOptions } from 'better-auth/cookies'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { getPathCatalogue } from '@/server/routing/path-catalogue.server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { db } from '@/server/db/client'
import { ownerAuth, portalCookiePrefix } from './auth.server'
import { browserCookieName, headersForAuth } from '@/server/auth/host-cookie'
import { ownerFromHeaders, type PortalOwner } from './owner-session'

/** better-auth's session cookie name with the portal's prefix (auth.server.ts). */
const sessionCookieName = `${portalCookiePrefix}.session_token`

/** This request's headers as better-auth reads them (the `__Host-` cookie names made bare). */
export async function authRequestHeaders(): Promise<Headers> {
  const list = await headers()
  return headersForAuth(list, portalCookiePrefix, overHttps(list))
}

function overHttps(list: Headers): boolean {
  return list.get('x-forwarded-proto') === 'https'
}

/** The signed-in owner of this request, or null (looked up once per request). */
export const currentOwner = cache(async (): Promise<PortalOwner | null> =>
  ownerFromHeaders(db(), ownerAuth(), await authRequestHeaders()),
)

/** Notices the login page shows after a redirect (`?notice=`). */
export const loginNotices = [
  'passwordSaved',
  'signedOut',
  'signedOutEverywhere',
  'sessionEnded',
] as const
export type LoginNotice = (typeof loginNotices)[number]

/** The login page in `lang` (the path catalogue's `login` route), with an optional notice. */
export async function loginHref(lang: Language, notice?: LoginNotice): Promise<string> {
  const [catalogue, { defaultLanguage }] = await Promise.all([
    getPathCatalogue(),
    getLanguageSettings(),
  ])
  const entry = [...catalogue.values()].find((candidate) => candidate.route === 'login')
  const slug = entry?.slugs[lang] ?? 'login'
  const href = localizedUrl(lang, slug, defaultLanguage)
  return notice ? `${href}?notice=${notice}` : href
}

/** The signed-in owner, or a redirect to the login page (saying so when a session just ended). */
export async function requireOwner(lang: Language): Promise<PortalOwner> {
  const owner = await currentOwner()
  if (owner) return owner
  const store = await cookies()
  const hadSession =
    store.has(sessionCookieName) || store.has(browserCookieName(sessionCookieName, true))
  redirect(await loginHref(lang, hadSession ? 'sessionEnded' : undefined))
}

/**
 * The client's address for rate limits, as the custom server determined it for this request
 * (src/server/client-address.ts: the socket, or the trusted proxy's last X-Forwarded-For entry).
 */
export function clientAddress(list: Headers): string {
  return list.get('x-client-ip') ?? 'unknown'
}

/**
 * Copies the cookies better-auth set on its response into this server action's response. When the
 * request came over HTTPS (Next sets X-Forwarded-Proto from the connection, a proxy from its own)
 * they are Secure and named `__Host-…` (host-cookie.ts); HttpOnly, SameSite=Lax and Path=/ come
 * from better-auth, which sets no Domain.
 */
export async function applyAuthCookies(responseHeaders: Headers): Promise<void> {
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
