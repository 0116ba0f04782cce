process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.1/32'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import type {
  CrmLead,
  CrmPage,
  CrmSettings,
  MappingContext,
  PullConnector,
} from '@/features/crm/connector'
import { CrmError } from '@/features/crm/crm-error'
import { createCrmHttp } from '@/features/crm/http/crm-http'
import { outboundFetch } from '@/server/outbound/outbound-fetch'
import {
  startFakeWhise,
  whiseEstate,
  whiseGeneratedEstates,
  whiseSampleEstates,
  type FakeWhise,
} from '../../../../tests/support/fake-whise'
import { createWhiseClient } from './whise-client'
import { createWhiseConnector } from './whise-connector'
import { whiseTokenLifetimeMs, whiseTokenMarginMs } from './whise-fields'

const noAgents: MappingContext = { agentId: () => null }

let fake: FakeWhise

type Overrides = { password?: string; clientId?: string; officeId?: string }

function settings(overrides: Overrides = {}): CrmSettings {
  return {
    provider: 'whise',
    baseUrl: fake.url,
    username: fake.credentials.username,
    password: overrides.password ?? fake.credentials.password,
    clientId: overrides.clientId ?? String(fake.credentials.clientId),
    clientSecret: null,
    officeId: overrides.officeId ?? null,
  }
}

function connect(overrides: Overrides = {}) {
  return createWhiseConnector({
    settings: settings(overrides),
    http: createCrmHttp({ baseDelayMs: 1, maxDelayMs: 5 }),
  })
}

async function collect(connector: PullConnector, since: Date | null, context = noAgents) {
  const pages: CrmPage[] = []
  for await (const page of connector.changes(since, context)) pages.push(page)
  return pages
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  )

// The sample unit 7204518 belongs to this project.
const project = whiseEstate(7204510, {
  referenceNumber: 'NB 104',
  name: 'Residentie Kanaal',
  canHaveChildren: true,
  address: 'Kanaalkaai',
  number: '4',
  subCategory: { id: 97 },
  category: { id: 2 },
})

beforeEach(async () => {
  fake = await startFakeWhise({
    estates: [...whiseSampleEstates(), project],
    representatives: [
      {
        id: 88231,
        firstName: 'Lies',
        name: 'Peeters',
        email: 'lies@agency.example',
        phone: '+32 9 123 45 67',
      },
    ],
  })
})

afterEach(async () => {
  await fake.close()
})

