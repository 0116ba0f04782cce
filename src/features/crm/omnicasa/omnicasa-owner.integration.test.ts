process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.1/32'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CrmPage, MappingContext } from '@/features/crm/connector'
import { createCrmHttp } from '@/features/crm/http/crm-http'
import {
  fakeOwnerData,
  fakeProperty,
  omnicasaNow,
  startFakeOmnicasa,
  type FakeOmnicasa,
} from '../../../../tests/support/fake-omnicasa'
import { changeSince, createOmnicasaConnector } from './omnicasa-connector'
import { historyLookbackDays } from './omnicasa-fields'

let fake: FakeOmnicasa
const ownerOperations = [
  'GetCalendarHistories',
  'GetAutomaticHistories',
  'GetMediaOnlineHistories',
  'GetVisitStatisticOfProperty',
]

const connector = () =>
  createOmnicasaConnector({
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

const owning = (owned: string[], refresh: string[] = []): MappingContext => ({
  agentId: () => null,
  hasOwner: (reference) => owned.includes(reference),
  ownedToRefresh: refresh,
})

async function listings(pages: AsyncIterable<CrmPage>) {
  const all = []
  for await (const page of pages) all.push(...page.properties)
  return new Map(all.map((entry) => [entry.crmId, entry.record]))
}

/** The owner calls made since the test began, as `operation id`. */
const ownerCalls = () =>
  fake.requests
    .filter((request) => ownerOperations.includes(request.operation))
    .map((request) => `${request.operation} ${request.params.ObjectID ?? request.params.ID}`)

beforeAll(async () => {
  fake = await startFakeOmnicasa({
    properties: [1001, 1002, 1003].map((id) =>
      fakeProperty(id, { LastChangedDate: '2026-02-01 10:00:00' }),
    ),
  })
  for (const id of [1001, 1002, 1003]) fake.setOwnerData(id, fakeOwnerData(id))
})
afterAll(async () => {
  await fake.close()
})
beforeEach(() => {
  fake.requests.length = 0
})

describe('Omnicasa owner data', () => {
  it("gives an owned listing its history and the CRM's counters, and asks nothing for the others", async () => {
    const records = await listings(connector().changes(null, owning(['1001'])))
    expect(records.size).toBe(3)
    const owned = records.get('1001')!
    const data = fakeOwnerData(1001)
    expect(owned.OwnerHistory).toEqual([
      {
        Key: 'oc-cal-10011',
        Date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:30:00\.000Z$/),
        Type: 'visit',
        Contact: 'Thomas B.',
        Subject: 'Bezoek',
        Comment: 'Ze vonden het terras mooi.',
        Status: 'done',
        Source: 'Omnicasa',
      },
      expect.objectContaining({ Key: 'oc-auto-10012', Type: 'communication' }),
      expect.objectContaining({ Key: 'oc-media-10013', Type: 'online_media', Source: 'Immoweb' }),
    ])
    expect(owned.VisitCounters).toEqual({
      Today: data.statistic!.Today,
      Week: data.statistic!.ThisWeek,
      Month: data.statistic!.ThisMonth,
      Total: data.statistic!.Total,
    })
    expect(records.get('1002')).not.toHaveProperty('OwnerHistory')
    expect(records.get('1002')).not.toHaveProperty('VisitCounters')
    expect(ownerCalls().sort()).toEqual(
      ownerOperations.map((operation) => `${operation} 1001`).sort(),
    )
    // A full pull asks for the whole history.
    const calendar = fake.requests.find((request) => request.operation === 'GetCalendarHistories')
    expect(calendar?.params).not.toHaveProperty('FromDate')
  })

  it('asks an incremental pull for the recent rows only, and refreshes owned listings that did not change', async () => {
    const since = new Date(Date.now() - 3_600_000)
    fake.upsert(fakeProperty(1002, { Price: 123_000 }))
    const old = omnicasaNow(new Date(Date.now() - 2 * historyLookbackDays * 86_400_000))
    fake.setOwnerData(1003, {
      media: [{ ID: 50, Date: old, Subject: 'Gepubliceerd op Zimmo', MediaName: 'Zimmo' }],
      calendar: [
        ...fakeOwnerData(1003).calendar,
        { ID: 99, Date: omnicasaNow(), Subject: 'Tweede bezoek', StatusName: 'confirmed' },
      ],
    })
    const records = await listings(
      connector().changes(since, owning(['1002', '1003'], ['1003', '1002'])),
    )
    // 1002 changed; 1003 did not, but is owned and due for a refresh; 1001 has no owner now.
    expect([...records.keys()].sort()).toEqual(['1002', '1003'])
    expect(records.get('1003')!.OwnerHistory).toEqual(
      expect.arrayContaining([expect.objectContaining({ Key: 'oc-cal-99', Status: 'confirmed' })]),
    )
    // A row older than the window is not asked for again: the import keeps it from before.
    expect(
      (records.get('1003')!.OwnerHistory as { Key: string }[]).map((row) => row.Key).sort(),
    ).toEqual(['oc-auto-10032', 'oc-cal-10031', 'oc-cal-99'])
    const from = changeSince(new Date(since.getTime() - historyLookbackDays * 86_400_000))
    const histories = fake.requests.filter((request) => request.operation.endsWith('Histories'))
    expect(histories.map((request) => request.params.FromDate)).toEqual(Array(6).fill(from))
    // Each owned listing once, though 1002 is both changed and due for a refresh.
    expect(
      ownerCalls()
        .filter((call) => call.startsWith('GetVisitStatistic'))
        .sort(),
    ).toEqual(['GetVisitStatisticOfProperty 1002', 'GetVisitStatisticOfProperty 1003'])
  })

  it('still imports a listing when Omnicasa refuses the owner operations, without history or counters', async () => {
    fake.refuseOperation('GetAutomaticHistories')
    fake.setOwnerData(1001, { statistic: { Clicks: 5 } })
    const records = await listings(connector().changes(null, owning(['1001'])))
    const owned = records.get('1001')!
    expect((owned.OwnerHistory as { Type: string }[]).map((row) => row.Type)).toEqual([
      'visit',
      'online_media',
    ])
    expect(owned).not.toHaveProperty('VisitCounters')
  })
})
