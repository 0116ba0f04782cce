import pg from 'pg'
import { runMigrations } from '../src/server/db/migrate'
import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/server/postgres/embedded'

export type BenchDatabase = { cluster: EmbeddedCluster; url: string; pool: pg.Pool }

/**
 * A benchmark's own embedded PostgreSQL with `database` made anew and migrated, and a pool on it;
 * `closeBenchDatabase` ends the pool and stops the cluster if this run started it.
 */
export async function freshBenchDatabase(options: {
  dataDir: string
  port: number
  database: string
}): Promise<BenchDatabase> {
  const cluster = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    port: options.port,
    database: 'postgres',
    log: (message) => console.log(message),
  })
  const admin = new pg.Client({ connectionString: cluster.url })
  await admin.connect()
  await admin.query(`drop database if exists ${options.database} with (force)`)
  await admin.query(`create database ${options.database}`)
  await admin.end()
  const url = cluster.url.replace(/\/postgres$/, `/${options.database}`)
  await runMigrations(url)
  return { cluster, url, pool: new pg.Pool({ connectionString: url, max: 4 }) }
}

export async function closeBenchDatabase({ cluster, pool }: BenchDatabase): Promise<void> {
  // pool.end() resolves before its connections have closed; the cluster stopping right after may
  // terminate one first (57P01), which must not crash a run that has finished.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error(error)
  })
  await pool.end()
  if (cluster.startedHere) await cluster.stop()
}
