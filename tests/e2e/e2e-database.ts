import pg from 'pg'
import { embeddedUrl } from '../../src/server/postgres/embedded'

/** The browser tests' own database (playwright.config.ts starts the site on it). */
const databaseUrl = () =>
  embeddedUrl(
    `data/e2e-${process.env.E2E_PORT ?? 3100}/postgres`,
    Number(process.env.E2E_PG_PORT ?? 54349),
    'agency',
  )

/** One statement against that database, for tests that read expected figures or change data. */
export async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: await databaseUrl() })
  await client.connect()
  try {
    return (await client.query(sql, values)).rows as T[]
  } finally {
    await client.end()
  }
}
