import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink, type SmtpSink } from '../../../tests/support/smtp-sink'
import { createTestDatabase } from '../../../tests/support/test-database'
import { outboxMessages } from '@/server/db/schema'
import { enqueueMail } from './outbox'
import type { OutboxMessage } from './outbox-message'
import { createTransport } from './transport'
import { startOutboxWorker } from './worker'
import { localStore } from '@/server/storage/local-store'

const from = 'no-reply@immohorizon.be'
const log = pino({ level: 'silent' })

let database: Awaited<ReturnType<typeof createTestDatabase>>
let sink: SmtpSink

beforeAll(async () => {
  database = await createTestDatabase()
  sink = await startSmtpSink()
})

afterAll(async () => {
  await sink.stop()
  await database.drop()
})

const message = (key: string, subject = `Subject of ${key}`): OutboxMessage => ({
  idempotencyKey: key,
  kind: 'site-contact',
  to: 'info@immohorizon.be',
  replyTo: 'Jan Peeters <jan@example.be>',
  subject,
  text: `Text of ${key}`,
  language: 'nl',
})

/** Runs a worker until `count` more e-mails have arrived; stopping it records their status. */
async function deliver(count: number) {
  const before = sink.messages.length
  const transport = createTransport({ DATA_DIR: 'unused', SMTP_URL: sink.url }, log)
  const worker = startOutboxWorker({
    db: database.db,
    transport,
    log,
    from,
    store: localStore('.'),
    pollMs: 20,
  })
  await sink.waitFor(before + count)
  await worker.stop()
  transport.close()
  return sink.messages.slice(before)
}

const rowsFor = (key: string) =>
  database.db.select().from(outboxMessages).where(eq(outboxMessages.idempotencyKey, key))

describe('enqueueMail', () => {
  it('keeps an e-mail only if its transaction commits, and it is delivered once', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, message('rolled-back'), from)
        throw new Error('storing the request failed')
      }),
    ).rejects.toThrow('storing the request failed')
    expect(await rowsFor('rolled-back')).toEqual([])

    await database.db.transaction((tx) => enqueueMail(tx, message('committed'), from))
    const [row] = await rowsFor('committed')
    expect(row?.messageId).toMatch(/^<[0-9a-f]{32}@immohorizon\.be>$/)

    const [received, ...others] = await deliver(1)
    expect(others).toEqual([])
    expect(received).toMatchObject({
      subject: 'Subject of committed',
      messageId: row?.messageId,
      text: 'Text of committed\n',
    })
    expect(received?.to).toMatchObject({ text: 'info@immohorizon.be' })
    expect(received?.replyTo).toMatchObject({
      value: [{ name: 'Jan Peeters', address: 'jan@example.be' }],
    })
    expect(received?.headers.get('content-language')).toBe('nl')
    expect((await rowsFor('committed'))[0]).toMatchObject({ status: 'sent', attempts: 1 })
    expect(sink.messages.map((mail) => mail.subject)).not.toContain('Subject of rolled-back')
  })

  it('ignores the same key the second time: one row, one e-mail', async () => {
    const first = await database.db.transaction((tx) => enqueueMail(tx, message('twice'), from))
    const second = await database.db.transaction((tx) =>
      enqueueMail(tx, message('twice', 'A different subject'), from),
    )
    expect(second).toBe(first)
    expect(await rowsFor('twice')).toHaveLength(1)

    const delivered = await deliver(1)
    expect(delivered.map((mail) => mail.subject)).toEqual(['Subject of twice'])
    expect(sink.messages.filter((mail) => mail.subject === 'A different subject')).toEqual([])
  })

  it('delivers extra header fields as stored: one-click unsubscribe (RFC 8058)', async () => {
    const unsubscribe = '<https://www.immohorizon.be/api/newsletter/unsubscribe/?token=abc.def>'
    await database.db.transaction((tx) =>
      enqueueMail(
        tx,
        {
          ...message('with-headers'),
          headers: {
            'List-Unsubscribe': unsubscribe,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
        from,
      ),
    )
    const [received] = await deliver(1)
    // mailparser gathers the List-* fields under `list`.
    expect(received!.headers.get('list')).toEqual({
      unsubscribe: { url: 'https://www.immohorizon.be/api/newsletter/unsubscribe/?token=abc.def' },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    })
  })
})
