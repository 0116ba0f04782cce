process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.1/32'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CrmLead, CrmPage, CrmSettings, MappingContext } from '@/features/crm/connector'
import { CrmError } from '@/features/crm/crm-error'
import { createCrmHttp } from '@/features/crm/http/crm-http'
import { outboundFetch } from '@/server/outbound/outbound-fetch'
import {
  fakeProject,
  fakeProperty,
  omnicasaNow,
  startFakeOmnicasa,
  type FakeOmnicasa,
} from '../../../../tests/support/fake-omnicasa'
import { createOmnicasaConnector } from './omnicasa-connector'
import type { FeedPhoto } from './omnicasa-mapping'

const password = 's3cret-Pa55'
const context: MappingContext = { agentId: ({ crmId }) => (crmId === '7' ? 3 : null) }
let fake: FakeOmnicasa

function connector(change: Partial<CrmSettings> = {}) {
  const settings: CrmSettings = {
    provider: 'omnicasa',
    baseUrl: fake.url,
    username: 'agency-x',
    password,
    clientId: null,
    clientSecret: null,
    officeId: null,
    ...change,
  }
  return createOmnicasaConnector({
    settings,
    http: createCrmHttp({ baseDelayMs: 1, maxDelayMs: 5 }),
  })
}

async function collect(pages: AsyncIterable<CrmPage>): Promise<CrmPage[]> {
  const all: CrmPage[] = []
  for await (const page of pages) all.push(page)
  return all
}

async function failure(promise: Promise<unknown>): Promise<CrmError> {
  const error = await promise.then(
    () => null,
    (problem: unknown) => problem,
  )
  expect(error).toBeInstanceOf(CrmError)
  // Omnicasa's URL carries the password: it must never reach an error.
  expect(
    JSON.stringify({ message: (error as CrmError).message, ...(error as CrmError).params }),
  ).not.toContain(password)
  return error as CrmError
}

const lead: CrmLead = {
  id: 'a1c2e3f4-0000-4000-8000-000000000001',
  kind: 'contact-me',
  language: 'nl',
  createdAt: '2026-11-24T14:00:00.000Z',
  person: {
    title: 'mr',
    firstName: 'Jonas',
    lastName: 'Maes',
    email: 'jonas@example.com',
    phone: null,
  },
  property: { reference: '1001', crmId: '1001' },
  project: null,
  fields: { contactPreference: 'email', remark: 'Bel me maar.' },
}

beforeAll(async () => {
  const properties = Array.from({ length: 120 }, (_, index) => fakeProperty(1001 + index))
  properties[0] = fakeProperty(1001, { UserID: 7 })
  properties.push(fakeProperty(2001, { ProjectID: 31, Floor: 1, Ident: 'A.1.1' }))
  properties.push(fakeProperty(2002, { Status: 5 }))
  fake = await startFakeOmnicasa({
    customerName: 'agency-x',
    customerPassword: password,
    properties,
    projects: [fakeProject(31)],
    users: [
      {
        ID: 7,
        FirstName: 'Els',
        Name: 'Peeters',
        Email: 'els@agency.example',
        GSM: '0475000000',
        LanguageIDs: '1,2',
      },
      { ID: 8, FirstName: 'No', Name: 'Mail' },
    ],
  })
})
afterAll(() => fake.close())
afterEach(() => {
  fake.requests.length = 0
  fake.leads.length = 0
  fake.setDelay(0)
  fake.setAvailable(true)
})

