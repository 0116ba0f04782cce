import pg from 'pg'

/** The browser tests' own database (playwright.config.ts starts the site on it). */
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${process.env.E2E_PG_PORT ?? 54349}/agency`

/** One statement against that database, for tests that read expected figures or change data. */
export async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(sql, values)).rows as T[]
  } finally {
    await client.end()
  }
}
