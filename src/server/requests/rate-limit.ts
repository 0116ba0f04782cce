import { sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/types'

export type RateLimit = {
  /** What is counted, e.g. `form:ip:203.0.113.7` or `form:email:jan@example.be`. */
  key: string
  limit: number
  windowSeconds: number
}

/**
 * Counts one hit against each limit (fixed windows shared by every instance through PostgreSQL)
 * and tells whether all of them still allow it. A refused hit is counted too, so hammering does
 * not reset anything; the window ending is what lets a real person in again.
 */
export async function consumeRateLimits(
  executor: Executor,
  limits: RateLimit[],
  now: Date = new Date(),
): Promise<boolean> {
  let allowed = true
  for (const { key, limit, windowSeconds } of limits) {
    const windowStart = new Date(
      Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000,
    )
    const result = await executor.execute<{ hits: number }>(sql`
      INSERT INTO rate_limit_hits (key, window_start, hits)
      VALUES (${key}, ${windowStart.toISOString()}, 1)
      ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
      RETURNING hits`)
    if (Number(result.rows[0]!.hits) > limit) allowed = false
  }
  return allowed
}

/** Forgets windows that ended a day ago or more; called now and then by the request path. */
export async function pruneRateLimits(executor: Executor, now: Date = new Date()) {
  await executor.execute(
    sql`DELETE FROM rate_limit_hits WHERE window_start < ${new Date(now.getTime() - 86_400_000).toISOString()}`,
  )
}
