import type pg from 'pg'
import type { Database } from '@/server/db/types'

// Beside the migrations' and the seed's locks (72_010_001, 72_010_002): one CRM sync at a time
// across every instance on the database. A session lock: it goes with the connection when the
// process dies, so a killed sync never blocks the next one.
const syncLock = 72_010_003

/**
 * Runs `work` holding the CRM sync's lock, or returns null at once when another instance holds it
 * (its sync does the work; this one would only repeat it). With `wait`, waits for the lock
 * instead (a CRM's webhook must be applied, after the sync under way).
 */
export async function underSyncLock<T>(
  db: Database,
  work: () => Promise<T>,
  { wait = false }: { wait?: boolean } = {},
): Promise<T | null> {
  // drizzle(pool) keeps its pool as $client; the site's Database type does not name it.
  const pool = (db as Database & { $client: pg.Pool }).$client
  const client = await pool.connect()
  let held = false
  try {
    if (wait) {
      await client.query('select pg_advisory_lock($1)', [syncLock])
      held = true
    } else {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [syncLock],
      )
      held = rows[0]?.locked === true
    }
    if (!held) return null
    return await work()
  } finally {
    if (held) await client.query('select pg_advisory_unlock($1)', [syncLock]).catch(() => {})
    client.release()
  }
}
