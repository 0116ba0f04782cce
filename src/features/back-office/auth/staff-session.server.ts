import 'server-only'
import { notFound, redirect } from 'next/navigation'
import { cache } from 'react'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { applyAuthCookiesFrom, authRequestHeadersFor } from '@/server/auth/auth-cookies.server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import { staffAuth, staffCookiePrefix } from './staff-auth.server'
import { staffFromHeaders, type StaffMember, type StaffRole } from './staff-member'

/** This request's headers as better-auth reads them (the `__Host-` names made bare over HTTPS). */
export function staffRequestHeaders(): Promise<Headers> {
  return authRequestHeadersFor(staffCookiePrefix)
}

/** The signed-in staff member of this request, or null (looked up once per request). */
export const currentStaff = cache(async (): Promise<StaffMember | null> =>
  staffFromHeaders(db(), staffAuth(), await staffRequestHeaders()),
)

/**
 * The signed-in staff member with one of `roles`, or a redirect to the login page (no session) or
 * a 404 (a role that may not see the page: its existence is not confirmed either).
 */
export async function requireStaff(
  lang: Language,
  roles: readonly StaffRole[] = ['admin', 'agent'],
): Promise<StaffMember> {
  const member = await currentStaff()
  if (!member) {
    const { defaultLanguage } = await getLanguageSettings()
    redirect(adminHref(lang, defaultLanguage, 'login'))
  }
  if (!roles.includes(member.role)) {
    notFound()
  }
  return member
}

/** The client's address for rate limits, as the custom server determined it. */
export function staffClientAddress(list: Headers): string {
  return list.get('x-client-ip') ?? 'unknown'
}

/** Copies better-auth's cookies into the action's response: Secure and `__Host-` over HTTPS. */
export const applyStaffCookies = applyAuthCookiesFrom
