process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.1/32'

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  fakeProperty,
  startFakeOmnicasa,
  type FakeOmnicasa,
} from '../../../tests/support/fake-omnicasa'
import { renderToHtml } from '../../../tests/support/render-html'
import { createTestDatabase } from '../../../tests/support/test-database'
import type { Env } from '@/lib/env-schema'
import { auditLog, crmConnection, crmSyncState, importRuns } from '@/server/db/schema'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import { demoStaff } from '@/server/seed/demo/staff-logins'
import { seedContent } from '@/server/seed/seed-content'
import { localStore } from '@/server/storage/local-store'
import { activeCrmSettings } from '@/features/crm/config/crm-settings.server'

// The Connections screen's actions as an admin posts them, with the real sign-in and staff gate,
// on a seeded test database, against the fake Omnicasa over HTTP on this machine. The environment
// is the test's own (CRM_* values), as the server would have parsed it.
let database: Awaited<ReturnType<typeof createTestDatabase>>
let fake: FakeOmnicasa
let mediaDir: string
let requestHeaders = new Headers()
let environment: Partial<Env> = {}
vi.mock('@/server/db/client', () => ({ db: () => database.db }))
vi.mock('@/lib/env.server', () => ({ env: () => environment }))
vi.mock('@/server/storage/shared-store.server', () => ({ objectStore: () => localStore(mediaDir) }))
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}))
vi.mock('next-intl/server', async () => ({
  ...(await import('../../../tests/support/next-intl-server')),
  setRequestLocale: () => undefined,
}))

const [adminLogin] = demoStaff
const password = 'right-Pa55word'

beforeAll(async () => {
  database = await createTestDatabase()
  await seedContent(database.db)
  await seedDemo(database.db)
  mediaDir = await mkdtemp(path.join(tmpdir(), 'crm-screen-'))
  fake = await startFakeOmnicasa({
    customerName: 'agency-x',
    customerPassword: password,
    properties: [fakeProperty(880_001), fakeProperty(880_002), fakeProperty(880_003)],
  })
  const { signInStaff } = await import('@/features/back-office/auth/staff-sign-in')
  const { staffAuth } = await import('@/features/back-office/auth/staff-auth.server')
  const result = await signInStaff(database.db, staffAuth(), {
    email: adminLogin!.email,
    password: adminLogin!.password,
    headers: new Headers({ 'user-agent': 'Vitest' }),
    address: '198.51.100.90',
    pause: async () => {},
  })
  if (!result.ok) throw new Error(result.reason)
  const cookie = /staff\.session_token=[^;]+/.exec(result.cookies.get('set-cookie') ?? '')![0]
  requestHeaders = new Headers({ 'user-agent': 'Vitest', cookie, 'x-client-ip': '198.51.100.90' })
})

afterAll(async () => {
  await fake?.close()
  await database?.drop()
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true })
})

// The site's public address, as the server parsed PUBLIC_URL.
const site = { PUBLIC_URL: 'https://www.agency.example.be' }

beforeEach(async () => {
  environment = { ...site }
  await database.pool.query('truncate crm_connection, crm_sync_state')
})

const actions = () => import('./connections/connection-actions')

function form(fields: Record<string, string>) {
  const data = new FormData()
  const all = {
    provider: 'omnicasa',
    baseUrl: '',
    username: '',
    password: '',
    clientId: '',
    clientSecret: '',
    officeId: '',
    ...fields,
  }
  for (const [name, value] of Object.entries(all)) data.set(name, value)
  return data
}

/** Where a server action redirected to (Next's redirect is a thrown error with a digest). */
async function redirectOf(posted: Promise<unknown>): Promise<string> {
  const error = await posted.then(
    () => expect.fail('the action should redirect'),
    (thrown: { digest?: string }) => thrown,
  )
  const digest = String(error.digest)
  expect(digest).toMatch(/^NEXT_REDIRECT/)
  return digest.split(';')[2]!
}

const save = async (fields: Record<string, string>) =>
  (await actions()).saveConnectionAction({}, form(fields))

const stored = async () =>
  (await database.db.select().from(crmConnection).where(eq(crmConnection.id, 1)))[0]

const lastAudit = async () =>
  (
    await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'crm.save'))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0]!

