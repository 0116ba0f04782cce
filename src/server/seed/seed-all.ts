import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from '@/server/db/schema'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import { seedContent } from './seed-content'

/** Seeds configuration, pages and demo listings; with `onlyIfEmpty` it leaves a filled database alone. */
export async function seedDatabase(
  url: string,
  options: { onlyIfEmpty: boolean; today?: Date },
): Promise<boolean> {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  try {
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
  }
}
