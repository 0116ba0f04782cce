process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.1/32'

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import {
  fakeOwnerData,
  fakeProperty,
  omnicasaNow,
  startFakeOmnicasa,
  type FakeOmnicasa,
} from '../../../tests/support/fake-omnicasa'
import {
  crmVisitCounters,
  ownerHistory,
  ownerProperties,
  owners,
  properties,
  propertyTypes,
} from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { localStore } from '@/server/storage/local-store'
import { createCrmHttp } from './http/crm-http'
import { createOmnicasaConnector } from './omnicasa/omnicasa-connector'
import { runSync } from './sync/run-sync'

// Issue #29 item 4 through the runner: the portal's owned listing gets Omnicasa's history rows
// and counters in the site's database; a listing without an owner costs no owner call.
let fake: FakeOmnicasa
let database: Awaited<ReturnType<typeof createTestDatabase>>
let mediaDir: string

const ownerOperations = new Set([
  'GetCalendarHistories',
  'GetAutomaticHistories',
  'GetMediaOnlineHistories',
  'GetVisitStatisticOfProperty',
])

async function sync(full = false) {
  const connector = createOmnicasaConnector({
    settings: {
      provider: 'omnicasa',
      baseUrl: fake.url,
      username: 'demo',
      password: 'demo',
      clientId: null,
      clientSecret: null,
      officeId: null,
    },
    http: createCrmHttp({ baseDelayMs: 1, maxDelayMs: 5 }),
  })
  fake.requests.length = 0
  const outcome = await runSync({ db: database.db, media: localStore(mediaDir), connector, full })
  expect(outcome).toMatchObject({ status: 'done' })
  return outcome
}

/** The properties the owner calls of the last sync asked about. */
const ownerCallsFor = () =>
  [
    ...new Set(
      fake.requests
        .filter((request) => ownerOperations.has(request.operation))
        .map((request) => String(request.params.ObjectID ?? request.params.ID)),
    ),
  ].sort()

async function ownerDataOf(reference: string) {
  const [listing] = await database.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.reference, reference))
  const history = await database.db
    .select({
      key: ownerHistory.feedKey,
      type: ownerHistory.type,
      contact: ownerHistory.contact,
      subject: ownerHistory.subject,
      status: ownerHistory.status,
      source: ownerHistory.source,
    })
    .from(ownerHistory)
    .where(eq(ownerHistory.propertyId, listing!.id))
    .orderBy(ownerHistory.feedKey)
  const [counters] = await database.db
    .select({
      today: crmVisitCounters.today,
      week: crmVisitCounters.week,
      month: crmVisitCounters.month,
      total: crmVisitCounters.total,
    })
    .from(crmVisitCounters)
    .where(eq(crmVisitCounters.propertyId, listing!.id))
  return { id: listing!.id, history, counters: counters ?? null }
}

beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.insert(propertyTypes).values(generateDemo({ today: new Date() }).propertyTypes)
  mediaDir = await mkdtemp(path.join(tmpdir(), 'crm-owners-'))
  fake = await startFakeOmnicasa({
    properties: [7001, 7002, 7003].map((id) =>
      fakeProperty(id, { LastChangedDate: '2026-02-01 10:00:00' }, 1),
    ),
  })
  for (const id of [7001, 7002, 7003]) fake.setOwnerData(id, fakeOwnerData(id))
})

afterAll(async () => {
  await fake.close()
  await database.drop()
  await rm(mediaDir, { recursive: true, force: true })
})

describe('Omnicasa owner data through the sync', () => {
  it("imports an owned listing's history and counters, refreshes them on later syncs, and asks nothing for the others", async () => {
    await sync(true)
    // No listing has an owner yet: not one owner call.
    expect(ownerCallsFor()).toEqual([])
    expect((await ownerDataOf('7001')).history).toEqual([])

    const [owner] = await database.db
      .insert(owners)
      .values({
        email: 'eigenaar@example.be',
        firstName: 'Sophie',
        lastName: 'Claes',
        locale: 'nl',
      })
      .returning({ id: owners.id })
    const owned = await ownerDataOf('7001')
    await database.db.insert(ownerProperties).values({ ownerId: owner!.id, propertyId: owned.id })

    await sync(true)
    expect(ownerCallsFor()).toEqual(['7001'])
    const statistic = fakeOwnerData(7001).statistic!
    expect(await ownerDataOf('7001')).toMatchObject({
      history: [
        {
          key: 'oc-auto-70012',
          type: 'communication',
          contact: null,
          subject: 'Mailing naar 12 kandidaat-kopers',
          status: null,
          source: 'Omnicasa',
        },
        {
          key: 'oc-cal-70011',
          type: 'visit',
          contact: 'Thomas B.',
          subject: 'Bezoek',
          status: 'done',
          source: 'Omnicasa',
        },
        {
          key: 'oc-media-70013',
          type: 'online_media',
          contact: null,
          subject: 'Gepubliceerd op Immoweb',
          status: 'published',
          source: 'Immoweb',
        },
      ],
      counters: {
        today: statistic.Today,
        week: statistic.ThisWeek,
        month: statistic.ThisMonth,
        total: statistic.Total,
      },
    })
    expect(await ownerDataOf('7002')).toMatchObject({ history: [], counters: null })

    // Nothing changed in the listings; the owned one's history and counters moved.
    fake.setOwnerData(7001, {
      calendar: [
        ...fakeOwnerData(7001).calendar,
        { ID: 880, Date: omnicasaNow(), Subject: 'Tweede bezoek', StatusName: 'confirmed' },
      ],
      statistic: { ...statistic, Today: Number(statistic.Today) + 1 },
    })
    const incremental = await sync()
    expect(incremental).toMatchObject({ full: false })
    expect(ownerCallsFor()).toEqual(['7001'])
    const after = await ownerDataOf('7001')
    expect(after.history.map((row) => row.key)).toEqual([
      'oc-auto-70012',
      'oc-cal-70011',
      'oc-cal-880',
      'oc-media-70013',
    ])
    expect(after.counters?.today).toBe(Number(statistic.Today) + 1)
    expect(await ownerDataOf('7003')).toMatchObject({ history: [], counters: null })
  })
})
