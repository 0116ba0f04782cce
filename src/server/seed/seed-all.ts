import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from '@/server/db/schema'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import { seedContent } from './seed-content'

// Like the migrations' lock (src/server/db/migrate.ts): instances that start together on an empty
// database seed it once, one after the other finding it filled.
const seedLock = 72_010_002

/** Seeds configuration, pages and demo listings; with `onlyIfEmpty` it leaves a filled database alone. */
export async function seedDatabase(
  url: string,
  options: { onlyIfEmpty: boolean; today?: Date },
): Promise<boolean> {
  const lock = new pg.Client({ connectionString: url })
  await lock.connect()
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  try {
    await lock.query('select pg_advisory_lock($1)', [seedLock])
    const db = drizzle(pool, { schema })
    if (options.onlyIfEmpty) {
      const found = await pool.query('select 1 from site_config limit 1')
      if (found.rowCount) return false
    }
    await seedContent(db)
    await seedDemo(db, options.today ?? new Date())
    return true
  } finally {
    await pool.end()
    await lock.query('select pg_advisory_unlock($1)', [seedLock]).catch(() => {})
    await lock.end()
  }
}
