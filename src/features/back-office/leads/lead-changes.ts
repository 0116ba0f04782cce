import { and, eq } from 'drizzle-orm'
import { formSubmissions, leadNotes, staff } from '@/server/db/schema'
import type { Language } from '@/lib/i18n/languages'
import type { Database } from '@/server/db/types'
import { enqueueMail } from '@/server/mail/outbox'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { recordAudit } from '@/features/back-office/audit/audit'
import type { LeadStatus } from './lead-schema'
import { leadAssignedMail, type LeadLinkFor } from './lead-assigned-mail'
import { visibleTo } from './lead-queries'

export type LeadChangeResult = 'saved' | 'not-found' | 'forbidden-assignee'

/**
 * Sets a lead's status and assignee, with an audit row, in one transaction. An agent works only on
 * leads they see (their own and unassigned ones) and may assign them only to themself or to nobody.
 * A member who is given the lead by someone else is told by e-mail (through the outbox, in the same
 * transaction); saving the same assignment again tells nobody twice.
 */
export async function changeLead(
  database: Database,
  member: StaffMember,
  change: { id: number; status: LeadStatus; assignee: number | null },
  notify: { linkFor: LeadLinkFor; fallbackLanguage: Language },
): Promise<LeadChangeResult> {
  if (member.role !== 'admin' && change.assignee !== null && change.assignee !== member.id) {
    return 'forbidden-assignee'
  }
  return database.transaction(async (tx) => {
    const [lead] = await tx
      .select({
        status: formSubmissions.status,
        assignee: formSubmissions.assigneeId,
        kind: formSubmissions.kind,
        firstName: formSubmissions.firstName,
        lastName: formSubmissions.lastName,
        email: formSubmissions.email,
        data: formSubmissions.data,
      })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.id, change.id), visibleTo(member)))
      .for('update')
    if (!lead) return 'not-found'
    const before = { status: lead.status, assignee: lead.assignee }
    if (change.assignee !== null) {
      const [target] = await tx.select().from(staff).where(eq(staff.id, change.assignee))
      if (!target) return 'forbidden-assignee'
      if (target.id !== before.assignee && target.id !== member.id && !target.disabledAt) {
        const { requestId } = lead.data
        await enqueueMail(
          tx,
          leadAssignedMail({
            assignee: target,
            assigner: member,
            lead: {
              ...lead,
              id: change.id,
              requestId: typeof requestId === 'string' ? requestId : `lead-${change.id}`,
            },
            ...notify,
          }),
        )
      }
    }
    const after = { status: change.status, assignee: change.assignee }
    await tx
      .update(formSubmissions)
      .set({ status: change.status, assigneeId: change.assignee })
      .where(eq(formSubmissions.id, change.id))
    await recordAudit(tx, {
      staffId: member.id,
      action: 'lead.update',
      subject: `lead:${change.id}`,
      before,
      after,
    })
    return 'saved'
  })
}

/** Adds an internal note to a lead the member sees. */
export async function addLeadNote(
  database: Database,
  member: StaffMember,
  note: { id: number; note: string },
): Promise<'saved' | 'not-found'> {
  return database.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.id, note.id), visibleTo(member)))
    if (!lead) return 'not-found'
    await tx
      .insert(leadNotes)
      .values({ submissionId: note.id, staffId: member.id, text: note.note })
    await recordAudit(tx, {
      staffId: member.id,
      action: 'lead.note',
      subject: `lead:${note.id}`,
      after: { note: note.note },
    })
    return 'saved'
  })
}
