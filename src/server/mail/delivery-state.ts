import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { outboxMessages } from '@/server/db/schema'
import type { OutboxRow } from './compose'
import { MAX_ATTEMPTS, retryDelayMs } from './retry'
import type { Database } from '@/server/db/types'

const m = outboxMessages

/**
 * Claims the oldest due e-mail, counting the attempt. SKIP LOCKED lets other instances claim the
 * next ones meanwhile; the claim expires after two minutes, so the e-mail of a worker that died
 * while sending is due again.
 */
export async function claimNext(db: Database): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: m.id })
    .from(m)
    .where(
      and(
        inArray(m.status, ['pending', 'sending']),
        lte(m.nextAttemptAt, sql`now()`),
        or(isNull(m.lockedUntil), lt(m.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(m.id)
    .limit(1)
    .for('update', { skipLocked: true })
  const [row] = await db
    .update(m)
    .set({
      status: 'sending',
      lockedUntil: sql`now() + interval '2 minutes'`,
      attempts: sql`${m.attempts} + 1`,
    })
    .where(eq(m.id, due))
    .returning()
  return row
}

// The attempt count doubles as the claim's token: if this worker's claim expired and another took the
// e-mail over, the count moved on and this worker's late outcome is not recorded.
const stillClaimed = (row: OutboxRow) =>
  and(eq(m.id, row.id), eq(m.attempts, row.attempts), eq(m.status, 'sending'))

/** Records a delivery; false when the claim had been taken over. */
export async function recordSent(db: Database, row: OutboxRow): Promise<boolean> {
  const updated = await db
    .update(m)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null })
    .where(stillClaimed(row))
    .returning({ id: m.id })
  return updated.length > 0
}

/** Schedules the next attempt, or gives up after the last one; the row itself is always kept. */
export async function recordFailure(
  db: Database,
  row: OutboxRow,
  error: unknown,
): Promise<'pending' | 'failed' | 'taken-over'> {
  const status = row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending'
  const delaySeconds = retryDelayMs(row.attempts) / 1000
  const updated = await db
    .update(m)
    .set({
      status,
      lockedUntil: null,
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
      // The database clock, like the claim query, so instances with skewed clocks agree.
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where(stillClaimed(row))
    .returning({ id: m.id })
  return updated.length > 0 ? status : 'taken-over'
}
