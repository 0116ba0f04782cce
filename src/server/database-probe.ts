import type pg from 'pg'
import type { Logger } from 'pino'
import { boundedQuery } from './db/bounded-query'

export type ProbeTiming = {
  /** How long a positive answer is trusted. */
  intervalMs?: number
  /**
   * How long `select 1` may take, the wait for a pool connection included, before the database
   * counts as unreachable (hung). Three seconds: at one, a machine with a load of eight to ten
   * (a test suite beside another) took a slow answer for an outage and answered 503 for pages
   * the database was serving. Cached pages never wait on it (the page cache has its own bound).
   */
  timeoutMs?: number
  /** How long a negative answer is trusted before the next try: the breaker's open time. */
  breakMs?: number
}

/**
 * Whether the database answers, asked at most once per `intervalMs` (concurrent callers share the
 * question in flight), so that during an outage a request learns it in microseconds instead of
 * failing a render. A database that is down or hung fails the question within `timeoutMs`; then
 * it is asked again after `breakMs`, in the background: while it is unreachable no request waits
 * on it. Logs each change, once.
 */
export function createDatabaseProbe(
  pool: () => pg.Pool,
  log: Logger,
  { intervalMs = 1_000, timeoutMs = 3_000, breakMs = 3_000 }: ProbeTiming = {},
) {
  let reachable = true
  let checkedAt = Number.NEGATIVE_INFINITY
  let asking: Promise<boolean> | undefined
  const ask = () =>
    boundedQuery(pool(), 'select 1', timeoutMs)
      .then(
        () => true,
        (error: unknown) => {
          if (reachable) {
            log.error(
              { err: error },
              'database unreachable: cached pages are served, other pages answer 503',
            )
          }
          return false
        },
      )
      .then((answer) => {
        if (answer && !reachable) log.info('database reachable again')
        reachable = answer
        checkedAt = Date.now()
        asking = undefined
        return answer
      })
  /** `fresh`: ask now unless the breaker is open, instead of trusting the last positive answer. */
  return function databaseReachable({ fresh = false } = {}): Promise<boolean> {
    const trusted = reachable ? (fresh ? 0 : intervalMs) : breakMs
    if (Date.now() - checkedAt < trusted) return Promise.resolve(reachable)
    asking ??= ask()
    return reachable ? asking : Promise.resolve(false)
  }
}
