import pg from 'pg'
import { envSchema } from '@/lib/env-schema'
import { logger } from '@/lib/logger'

// Next bundles the proxy and the app separately, and the custom server loads neither bundle; keeping
// the pool on globalThis gives the whole process one pool, and lets the server close it on shutdown.
const key = Symbol.for('agency-site.pg-pool')
const registry = globalThis as typeof globalThis & { [key]?: pg.Pool }

export function sharedPool(): pg.Pool {
  if (!registry[key]) {
    const url = process.env.DATABASE_URL
    if (!url) throw new Error('DATABASE_URL is not set: start the site with `npm start`.')
    registry[key] = new pg.Pool(
      poolOptions(url, envSchema.shape.PG_POOL_MAX.parse(process.env.PG_POOL_MAX || undefined)),
    )
    // An idle connection that the server ends (a restart, an outage) is dropped by the pool and
    // replaced when needed; unhandled, the event would end the process.
    registry[key].on('error', (error) =>
      logger.warn({ err: error }, 'idle database connection lost'),
    )
  }
  return registry[key]
}

/**
 * The shared pool's settings. `max` is checked at start (src/server/main.ts) and parsed again for
 * the CLI, which shares this pool. A database host that drops packets would otherwise keep a
 * request waiting for a connection without end: after 5 s it fails, and the page answers the
 * outage's 503; TCP keep-alive finds connections whose host went away.
 */
export function poolOptions(connectionString: string, max: number): pg.PoolConfig {
  return { connectionString, max, connectionTimeoutMillis: 5_000, keepAlive: true }
}

/** The pool if one was opened, so shutdown can close it without opening one. */
export function pool(): pg.Pool | undefined {
  return registry[key]
}