/** The screen's HTML in `locale`, with the redirect's query `search`. */
async function screen(locale: string, search: Record<string, string> = {}) {
  const { backOfficeRoute } = await import('./screens/screen-route')
  const page = await backOfficeRoute('connections').Page({
    params: Promise.resolve({ locale }),
    searchParams: Promise.resolve(search),
  })
  return (await renderToHtml(page)).replaceAll('<!-- -->', '')
}

const omnicasa = () => ({ baseUrl: fake.url, username: 'agency-x', password })

describe('saving the connection', () => {
  it('stores the settings with the password sealed, audited without any credential', async () => {
    expect(await redirectOf(save(omnicasa()))).toBe('/admin/connections/?notice=saved')
    const row = (await stored())!
    expect(row).toMatchObject({ provider: 'omnicasa', baseUrl: fake.url, username: 'agency-x' })
    expect(row.passwordSealed).not.toContain(password)
    expect(row.clientId).toBeNull()
    const { source, settings } = await activeCrmSettings(database.db, {})
    expect(source).toBe('screen')
    expect(settings?.password).toBe(password)
    const audit = await lastAudit()
    expect(audit.after).toMatchObject({ provider: 'omnicasa', password: 'set', username: 'set' })
    expect(audit.before).toMatchObject({ source: 'none', provider: 'none' })
    expect(JSON.stringify(audit)).not.toContain(password)
    expect(JSON.stringify(audit)).not.toContain('agency-x')
  })

  it('keeps the stored password when the field is left empty, and replaces it when typed', async () => {
    await redirectOf(save(omnicasa()))
    const sealed = (await stored())!.passwordSealed
    await redirectOf(save({ ...omnicasa(), password: '', officeId: '12' }))
    expect((await stored())!).toMatchObject({ passwordSealed: sealed, officeId: '12' })
    expect((await lastAudit()).after).toMatchObject({ password: 'unchanged' })
    await redirectOf(save({ ...omnicasa(), password: 'another-one' }))
    expect((await activeCrmSettings(database.db, {})).settings?.password).toBe('another-one')
    expect((await lastAudit()).after).toMatchObject({ password: 'changed' })
  })

  it('keeps the environment’s secret when the first save leaves it empty', async () => {
    environment = {
      ...site,
      CRM_PROVIDER: 'omnicasa',
      CRM_USERNAME: 'env-user',
      CRM_PASSWORD: 'env-Pa55',
    }
    await redirectOf(save({ username: 'env-user' }))
    const { source, settings } = await activeCrmSettings(database.db, environment)
    expect(source).toBe('screen')
    expect(settings).toMatchObject({ username: 'env-user', password: 'env-Pa55' })
    expect((await lastAudit()).before).toMatchObject({ source: 'environment' })
  })

  it.each([
    [
      { username: '', password: '' },
      { username: 'usernameRequired', password: 'passwordRequired' },
    ],
    [{ baseUrl: 'ftp://crm.example.be/' }, { baseUrl: 'baseUrlInvalid' }],
    [{ baseUrl: 'crm.example.be' }, { baseUrl: 'baseUrlInvalid' }],
    [{ baseUrl: 'http://crm.example.be/api/' }, { baseUrl: 'baseUrlNotHttps' }],
    [{ username: 'has a space' }, { username: 'valueInvalid' }],
    [{ officeId: '12;drop' }, { officeId: 'officeIdInvalid' }],
    [{ provider: 'whise' }, { clientId: 'clientIdRequired' }],
    [
      { provider: 'sweepbright' },
      { clientId: 'clientIdRequired', clientSecret: 'clientSecretRequired' },
    ],
    [{ provider: 'salesforce' }, { provider: 'providerRequired' }],
  ])('refuses %o with %o, the typed values back and nothing stored', async (fields, errors) => {
    const state = await save({ ...omnicasa(), ...fields })
    expect(state.errors).toEqual(errors)
    expect(state.values).toMatchObject({
      provider: 'provider' in fields ? fields.provider : 'omnicasa',
    })
    expect(JSON.stringify(state)).not.toContain(password)
    expect(await stored()).toBeUndefined()
  })

  it('stores only what the provider uses, and a new provider starts its sync afresh', async () => {
    await redirectOf(save({ ...omnicasa(), clientId: 'ignored' }))
    expect((await stored())!.clientId).toBeNull()
    await database.db
      .insert(crmSyncState)
      .values({ provider: 'omnicasa', changedSince: new Date() })
    await redirectOf(
      save({ provider: 'sweepbright', clientId: 'sb-client', clientSecret: 'sb-Secret' }),
    )
    expect(await stored()).toMatchObject({
      provider: 'sweepbright',
      username: null,
      passwordSealed: null,
      clientId: 'sb-client',
    })
    expect(await database.db.select().from(crmSyncState)).toEqual([])
    const html = await screen('en')
    expect(html).toMatch(
      /<code[^>]*>https:\/\/www\.agency\.example\.be\/api\/crm\/sweepbright\/webhook</,
    )
    expect(html).not.toContain('Sync now')
    expect(html).not.toContain('sb-Secret')
  })

  it('turns the CRM off with "none", whatever the environment says', async () => {
    environment = {
      ...site,
      CRM_PROVIDER: 'omnicasa',
      CRM_USERNAME: 'env-user',
      CRM_PASSWORD: 'env-Pa55',
    }
    await redirectOf(save({ provider: 'none' }))
    expect(await activeCrmSettings(database.db, environment)).toEqual({
      source: 'screen',
      settings: null,
    })
  })
})

