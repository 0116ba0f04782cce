import path from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { Logger } from 'pino'
import type { Env } from '@/lib/env-schema'
import { sharedPool } from '@/server/db/pool-registry'
import * as schema from '@/server/db/schema'
import { createObjectStore } from '@/server/storage/object-storage'
import { createTransport } from './transport'
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './worker'

/** Starts this process's outbox worker; `stop` waits for the e-mail being sent. */
export function startMailDelivery(
  env: Env,
  log: Logger,
  deliverCrmLead?: OutboxWorkerOptions['deliverCrmLead'],
): OutboxWorker {
  const transport = createTransport(env, log)
  log.info(
    env.SMTP_URL
      ? `e-mail goes out through ${new URL(env.SMTP_URL).host}`
      : `no SMTP_URL: e-mails are written to ${path.resolve(env.DATA_DIR, 'mail')}`,
  )
  const worker = startOutboxWorker({
    db: drizzle(sharedPool(), { schema }),
    transport,
    log,
    from: env.MAIL_FROM,
    store: createObjectStore(env),
    pollMs: env.MAIL_POLL_MS,
    deliverCrmLead,
  })
  return {
    async stop() {
      await worker.stop()
      transport.close()
    },
  }
}
