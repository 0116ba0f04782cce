import { eq, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { outboxMessages } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { recordAudit } from '@/features/back-office/audit/audit'
import type { AuditAction } from '@/features/back-office/audit/audit-actions'

const m = outboxMessages

type Failed = {
  status: string
  to: string
  channel: string
  attempts: number
  lastError: string | null
}

/**
 * One change of a failed message, in a transaction with its audit row. Only a `failed` row
 * changes: the worker never claims one (src/server/mail/delivery-state.ts), so it was not being
 * sent, and a second click finds it changed already and changes nothing.
 */
async function changeFailed<Done extends string>(
  database: Database,
  member: StaffMember,
  id: number,
  change: {
    done: Done
    action: AuditAction
    /** Only an e-mail (a webhook's address is the CRM's, set on its own screen). */
    mailOnly?: true
    set: (before: Failed) => PgUpdateSetSource<typeof m>
    audit: (before: Failed) => { before: Record<string, unknown>; after: Record<string, unknown> }
  },
): Promise<Done | 'not-failed' | 'not-found'> {
  return database.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: m.status,
        to: m.toAddress,
        channel: m.channel,
        attempts: m.attempts,
        lastError: m.lastError,
      })
      .from(m)
      .where(eq(m.id, id))
      .for('update')
    if (!before || (change.mailOnly && before.channel !== 'mail')) return 'not-found'
    if (before.status !== 'failed') return 'not-failed'
    await tx.update(m).set(change.set(before)).where(eq(m.id, id))
    await recordAudit(tx, {
      staffId: member.id,
      action: change.action,
      subject: `mail:${id}`,
      ...change.audit(before),
    })
    return change.done
  })
}

/**
 * Puts a failed message back in the queue, due now. The attempt count is kept: should this
 * attempt fail too, the worker marks it failed again at once instead of starting three more hours
 * of retries.
 */
export const retryMail = (database: Database, member: StaffMember, id: number) =>
  changeFailed(database, member, id, {
    done: 'queued',
    action: 'mail.retry',
    set: () => ({ status: 'pending', nextAttemptAt: sql`now()`, lockedUntil: null }),
    audit: ({ status, attempts, lastError }) => ({
      before: { status, attempts, lastError },
      after: { status: 'pending' },
    }),
  })

/**
 * Sends a refused e-mail to a corrected address: its address is the new one and it gets a fresh
 * set of attempts, as a new destination deserves.
 */
export const correctMail = (database: Database, member: StaffMember, id: number, to: string) =>
  changeFailed(database, member, id, {
    done: 'corrected',
    action: 'mail.correct',
    mailOnly: true,
    set: () => ({
      toAddress: to,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
    }),
    audit: (before) => ({
      before: { status: before.status, to: before.to },
      after: { status: 'pending', to },
    }),
  })

/** Closes a refused e-mail without sending it, with the reason: it no longer counts as failed. */
export const closeMail = (database: Database, member: StaffMember, id: number, reason: string) =>
  changeFailed(database, member, id, {
    done: 'closed',
    action: 'mail.close',
    mailOnly: true,
    set: () => ({ status: 'closed', closedReason: reason, lockedUntil: null }),
    audit: ({ status }) => ({ before: { status }, after: { status: 'closed', reason } }),
  })
