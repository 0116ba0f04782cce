import 'server-only'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { getPathCatalogue } from '@/server/routing/path-catalogue.server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { db } from '@/server/db/client'
import { ownerAuth, portalCookiePrefix } from './auth.server'
import { browserCookieName } from '@/server/auth/host-cookie'
import {
  applyAuthCookiesFrom,
  authRequestHeadersFor,
  overHttps,
} from '@/server/auth/auth-cookies.server'
import { ownerFromHeaders, type PortalOwner } from './owner-session'

/** better-auth's session cookie name with the portal's prefix (auth.server.ts). */
const sessionCookieName = `${portalCookiePrefix}.session_token`

/** This request's headers as better-auth reads them (the `__Host-` cookie names made bare). */
export function authRequestHeaders(): Promise<Headers> {
  return authRequestHeadersFor(portalCookiePrefix)
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
  const hadSession = (await cookies()).has(
    browserCookieName(sessionCookieName, overHttps(await headers())),
  )
  redirect(await loginHref(lang, hadSession ? 'sessionEnded' : undefined))
}

/**
 * The client's address for rate limits, as the custom server determined it for this request
 * (src/server/client-address.ts: the socket, or the trusted proxy's last X-Forwarded-For entry).
 */
export function clientAddress(list: Headers): string {
  return list.get('x-client-ip') ?? 'unknown'
}

/** Copies better-auth's cookies into this server action's response (auth-cookies.server.ts). */
export const applyAuthCookies = applyAuthCookiesFrom
