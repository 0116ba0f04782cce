import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { propertyRecord } from '@/features/catalogue/import/test-feed'
import type { FeedPropertyInput } from '@/features/catalogue/node'
import {
  agents,
  crmRecords,
  crmSyncState,
  importRuns,
  properties,
  propertyTypes,
} from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { localStore } from '@/server/storage/local-store'
import type {
  CrmAgent,
  CrmLiveIds,
  CrmPage,
  MappingContext,
  PullConnector,
} from '@/features/crm/connector'
import { CrmError } from '@/features/crm/crm-error'
import { runSync } from './run-sync'

// The runner's own behaviour, with a connector that answers from a list the test writes: what a
// CRM answers over HTTP is each connector's test (against its fake server).
type Listing = { crmId: string; price: number; agentCrmId?: string }

let database: Awaited<ReturnType<typeof createTestDatabase>>
let mediaDir: string

function scripted(state: {
  listings: Listing[]
  agents?: CrmAgent[]
  removed?: CrmLiveIds | null
  failAfterPages?: number
  failLiveIds?: boolean
  pageSize?: number
  sinceAsked?: (Date | null)[]
}): PullConnector {
  return {
    provider: 'omnicasa',
    mode: 'pull',
    testConnection: async () => {},
    agents: async () => state.agents ?? [],
    sendLead: async () => {},
    async *changes(since: Date | null, context: MappingContext) {
      state.sinceAsked?.push(since)
      const size = state.pageSize ?? 2
      for (let start = 0, page = 0; start < state.listings.length; start += size, page++) {
        if (state.failAfterPages !== undefined && page >= state.failAfterPages) {
          throw new CrmError('server', 'GetPropertyList: HTTP 503 Service Unavailable')
        }
        const slice = state.listings.slice(start, start + size)
        const result: CrmPage = {
          projects: [],
          skipped: [],
          properties: slice.map((listing) => ({
            crmId: listing.crmId,
            record: propertyRecord({
              Reference: `OC-${listing.crmId}`,
              Price: listing.price,
              AgentID: context.agentId({ crmId: listing.agentCrmId ?? null }),
            }) as FeedPropertyInput,
          })),
        }
        yield result
      }
    },
    removedSince: async () => state.removed ?? null,
    liveIds: async () => {
      if (state.failLiveIds) throw new CrmError('timeout', 'GetPropertyList: no answer in time')
      return { properties: state.listings.map((listing) => listing.crmId), projects: [] }
    },
  }
}

const sync = (connector: PullConnector, full?: boolean) =>
  runSync({ db: database.db, media: localStore(mediaDir), connector, full })

async function published(reference: string) {
  const [row] = await database.db
    .select({
      published: properties.published,
      price: properties.price,
      agentId: properties.agentId,
    })
    .from(properties)
    .where(eq(properties.reference, reference))
  return row
}

const listings = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    crmId: String(9000 + index),
    price: 200_000 + index,
  }))

beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.insert(propertyTypes).values(generateDemo({ today: new Date() }).propertyTypes)
  mediaDir = await mkdtemp(path.join(tmpdir(), 'crm-sync-media-'))
})

afterAll(async () => {
  await database.drop()
  await rm(mediaDir, { recursive: true, force: true })
})

beforeEach(async () => {
  await database.db.delete(crmRecords)
  await database.db.delete(crmSyncState)
  await database.db.delete(properties)
  await database.db.delete(agents)
})

