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
