import path from 'node:path'
import type { Env } from '@/lib/env-schema'
import { startEmbeddedPostgres } from './postgres/embedded'

type Log = (message: string) => void

/** DATABASE_URL when set; otherwise an embedded PostgreSQL under DATA_DIR/postgres. */
export async function resolveDatabase(
  env: Env,
  log: Log,
): Promise<{ url: string; startedHere: boolean; stop: () => Promise<void> }> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, startedHere: false, stop: async () => {} }
  const cluster = await startEmbeddedPostgres({
    dataDir: path.join(env.DATA_DIR, 'postgres'),
    port: env.EMBEDDED_PG_PORT,
    database: 'agency',
    log,
  })
  log(`embedded PostgreSQL ready in ${cluster.dataDir}`)
  return cluster
}
