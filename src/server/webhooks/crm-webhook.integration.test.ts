import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { outboxMessages, webhookSettings, type WebhookEvent } from '@/server/db/schema'
import { createTransport } from '@/server/mail/transport'
import { startOutboxWorker } from '@/server/mail/worker'
import { seedContent } from '@/server/seed/seed-content'
import { localStore } from '@/server/storage/local-store'
import { contactRequest } from '../../../tests/support/contact-request'
import { submitRequest } from '../../../tests/support/submit-request'
import { createTestDatabase } from '../../../tests/support/test-database'
import { startWebhookReceiver, type WebhookReceiver } from '../../../tests/support/webhook-receiver'
import { enqueueCrmWebhook } from './crm-webhook'
import { sealWebhookSecret } from './webhook-secret'
import { verifyWebhookSignature } from './webhook-signature'

const secret = 'whsec_test_7f3a9c2e51b84d06'
const silent = pino({ level: 'silent' })

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
  await seedContent(database.db)
  process.env.DATABASE_URL = database.url
})

beforeEach(() => {
  // The CRM stand-in listens on 127.0.0.1, which only an operator's allow-list opens.
  process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.1/32'
})

afterAll(async () => {
  const { pool } = await import('@/server/db/pool-registry')
  await pool()?.end()
  await database.drop()
})

beforeEach(async () => {
  await database.pool.query(
    'truncate form_submissions, outbox_messages, webhook_settings, rate_limit_hits, altcha_redeemed cascade',
  )
})

async function configure(
  url: string,
  {
    events = ['request.accepted'],
    enabled = true,
  }: { events?: WebhookEvent[]; enabled?: boolean } = {},
) {
  await database.db
    .insert(webhookSettings)
    .values({ url, secret: sealWebhookSecret(secret), events, enabled })
}

const webhookRows = () =>
  database.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'webhook'))

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

function startWorker() {
  const transport = createTransport({ DATA_DIR: 'unused', SMTP_URL: 'smtp://127.0.0.1:9' }, silent)
  const worker = startOutboxWorker({
    db: database.db,
    transport,
    log: silent,
    from: 'no-reply@immohorizon.be',
    store: localStore('.'),
    pollMs: 20,
  })
  onTestFinished(async () => {
    await worker.stop()
    transport.close()
  })
}

async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver()
  onTestFinished(() => started.stop())
  return started
}

