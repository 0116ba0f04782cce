import { and, eq, sql } from 'drizzle-orm'
import { outboxMessages } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { recordAudit } from '@/features/back-office/audit/audit'

const m = outboxMessages

/**
 * Puts a failed message back in the queue, due now. Only a `failed` row changes: the worker never
 * claims one (src/server/mail/delivery-state.ts), so it was not being sent, and a second click
 * finds it pending or sent already and changes nothing. The attempt count is kept: should this
 * attempt fail too, the worker marks it failed again at once instead of starting three more hours
 * of retries.
 */
export async function retryMail(
  database: Database,
  member: StaffMember,
  id: number,
): Promise<'queued' | 'not-failed' | 'not-found'> {
  return database.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: m.status, attempts: m.attempts, lastError: m.lastError })
      .from(m)
      .where(eq(m.id, id))
      .for('update')
    if (!before) return 'not-found'
    if (before.status !== 'failed') return 'not-failed'
    await tx
      .update(m)
      .set({ status: 'pending', nextAttemptAt: sql`now()`, lockedUntil: null })
      .where(and(eq(m.id, id), eq(m.status, 'failed')))
    await recordAudit(tx, {
      staffId: member.id,
      action: 'mail.retry',
      subject: `mail:${id}`,
      before,
      after: { status: 'pending' },
    })
    return 'queued'
  })
}

/**
 * Sends a refused e-mail to a corrected address: only a failed e-mail changes, its address is the
 * new one and it gets a fresh set of attempts, as a new destination deserves.
 */
export async function correctMail(
  database: Database,
  member: StaffMember,
  id: number,
  to: string,
): Promise<'corrected' | 'not-failed' | 'not-found'> {
  return database.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: m.status, to: m.toAddress, channel: m.channel })
      .from(m)
      .where(eq(m.id, id))
      .for('update')
    if (!before || before.channel !== 'mail') return 'not-found'
    if (before.status !== 'failed') return 'not-failed'
    await tx
      .update(m)
      .set({
        toAddress: to,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: sql`now()`,
        lockedUntil: null,
      })
      .where(eq(m.id, id))
    await recordAudit(tx, {
      staffId: member.id,
      action: 'mail.correct',
      subject: `mail:${id}`,
      before: { status: before.status, to: before.to },
      after: { status: 'pending', to },
    })
    return 'corrected'
  })
}

/** Closes a refused e-mail without sending it, with the reason: it no longer counts as failed. */
export async function closeMail(
  database: Database,
  member: StaffMember,
  id: number,
  reason: string,
): Promise<'closed' | 'not-failed' | 'not-found'> {
  return database.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: m.status, channel: m.channel })
      .from(m)
      .where(eq(m.id, id))
      .for('update')
    if (!before || before.channel !== 'mail') return 'not-found'
    if (before.status !== 'failed') return 'not-failed'
    await tx
      .update(m)
      .set({ status: 'closed', closedReason: reason, lockedUntil: null })
      .where(eq(m.id, id))
    await recordAudit(tx, {
      staffId: member.id,
      action: 'mail.close',
      subject: `mail:${id}`,
      before: { status: before.status },
      after: { status: 'closed', reason },
    })
    return 'closed'
  })
}
