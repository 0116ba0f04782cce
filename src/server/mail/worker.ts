import type { Logger } from 'pino'
import { composeMail, type OutboxRow } from './compose'
import { claimNext, recordFailure, recordSent } from './delivery-state'
import { postWebhook } from '@/server/webhooks/webhook-delivery'
import { readableWebhookSecret } from '@/server/webhooks/webhook-secret'
import { readWebhookSettings } from '@/server/webhooks/webhook-settings'
import type { MailTransport } from './types'
import type { Database } from '@/server/db/types'
import type { ObjectStore } from '@/server/storage/object-store'

export interface OutboxWorkerOptions {
  db: Database
  transport: MailTransport
  log: Logger
  /** The From header (MAIL_FROM). */
  from: string
  /** Where the attachments are: an attachment's path is its key. */
  store: ObjectStore
  pollMs?: number
  /** E-mails sent per poll before the worker yields; a full batch polls again at once. */
  batch?: number
  /**
   * Hands a `crm` row (a lead for the CRM's own API) to the CRM's connector; throws when the CRM
   * did not take it. Given by src/server/main.ts, which composes the CRM feature.
   */
  deliverCrmLead?: (row: OutboxRow) => Promise<void>
}

export interface OutboxWorker {
  /** Stops polling; resolves once the e-mail being sent, if any, is sent and recorded. */
  stop(): Promise<void>
}

/**
 * Delivers the outbox, one message at a time, oldest first: e-mails over the transport, CRM
 * webhooks over HTTPS (docs/decisions/034-crm-webhook.md), leads through the CRM's connector
 * (docs/decisions/068-crm-connectors.md). Any number of instances may run on
 * one database: each claims the e-mail it sends (delivery-state.ts).
 */
export function startOutboxWorker({
  db,
  transport,
  log,
  from,
  store,
  pollMs = 2000,
  batch = 10,
  deliverCrmLead,
}: OutboxWorkerOptions): OutboxWorker {
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let polling: Promise<void> = Promise.resolve()

  // A missing file fails the attempt like a refused send: it is retried, then kept as failed.
  async function attachmentsOf(row: OutboxRow): Promise<Buffer[]> {
    return Promise.all(
      row.attachments.map(async (file) => {
        const stored = await store.get(file.path)
        if (!stored) throw new Error(`attachment ${file.path} not found in ${store.description}`)
        return stored.bytes
      }),
    )
  }

  // A webhook is signed with the secret of now, so a rotated secret signs every later attempt.
  async function postToCrm(row: OutboxRow) {
    const settings = await readWebhookSettings(db)
    if (!settings) throw new Error('no CRM webhook is configured')
    const secret = readableWebhookSecret(settings.secret)
    if (secret === null) {
      throw new Error('the CRM webhook secret cannot be read (APP_SECRET changed?): set a new one')
    }
    await postWebhook(row, secret)
  }

  const names: Record<string, string> = { webhook: 'webhook', crm: 'CRM lead', mail: 'e-mail' }

  async function toCrm(row: OutboxRow) {
    if (!deliverCrmLead) throw new Error('this process does not deliver CRM leads')
    await deliverCrmLead(row)
  }

  async function deliver(row: OutboxRow) {
    const what = names[row.channel] ?? 'e-mail'
    const fields = {
      id: row.id,
      channel: row.channel,
      kind: row.kind,
      messageId: row.messageId,
      attempts: row.attempts,
    }
    try {
      if (row.channel === 'webhook') await postToCrm(row)
      else if (row.channel === 'crm') await toCrm(row)
      else await transport.send(composeMail(row, { from, files: await attachmentsOf(row) }))
    } catch (error) {
      const outcome = await recordFailure(db, row, error)
      if (outcome === 'failed')
        log.error({ ...fields, err: error }, `${what} given up: kept as failed`)
      else log.warn({ ...fields, err: error, outcome }, `${what} not delivered; will retry`)
      return
    }
    // Awaited before the next claim: once this resolves the 'sent' status is committed, so a
    // restart cannot send the e-mail (or call the CRM) again.
    if (await recordSent(db, row)) log.info(fields, `${what} sent`)
    else log.warn(fields, `${what} sent after its claim had expired; another worker took it over`)
  }

  async function poll(): Promise<boolean> {
    for (let sent = 0; sent < batch; sent++) {
      if (stopping) return false
      const row = await claimNext(db)
      if (!row) return false
      await deliver(row)
    }
    return true
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      polling = poll()
        .catch((error: unknown) => {
          log.error({ err: error }, 'e-mail outbox poll failed')
          return false
        })
        .then((batchWasFull) => {
          if (!stopping) schedule(batchWasFull ? 0 : pollMs)
        })
    }, delayMs)
  }

  schedule(0)
  return {
    async stop() {
      stopping = true
      clearTimeout(timer)
      await polling
    },
  }
}
