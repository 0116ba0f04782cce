import { randomBytes } from 'node:crypto'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { inject } from 'vitest'
import * as schema from '../../src/server/db/schema'

/**
 * Dropping a test database ends its connections (57P01); an idle pooled client that learns it
 * then is expected, anything else is a real error.
 */
export function ignoreDroppedConnection(error: Error & { code?: string }) {
  if (error.code !== '57P01') throw error
}

/** A fresh migrated database for one test file; `drop` removes it. */
export async function createTestDatabase() {
  const server = inject('postgresServerUrl')
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: `${server}/postgres` })
  await admin.connect()
  await admin.query(`create database ${name} template agency_template`)
  await admin.end()
  const url = `${server}/${name}`
  const pool = new pg.Pool({ connectionString: url, max: 4 })
  pool.on('error', ignoreDroppedConnection)
  return {
    url,
    pool,
    db: drizzle(pool, { schema }),
    drop: async () => {
      await pool.end()
      const cleanup = new pg.Client({ connectionString: `${server}/postgres` })
      await cleanup.connect()
      // pg's Pool.end() resolves before its clients' sockets are closed; terminating a connection
      // that is still closing makes that client throw outside any test. Let them go first.
      for (let waited = 0; waited < 50; waited++) {
        const { rows } = await cleanup.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        )
        if (rows[0]!.n === 0) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}
