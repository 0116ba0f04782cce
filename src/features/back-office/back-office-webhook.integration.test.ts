import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { auditLog, outboxMessages, staff, webhookSettings } from '@/server/db/schema'
import { enqueueCrmWebhook } from '@/server/webhooks/crm-webhook'
import { readFile } from 'node:fs/promises'
import { supportedLanguages } from '@/lib/i18n/languages'
import { readWebhookSettings } from '@/server/webhooks/webhook-settings'
import {
  openWebhookSecret,
  readableWebhookSecret,
  sealLegacyWebhookSecret,
  sealWebhookSecret,
} from '@/server/webhooks/webhook-secret'
import type { StaffMember } from './auth/staff-member'
import { listOutbox } from './outbox/outbox-queries'
import { outboxFiltersSchema } from './outbox/outbox-schema'
import { rotateSecret, saveWebhook, sendTestEvent } from './webhook/webhook-changes'
import { webhookFormSchema } from './webhook/webhook-schema'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let admin: StaffMember

beforeAll(async () => {
  database = await createTestDatabase()
  const [row] = await database.db
    .insert(staff)
    .values({ email: 'admin@example.be', name: 'Admin', role: 'admin', locale: 'en' })
    .returning()
  admin = { ...row!, role: 'admin', locale: 'en', sessionId: 'test' }
})

afterAll(async () => {
  await database.drop()
})

beforeEach(async () => {
  await database.pool.query('truncate webhook_settings, outbox_messages, audit_log cascade')
})

/** The settings with the signing secret opened, as the worker signs with it. */
async function settingsNow() {
  const settings = (await readWebhookSettings(database.db))!
  return { ...settings, secret: openWebhookSecret(settings.secret) }
}

/** The secret column exactly as the database holds it. */
async function storedSecret(): Promise<string> {
  const { rows } = await database.pool.query('select secret from webhook_settings')
  return rows[0].secret
}

const audit = () =>
  database.db.select().from(auditLog).where(eq(auditLog.subject, 'webhook')).orderBy(auditLog.id)

const form = (fields: Record<string, unknown>) =>
  webhookFormSchema.safeParseAsync({
    secret: '',
    events: ['request.accepted'],
    version: '',
    ...fields,
  })

describe('the webhook form', () => {
  afterEach(() => {
    delete process.env.OUTBOUND_ALLOW_PRIVATE
  })

  it('takes https anywhere and http only on this machine, once this machine is allowed', async () => {
    // No DNS answers here: a name that does not resolve is saved, and checked at each delivery.
    expect((await form({ url: 'https://crm.example.be/hooks' })).success).toBe(true)
    process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.1/32,::1/128'
    expect((await form({ url: 'http://127.0.0.1:4010/hook' })).success).toBe(true)
    expect((await form({ url: 'http://localhost/hook' })).success).toBe(true)
    const plain = await form({ url: 'http://crm.example.be/hooks' })
    expect(plain.error?.issues[0]).toMatchObject({ path: ['url'], message: 'urlNotHttps' })
    expect((await form({ url: 'crm.example.be' })).error?.issues[0]?.message).toBe('urlInvalid')
    expect((await form({ url: 'ftp://crm.example.be/' })).error?.issues[0]?.message).toBe(
      'urlInvalid',
    )
  })

  it.each([
    'https://10.0.0.1/hook',
    'https://192.168.1.1/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://[fd00::1]/hook',
    'https://[fe80::1]/hook',
    'https://localhost/hook',
    'https://[::1]/hook',
    'https://127.1/hook',
    'https://2130706433/hook',
    'https://0x7f000001/hook',
    'https://0177.0.0.1/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'http://127.0.0.1:4010/hook',
  ])('refuses %s, which leads to a non-public address', async (url) => {
    const parsed = await form({ url })
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['url'], message: 'urlNotPublic' }),
    ])
  })

  it('says why in each language of the back office', async () => {
    const texts = await Promise.all(
      supportedLanguages.map(async (lang) => {
        const messages = JSON.parse(await readFile(`messages/${lang}.json`, 'utf8'))
        return messages.backOffice.webhook.errors.urlNotPublic as string
      }),
    )
    for (const text of texts) expect(text).toMatch(/192\.168\.x\.x.*localhost/)
    expect(new Set(texts).size).toBe(supportedLanguages.length)
  })

  it('refuses a short or spaced secret and no event at all', async () => {
    const url = 'https://crm.example.be/hooks'
    expect((await form({ url, secret: 'too-short' })).error?.issues[0]?.message).toBe(
      'secretInvalid',
    )
    expect(
      (await form({ url, secret: 'has a space in it but is long' })).error?.issues[0]?.message,
    ).toBe('secretInvalid')
    expect((await form({ url, secret: 'x'.repeat(24) })).success).toBe(true)
    expect((await form({ url, events: [] })).error?.issues[0]).toMatchObject({
      path: ['events'],
      message: 'eventsRequired',
    })
    expect((await form({ url, events: ['lead.deleted'] })).success).toBe(false)
  })
})

