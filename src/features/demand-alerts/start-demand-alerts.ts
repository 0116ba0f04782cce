import { drizzle } from 'drizzle-orm/node-postgres'
import type { Logger } from 'pino'
import type { Env } from '../../lib/env-schema'
import { sharedPool } from '../../server/db/pool-registry'
import * as schema from '../../server/db/schema'
import { startAlertScheduler, type AlertScheduler } from './alert-scheduler'

/** Starts this process's demand-alert job (src/server/main.ts, next to the mail worker). */
export function startDemandAlerts(env: Env, log: Logger): AlertScheduler {
  // The e-mails are written outside any request, so their links need the configured origin.
  const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`
  if (!env.PUBLIC_URL) {
    log.warn(`no PUBLIC_URL: links in demand-alert e-mails point to ${origin}`)
  }
  return startAlertScheduler({
    db: drizzle(sharedPool(), { schema }),
    log,
    origin,
    mailFrom: env.MAIL_FROM,
    everyMs: env.ALERTS_POLL_MS,
  })
}
