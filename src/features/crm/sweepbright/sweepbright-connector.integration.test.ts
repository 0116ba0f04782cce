process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.1/32'

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { CrmLead, MappingContext } from '@/features/crm/connector'
import { CrmError } from '@/features/crm/crm-error'
import { createCrmHttp } from '@/features/crm/http/crm-http'
import { outboundFetch } from '@/server/outbound/outbound-fetch'
import {
  buildEstate,
  sampleEstate,
  sampleProject,
  startFakeSweepBright,
  type FakeSweepBright,
  type FakeSweepBrightOptions,
} from '../../../../tests/support/fake-sweepbright'
import { createSweepBrightConnector } from './sweepbright-connector'
import { readWebhook } from './sweepbright-webhook'

const context: MappingContext = {
  agentId: ({ email }) => (email === 'sofie.janssens@immo-voorbeeld.be' ? 3 : null),
}

let fake: FakeSweepBright | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

async function setUp(options: FakeSweepBrightOptions = {}, connectorNow?: () => number) {
  fake = await startFakeSweepBright(options)
  const connector = createSweepBrightConnector(
    { settings: fake.settings(), http: createCrmHttp({ baseDelayMs: 1, maxDelayMs: 5 }) },
    { now: connectorNow },
  )
  return { fake, connector }
}

async function failure(promise: Promise<unknown>): Promise<CrmError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(CrmError)
  return error as CrmError
}

const houseId = '4c1d7e2a-9b3f-4e61-8a0d-2f5b6c7d8e90'

function lead(overrides: Partial<CrmLead> = {}): CrmLead {
  return {
    id: 'a1c2d3e4-0000-4000-8000-000000000001',
    kind: 'info-request',
    language: 'nl',
    createdAt: '2026-11-24T14:00:00.000Z',
    person: {
      title: 'mr',
      firstName: 'Jonas',
      lastName: 'Maes',
      email: 'jonas@example.com',
      phone: '0470000000',
    },
    property: { reference: 'MEC-0231', crmId: houseId },
    project: null,
    fields: { request: 'info', remark: 'Is de tuin omheind?' },
    ...overrides,
  }
}

