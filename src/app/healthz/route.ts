import { sql } from 'drizzle-orm'
import { db } from '@/server/db/client'
import { logger } from '@/lib/logger'

export const dynamic = 'force-dynamic'

/** Liveness and readiness: 200 when the database answers, 503 otherwise. */
export async function GET() {
  try {
    await db().execute(sql`select 1`)
    return Response.json(
      { status: 'ok', database: 'ok' },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch (error) {
    logger.error({ err: error }, 'health check: database unreachable')
    return Response.json(
      { status: 'error', database: 'unreachable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