describe('the Omnicasa connector against the fake, over HTTP', () => {
  it('tests the connection with ValidateCustomer; a wrong password is an auth error', async () => {
    await expect(connector().testConnection()).resolves.toBeUndefined()
    const error = await failure(connector({ password: 'wrong' }).testConnection())
    expect(error.code).toBe('auth')
  })

  it('pulls projects first, then properties page by page, each page in nl, fr, en and de', async () => {
    const pages = await collect(connector().changes(null, context))
    const [projects, ...propertyPages] = pages
    expect(projects!.projects.map((p) => p.record.Reference)).toEqual(['31'])
    expect(projects!.projects[0]!.record.Units).toEqual([
      expect.objectContaining({ Floor: '1', Name: 'A.1.1', Status: 'available' }),
    ])
    expect(projects!.projects[0]!.record.Description).toEqual({
      nl: 'Nieuwbouwproject 31 aan het water.',
      fr: "Projet neuf 31 au bord de l'eau.",
    })
    // 121 published properties (the inactive one is filtered out) in pages of 50.
    expect(propertyPages.map((page) => page.properties.length)).toEqual([50, 50, 21])
    const first = propertyPages[0]!.properties[0]!
    expect(first.crmId).toBe('1001')
    expect(first.record.Description).toEqual({
      nl: 'Mooie woning nummer 1001 in Antwerpen.',
      fr: 'Belle maison numéro 1001 à Antwerpen.',
      en: 'Fine house number 1001 in Antwerpen.',
      de: 'Schönes Haus Nummer 1001 in Antwerpen.',
    })
    expect(first.record.AgentID).toBe(3)
    const unit = propertyPages[2]!.properties.find((p) => p.crmId === '2001')
    expect(unit?.record.ProjectReference).toBe('31')
    // Per property page: one list call and one call per other language, by ids.
    const propertyCalls = fake.requests.filter(
      (r) => r.operation === 'GetPropertyList' && !('ProjectID' in r.params),
    )
    expect(propertyCalls).toHaveLength(3 * 4)
    expect(propertyCalls.map((r) => r.params.LanguageId)).toEqual([
      1, 3, 2, 4, 1, 3, 2, 4, 1, 3, 2, 4,
    ])
    expect(propertyCalls[0]!.params).toMatchObject({ Limit1: 1, Limit2: 50, StatusList: '1,2,4' })
    expect(propertyCalls[5]!.params.IDs).toBe(
      propertyPages[1]!.properties.map((p) => p.crmId).join(','),
    )
  })

  it('keys photos by Omnicasa picture id, with URLs the fake serves as JPEG', async () => {
    const [, page] = await collect(connector().changes(null, context))
    const photos = page!.properties[0]!.record.Photos as FeedPhoto[]
    expect(photos.map((photo) => photo.Key)).toEqual(['100101', '100102', '100103'])
    expect(photos[0]!.Alt).toEqual({ nl: 'Foto 1', fr: 'Photo 1' })
    const response = await outboundFetch(photos[0]!.Url, { maxBytes: 1_000_000 })
    expect(response.status).toBe(200)
    expect(Array.from(Buffer.from(response.body).subarray(0, 3))).toEqual([0xff, 0xd8, 0xff])
  })

  it('asks only for what changed since the last sync (ChangeSince, Brussels time)', async () => {
    const since = new Date()
    fake.upsert({
      ...fakeProperty(1005),
      Price: 199_000,
      LastChangedDate: omnicasaNow(new Date(since.getTime() + 60_000)),
    })
    const pages = await collect(connector().changes(since, context))
    const properties = pages.flatMap((page) => page.properties)
    expect(properties.map((p) => [p.crmId, p.record.Price])).toEqual([['1005', 199_000]])
    const call = fake.requests.find(
      (r) => r.operation === 'GetPropertyList' && r.params.ChangeSince,
    )
    expect(call?.params.ChangeSince).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/)
  })

  it('reports deleted ids and every live id', async () => {
    fake.remove(1010)
    fake.upsertProject(fakeProject(32))
    fake.removeProject(32)
    const removed = await connector().removedSince(null)
    expect(removed).toEqual({ properties: ['1010'], projects: ['32'] })
    const live = await connector().liveIds()
    expect(live.properties).toHaveLength(120)
    expect(live.properties).not.toContain('1010')
    expect(live.properties).not.toContain('2002')
    expect(live.projects).toEqual(['31'])
  })

  it('turns users with an e-mail into agents', async () => {
    expect(await connector().agents()).toEqual([
      {
        crmId: '7',
        firstName: 'Els',
        lastName: 'Peeters',
        email: 'els@agency.example',
        phone: '0475000000',
        photoUrl: null,
        languages: ['nl', 'fr'],
      },
    ])
  })

  it('retries a 429 and a 500, then succeeds', async () => {
    fake.failNext('http-429', 'http-500')
    await expect(connector().testConnection()).resolves.toBeUndefined()
    expect(fake.requests.filter((r) => r.operation === 'ValidateCustomer')).toHaveLength(3)
  })

  it('a body that is not JSON is invalid-response; an envelope error is refused', async () => {
    fake.failNext('non-json')
    expect((await failure(connector().testConnection())).code).toBe('invalid-response')
    fake.failNext('envelope')
    const refused = await failure(collect(connector().changes(null, context)))
    expect(refused.code).toBe('refused')
    expect(refused.params.label).toBe('Omnicasa GetProjectList')
  })

  it('a 401 is an auth error', async () => {
    fake.failNext('http-401')
    expect((await failure(connector().agents())).code).toBe('auth')
  })

  it('sends a contact request as ContactOnMe with the listing’s CRM id, once', async () => {
    await connector().sendLead(lead)
    expect(fake.leads).toEqual([
      {
        operation: 'ContactOnMe',
        params: expect.objectContaining({
          CustomerName: 'agency-x',
          ObjectID: 1001,
          Name: 'Maes',
          FirstName: 'Jonas',
          Email: 'jonas@example.com',
          AddressTitle: 1,
          SourceId: 5,
          LanguageId: 1,
          Subject: 'Contacteer mij – 1001',
          Content: 'Bel me maar.\ncontactPreference: email\nreference: 1001',
        }),
      },
    ])
    expect(fake.leads[0]!.params).not.toHaveProperty('CustomerPassword')
  })

  it('a lead Omnicasa refuses is a refused CrmError', async () => {
    fake.refuseNextLead('Email is not valid')
    const error = await failure(connector().sendLead(lead))
    expect(error.code).toBe('refused')
    expect(error.params.detail).toContain('Email is not valid')
    expect(fake.leads).toEqual([])
  })

  it('a CRM that is down takes no lead (a server error); once it is back, the lead arrives', async () => {
    fake.setAvailable(false)
    expect((await failure(connector().sendLead(lead))).code).toBe('server')
    expect((await outboundFetch(`${fake.origin}/pictures/p1001/100101-v1.jpg`)).status).toBe(500)
    expect(fake.leads).toEqual([])
    // The connector's http retries (createCrmHttp's default 4) each reached the fake.
    expect(fake.requests.filter((r) => r.operation === 'ContactOnMe')).toHaveLength(5)
    fake.setAvailable(true)
    await connector().sendLead(lead)
    expect(fake.leads.map((received) => received.params.Email)).toEqual(['jonas@example.com'])
  })
})
