import path from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'

// Any constant shared by every instance works; it serialises migrations across processes.
const migrationLock = 72_010_001

/** Applies the committed migrations in ./drizzle; safe when several instances start at once. */
export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLock])
    await migrate(drizzle(client), { migrationsFolder: path.resolve('drizzle') })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLock]).catch(() => {})
    await client.end()
  }
}
