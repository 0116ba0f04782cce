import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { staff, staffAuthSessions } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import { sessionGate, type StaffGate } from '@/features/back-office/security/second-factor'
import type { StaffAuth } from './staff-auth.server'
import { staffInactivitySeconds } from './staff-lifetimes'

export const staffRoles = ['admin', 'agent'] as const
export type StaffRole = (typeof staffRoles)[number]

/** The signed-in staff member, as every back-office query is scoped. */
export type StaffMember = {
  id: number
  email: string
  name: string
  role: StaffRole
  locale: Language
  sessionId: string
}

const touchAfterSeconds = 60

/**
 * The staff member behind a request's back-office session and what it may open (its second
 * factor: security/second-factor.ts), or null: a valid signature and lifetime (better-auth),
 * activity within the inactivity timeout, and an account not disabled.
 */
export async function staffSessionFromHeaders(
  database: Database,
  auth: StaffAuth,
  headers: Headers,
): Promise<{ member: StaffMember; gate: StaffGate } | null> {
  const found = await auth.api.getSession({ headers, query: { disableRefresh: true } })
  if (!found) return null
  const { session, user } = found
  const idleSince = Date.now() - new Date(session.updatedAt).getTime()
  if (idleSince > staffInactivitySeconds * 1000) {
    await database.delete(staffAuthSessions).where(eq(staffAuthSessions.id, session.id))
    return null
  }
  if (idleSince > touchAfterSeconds * 1000) {
    await database
      .update(staffAuthSessions)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(staffAuthSessions.id, session.id), lt(staffAuthSessions.updatedAt, sql`now()`)))
  }
  const [member] = await database
    .select()
    .from(staff)
    .where(and(eq(staff.email, user.email), isNull(staff.disabledAt)))
  if (!member || !isStaffRole(member.role)) return null
  return {
    member: {
      id: member.id,
      email: member.email,
      name: member.name,
      role: member.role,
      locale: isSupportedLanguage(member.locale) ? member.locale : 'en',
      sessionId: session.id,
    },
    gate: await sessionGate(database, member.id, session.id),
  }
}

/** The staff member of a session that may open the back office (its second factor passed). */
export async function staffFromHeaders(
  database: Database,
  auth: StaffAuth,
  headers: Headers,
): Promise<StaffMember | null> {
  const found = await staffSessionFromHeaders(database, auth, headers)
  return found?.gate === 'open' ? found.member : null
}

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value)
}
