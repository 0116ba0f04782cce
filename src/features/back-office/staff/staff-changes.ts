import { randomUUID } from 'node:crypto'
import { generateId } from 'better-auth'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Language } from '@/lib/i18n/languages'
import { agents, staff, staffAuthSessions, staffAuthUsers } from '@/server/db/schema'
import { enqueueMail } from '@/server/mail/outbox'
import type { Database, Executor } from '@/server/db/types'
import type { StaffMember, StaffRole } from '@/features/back-office/auth/staff-member'
import { recordAudit } from '@/features/back-office/audit/audit'
import { staffPasswordLinkMail } from '@/features/back-office/auth/staff-mail'
import {
  createStaffPasswordToken,
  staffLinkLifetimeSeconds,
} from '@/features/back-office/auth/staff-token'
import type { LinkFor } from './staff-password'

export type StaffInvitation = {
  name: string
  email: string
  role: StaffRole
  language: Language
  agent: number | null
}

/**
 * Invites a staff member (the staff screen and `npm run staff -- invite`): the account and its
 * login without a password, and the e-mail in their language with a link to choose one (single
 * use, 7 days), in one transaction with its audit row. `actor` is null from the command line.
 */
export async function inviteStaff(
  database: Database,
  actor: StaffMember | null,
  invitation: StaffInvitation,
  site: { agency: string; linkFor: LinkFor },
): Promise<
  { ok: true; id: number } | { ok: false; reason: 'forbidden' | 'emailTaken' | 'agentUnknown' }
> {
  if (actor && actor.role !== 'admin') return { ok: false, reason: 'forbidden' }
  const email = invitation.email.trim().toLowerCase()
  return database.transaction(async (tx) => {
    if (invitation.agent !== null) {
      const [agent] = await tx
        .select({ id: agents.id })
        .from(agents)
        .where(eq(agents.id, invitation.agent))
      if (!agent) return { ok: false, reason: 'agentUnknown' } as const
    }
    const [member] = await tx
      .insert(staff)
      .values({
        email,
        name: invitation.name,
        role: invitation.role,
        locale: invitation.language,
        agentId: invitation.agent,
      })
      .onConflictDoNothing()
      .returning({ id: staff.id })
    if (!member) return { ok: false, reason: 'emailTaken' } as const
    const userId = generateId()
    await tx.insert(staffAuthUsers).values({ id: userId, name: invitation.name, email })
    const token = await createStaffPasswordToken(tx, userId, staffLinkLifetimeSeconds.invitation)
    await enqueueMail(
      tx,
      staffPasswordLinkMail({
        kind: 'invitation',
        member: { email, name: invitation.name, locale: invitation.language },
        url: site.linkFor(invitation.language, token),
        agency: site.agency,
        keyId: randomUUID(),
      }),
    )
    await recordAudit(tx, {
      staffId: actor?.id ?? null,
      action: 'staff.invite',
      subject: `staff:${member.id}`,
      after: {
        email,
        name: invitation.name,
        role: invitation.role,
        language: invitation.language,
        agent: invitation.agent,
      },
    })
    return { ok: true, id: member.id } as const
  })
}

export type StaffChangeResult = 'saved' | 'forbidden' | 'not-found' | 'last-admin' | 'unchanged'

/** Whether another active admin than `staffId` exists (in the transaction, rows locked). */
async function anotherActiveAdmin(tx: Executor, staffId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt), ne(staff.id, staffId)))
    .for('update')
  return rows.length > 0
}

/** Changes a member's role; the last active admin cannot become an agent. */
export async function changeStaffRole(
  database: Database,
  actor: StaffMember,
  input: { id: number; role: StaffRole },
): Promise<StaffChangeResult> {
  if (actor.role !== 'admin') return 'forbidden'
  return database.transaction(async (tx) => {
    const [member] = await tx.select().from(staff).where(eq(staff.id, input.id)).for('update')
    if (!member) return 'not-found'
    if (member.role === input.role) return 'unchanged'
    if (member.role === 'admin' && !member.disabledAt && !(await anotherActiveAdmin(tx, member.id)))
      return 'last-admin'
    await tx.update(staff).set({ role: input.role }).where(eq(staff.id, member.id))
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'staff.role',
      subject: `staff:${member.id}`,
      before: { role: member.role },
      after: { role: input.role },
    })
    return 'saved'
  })
}

/**
 * Disables a member (their sessions end, logins are refused) or enables them again; the last
 * active admin cannot be disabled.
 */
export async function setStaffDisabled(
  database: Database,
  actor: StaffMember,
  input: { id: number; disabled: boolean },
): Promise<StaffChangeResult> {
  if (actor.role !== 'admin') return 'forbidden'
  return database.transaction(async (tx) => {
    const [member] = await tx.select().from(staff).where(eq(staff.id, input.id)).for('update')
    if (!member) return 'not-found'
    if (Boolean(member.disabledAt) === input.disabled) return 'unchanged'
    if (input.disabled && member.role === 'admin' && !(await anotherActiveAdmin(tx, member.id)))
      return 'last-admin'
    await tx
      .update(staff)
      .set({ disabledAt: input.disabled ? sql`now()` : null })
      .where(eq(staff.id, member.id))
    if (input.disabled) {
      const users = tx
        .select({ id: staffAuthUsers.id })
        .from(staffAuthUsers)
        .where(eq(staffAuthUsers.email, member.email))
      await tx.delete(staffAuthSessions).where(sql`${staffAuthSessions.userId} in ${users}`)
    }
    await recordAudit(tx, {
      staffId: actor.id,
      action: input.disabled ? 'staff.disable' : 'staff.enable',
      subject: `staff:${member.id}`,
      before: { disabled: !input.disabled },
      after: { disabled: input.disabled },
    })
    return 'saved'
  })
}
