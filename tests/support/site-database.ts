import { afterAll, beforeAll } from 'vitest'
import { pool } from '../../src/server/db/pool-registry'
import { seedDatabase } from '../../src/server/seed/seed-all'
import { createTestDatabase } from './test-database'

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>

/**
 * A fresh database for a test file whose code under test reads the database the way the site
 * does, through the process's shared pool (DATABASE_URL): created (and seeded with the demo when
 * asked) before the file's tests, dropped after them. The handle is filled in by then; hooks the
 * file registers afterwards run once the database is there.
 */
export function siteDatabase({ seed = false }: { seed?: boolean } = {}): TestDatabase {
  const database = {} as TestDatabase
  beforeAll(async () => {
    Object.assign(database, await createTestDatabase())
    if (seed) await seedDatabase(database.url, { onlyIfEmpty: false })
    process.env.DATABASE_URL = database.url
  })
  afterAll(async () => {
    await pool()?.end()
    await database.drop()
  })
  return database
}
