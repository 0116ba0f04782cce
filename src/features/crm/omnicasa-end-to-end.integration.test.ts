process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.1/32'

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { queueLead, startLeadWorker } from '../../../tests/support/crm-lead-outbox'
import {
  fakeProject,
  fakeProperty,
  startFakeOmnicasa,
  type FakeOmnicasa,
} from '../../../tests/support/fake-omnicasa'
import { agents, projects, properties, propertyTypes } from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { localStore } from '@/server/storage/local-store'
import type { Env } from '@/lib/env-schema'
import type { CrmSettings } from './connector'
import { createCrmHttp } from './http/crm-http'
import { createConnector } from './providers'
import { runSync } from './sync/run-sync'

// The whole path with the real Omnicasa connector over HTTP: the fake CRM's listings, projects and
// users on the site's database through the catalogue's import, a change and a deletion after the
// next sync, and a visitor's request reaching the CRM once across an outage.
const password = 'pa55-Omnicasa'
let fake: FakeOmnicasa
let database: Awaited<ReturnType<typeof createTestDatabase>>
let mediaDir: string

const env = {
  CRM_PROVIDER: 'omnicasa',
  CRM_USERNAME: 'agency-x',
  CRM_PASSWORD: password,
} as Env
const settings = (): CrmSettings => ({
  provider: 'omnicasa',
  baseUrl: fake.url,
  username: 'agency-x',
  password,
  clientId: null,
  clientSecret: null,
  officeId: null,
})
const connector = () =>
  createConnector(settings(), createCrmHttp({ baseDelayMs: 1, maxDelayMs: 5 }))

async function sync(full = false) {
  const pull = connector()
  if (pull.mode !== 'pull') throw new Error('Omnicasa pulls')
  return runSync({ db: database.db, media: localStore(mediaDir), connector: pull, full })
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
  mediaDir = await mkdtemp(path.join(tmpdir(), 'crm-e2e-'))
  fake = await startFakeOmnicasa({
    customerName: 'agency-x',
    customerPassword: password,
    properties: [
      fakeProperty(5001, { UserID: 7 }),
      ...Array.from({ length: 6 }, (_, index) => fakeProperty(5002 + index)),
      fakeProperty(6001, { ProjectID: 41, Floor: 2, Ident: 'B.2.1' }),
    ],
    projects: [fakeProject(41)],
  })
  fake.setUsers([
    {
      ID: 7,
      FirstName: 'Els',
      Name: 'Peeters',
      Email: 'els@agency.example',
      GSM: '0475 00 00 00',
      LanguageIDs: '1,2',
      PictureUrl: `${fake.origin}/pictures/p9/77-v1.jpg`,
    },
  ])
})

afterAll(async () => {
  await fake.close()
  await database.drop()
  await rm(mediaDir, { recursive: true, force: true })
})

describe('Omnicasa, end to end', () => {
  it('puts the CRM’s listings, project, photos and agent on the site, then follows its changes', async () => {
    const first = await sync()
    expect(first).toMatchObject({ status: 'done', agents: { added: 1 } })
    const published = await database.db
      .select({ reference: properties.reference })
      .from(properties)
      .where(eq(properties.published, true))
    expect(published).toHaveLength(8)
    const [project] = await database.db.select().from(projects)
    expect(project?.published).toBe(true)
    const [agent] = await database.db.select().from(agents)
    expect(agent).toMatchObject({
      firstName: 'Els',
      lastName: 'Peeters',
      email: 'els@agency.example',
    })
    // The CRM's photo, stored as a small square portrait under the site's own media.
    expect(agent?.photo).toMatch(/^\/files\/agents\/[0-9a-f]{16}\.jpg$/)
    const portrait = await localStore(mediaDir).get(agent!.photo!.replace('/files/', 'media/'))
    expect(await sharp(portrait!.bytes).metadata()).toMatchObject({ width: 288, height: 288 })
    const withAgent = await listing('5001')
    expect(withAgent?.agentId).toBe(agent!.id)
    expect(withAgent?.photos).toHaveLength(3)
    const downloads = fake.pictureRequests.length

    // A price changed in the CRM, a listing deleted there: the next sync follows both and
    // downloads no photo again.
    fake.upsert({ ...fake.property(5002)!, Price: 123_456, LastChangedDate: undefined })
    fake.remove(5003)
    const second = await sync()
    expect(second).toMatchObject({ status: 'done', full: false })
    expect((await listing('5002'))?.price).toBe(123_456)
    expect((await listing('5003'))?.published).toBe(false)
    expect(fake.pictureRequests.length).toBe(downloads)
  })

  it('hands a visitor’s request on a listing to the CRM as ContactOnMe, once, across an outage', async () => {
    const target = await listing('5001')
    const rows = await queueLead(
      database.db,
      {
        kind: 'info-request',
        locale: 'nl',
        propertyId: target!.id,
        firstName: 'An',
        lastName: 'Peeters',
        email: 'an.peeters@example.be',
        phone: '0470123456',
        data: { message: 'Graag meer info over de tuin.' },
      },
      env,
    )
    // Queued twice (a retried transaction): still one lead.
    expect(rows).toHaveLength(1)

    fake.failNext('http-500', 'http-500', 'http-500', 'http-500')
    const worker = startLeadWorker(database.db, env, mediaDir, settings)
    try {
      // The CRM is down: two attempts of two calls each fail, and the lead waits out its backoff.
      await worker.waitFor(worker.waiting(1))
      await worker.due()
      await worker.waitFor(worker.waiting(2))
      expect(fake.leads).toHaveLength(0)
      expect((await worker.lead()).lastError).toMatch(/HTTP 500/)
      expect((await worker.lead()).lastError).not.toContain(password)
      // Time passes, the CRM is back: the lead arrives, once.
      await worker.due()
      await worker.waitFor(async () => (await worker.lead()).status === 'sent')
    } finally {
      await worker.stop()
    }
    expect(fake.leads).toHaveLength(1)
    expect(fake.leads[0]).toMatchObject({
      operation: 'ContactOnMe',
      params: {
        ObjectID: 5001,
        Name: 'Peeters',
        FirstName: 'An',
        Email: 'an.peeters@example.be',
        SourceId: 5,
      },
    })
    expect(String(fake.leads[0]!.params.Content)).toContain('Graag meer info over de tuin.')
  })
})
