import 'server-only'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { cache } from 'react'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { applyAuthCookiesFrom, authRequestHeadersFor } from '@/server/auth/auth-cookies.server'
import type { Language } from '@/lib/i18n/languages'
import { db } from '@/server/db/client'
import { adminHref } from '@/features/back-office/admin-paths'
import { recordAccessRefusal } from './access-refusal'
import { staffAuth, staffCookiePrefix } from './staff-auth.server'
import type { StaffGate } from '@/features/back-office/security/second-factor'
import { staffSessionFromHeaders, type StaffMember, type StaffRole } from './staff-member'

/** This request's headers as better-auth reads them (the `__Host-` names made bare over HTTPS). */
export function staffRequestHeaders(): Promise<Headers> {
  return authRequestHeadersFor(staffCookiePrefix)
}

/** This request's staff session and what it may open, or null (looked up once per request). */
export const currentStaffSession = cache(async () =>
  staffSessionFromHeaders(db(), staffAuth(), await staffRequestHeaders()),
)

/** The signed-in staff member of this request whose session may open the back office, or null. */
export async function currentStaff(): Promise<StaffMember | null> {
  const found = await currentStaffSession()
  return found?.gate === 'open' ? found.member : null
}

/** Where a session that has not passed its second factor is sent instead. */
export async function gateHref(lang: Language, gate: StaffGate): Promise<string> {
  const { defaultLanguage } = await getLanguageSettings()
  return gate === 'code'
    ? adminHref(lang, defaultLanguage, 'login', 'code')
    : adminHref(lang, defaultLanguage, 'security')
}

/**
 * The signed-in staff member with one of `roles`, or a redirect to the login page (no session),
 * to the code step or enrolment (second factor not passed), or a 404 (a role that may not see
 * the page: its existence is not confirmed either). Every page and server action checks roles
 * here, so this is where a refusal is audited.
 */
export async function requireStaff(
  lang: Language,
  roles: readonly StaffRole[] = ['admin', 'agent'],
): Promise<StaffMember> {
  const found = await currentStaffSession()
  if (!found) {
    const { defaultLanguage } = await getLanguageSettings()
    redirect(adminHref(lang, defaultLanguage, 'login'))
  }
  if (found.gate !== 'open') redirect(await gateHref(lang, found.gate))
  const { member } = found
  if (!roles.includes(member.role)) {
    await recordAccessRefusal(db(), member, roles, await headers())
    notFound()
  }
  return member
}

/**
 * The member of a session at `gate` (the code step's page and action), or a redirect: to the
 * login page without a session, to the leads for an open one, to the other step otherwise.
 * Enrolment (`enrol`) is also open to a member whose session is open.
 */
export async function requireStaffAt(lang: Language, gate: 'code' | 'enrol'): Promise<StaffMember> {
  const found = await currentStaffSession()
  const { defaultLanguage } = await getLanguageSettings()
  if (!found) redirect(adminHref(lang, defaultLanguage, 'login'))
  if (found.gate === gate || (gate === 'enrol' && found.gate === 'open')) return found.member
  redirect(
    found.gate === 'open'
      ? adminHref(lang, defaultLanguage, 'leads')
      : await gateHref(lang, found.gate),
  )
}

/** The client's address for rate limits, as the custom server determined it. */
export function staffClientAddress(list: Headers): string {
  return list.get('x-client-ip') ?? 'unknown'
}

/** Copies better-auth's cookies into the action's response: Secure and `__Host-` over HTTPS. */
export const applyStaffCookies = applyAuthCookiesFrom
