import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { outboxMessages } from '@/server/db/schema'
import type { Database } from '@/server/db/types'

const m = outboxMessages

export type FailedMail = {
  id: number
  kind: string
  to: string
  attempts: number
  lastError: string | null
  createdAt: Date
}

/** The e-mails the outbox gave up on (docs/operations.md, "Failed e-mails"), oldest first. */
export async function failedMails(db: Database): Promise<FailedMail[]> {
  return db
    .select({
      id: m.id,
      kind: m.kind,
      to: m.toAddress,
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: m.createdAt,
    })
    .from(m)
    .where(eq(m.status, 'failed'))
    .orderBy(asc(m.id))
}

/**
 * Makes failed e-mails due now with a fresh set of attempts; the next worker poll sends them, with
 * their Message-ID unchanged. `ids` limits it to those e-mails; only failed ones ever change.
 * Returns the ids queued again.
 */
export async function retryFailedMails(db: Database, ids?: readonly number[]): Promise<number[]> {
  const rows = await db
    .update(m)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(m.status, 'failed'), ids ? inArray(m.id, [...ids]) : undefined))
    .returning({ id: m.id })
  return rows.map((row) => row.id).sort((a, b) => a - b)
}
