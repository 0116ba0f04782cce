import { eq, sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink'
import { createTestDatabase } from '../../../tests/support/test-database'
import * as schema from '@/server/db/schema'
import { enqueueMail } from './outbox'
import { createTransport } from './transport'
import type { MailTransport } from './types'
import { startOutboxWorker } from './worker'
import type { Database } from '@/server/db/types'
import { localStore } from '@/server/storage/local-store'

const { outboxMessages } = schema
const from = 'no-reply@immohorizon.be'
const silent = pino({ level: 'silent' })

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.drop()
})
beforeEach(async () => {
  await database.db.delete(outboxMessages)
})

async function enqueue(...keys: string[]) {
  await database.db.transaction(async (tx) => {
    for (const key of keys) {
      await enqueueMail(
        tx,
        {
          idempotencyKey: key,
          kind: 'site-contact',
          to: 'info@immohorizon.be',
          subject: `Subject of ${key}`,
          text: `Text of ${key}`,
          language: 'en',
        },
        from,
      )
    }
  })
}

const row = async (key: string) => {
  const [found] = await database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.idempotencyKey, key))
  if (!found) throw new Error(`no outbox row ${key}`)
  return found
}

/** Makes every waiting e-mail due now instead of waiting out its backoff. */
const makeDue = () => database.db.update(outboxMessages).set({ nextAttemptAt: sql`now()` })

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** A worker on `url` (or `transport`), stopped when the test ends. */
function startWorker(
  url: string,
  {
    db = database.db,
    log = silent,
    transport,
  }: { db?: Database; log?: pino.Logger; transport?: MailTransport } = {},
) {
  const mailer = transport ?? createTransport({ DATA_DIR: 'unused', SMTP_URL: url }, log)
  const worker = startOutboxWorker({
    db,
    transport: mailer,
    log,
    from,
    store: localStore('.'),
    pollMs: 20,
  })
  onTestFinished(async () => {
    await worker.stop()
    mailer.close()
  })
  return worker
}

async function startSink(options?: { port: number }): Promise<SmtpSink> {
  const sink = await startSmtpSink(options)
  onTestFinished(() => sink.stop())
  return sink
}

const waitingAfter = (key: string, attempts: number) => async () => {
  const current = await row(key)
  return current.attempts === attempts && current.status !== 'sending'
}

const isLater = async (key: string) => {
  const result = await database.pool.query<{ later: boolean }>(
    'select next_attempt_at > now() as later from outbox_messages where idempotency_key = $1',
    [key],
  )
  return result.rows[0]?.later
}

describe('outbox worker', () => {
  it('retries an e-mail the server refused for now, with the same Message-ID, and sends it once', async () => {
    const sink = await startSink()
    sink.failNext(1)
    await enqueue('refused')
    startWorker(sink.url)

    await waitUntil(waitingAfter('refused', 1))
    expect(await row('refused')).toMatchObject({ status: 'pending', lockedUntil: null })
    expect((await row('refused')).lastError).toMatch(/451/)
    expect(await isLater('refused')).toBe(true)
    expect(sink.messages).toEqual([])
    expect(sink.refused).toBe(1)

    await makeDue()
    const [received] = await sink.waitFor(1)
    await waitUntil(async () => (await row('refused')).status === 'sent')
    expect(received?.messageId).toBe((await row('refused')).messageId)
    expect(await row('refused')).toMatchObject({ attempts: 2, sentAt: expect.any(Date) })
    expect(sink.messages).toHaveLength(1)
  })

  it('keeps e-mails while the SMTP server is down and sends them once it is back', async () => {
    const down = await startSmtpSink()
    await down.stop()
    await enqueue('outage')
    startWorker(down.url)

    await waitUntil(waitingAfter('outage', 1))
    expect(await row('outage')).toMatchObject({ status: 'pending' })
    expect((await row('outage')).lastError).toMatch(/ECONNREFUSED/)
    expect(await isLater('outage')).toBe(true)

    const back = await startSink({ port: down.port })
    await makeDue()
    await back.waitFor(1)
    await waitUntil(async () => (await row('outage')).status === 'sent')
    expect(back.messages.map((mail) => mail.messageId)).toEqual([(await row('outage')).messageId])
  })

  it('delivers every e-mail exactly once with two workers on one database', async () => {
    const sink = await startSink()
    const keys = Array.from({ length: 30 }, (_, i) => `pair-${i}`)
    await enqueue(...keys)
    const secondPool = new pg.Pool({ connectionString: database.url, max: 2 })
    onTestFinished(() => secondPool.end())
    const workers = [
      startWorker(sink.url),
      startWorker(sink.url, { db: drizzle(secondPool, { schema }) }),
    ]

    await sink.waitFor(30)
    await Promise.all(workers.map((worker) => worker.stop()))
    const rows = await database.db.select().from(outboxMessages)
    expect(rows.filter((r) => r.status === 'sent' && r.attempts === 1)).toHaveLength(30)
    const received = sink.messages.map((mail) => mail.messageId).sort()
    expect(received).toEqual(rows.map((r) => r.messageId).sort())
  })

  it('takes over an e-mail whose worker died while sending, not one still being sent', async () => {
    const sink = await startSink()
    await enqueue('being-sent', 'crashed')
    await database.db
      .update(outboxMessages)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(outboxMessages.idempotencyKey, 'being-sent'))
    await database.db
      .update(outboxMessages)
      .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outboxMessages.idempotencyKey, 'crashed'))
    const worker = startWorker(sink.url)

    await sink.waitFor(1)
    await worker.stop()
    expect(sink.messages.map((mail) => mail.subject)).toEqual(['Subject of crashed'])
    expect(await row('crashed')).toMatchObject({ status: 'sent', attempts: 2 })
    expect(await row('being-sent')).toMatchObject({ status: 'sending', attempts: 1 })
  })

  it('gives up after 10 attempts, keeps the row and logs an error', async () => {
    const sink = await startSink()
    sink.failNext(10)
    const lines: { level: number; msg: string; messageId?: string }[] = []
    const log = pino({}, { write: (line: string) => lines.push(JSON.parse(line)) })
    await enqueue('hopeless')
    startWorker(sink.url, { log })

    for (let attempt = 1; attempt <= 10; attempt++) {
      await waitUntil(waitingAfter('hopeless', attempt))
      if (attempt < 10) await makeDue()
    }
    const given = await row('hopeless')
    expect(given).toMatchObject({ status: 'failed', attempts: 10, sentAt: null })
    expect(given.lastError).toMatch(/451/)
    expect(sink.messages).toEqual([])
    expect(sink.refused).toBe(10)
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, messageId: given.messageId }))
  })

  it('stops only after the e-mail being sent is sent and recorded', async () => {
    let release = () => {}
    let started = () => {}
    const sending = new Promise<void>((resolve) => (started = resolve))
    const transport: MailTransport = {
      send: () =>
        new Promise<void>((resolve) => {
          release = resolve
          started()
        }),
      close: () => {},
    }
    await enqueue('in-flight')
    const worker = startWorker('unused', { transport })
    await sending

    let stopped = false
    const stopping = worker.stop().then(() => (stopped = true))
    await new Promise((resolve) => setImmediate(resolve))
    expect(stopped).toBe(false)
    release()
    await stopping
    expect(await row('in-flight')).toMatchObject({ status: 'sent' })
  })
})