describe('webhook settings in the back office', () => {
  const input = {
    url: 'https://crm.example.be/hooks',
    secret: '',
    events: ['request.accepted' as const],
    enabled: true,
    version: null,
  }

  it('generates a secret the first time and audits every change without it', async () => {
    expect(await saveWebhook(database.db, admin, input)).toBe('saved')
    const first = await settingsNow()
    expect(first.secret).toMatch(/^whsec_[\w-]{43}$/)

    const typed = 'crm-typed-secret-0123456789abcdef'
    const version = first.updatedAt.getTime()
    expect(
      await saveWebhook(database.db, admin, { ...input, secret: typed, enabled: false, version }),
    ).toBe('saved')
    const second = await settingsNow()
    expect(second).toMatchObject({ secret: typed, enabled: false })

    const rows = await audit()
    expect(rows.map((row) => [row.action, row.after?.secret])).toEqual([
      ['webhook.save', 'generated'],
      ['webhook.save', 'changed'],
    ])
    expect(rows[1]!.before).toEqual({
      url: input.url,
      events: ['request.accepted'],
      enabled: true,
    })
    const logged = JSON.stringify(rows)
    expect(logged).not.toContain(first.secret)
    expect(logged).not.toContain(typed)
  })

  it('refuses a save from a form shown before another save, changing nothing', async () => {
    await saveWebhook(database.db, admin, input)
    const shown = (await readWebhookSettings(database.db))!.updatedAt.getTime()
    await saveWebhook(database.db, admin, {
      ...input,
      url: 'https://a.example.be/',
      version: shown,
    })
    expect(
      await saveWebhook(database.db, admin, {
        ...input,
        url: 'https://b.example.be/',
        version: shown,
      }),
    ).toBe('stale')
    expect((await readWebhookSettings(database.db))!.url).toBe('https://a.example.be/')
    expect(await saveWebhook(database.db, admin, input)).toBe('stale')
  })

  it('moves the webhooks not yet delivered to a new URL, not the delivered ones', async () => {
    await saveWebhook(database.db, admin, input)
    const payload = { request: {} }
    const sent = await enqueueCrmWebhook(database.db, {
      event: 'request.accepted',
      id: 'a',
      payload,
    })
    const waiting = await enqueueCrmWebhook(database.db, {
      event: 'request.accepted',
      id: 'b',
      payload,
    })
    await database.db
      .update(outboxMessages)
      .set({ status: 'sent' })
      .where(eq(outboxMessages.id, sent!))
    const version = (await readWebhookSettings(database.db))!.updatedAt.getTime()
    await saveWebhook(database.db, admin, { ...input, url: 'https://new.example.be/in', version })
    const rows = await database.db.select().from(outboxMessages).orderBy(outboxMessages.id)
    expect(rows.map((row) => [row.id, row.toAddress])).toEqual([
      [sent, 'https://crm.example.be/hooks'],
      [waiting, 'https://new.example.be/in'],
    ])
    expect((await audit()).at(-1)!.after).toMatchObject({ readdressed: 1 })
  })

  it('rotates the secret and queues a test event, both audited; nothing before the webhook is set', async () => {
    expect(await rotateSecret(database.db, admin)).toBe('not-set')
    expect(await sendTestEvent(database.db, admin)).toBeNull()
    await saveWebhook(database.db, admin, { ...input, enabled: false })
    const before = (await settingsNow()).secret
    expect(await rotateSecret(database.db, admin)).toBe('rotated')
    const after = (await settingsNow()).secret
    expect(after).not.toBe(before)
    expect(after).toMatch(/^whsec_/)

    // Switched off and without the event chosen, the button still sends its test event.
    const id = await sendTestEvent(database.db, admin)
    const [row] = await database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id!))
    expect(row).toMatchObject({
      channel: 'webhook',
      subject: 'webhook.test',
      kind: 'crm-webhook-test',
    })
    expect(JSON.parse(row!.textBody)).toMatchObject({ event: 'webhook.test', data: { test: {} } })
    const actions = (await database.db.select().from(auditLog).orderBy(auditLog.id)).map(
      (entry) => [entry.action, entry.subject],
    )
    expect(actions.slice(1)).toEqual([
      ['webhook.rotate-secret', 'webhook'],
      ['webhook.test', `mail:${id}`],
    ])
    expect(JSON.stringify(await database.db.select().from(auditLog))).not.toContain(after)
  })

  it('lists the outbox by channel', async () => {
    await saveWebhook(database.db, admin, input)
    await enqueueCrmWebhook(database.db, { event: 'request.accepted', id: 'c', payload: {} })
    await database.db.insert(outboxMessages).values({
      idempotencyKey: 'mail-1',
      kind: 'site-contact',
      toAddress: 'info@immohorizon.be',
      subject: 'Contact',
      textBody: 'Hello',
      language: 'en',
      messageId: '<mail-1@immohorizon.be>',
    })
    const webhooks = await listOutbox(
      database.db,
      outboxFiltersSchema.parse({ channel: 'webhook' }),
    )
    expect(webhooks.rows.map((row) => row.channel)).toEqual(['webhook'])
    const mails = await listOutbox(database.db, outboxFiltersSchema.parse({ channel: 'mail' }))
    expect(mails.rows.map((row) => row.to)).toEqual(['info@immohorizon.be'])
    expect((await listOutbox(database.db, outboxFiltersSchema.parse({}))).total).toBe(2)
    expect(outboxFiltersSchema.parse({ channel: 'fax' }).channel).toBeUndefined()
  })

  it('stores the secret sealed: the column holds neither a typed nor a generated secret', async () => {
    const typed = 'crm-typed-secret-0123456789abcdef'
    await saveWebhook(database.db, admin, { ...input, secret: typed })
    const stored = await storedSecret()
    expect(stored).not.toContain(typed)
    expect(stored).not.toContain('crm-typed')
    expect((await settingsNow()).secret).toBe(typed)

    await rotateSecret(database.db, admin)
    const rotated = (await settingsNow()).secret
    expect(rotated).toMatch(/^whsec_/)
    expect(await storedSecret()).not.toContain(rotated.slice('whsec_'.length))
    // Sealed twice, the same secret is stored differently (a fresh IV each time).
    expect(sealWebhookSecret(typed)).not.toBe(sealWebhookSecret(typed))
  })

  it('migration 0016 and the start seal a secret stored in clear before them', async () => {
    const plain = 'whsec_stored_in_clear_before_0016_0123456789'
    await database.db.insert(webhookSettings).values({ ...input, secret: plain })
    const migration = await readFile('drizzle/0016_seal-webhook-secret.sql', 'utf8')
    await database.pool.query(migration)
    // Between the migration and the start's sealing, the marked secret still signs.
    expect((await settingsNow()).secret).toBe(plain)

    expect(await sealLegacyWebhookSecret(database.db)).toBe(true)
    expect(await storedSecret()).not.toContain('stored_in_clear')
    expect((await settingsNow()).secret).toBe(plain)
    expect(await sealLegacyWebhookSecret(database.db)).toBe(false)
  })

  it('migration 0024 keeps only the status of a last error that quoted the receiver', async () => {
    await saveWebhook(database.db, admin, input)
    const quoted = await enqueueCrmWebhook(database.db, {
      event: 'request.accepted',
      id: 'quoted',
      payload: {},
    })
    const refused = await enqueueCrmWebhook(database.db, {
      event: 'request.accepted',
      id: 'refused',
      payload: {},
    })
    await database.db
      .update(outboxMessages)
      .set({ lastError: 'HTTP 500: <h1>Error</h1> DB_PASSWORD=hunter2' })
      .where(eq(outboxMessages.id, quoted!))
    const reason = 'refused 127.0.0.1: 127.0.0.1 is a loopback address, not a public one'
    await database.db
      .update(outboxMessages)
      .set({ lastError: reason })
      .where(eq(outboxMessages.id, refused!))
    await database.pool.query(await readFile('drizzle/0024_webhook-error-no-body.sql', 'utf8'))
    const errors = await database.db
      .select({ id: outboxMessages.id, lastError: outboxMessages.lastError })
      .from(outboxMessages)
      .orderBy(outboxMessages.id)
    expect(errors).toEqual([
      { id: quoted, lastError: 'HTTP 500' },
      { id: refused, lastError: reason },
    ])
  })

  it('replaces a secret sealed under another APP_SECRET at the next save, as a missing one', async () => {
    await saveWebhook(database.db, admin, input)
    const appSecret = process.env.APP_SECRET
    process.env.APP_SECRET = 'another-app-secret-0123456789abcdef0123456789'
    try {
      const settings = (await readWebhookSettings(database.db))!
      expect(readableWebhookSecret(settings.secret)).toBeNull()
      const version = settings.updatedAt.getTime()
      expect(await saveWebhook(database.db, admin, { ...input, version })).toBe('saved')
      expect(openWebhookSecret((await readWebhookSettings(database.db))!.secret)).toMatch(/^whsec_/)
      expect((await audit()).at(-1)!.after).toMatchObject({ secret: 'changed' })
    } finally {
      process.env.APP_SECRET = appSecret
    }
  })
})
