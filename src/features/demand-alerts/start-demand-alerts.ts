import { drizzle } from 'drizzle-orm/node-postgres'
import type { Logger } from 'pino'
import type { Env } from '@/lib/env-schema'
import { publicOrigin } from '@/lib/public-origin'
import { sharedPool } from '@/server/db/pool-registry'
import * as schema from '@/server/db/schema'
import { startAlertScheduler, type AlertScheduler } from './alert-scheduler'

/** Starts this process's demand-alert job (src/server/main.ts, next to the mail worker). */
export function startDemandAlerts(env: Env, log: Logger): AlertScheduler {
  return startAlertScheduler({
    db: drizzle(sharedPool(), { schema }),
    log,
    origin: publicOrigin(env),
    mailFrom: env.MAIL_FROM,
    everyMs: env.ALERTS_POLL_MS,
    maxListed: env.ALERTS_MAX_LISTED,
  })
}
