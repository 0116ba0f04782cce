import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import type pg from 'pg'
import { logger } from '@/lib/logger'
import { boundedQuery } from './db/bounded-query'

/** How many migrations this build ships (drizzle/meta/_journal.json), read once. */
let shipped: number | undefined
function shippedMigrations(): number {
  shipped ??= (
    JSON.parse(readFileSync(path.resolve('drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[]
    }
  ).entries.length
  return shipped
}

type Health = { status: number; body: Record<string, string> }

/** Ready: the database answers and holds every migration of this build. */
export async function readiness(pool: pg.Pool): Promise<Health> {
  try {
    // A hung database must not hold the orchestrator's check past its own timeout (1 s by default
    // in Kubernetes).
    const { rows } = await boundedQuery<{ applied: number }>(
      pool,
      'select count(*)::int as applied from drizzle.__drizzle_migrations',
      900,
    )
    if ((rows[0]?.applied ?? 0) < shippedMigrations()) {
      return { status: 503, body: { status: 'error', database: 'ok', migrations: 'pending' } }
    }
    return { status: 200, body: { status: 'ok', database: 'ok', migrations: 'ok' } }
  } catch (error) {
    logger.warn({ err: error }, 'readiness: database unreachable')
    return { status: 503, body: { status: 'error', database: 'unreachable' } }
  }
}

const send = (res: ServerResponse, health: Health) => {
  res.writeHead(health.status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(health.body))
}

/**
 * `/healthz` is liveness (the process answers; no database, so an orchestrator does not restart
 * every instance during a database outage) and `/readyz` readiness (database and migrations),
 * with or without the trailing slash and never redirected. Returns false for other paths.
 */
export function answerHealth(req: IncomingMessage, res: ServerResponse, pool: () => pg.Pool) {
  const pathname = (req.url ?? '').split('?')[0]
  if (pathname === '/healthz' || pathname === '/healthz/') {
    send(res, { status: 200, body: { status: 'ok' } })
    return true
  }
  if (pathname === '/readyz' || pathname === '/readyz/') {
    void readiness(pool()).then((health) => send(res, health))
    return true
  }
  return false
}
