import { sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/types'

/** At most `max` hits of `key` in each fixed window of `windowSeconds`. */
export type RateLimit = {
  /** What is counted, e.g. `form:ip:203.0.113.7` or `owner-login:account:jan@example.be`. */
  key: string
  max: number
  windowSeconds: number
}

/** Windows are aligned on the epoch, so every instance puts a hit in the same one. */
function windowStart(windowSeconds: number, now: Date): string {
  const length = windowSeconds * 1000
  return new Date(Math.floor(now.getTime() / length) * length).toISOString()
}

/**
 * Counts one hit against each limit (in `rate_limit_hits`, shared by every instance through
 * PostgreSQL) and tells whether all of them still allow it. Counting before the attempt is checked
 * keeps concurrent attempts from slipping past a limit; a refused hit is counted too, so hammering
 * resets nothing. The window ending is what lets a real person in again: no limit locks anybody
 * out for good.
 */
export async function consume(
  executor: Executor,
  limits: RateLimit[],
  now: Date = new Date(),
): Promise<boolean> {
  let allowed = true
  for (const { key, max, windowSeconds } of limits) {
    const result = await executor.execute<{ hits: number }>(sql`
      insert into rate_limit_hits (key, window_start, hits)
      values (${key}, ${windowStart(windowSeconds, now)}, 1)
      on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
      returning hits`)
    if (Number(result.rows[0]!.hits) > max) allowed = false
  }
  return allowed
}

/** The hits of `limit` counted in the window that holds `now`. */
export async function hitsOf(
  executor: Executor,
  { key, windowSeconds }: RateLimit,
  now: Date = new Date(),
): Promise<number> {
  const result = await executor.execute<{ hits: number }>(sql`
    select hits from rate_limit_hits
    where key = ${key} and window_start = ${windowStart(windowSeconds, now)}`)
  return Number(result.rows[0]?.hits ?? 0)
}

/**
 * Gives back the hit `consume` counted at `now` (a login that succeeded: the counters then only
 * hold failures).
 */
export async function refund(
  executor: Executor,
  limits: RateLimit[],
  now: Date = new Date(),
): Promise<void> {
  for (const { key, windowSeconds } of limits) {
    await executor.execute(sql`
      update rate_limit_hits set hits = hits - 1
      where key = ${key} and window_start = ${windowStart(windowSeconds, now)} and hits > 0`)
  }
}

/** Forgets every hit of `key`, in every window (a new password proves the owner is who tries). */
export async function clear(executor: Executor, key: string): Promise<void> {
  await executor.execute(sql`delete from rate_limit_hits where key = ${key}`)
}

/** Forgets windows that began a day ago or more: none of the limits has a longer window. */
export async function prune(executor: Executor, now: Date = new Date()): Promise<void> {
  await executor.execute(
    sql`delete from rate_limit_hits where window_start < ${new Date(now.getTime() - 86_400_000).toISOString()}`,
  )
}
