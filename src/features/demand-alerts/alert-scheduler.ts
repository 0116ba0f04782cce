import type { Database } from '@/server/db/types'
import type { Logger } from 'pino'
import { runDemandAlerts } from './run-alerts'

export type AlertSchedulerOptions = {
  db: Database
  log: Logger
  /** Absolute origin of the links in the e-mails. */
  origin: string
  mailFrom: string
  /** Pause between two runs (ALERTS_POLL_MS). */
  everyMs: number
  /** At most this many listings described in one e-mail (ALERTS_MAX_LISTED). */
  maxListed?: number
}

export type AlertScheduler = {
  /** Stops scheduling; resolves once a run in progress has committed or rolled back. */
  stop(): Promise<void>
}

/**
 * Runs the demand alerts in this process every `everyMs`, the first time right away. Every
 * instance of the site runs one; they take turns through the job's advisory lock, so running
 * several is safe and keeps the alerts going when one instance is down.
 */
export function startAlertScheduler({
  db,
  log,
  origin,
  mailFrom,
  everyMs,
  maxListed,
}: AlertSchedulerOptions): AlertScheduler {
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> = Promise.resolve()

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      running = runDemandAlerts(db, { origin, mailFrom, maxListed })
        .then((result) => {
          if (result.digests > 0) log.info(result, 'demand alert digests queued')
        })
        .catch((error: unknown) => log.error({ err: error }, 'demand alert run failed'))
        .then(() => {
          if (!stopping) schedule(everyMs)
        })
    }, delayMs)
  }

  schedule(0)
  return {
    async stop() {
      stopping = true
      clearTimeout(timer)
      await running
    },
  }
}
