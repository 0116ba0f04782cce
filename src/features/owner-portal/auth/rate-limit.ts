import { sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/types'

/** At most `max` counted attempts per `key` in each fixed window of `windowSeconds`. */
export type Limit = { key: string; max: number; windowSeconds: number }

// Counters older than this serve no window any more.
const keptFor = sql`interval '1 day'`

function windowStart(windowSeconds: number) {
  return sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`
}

/**
 * Counts one attempt against every limit (in `rate_limit_hits`, shared by all instances) and says
 * whether all of them still allow it. Counting before the attempt is checked keeps concurrent
 * attempts from slipping past the limit; `refund` gives the attempt back when it succeeded, so the
 * counters only hold failures. Windows end by themselves: no limit locks anybody out for good.
 */
export async function consume(executor: Executor, limits: Limit[]): Promise<boolean> {
  await executor.execute(sql`delete from rate_limit_hits where window_start < now() - ${keptFor}`)
  let allowed = true
  for (const limit of limits) {
    const result = await executor.execute<{ hits: number }>(sql`
      insert into rate_limit_hits (key, window_start, hits)
      values (${limit.key}, ${windowStart(limit.windowSeconds)}, 1)
      on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
      returning hits`)
    if (Number(result.rows[0]?.hits) > limit.max) allowed = false
  }
  return allowed
}

/** Gives back the attempt `consume` counted (a successful login is not a failure). */
export async function refund(executor: Executor, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    await executor.execute(sql`
      update rate_limit_hits set hits = hits - 1
      where key = ${limit.key} and window_start = ${windowStart(limit.windowSeconds)} and hits > 0`)
  }
}

/** Forgets every counted attempt of `key`: a new password proves the owner is who tries. */
export async function clearLimit(executor: Executor, key: string): Promise<void> {
  await executor.execute(sql`delete from rate_limit_hits where key = ${key}`)
}

const fifteenMinutes = 15 * 60
const oneHour = 60 * 60

/** Login: failed attempts per client address and per account (docs/decisions/014-owner-portal.md). */
export function loginLimits(address: string, email: string): Limit[] {
  return [
    { key: `owner-login:ip:${address}`, max: 20, windowSeconds: fifteenMinutes },
    { key: accountLimitKey(email), max: 10, windowSeconds: fifteenMinutes },
  ]
}

export function accountLimitKey(email: string): string {
  return `owner-login:account:${email.trim().toLowerCase()}`
}

/** Reset requests: per client address, and per address asked for (no mailbox flooding). */
export function resetRequestLimits(address: string, email: string): Limit[] {
  return [
    { key: `owner-reset:ip:${address}`, max: 10, windowSeconds: oneHour },
    { key: `owner-reset:email:${email.trim().toLowerCase()}`, max: 3, windowSeconds: oneHour },
  ]
}
