import { drizzle } from 'drizzle-orm/node-postgres'
import type { Logger } from 'pino'
import type { Env } from '@/lib/env-schema'
import { sharedPool } from '@/server/db/pool-registry'
import * as schema from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import { createObjectStore } from '@/server/storage/object-storage'
import type { OutboxRow } from '@/server/mail/compose'
import { activeCrmSettings } from '@/features/crm/config/crm-settings.server'
import { createConnector } from '@/features/crm/providers'
import { createCrmHttp } from '@/features/crm/http/crm-http'
import { deliverLead } from '@/features/crm/leads/deliver-lead'
import { runSync } from './run-sync'
import { summarizeSync } from './summarize-sync'

export type CrmSync = {
  /** Stops the schedule; a sync under way is left to end (or be marked interrupted). */
  stop(): void
}

/** The first sync after start comes soon: a new site shows the CRM's listings in seconds. */
const firstSyncMs = 2_000

/**
 * Syncs with the agency's pull CRM (Omnicasa, Whise) every CRM_SYNC_INTERVAL_S seconds, with the
 * settings in force at each tick (the Connections screen's or the environment's), so a CRM set or
 * changed in the back office is synced without a restart. Several instances may run it: one syncs,
 * the others find the lock taken and wait for the next tick.
 */
export function startCrmSync(env: Env, log: Logger): CrmSync {
  const db = drizzle(sharedPool(), { schema }) as Database
  const media = createObjectStore(env)
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  async function tick() {
    const { settings } = await activeCrmSettings(db, env)
    if (!settings) return
    const connector = createConnector(settings)
    if (connector.mode !== 'pull') return
    const outcome = await runSync({ db, media, connector })
    if (outcome.status === 'locked') return
    const line = `CRM sync (${settings.provider}): ${summarizeSync(outcome)}`
    if (outcome.status === 'done') log.info({ runId: outcome.runId }, line)
    else log.error({ runId: outcome.runId }, line)
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      tick()
        .catch((error: unknown) => log.error({ err: error }, 'CRM sync failed'))
        .finally(() => {
          if (!stopped) schedule(env.CRM_SYNC_INTERVAL_S * 1_000)
        })
    }, delayMs)
    timer.unref()
  }

  schedule(firstSyncMs)
  return {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}

/**
 * The outbox worker's hand-off of a `crm` row (src/server/mail/worker.ts). One quick retry only:
 * the outbox retries later itself, and an attempt must end well within the row's two-minute claim,
 * or another worker would take the lead over and send it twice.
 */
export function crmLeadDelivery(env: Env): (row: OutboxRow) => Promise<void> {
  const db = drizzle(sharedPool(), { schema }) as Database
  const http = createCrmHttp({ retries: 1, timeoutMs: 20_000 })
  return (row) => deliverLead(db, env, row, (settings) => createConnector(settings, http))
}
