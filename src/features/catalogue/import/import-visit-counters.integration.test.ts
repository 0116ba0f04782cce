import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { agents, crmVisitCounters, properties, propertyTypes } from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { localStore } from '@/server/storage/local-store'
import { importFeed } from './import-feed'
import { propertyRecord } from './test-feed'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let workDir: string

beforeAll(async () => {
  database = await createTestDatabase()
  const demo = generateDemo({ today: new Date('2026-03-29T10:00:00Z') })
  await database.db.insert(propertyTypes).values(demo.propertyTypes)
  await database.db.insert(agents).values(demo.agents)
  workDir = await mkdtemp(path.join(tmpdir(), 'feed-counters-'))
})

afterAll(async () => {
  await database.drop()
  await rm(workDir, { recursive: true, force: true })
})

const run = (record: Record<string, unknown>) =>
  importFeed(
    database.db,
    { mode: 'partial', properties: [record] },
    { feedDir: workDir, media: localStore(workDir) },
  )

async function countersOf(reference: string) {
  const [row] = await database.db
    .select({
      today: crmVisitCounters.today,
      week: crmVisitCounters.week,
      month: crmVisitCounters.month,
      total: crmVisitCounters.total,
    })
    .from(crmVisitCounters)
    .innerJoin(properties, eq(properties.id, crmVisitCounters.propertyId))
    .where(eq(properties.reference, reference))
  return row ?? null
}

describe('the CRM visit counters in the feed', () => {
  it('stores them, keeps them when a record leaves them out, and drops them when all are unknown', async () => {
    const counted = { Today: 3, Week: 12, Month: 40, Total: 512 }
    const first = await run(propertyRecord({ Reference: 'VC-1', VisitCounters: counted }))
    expect(first.properties.created).toEqual(['VC-1'])
    expect(await countersOf('VC-1')).toEqual({ today: 3, week: 12, month: 40, total: 512 })

    // New counts alone are statistics, not a change of the listing.
    const moved = await run(
      propertyRecord({ Reference: 'VC-1', VisitCounters: { ...counted, Today: 4, Total: 513 } }),
    )
    expect(moved.properties.unchanged).toEqual(['VC-1'])
    expect(await countersOf('VC-1')).toEqual({ today: 4, week: 12, month: 40, total: 513 })

    await run(propertyRecord({ Reference: 'VC-1' }))
    expect(await countersOf('VC-1')).toEqual({ today: 4, week: 12, month: 40, total: 513 })

    await run(propertyRecord({ Reference: 'VC-1', VisitCounters: { Total: 600 } }))
    expect(await countersOf('VC-1')).toEqual({ today: null, week: null, month: null, total: 600 })

    await run(propertyRecord({ Reference: 'VC-1', VisitCounters: {} }))
    expect(await countersOf('VC-1')).toBeNull()
  })

  it('refuses a count that is not a whole number, and the record with it', async () => {
    const report = await run(
      propertyRecord({ Reference: 'VC-2', VisitCounters: { Today: -1, Total: 'many' } }),
    )
    expect(report.properties.created).toEqual([])
    expect(report.properties.invalid.map((entry) => entry.reference)).toEqual(['VC-2'])
    expect(await countersOf('VC-2')).toBeNull()
  })
})