describe('Whise connector against the fake', () => {
  it('takes the two tokens, then lists every estate page by page', async () => {
    fake.upsert(whiseEstate(1), { touch: false })
    for (const estate of whiseGeneratedEstates(120, 100)) fake.upsert(estate, { touch: false })
    const pages = await collect(connect(), null)

    const properties = pages.flatMap((page) => page.properties.map((record) => record.crmId))
    // 3 samples (one a unit of the project) + 121 generated.
    expect(properties).toHaveLength(124)
    expect(new Set(properties).size).toBe(124)
    const listCalls = fake.requests.filter((call) => call.path === '/v1/estates/list')
    expect(listCalls.map((call) => call.body.Page)).toEqual([
      { Limit: 50, Offset: 0 },
      { Limit: 50, Offset: 50 },
      { Limit: 50, Offset: 100 },
      // The project pass reads the whole list again, in bigger pages.
      { Limit: 200, Offset: 0 },
    ])
    expect(fake.requests.slice(0, 2).map((call) => [call.path, call.auth])).toEqual([
      ['/token', 'none'],
      ['/v1/admin/clients/token', 'marketplace'],
    ])
    expect(fake.requests[0]!.body).toEqual({ Username: fake.credentials.username })
    expect(listCalls.every((call) => call.auth === 'client')).toBe(true)
    expect(fake.requests.filter((call) => call.path === '/token')).toHaveLength(1)
  })

  it('builds the project with its unit, and the unit as a property of the project', async () => {
    const pages = await collect(connect(), null)
    const projects = pages.flatMap((page) => page.projects)
    expect(projects).toHaveLength(1)
    expect(projects[0]).toMatchObject({
      crmId: '7204510',
      record: {
        Reference: 'NB-104',
        Slug: 'residentie-kanaal-7204510',
        Units: [{ Floor: '1', Name: 'Residentie Kanaal A.1.1', Surface: 96, Status: 'available' }],
      },
    })
    const unit = pages.flatMap((page) => page.properties).find((p) => p.crmId === '7204518')
    expect(unit?.record.ProjectReference).toBe('NB-104')
  })

  it('asks only for what changed since a moment, in Brussels time', async () => {
    const connector = connect()
    const since = new Date()
    fake.upsert(whiseEstate(77, { referenceNumber: 'CHANGED-77' }))
    const pages = await collect(connector, new Date(since.getTime() - 2_000))

    expect(pages.flatMap((page) => page.properties.map((p) => p.record.Reference))).toEqual([
      'CHANGED-77',
    ])
    const min = fake.requests.find((call) => call.path === '/v1/estates/list')?.body.Filter
    expect(min).toMatchObject({
      UpdateDateTimeRange: { Min: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) },
    })
  })

  it('yields nothing when nothing changed (Whise leaves the estates key out)', async () => {
    const pages = await collect(connect(), new Date(Date.now() + 3_600_000))
    expect(pages).toEqual([])
  })

  it('lists the live ids, without removed or offline estates; removedSince cannot tell', async () => {
    const connector = connect()
    fake.remove(7211206)
    fake.upsert(whiseEstate(55, { displayStatusId: 1 }))
    fake.upsert(whiseEstate(56, { purposeStatus: { id: 20 } }))

    expect(await connector.removedSince(new Date())).toBeNull()
    const live = await connector.liveIds()
    expect(live.properties.sort()).toEqual(['7198843', '7204518'])
    expect(live.projects).toEqual(['7204510'])
  })

  it('keys each picture on its id, serves real images and lists a doubled file once', async () => {
    const pages = await collect(connect(), null)
    const unit = pages.flatMap((page) => page.properties).find((p) => p.crmId === '7204518')!
    const photos = unit.record.Photos as { Url: string; Key: string }[]
    expect(photos.map((photo) => photo.Key)).toEqual(['81220011', '81220012'])
    expect(photos[0]!.Url.startsWith(fake.url)).toBe(true)

    const image = await outboundFetch(photos[0]!.Url, { maxBytes: 1_000_000 })
    expect(image.status).toBe(200)
    expect((await sharp(image.body).metadata()).format).toBe('jpeg')
  })

  it('turns representatives into agents and puts the agent on the listing', async () => {
    fake.upsert(
      whiseEstate(60, {
        representatives: [{ id: 88231, email: 'lies@agency.example' }],
      }),
    )
    const connector = connect()
    expect(await connector.agents()).toEqual([
      {
        crmId: '88231',
        firstName: 'Lies',
        lastName: 'Peeters',
        email: 'lies@agency.example',
        phone: '+32 9 123 45 67',
        photoUrl: null,
        languages: [],
      },
    ])
    const agentIds = new Map([['88231', 7]])
    const pages = await collect(connector, null, {
      agentId: ({ crmId }) => agentIds.get(crmId ?? '') ?? null,
    })
    const listing = pages.flatMap((page) => page.properties).find((p) => p.crmId === '60')
    expect(listing?.record.AgentID).toBe(7)
    const call = fake.requests.find((request) => request.path === '/v1/estates/list')
    expect(call?.body.Filter).toMatchObject({ ShowRepresentatives: true })
  })

  it('reports wrong credentials as auth, before any data call', async () => {
    const error = await failure(connect({ password: 'wrong' }).testConnection())
    expect(error).toBeInstanceOf(CrmError)
    expect((error as CrmError).code).toBe('auth')
    expect(fake.requests.map((call) => call.path)).toEqual(['/token'])

    const unknownClient = await failure(connect({ clientId: '1' }).testConnection())
    expect((unknownClient as CrmError).code).toBe('auth')
  })

  it('passes the connection test with the right credentials', async () => {
    await connect().testConnection()
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/estates/list', auth: 'client' })
  })

  it('renews the client token once when Whise no longer takes it', async () => {
    const connector = connect()
    await connector.liveIds()
    fake.expireTokens()
    const live = await connector.liveIds()
    expect(live.projects).toEqual(['7204510'])
    expect(fake.requests.filter((call) => call.path === '/v1/admin/clients/token')).toHaveLength(2)
  })

  it('renews the token before it expires, without waiting for a 401', async () => {
    let clock = Date.parse('2026-03-28T08:00:00Z')
    const client = createWhiseClient({
      settings: settings(),
      http: createCrmHttp({ baseDelayMs: 1, maxDelayMs: 5 }),
      now: () => clock,
    })
    await client.call('v1/estates/list', {})
    clock += whiseTokenLifetimeMs - whiseTokenMarginMs - 1_000
    await client.call('v1/estates/list', {})
    expect(fake.requests.filter((call) => call.path === '/token')).toHaveLength(1)
    clock += 2_000
    await client.call('v1/estates/list', {})
    expect(fake.requests.filter((call) => call.path === '/token')).toHaveLength(2)
    expect(fake.requests.every((call) => call.auth !== 'invalid')).toBe(true)
  })

  it('gives up with auth when a fresh token is refused too', async () => {
    const connector = connect()
    await connector.testConnection()
    fake.failNext(401, 401)
    const error = await failure(connector.liveIds())
    expect((error as CrmError).code).toBe('auth')
  })

  it('retries 429 and 5xx, then succeeds', async () => {
    fake.failNext(429, 500, 500)
    const live = await connect().liveIds()
    expect(live.properties).toHaveLength(3)
    expect(fake.requests.filter((call) => call.path === '/v1/estates/list')).toHaveLength(4)
  })

  it('reports a body that is not JSON as invalid-response', async () => {
    fake.failNext('not-json')
    const error = await failure(connect().liveIds())
    expect((error as CrmError).code).toBe('invalid-response')
  })

  it('reports a request Whise rejects inside HTTP 200 as refused', async () => {
    fake.failNext('invalid-request')
    const error = await failure(collect(connect(), null))
    expect((error as CrmError).code).toBe('refused')
    expect((error as CrmError).params.detail).toContain('The request is not valid')
  })

  it('sends a lead about a listing as a contact upsert with the estate id', async () => {
    const lead: CrmLead = {
      id: '5b0f3c5e-8d1a-4c47-9a0e-2f6a1c9d7e31',
      kind: 'visit-request',
      language: 'fr',
      createdAt: '2026-11-24T14:00:00.398Z',
      person: {
        title: 'ms',
        firstName: 'Nora',
        lastName: 'Claes',
        email: 'nora.claes@example.com',
        phone: '0475123456',
      },
      property: { reference: 'NAM-0843', crmId: '7198843' },
      project: null,
      fields: { remark: 'Nous viendrons à deux.', days: ['saturday'] },
    }
    await connect({ officeId: '30513' }).sendLead(lead)
    expect(fake.leads).toEqual([
      {
        Name: 'Claes',
        FirstName: 'Nora',
        PrivateEmail: 'nora.claes@example.com',
        PrivateTel: '0475123456',
        LanguageId: 'fr-BE',
        StatusId: 1,
        CountryId: 1,
        OfficeIds: [30513],
        EstateIds: [7198843],
        Comments:
          'Website request: visit-request\nListing: NAM-0843\nremark: Nous viendrons à deux.\ndays: saturday',
      },
    ])
  })

  it('sends the demand register with its search criteria', async () => {
    await connect().sendLead({
      id: 'a1c2d3e4-0000-4000-8000-000000000001',
      kind: 'demand-register',
      language: 'nl',
      createdAt: '2026-11-24T14:00:00.398Z',
      person: {
        title: null,
        firstName: 'Jonas',
        lastName: 'Maes',
        email: 'jonas@example.com',
        phone: null,
      },
      property: null,
      project: null,
      fields: {
        goal: 'rent',
        types: [2, 21],
        priceMax: 1200,
        bedroomsMin: 2,
        zips: ['9000', '9050'],
      },
    })
    expect(fake.leads[0]).toMatchObject({
      LanguageId: 'nl-BE',
      SearchCriteria: [
        {
          PurposeIds: [2],
          CategoryIds: [2],
          PriceRange: { Max: 1200 },
          MinRooms: 2,
          ZipCodes: ['9000', '9050'],
        },
      ],
    })
    expect(fake.leads[0]).not.toHaveProperty('EstateIds')
  })

  it('reports a lead Whise refuses as refused, and the fake records nothing', async () => {
    const error = await failure(
      connect().sendLead({
        id: 'a1c2d3e4-0000-4000-8000-000000000002',
        kind: 'site-contact',
        language: 'en',
        createdAt: '2026-11-24T14:00:00.398Z',
        person: { title: null, firstName: null, lastName: null, email: '', phone: null },
        property: null,
        project: null,
        fields: {},
      }),
    )
    expect((error as CrmError).code).toBe('refused')
    expect((error as CrmError).params.detail).toContain('Name is required')
    expect(fake.leads).toEqual([])
  })
})
