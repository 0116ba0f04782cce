import type pg from 'pg'
import type { Logger } from 'pino'

/**
 * Whether the database answers, asked at most once per `intervalMs` (concurrent callers share the
 * question in flight), so that during an outage a request learns it in microseconds instead of
 * failing a render. Logs each change, once.
 */
export function createDatabaseProbe(pool: () => pg.Pool, log: Logger, intervalMs = 1_000) {
  let reachable = true
  let checkedAt = Number.NEGATIVE_INFINITY
  let asking: Promise<boolean> | undefined
  return function databaseReachable(): Promise<boolean> {
    if (Date.now() - checkedAt < intervalMs) return Promise.resolve(reachable)
    asking ??= pool()
      .query('select 1')
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
    return asking
  }
}
