import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from '@/server/db/schema'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import type { Database } from '@/server/db/types'
import { generateDemo } from './demo/generate-demo'
import { nonDemoData, type Finding } from './demo-inventory'
import { seedContent, seedContentFiles } from './seed-content'
import { seedDemoOnly } from './seed-demo-only'

// Like the migrations' lock (src/server/db/migrate.ts): instances that start together on an empty
// database seed it once, one after the other finding it filled.
const seedLock = 72_010_002

/** Runs `work` holding the seed's advisory lock, with a small pool of its own. */
async function underSeedLock<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url })
  await lock.connect()
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  try {
    await lock.query('select pg_advisory_lock($1)', [seedLock])
    return await work(drizzle(pool, { schema }))
  } finally {
    await pool.end()
    await lock.query('select pg_advisory_unlock($1)', [seedLock]).catch(() => {})
    await lock.end()
  }
}

const isEmpty = async (db: Database) =>
  (await db.execute('select 1 from site_config limit 1')).rows.length === 0

/**
 * Seeds configuration, pages and demo listings; with `onlyIfEmpty` it leaves a filled database
 * alone. With `listings: false` (a CRM is configured: it brings the listings, projects and
 * agents) no demo listing, project, agent or owner is seeded.
 */
export async function seedDatabase(
  url: string,
  options: { onlyIfEmpty: boolean; today?: Date; listings?: boolean },
): Promise<boolean> {
  return underSeedLock(url, async (db) => {
    if (options.onlyIfEmpty && !(await isEmpty(db))) return false
    await seedContent(db)
    await seedDemo(db, options.today ?? new Date(), { listings: options.listings ?? true })
    return true
  })
}

export type SeedOutcome =
  /** Nothing changed: the database holds more than the demo and `force` was not given. */
  | { kind: 'refused'; findings: Finding[] }
  /** Everything reseeded; `findings` is what was there beside the demo (with `force`). */
  | { kind: 'seeded'; findings: Finding[] }
  /** Only the demo content reseeded; `skipped` names demo rows whose place other data took. */
  | { kind: 'demo-only'; skipped: string[] }

/**
 * `npm run seed`: reseeds a database that holds only the demo (or nothing); refuses one that holds
 * anything else unless `force`. With `demoOnly`, reseeds the demo content alone, whatever else is
 * there, and the configuration and pages only when there are none.
 */
export async function seedCommand(
  url: string,
  options: { force: boolean; demoOnly: boolean; today?: Date },
): Promise<SeedOutcome> {
  const today = options.today ?? new Date()
  return underSeedLock(url, async (db) => {
    if (options.demoOnly) {
      if (await isEmpty(db)) await seedContent(db)
      return { kind: 'demo-only', skipped: await seedDemoOnly(db, today) }
    }
    const findings = await nonDemoData(db, generateDemo({ today }), seedContentFiles())
    if (findings.length && !options.force) return { kind: 'refused', findings }
    await seedContent(db)
    await seedDemo(db, today)
    return { kind: 'seeded', findings }
  })
}