describe('runSync', () => {
  it('imports every page, links CRM ids, makes CRM users agents and asks for changes next time', async () => {
    const sinceAsked: (Date | null)[] = []
    const state = {
      listings: [...listings(4), { crmId: '9100', price: 410_000, agentCrmId: 'u7' }],
      agents: [
        {
          crmId: 'u7',
          firstName: 'Els',
          lastName: 'Wouters',
          email: 'els.wouters@agency.example',
          phone: '+32 470 11 22 33',
          photoUrl: null,
          languages: ['nl' as const, 'fr' as const],
        },
      ],
      sinceAsked,
    }
    const first = await sync(scripted(state))
    expect(first).toMatchObject({ status: 'done', full: true, agents: { added: 1, updated: 0 } })
    if (first.status === 'locked') throw new Error('unexpected lock')
    expect(first.report.properties.created).toHaveLength(5)
    const [agent] = await database.db.select().from(agents)
    expect(agent).toMatchObject({ firstName: 'Els', slug: 'els-wouters', languages: ['nl', 'fr'] })
    expect(await published('OC-9100')).toMatchObject({ published: true, agentId: agent!.id })
    const links = await database.db
      .select()
      .from(crmRecords)
      .where(and(eq(crmRecords.kind, 'property'), eq(crmRecords.crmId, '9100')))
    expect(links[0]?.reference).toBe('OC-9100')
    const [run] = await database.db.select().from(importRuns).where(eq(importRuns.id, first.runId))
    expect(run).toMatchObject({
      origin: 'crm',
      status: 'done',
      created: 5,
      fileName: 'omnicasa full',
    })

    state.listings[0]!.price = 199_000
    state.agents[0]!.phone = '+32 470 99 88 77'
    const second = await sync(scripted(state))
    expect(second).toMatchObject({ status: 'done', full: false, agents: { added: 0, updated: 1 } })
    expect(sinceAsked[0]).toBeNull()
    expect(sinceAsked[1]).toBeInstanceOf(Date)
    expect((await published('OC-9000'))?.price).toBe(199_000)
    if (second.status === 'locked') throw new Error('unexpected lock')
    expect(second.report.properties.updated).toEqual(['OC-9000'])
  })

  it('takes offline what the CRM says it removed, and in a full run what it no longer lists', async () => {
    const state: Parameters<typeof scripted>[0] = { listings: listings(8), removed: null }
    await sync(scripted(state))
    state.removed = { properties: ['9001', 'unknown-id'], projects: [] }
    const incremental = await sync(scripted(state))
    if (incremental.status === 'locked') throw new Error('unexpected lock')
    expect(incremental.report.properties.unpublished).toEqual(['OC-9001'])
    expect((await published('OC-9001'))?.published).toBe(false)

    state.listings = state.listings.filter((listing) => listing.crmId !== '9005')
    const full = await sync(scripted(state), true)
    if (full.status === 'locked') throw new Error('unexpected lock')
    expect(full.report.properties.unpublished).toEqual(['OC-9005'])
    expect((await published('OC-9005'))?.published).toBe(false)
    expect((await published('OC-9002'))?.published).toBe(true)
  })

  it('keeps the pages before a failure, asks again from the same point and unpublishes nothing', async () => {
    const sinceAsked: (Date | null)[] = []
    const state: Parameters<typeof scripted>[0] = { listings: listings(6), sinceAsked }
    await sync(scripted(state))
    const [before] = await database.db.select().from(crmSyncState)

    state.listings = listings(6).map((listing) => ({ ...listing, price: listing.price + 1 }))
    state.failAfterPages = 1
    const failed = await sync(scripted(state))
    expect(failed).toMatchObject({ status: 'failed' })
    if (failed.status === 'locked') throw new Error('unexpected lock')
    expect(failed.report.properties.updated).toEqual(['OC-9000', 'OC-9001'])
    const [run] = await database.db.select().from(importRuns).where(eq(importRuns.id, failed.runId))
    expect(run).toMatchObject({ status: 'failed', updated: 2 })
    expect(run?.reasons[0]).toMatchObject({ code: 'crmServer' })
    const [after] = await database.db.select().from(crmSyncState)
    expect(after?.changedSince).toEqual(before?.changedSince)

    // A full run whose list of live ids fails takes nothing offline.
    state.failAfterPages = undefined
    state.failLiveIds = true
    state.listings = []
    const noList = await sync(scripted(state), true)
    expect(noList).toMatchObject({ status: 'failed' })
    const online = await database.db.select().from(properties).where(eq(properties.published, true))
    expect(online).toHaveLength(6)
  })

  it('refuses to take most of the site offline when the CRM suddenly lists almost nothing', async () => {
    const state: Parameters<typeof scripted>[0] = { listings: listings(10) }
    await sync(scripted(state))
    state.listings = listings(2)
    const refused = await sync(scripted(state), true)
    expect(refused).toMatchObject({ status: 'refused' })
    const online = await database.db.select().from(properties).where(eq(properties.published, true))
    expect(online).toHaveLength(10)
  })

  it('runs one sync at a time: a second one started meanwhile steps aside', async () => {
    const state: Parameters<typeof scripted>[0] = { listings: listings(6) }
    const [a, b] = await Promise.all([sync(scripted(state)), sync(scripted(state))])
    expect([a.status, b.status].sort()).toEqual(['done', 'locked'])
  })
})
