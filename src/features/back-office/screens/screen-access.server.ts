import 'server-only'
import type { Language } from '@/lib/i18n/languages'
import { requireStaff, requireStaffAt } from '@/features/back-office/auth/staff-session.server'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import type { Access } from './screen-table'

/** The member a screen or action of this access is opened for: none for a public one. */
export type MemberFor<A extends Access> = A extends 'public' ? null : StaffMember

/**
 * The staff gate of the table (screen-table.ts): the member, or the redirect or 404 the gate
 * answers (auth/staff-session.server.ts audits a refused role). The one caller of the gates.
 */
export async function memberFor<A extends Access>(
  access: A,
  lang: Language,
): Promise<MemberFor<A>> {
  if (access === 'public') return null as MemberFor<A>
  if (access === 'code' || access === 'enrol') {
    return (await requireStaffAt(lang, access)) as MemberFor<A>
  }
  return (await requireStaff(lang, access as readonly StaffMember['role'][])) as MemberFor<A>
}
