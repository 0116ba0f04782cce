// The way of a visitor's request to the CRM in the end-to-end tests of the connectors: the
// submission queued as the request's transaction queues it, then the outbox worker delivering it
// through the connector, with the backoff between attempts skipped on demand.
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import type { Env } from '../../src/lib/env-schema'
import type { CrmConnector, CrmSettings } from '../../src/features/crm/connector'
import { createCrmHttp } from '../../src/features/crm/http/crm-http'
import { deliverLead } from '../../src/features/crm/leads/deliver-lead'
import { createConnector } from '../../src/features/crm/providers'
import { enqueueCrmLead } from '../../src/server/crm/crm-lead-outbox'
import { formSubmissions, outboxMessages } from '../../src/server/db/schema'
import type { Database } from '../../src/server/db/types'
import { startOutboxWorker } from '../../src/server/mail/worker'
import { localStore } from '../../src/server/storage/local-store'

type Submission = Omit<typeof formSubmissions.$inferInsert, 'data' | 'antispam'> & {
  data: Record<string, unknown>
}

/** Stores a submission and queues its lead twice (a retried transaction); returns the rows. */
export async function queueLead(db: Database, submission: Submission, env: Env) {
  const [row] = await db
    .insert(formSubmissions)
    .values({
      ...submission,
      data: { requestId: randomUUID(), ...submission.data },
      antispam: 'altcha',
    })
    .returning({ id: formSubmissions.id })
  await db.transaction((tx) => enqueueCrmLead(tx, row!.id, env.CRM_PROVIDER))
  await db.transaction((tx) => enqueueCrmLead(tx, row!.id, env.CRM_PROVIDER))
  return db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'crm'))
}

/**
 * An outbox worker that delivers leads with `settings` (the environment's when absent) and one
 * quick retry per attempt; `stop` when done. `lead` reads the queued lead, `waitFor` polls a
 * condition, `due` makes waiting rows due now instead of after their backoff.
 */
export function startLeadWorker(
  db: Database,
  env: Env,
  mediaDir: string,
  settings?: () => CrmSettings,
) {
  const connector = (active: CrmSettings): CrmConnector =>
    createConnector(settings ? settings() : active, createCrmHttp({ retries: 1, baseDelayMs: 1 }))
  const worker = startOutboxWorker({
    db,
    transport: { send: async () => {}, close: () => {} } as never,
    log: pino({ level: 'silent' }),
    from: 'site@agency.example',
    store: localStore(mediaDir),
    pollMs: 20,
    deliverCrmLead: (row) => deliverLead(db, env, row, connector),
  })
  const lead = async () =>
    (await db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'crm')))[0]!
  const waitFor = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 15_000
    while (!(await check())) {
      if (Date.now() > deadline) {
        throw new Error(`not reached in time: ${JSON.stringify(await lead())}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  return {
    stop: () => worker.stop(),
    lead,
    waitFor,
    due: () => db.update(outboxMessages).set({ nextAttemptAt: sql`now()` }),
    /** The lead waits after this many failed attempts. */
    waiting: (attempts: number) => async () => {
      const row = await lead()
      return row.attempts === attempts && row.status === 'pending'
    },
  }
}