describe('testing the connection', () => {
  it('says the CRM refused wrong credentials, then that the right ones work', async () => {
    const { testConnectionAction } = await actions()
    await redirectOf(save({ ...omnicasa(), password: 'wrong-password' }))
    expect(await redirectOf(testConnectionAction(undefined, new FormData()))).toBe(
      '/admin/connections/?problem=crmAuth',
    )
    await redirectOf(save({ ...omnicasa(), password }))
    expect(await redirectOf(testConnectionAction(undefined, new FormData()))).toBe(
      '/admin/connections/?notice=tested',
    )
  })

  it('says that nothing is configured when no CRM is set', async () => {
    const { testConnectionAction } = await actions()
    expect(await redirectOf(testConnectionAction(undefined, new FormData()))).toBe(
      '/admin/connections/?problem=crmNotConfigured',
    )
  })
})

describe('sync now', () => {
  it('starts the sync, which imports the CRM’s listings as a run the screen lists', async () => {
    const { syncNowAction } = await actions()
    await redirectOf(save(omnicasa()))
    expect(await redirectOf(syncNowAction(undefined, new FormData()))).toBe(
      '/admin/connections/?notice=sync-started',
    )
    await expect
      .poll(
        async () =>
          (await database.db.select().from(importRuns).where(eq(importRuns.origin, 'crm')))[0]
            ?.status,
        { timeout: 20_000 },
      )
      .toBe('done')
    const [run] = await database.db.select().from(importRuns).where(eq(importRuns.origin, 'crm'))
    expect(run).toMatchObject({ created: 3, failed: 0 })
    expect(run!.staffId).not.toBeNull()
    const html = await screen('nl', { notice: 'sync-started' })
    expect(html).toContain('De synchronisatie is gestart.')
    expect(html).toContain(`href="/nl/admin/imports/${run!.id}/"`)
    expect(html).toContain('Omnicasa, volledig')
    expect(html).not.toContain(password)
  })

  it('starts nothing while another sync holds the lock, and says so', async () => {
    const { syncNowAction } = await actions()
    await redirectOf(save(omnicasa()))
    const holder = await database.pool.connect()
    try {
      // The sync's lock (src/features/crm/sync/sync-lock.ts), as another instance would hold it.
      await holder.query('select pg_advisory_lock(72010003)')
      const before = (await database.db.select().from(importRuns)).length
      // The page before was opened in Dutch: the action answers in the member's language.
      expect(await redirectOf(syncNowAction(undefined, new FormData()))).toMatch(
        /^(\/nl)?\/admin\/connections\/\?notice=sync-locked$/,
      )
      expect(await database.db.select().from(importRuns)).toHaveLength(before)
    } finally {
      await holder.query('select pg_advisory_unlock(72010003)')
      holder.release()
    }
  })
})