describe('SweepBright connector against the fake, over HTTP', () => {
  it('fetches an estate with one token and the pinned version header', async () => {
    const { fake, connector } = await setUp()
    fake.upsert(sampleEstate())
    const page = await connector.fetchOne(houseId, context)
    expect(page?.properties[0]).toMatchObject({
      crmId: houseId,
      record: { Reference: 'MEC-0231', Price: 415000, AgentID: 3 },
    })
    await connector.fetchOne(houseId, context)
    expect(fake.tokensIssued).toBe(1)
    expect(fake.requests.map(({ method, path, status }) => `${method} ${path} ${status}`)).toEqual([
      'POST /api/oauth/token 200',
      `GET /api/estates/${houseId} 200`,
      `GET /api/estates/${houseId} 200`,
    ])
  })

  it('keys photos on the image id while their signed URLs change on every fetch', async () => {
    const { fake, connector } = await setUp()
    fake.upsert(buildEstate(1))
    const photosOf = async () => {
      const page = await connector.fetchOne(buildEstate(1).id, context)
      return page!.properties[0]!.record.Photos as { Url: string; Key: string }[]
    }
    const first = await photosOf()
    const second = await photosOf()
    expect(first.map((photo) => photo.Key)).toEqual(['image-1-1', 'image-1-2', 'image-1-3'])
    expect(second.map((photo) => photo.Key)).toEqual(['image-1-1', 'image-1-2', 'image-1-3'])
    expect(first[0]!.Url).not.toBe(second[0]!.Url)
    // The fake serves the bytes of its signed URLs: a real JPEG.
    const image = await outboundFetch(first[0]!.Url, {
      timeoutMs: 5_000,
      maxBytes: 1_000_000,
    })
    expect(Array.from(image.body.subarray(0, 3))).toEqual([0xff, 0xd8, 0xff])
    expect(fake.mediaRequests).toEqual(['image-1-1'])
  })

  it('answers null for an unknown estate and for one outside the fetch window', async () => {
    let clock = Date.parse('2026-03-28T09:00:00Z')
    const { fake, connector } = await setUp({ now: () => clock })
    fake.upsert(sampleEstate())
    expect(await connector.fetchOne('11111111-2222-4333-8444-555555555555', context)).toBeNull()

    const receiver = createServer((request, response) => response.end('ok'))
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
    try {
      await fake.sendWebhook(target, { event: 'estate-updated', estateId: houseId })
      clock += 59 * 60_000
      expect(await connector.fetchOne(houseId, context)).not.toBeNull()
      clock += 2 * 60_000
      expect(await connector.fetchOne(houseId, context)).toBeNull()
    } finally {
      receiver.closeAllConnections()
      await new Promise((resolve) => receiver.close(resolve))
    }
  })

  it('answers null for an estate whose status is not published', async () => {
    const { fake, connector } = await setUp()
    fake.upsert({ ...sampleEstate(), status: 'withdrawn' })
    expect(await connector.fetchOne(houseId, context)).toBeNull()
  })

  it('fetches a project with its units, also when the webhook names a unit', async () => {
    const { fake, connector } = await setUp()
    fake.upsert(sampleProject())
    const page = await connector.fetchOne('7a0e9c1b-5d24-4f3a-9e8b-1c2d3e4f5a6b', context)
    expect(page?.projects.map(({ record }) => record.Reference)).toEqual(['NB-LEIE'])
    expect(page?.properties.map(({ record }) => record.ProjectReference)).toEqual([
      'NB-LEIE',
      'NB-LEIE',
    ])

    const unit = (sampleProject().properties as Record<string, unknown>[])[0]!
    fake.upsert(unit as { id: string })
    const viaUnit = await connector.fetchOne(String(unit.id), context)
    expect(viaUnit).toEqual(
      page && { ...page, projects: [expect.objectContaining({ crmId: page.projects[0]!.crmId })] },
    )
  })

  it('refreshes the token before it runs out', async () => {
    let clock = 1_000_000
    const { fake, connector } = await setUp({ tokenSeconds: 600, now: () => clock }, () => clock)
    fake.upsert(sampleEstate())
    await connector.fetchOne(houseId, context)
    clock += 545_000 // the fake still takes it, but it is inside the 60 s margin of its 600 s
    await connector.fetchOne(houseId, context)
    expect(fake.tokensIssued).toBe(2)
    expect(fake.requests.every(({ status }) => status === 200)).toBe(true)
  })

  it('fetches a new token once on a 401, and fails as auth when that is refused too', async () => {
    const { fake, connector } = await setUp()
    fake.upsert(sampleEstate())
    await connector.fetchOne(houseId, context)
    fake.expireTokens()
    expect(await connector.fetchOne(houseId, context)).not.toBeNull()
    expect(fake.tokensIssued).toBe(2)

    fake.failNext(2, 'unauthorized')
    const error = await failure(connector.fetchOne(houseId, context))
    expect(error.code).toBe('auth')
  })

  it('tests the connection by obtaining a token; wrong credentials are auth', async () => {
    const { fake, connector } = await setUp()
    await connector.testConnection()
    expect(fake.tokensIssued).toBe(1)

    const wrong = createSweepBrightConnector({
      settings: fake.settings({ clientSecret: 'not-the-secret' }),
      http: createCrmHttp({ baseDelayMs: 1, maxDelayMs: 5 }),
    })
    const error = await failure(wrong.testConnection())
    expect(error).toMatchObject({
      code: 'auth',
      params: { detail: 'Client authentication failed' },
    })
    expect(error.message).not.toContain('not-the-secret')

    const unset = createSweepBrightConnector({
      settings: fake.settings({ clientId: null }),
      http: createCrmHttp({ baseDelayMs: 1, maxDelayMs: 5 }),
    })
    expect((await failure(unset.testConnection())).code).toBe('not-configured')
  })

  it('retries 429 and 5xx, then succeeds', async () => {
    const { fake, connector } = await setUp()
    fake.upsert(sampleEstate())
    fake.failNext(1, 'rate-limit')
    fake.failNext(2, 'server')
    expect(await connector.fetchOne(houseId, context)).not.toBeNull()
    expect(fake.requests.map(({ status }) => status)).toEqual([429, 500, 500, 200, 200])
  })

  it('reports a body that is not JSON, and an answer that is not an estate, as invalid-response', async () => {
    const { fake, connector } = await setUp()
    fake.upsert(sampleEstate())
    await connector.testConnection()
    fake.failNext(1, 'not-json')
    expect((await failure(connector.fetchOne(houseId, context))).code).toBe('invalid-response')
    // An estate without a usable id is not an estate.
    Object.assign(fake.estate(houseId)!, { id: 42 })
    expect((await failure(connector.fetchOne(houseId, context))).code).toBe('invalid-response')
  })

  it('gives up with rate-limited when 429 lasts', async () => {
    const { fake, connector } = await setUp()
    fake.failNext(10, 'rate-limit')
    expect((await failure(connector.testConnection())).code).toBe('rate-limited')
  })

  it('reports the site URL of a listing', async () => {
    const { fake, connector } = await setUp()
    fake.upsert(sampleEstate())
    await connector.reportUrl(houseId, 'https://immo.example/nl/te-koop/mec-0231')
    expect(fake.reportedUrls.get(houseId)).toBe('https://immo.example/nl/te-koop/mec-0231')
    expect((await failure(connector.reportUrl('unknown', 'https://immo.example/x'))).code).toBe(
      'refused',
    )
  })

  it('sends leads to the calls of §5.4, which the fake records', async () => {
    const { fake, connector } = await setUp()
    fake.upsert(sampleEstate())
    fake.upsert(sampleProject())
    await connector.sendLead(lead())
    await connector.sendLead(
      lead({
        kind: 'construction-contact',
        property: null,
        project: { reference: 'NB-LEIE', crmId: '7a0e9c1b-5d24-4f3a-9e8b-1c2d3e4f5a6b' },
      }),
    )
    await connector.sendLead(
      lead({ kind: 'free-valuation', property: null, fields: { zip: '2800' } }),
    )
    await connector.sendLead(
      lead({
        kind: 'demand-register',
        property: null,
        fields: { goal: 'buy', priceMax: 400000, zips: ['2800'] },
      }),
    )
    await connector.sendLead(
      lead({ kind: 'site-contact', property: null, fields: { remark: 'Hallo' } }),
    )
    expect(fake.leads.map(({ path, estateId }) => [path, estateId])).toEqual([
      [`estates/${houseId}/contacts`, houseId],
      [
        'estates/7a0e9c1b-5d24-4f3a-9e8b-1c2d3e4f5a6b/contacts',
        '7a0e9c1b-5d24-4f3a-9e8b-1c2d3e4f5a6b',
      ],
      ['contacts/owners', null],
      ['contacts', null],
      ['contacts', null],
    ])
    expect(fake.leads[0]!.body).toMatchObject({
      first_name: 'Jonas',
      last_name: 'Maes',
      email: 'jonas@example.com',
      phone: '0470000000',
      locale: 'nl',
      message: expect.stringMatching(/^Is de tuin omheind\?\n/),
    })
    expect(fake.leads[2]!.body).toMatchObject({ pronouns: 'male' })
    expect(fake.leads[3]!.body).toMatchObject({
      preferences: { negotiation: 'sale', max_price: 400000 },
      location_preference: { postal_codes: ['2800'] },
    })
  })

  it('sends a lead about an estate SweepBright no longer has as a general contact', async () => {
    const { fake, connector } = await setUp()
    await connector.sendLead(lead())
    expect(fake.leads.map(({ path }) => path)).toEqual(['contacts'])
    expect(fake.leads[0]!.body.message).toContain('listing: MEC-0231')
  })

  it('turns a lead SweepBright refuses (422) into refused, with its reason', async () => {
    const { fake, connector } = await setUp()
    fake.upsert(sampleEstate())
    fake.refuseLeads({ phone: ['The phone field is required.'] })
    const error = await failure(connector.sendLead(lead()))
    expect(error).toMatchObject({
      code: 'refused',
      params: { detail: 'phone: The phone field is required.' },
    })
    expect(fake.leads).toEqual([])
  })

  it('has no users list: agents() is empty', async () => {
    const { connector } = await setUp()
    expect(await connector.agents()).toEqual([])
  })

  it("signs webhooks that readWebhook accepts with the fake's secret, and only with it", async () => {
    const bodies: { raw: Uint8Array; signature: string | null }[] = []
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        bodies.push({
          raw: new Uint8Array(Buffer.concat(chunks)),
          signature: (request.headers['x-hook-signature'] as string | undefined) ?? null,
        })
        response.end('ok')
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
    const { fake } = await setUp()
    try {
      await fake.sendWebhook(target, { event: 'estate-added', estateId: houseId })
      await fake.sendWebhook(
        target,
        { event: 'estate-deleted', estateId: houseId },
        { signWith: 'forged' },
      )
    } finally {
      receiver.closeAllConnections()
      await new Promise((resolve) => receiver.close(resolve))
    }
    const [genuine, forged] = bodies
    expect(readWebhook(genuine!.raw, genuine!.signature, fake.clientSecret)).toEqual({
      ok: true,
      event: {
        event: 'estate-added',
        estateId: houseId,
        happenedAt: expect.stringMatching(/\+00:00$/),
        companyId: fake.companyId,
      },
    })
    expect(readWebhook(forged!.raw, forged!.signature, fake.clientSecret)).toEqual({
      ok: false,
      reason: 'signature',
    })
  })
})