describe('the CRM webhook on PostgreSQL', () => {
  it('queues request.accepted with the request in the request’s transaction', async () => {
    await configure('https://crm.example.be/hooks/leads')
    const result = await submitRequest(contactRequest(), {
      name: 'Lena',
      email: 'lena@example.com',
      locale: 'fr',
    })
    expect(result.accepted).toBe(true)
    const [hook] = await webhookRows()
    const [submission] = await database.pool
      .query<{ request_id: string }>(
        `select data->>'requestId' as request_id from form_submissions`,
      )
      .then((answer) => answer.rows)
    const key = `request.accepted:${submission!.request_id}`
    expect(hook).toMatchObject({
      idempotencyKey: key,
      messageId: key,
      toAddress: 'https://crm.example.be/hooks/leads',
      subject: 'request.accepted',
      kind: 'site-contact',
      language: 'fr',
      status: 'pending',
    })
    const body = JSON.parse(hook!.textBody)
    expect(body).toMatchObject({
      id: key,
      event: 'request.accepted',
      data: {
        request: {
          id: submission!.request_id,
          kind: 'site-contact',
          language: 'fr',
          person: { firstName: 'Lena', email: 'lena@example.com' },
          property: null,
          fields: { name: 'Lena', email: 'lena@example.com' },
        },
      },
    })
  })

  it('writes no webhook for a request that fails, and none when switched off or not chosen', async () => {
    await configure('https://crm.example.be/hooks/leads')
    const failed = await submitRequest(contactRequest(true), {
      name: 'Lena',
      email: 'lena@example.com',
      locale: 'nl',
    })
    expect(failed.accepted).toBe(false)
    expect(await database.db.$count(outboxMessages)).toBe(0)

    await database.db.update(webhookSettings).set({ enabled: false })
    await submitRequest(contactRequest(), { name: 'Lena', email: 'lena@example.com', locale: 'fr' })
    await database.db.update(webhookSettings).set({ enabled: true, events: ['booking.created'] })
    await submitRequest(contactRequest(), { name: 'Lena', email: 'lena@example.com', locale: 'fr' })
    expect(await database.db.$count(outboxMessages, eq(outboxMessages.channel, 'mail'))).toBe(4)
    expect(await webhookRows()).toHaveLength(0)
  })

  it('never queues one event twice', async () => {
    await configure('https://crm.example.be/hooks/leads', { events: ['booking.cancelled'] })
    const event = {
      event: 'booking.cancelled',
      id: 'b6f8c1de-1111-4c1e-9d55-2b0e4f1a7c01',
      payload: {},
    } as const
    const first = await enqueueCrmWebhook(database.db, event)
    const second = await enqueueCrmWebhook(database.db, event)
    expect(second).toBe(first)
    expect(await webhookRows()).toHaveLength(1)
  })

  it('delivers through a 503 and a refused connection, once, signed with the secret', async () => {
    const crm = await receiver()
    await configure(crm.url)
    let calls = 0
    crm.answerWith(() => (++calls === 1 ? 503 : 200))
    await submitRequest(contactRequest(), { name: 'Lena', email: 'lena@example.com', locale: 'nl' })
    const [queued] = await webhookRows()
    const current = async () => (await webhookRows())[0]!
    const makeDue = () => database.db.update(outboxMessages).set({ nextAttemptAt: sql`now()` })
    startWorker()

    // First attempt: the CRM answers 503; the webhook waits for its next attempt.
    await waitUntil(
      async () => (await current()).attempts === 1 && (await current()).status === 'pending',
    )
    // The status and its standard name: the CRM's page is not what the outbox shows.
    expect((await current()).lastError).toBe('HTTP 503 Service Unavailable')
    expect(crm.received).toHaveLength(1)

    // Second attempt: nobody listens.
    await crm.stop()
    await makeDue()
    await waitUntil(
      async () => (await current()).attempts === 2 && (await current()).status === 'pending',
    )
    expect((await current()).lastError).toMatch(/ECONNREFUSED/)

    // Third attempt: accepted, and never called again for it.
    await crm.start()
    await makeDue()
    await waitUntil(async () => (await current()).status === 'sent')
    await makeDue()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(crm.accepted()).toHaveLength(1)
    expect(crm.received).toHaveLength(2)

    const [delivered] = crm.accepted()
    expect(delivered!.body).toBe(queued!.textBody)
    expect(delivered!.headers['x-webhook-id']).toBe(queued!.idempotencyKey)
    expect(delivered!.headers['x-webhook-event']).toBe('request.accepted')
    expect(delivered!.headers['content-type']).toBe('application/json; charset=utf-8')
    const signature = String(delivered!.headers['x-webhook-signature'])
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(verifyWebhookSignature(signature, delivered!.body, secret)).toBe(true)
    expect(verifyWebhookSignature(signature, delivered!.body, 'whsec_wrong')).toBe(false)
    expect(verifyWebhookSignature(signature, `${delivered!.body} `, secret)).toBe(false)
    // A signature older than the tolerance is refused, so a captured delivery cannot be replayed.
    expect(
      verifyWebhookSignature(signature, delivered!.body, secret, Date.now() / 1000 + 600),
    ).toBe(false)
  })

  it('refuses to post to a private address nobody allowed, and says so without calling it', async () => {
    delete process.env.OUTBOUND_ALLOW_PRIVATE
    const crm = await receiver()
    await configure(crm.url.replace('127.0.0.1', '2130706433'))
    await submitRequest(contactRequest(), { name: 'Lena', email: 'lena@example.com', locale: 'nl' })
    startWorker()
    // The claim counts the attempt; the refusal is written when the attempt ends.
    await waitUntil(async () => {
      const [claimed] = await webhookRows()
      return claimed!.attempts === 1 && claimed!.status !== 'sending'
    })
    const [row] = await webhookRows()
    expect(row!.lastError).toMatch(
      /^refused 127\.0\.0\.1:\d+: 127\.0\.0\.1 is a loopback address, not a public one$/,
    )
    expect(crm.received).toHaveLength(0)
  })
})
