process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.1/32'

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { queueLead, startLeadWorker } from '../../../tests/support/crm-lead-outbox'
import { startFakeWhise, whiseEstate, type FakeWhise } from '../../../tests/support/fake-whise'
import { agents, projects, properties, propertyTypes } from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { localStore } from '@/server/storage/local-store'
import type { Env } from '@/lib/env-schema'
import { activeCrmSettings } from './config/crm-settings.server'
import { createCrmHttp } from './http/crm-http'
import { createConnector } from './providers'
import { runSync } from './sync/run-sync'

// The whole path with the real Whise connector over HTTP, configured from the environment as a
// deploy does: the fake CRM's estates, project and representative on the site's database through
// the catalogue's import, a new price after the next sync, an estate taken off in Whise taken
// offline by the reconciliation of live ids (Whise has no deleted-ids call), and a visitor's
// request reaching Whise as one contact upsert across an outage.
let fake: FakeWhise
let env: Env
let database: Awaited<ReturnType<typeof createTestDatabase>>
let mediaDir: string

const representative = {
  id: 88231,
  firstName: 'Lies',
  name: 'Peeters',
  email: 'lies@agency.example',
  phone: '+32 9 123 45 67',
}

async function sync() {
  const { settings } = await activeCrmSettings(database.db, env)
  const pull = createConnector(settings!, createCrmHttp({ baseDelayMs: 1, maxDelayMs: 5 }))
  if (pull.mode !== 'pull') throw new Error('Whise pulls')
  return runSync({ db: database.db, media: localStore(mediaDir), connector: pull })
}

async function listing(reference: string) {
  const [row] = await database.db
    .select()
    .from(properties)
    .where(eq(properties.reference, reference))
  return row
}

beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.insert(propertyTypes).values(generateDemo({ today: new Date() }).propertyTypes)
  mediaDir = await mkdtemp(path.join(tmpdir(), 'crm-whise-e2e-'))
  const unchanged = { touch: false }
  fake = await startFakeWhise({ representatives: [representative] })
  fake.upsert(
    whiseEstate(1001, {
      representatives: [{ id: representative.id, email: representative.email }],
    }),
    unchanged,
  )
  for (let id = 1002; id <= 1006; id++) fake.upsert(whiseEstate(id), unchanged)
  fake.upsert(
    whiseEstate(3000, {
      referenceNumber: 'PRJ 3000',
      name: 'Residentie Schelde',
      canHaveChildren: true,
      category: { id: 2 },
      subCategory: { id: 97 },
    }),
    unchanged,
  )
  fake.upsert(
    whiseEstate(3001, {
      referenceNumber: 'PRJ-3000-A1',
      name: 'Residentie Schelde A.1',
      parentId: 3000,
      category: { id: 2 },
      subCategory: { id: 97 },
    }),
    unchanged,
  )
  env = {
    CRM_PROVIDER: 'whise',
    CRM_BASE_URL: fake.url,
    CRM_USERNAME: fake.credentials.username,
    CRM_PASSWORD: fake.credentials.password,
    CRM_CLIENT_ID: String(fake.credentials.clientId),
  } as Env
})

afterAll(async () => {
  await fake.close()
  await database.drop()
  await rm(mediaDir, { recursive: true, force: true })
})

describe('Whise, end to end', () => {
  it('puts the CRM’s estates, project, photos and representative on the site, then follows its changes', async () => {
    const first = await sync()
    expect(first).toMatchObject({ status: 'done', full: true, agents: { added: 1 } })
    const published = await database.db
      .select({ reference: properties.reference })
      .from(properties)
      .where(eq(properties.published, true))
    expect(published.map((row) => row.reference).sort()).toEqual([
      'PRJ-3000-A1',
      'W-1001',
      'W-1002',
      'W-1003',
      'W-1004',
      'W-1005',
      'W-1006',
    ])
    const [project] = await database.db.select().from(projects)
    expect(project).toMatchObject({ reference: 'PRJ-3000', published: true })
    expect((await listing('PRJ-3000-A1'))?.projectId).toBe(project!.id)
    const [agent] = await database.db.select().from(agents)
    expect(agent).toMatchObject({
      firstName: 'Lies',
      lastName: 'Peeters',
      email: 'lies@agency.example',
    })
    const withAgent = await listing('W-1001')
    expect(withAgent?.agentId).toBe(agent!.id)
    expect(withAgent?.photos).toHaveLength(2)
    const photosBefore = (await listing('W-1002'))?.photos

    // A price changed in Whise, an estate deleted there (Whise keeps it with status 6): the next
    // sync asks only for what changed, then lists the live ids to find what is gone.
    fake.upsert({ ...fake.estate(1002)!, price: 123_456 })
    fake.remove(1003)
    const calls = fake.requests.length
    const second = await sync()
    expect(second).toMatchObject({ status: 'done', full: false })
    expect((await listing('W-1002'))?.price).toBe(123_456)
    expect((await listing('W-1002'))?.photos).toEqual(photosBefore)
    expect((await listing('W-1003'))?.published).toBe(false)
    expect((await listing('W-1004'))?.published).toBe(true)
    expect(second.status === 'done' && second.report.properties.unpublished).toEqual(['W-1003'])
    const filters = fake.requests
      .slice(calls)
      .filter((call) => call.path === '/v1/estates/list')
      .map((call) => call.body.Filter as Record<string, unknown>)
    expect(filters.some((filter) => 'UpdateDateTimeRange' in filter)).toBe(true)
    expect(filters.some((filter) => !('UpdateDateTimeRange' in filter))).toBe(true)
  })

  it('hands a visitor’s request on a listing to Whise as one contact upsert, across an outage', async () => {
    const target = await listing('W-1001')
    const rows = await queueLead(
      database.db,
      {
        kind: 'visit-request',
        locale: 'fr',
        propertyId: target!.id,
        firstName: 'Marie',
        lastName: 'Dubois',
        email: 'marie.dubois@example.be',
        phone: '0470123456',
        data: { message: 'Je voudrais visiter samedi.' },
      },
      env,
    )
    // Queued twice (a retried transaction): still one lead.
    expect(rows).toHaveLength(1)

    const upserts = () => fake.requests.filter((call) => call.path === '/v1/contacts/upsert')
    fake.failNext(500, 500, 500, 500)
    const worker = startLeadWorker(database.db, env, mediaDir)
    try {
      // Whise is down: two attempts of two calls each fail, and the lead waits out its backoff.
      await worker.waitFor(worker.waiting(1))
      await worker.due()
      await worker.waitFor(worker.waiting(2))
      expect(fake.leads).toHaveLength(0)
      expect(upserts()).toHaveLength(4)
      expect((await worker.lead()).lastError).toMatch(/HTTP 500/)
      expect((await worker.lead()).lastError).not.toContain(fake.credentials.password)
      // Time passes, Whise is back: the lead arrives, once.
      await worker.due()
      await worker.waitFor(async () => (await worker.lead()).status === 'sent')
    } finally {
      await worker.stop()
    }
    expect(upserts()).toHaveLength(5)
    expect(fake.leads).toHaveLength(1)
    expect(fake.leads[0]).toMatchObject({
      Name: 'Dubois',
      FirstName: 'Marie',
      PrivateEmail: 'marie.dubois@example.be',
      EstateIds: [1001],
    })
    expect(String(fake.leads[0]!.Comments)).toContain('Je voudrais visiter samedi.')
    expect(String(fake.leads[0]!.Comments)).toContain('visit-request')
  })
})
