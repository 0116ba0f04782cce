import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { agents, properties, propertyTypes, propertyViewsDaily } from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { brusselsDay } from '@/lib/belgium/brussels-day'
import { recordPropertyView } from './record-view'

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
let database: Awaited<ReturnType<typeof createTestDatabase>>
let propertyId: number

beforeAll(async () => {
  database = await createTestDatabase()
  const demo = generateDemo({ today: new Date('2026-11-22T12:00:00Z') })
  await database.db.insert(propertyTypes).values(demo.propertyTypes)
  await database.db.insert(agents).values(demo.agents)
  const [first] = demo.properties.filter((p) => p.projectId == null)
  const [row] = await database.db
    .insert(properties)
    .values({ ...first!, id: undefined })
    .returning({ id: properties.id })
  propertyId = row!.id
})

afterAll(async () => database.drop())

describe('recordPropertyView', () => {
  it('counts views per property per Brussels day and ignores bots', async () => {
    const evening = new Date('2026-11-22T22:30:00Z') // 23:30 in Brussels: still the 22nd
    const night = new Date('2026-11-22T23:30:00Z') // 00:30 in Brussels: the 23rd
    expect(await recordPropertyView(database.db, propertyId, browser, evening)).toBe(true)
    expect(await recordPropertyView(database.db, propertyId, browser, evening)).toBe(true)
    expect(await recordPropertyView(database.db, propertyId, 'Googlebot/2.1', evening)).toBe(false)
    expect(await recordPropertyView(database.db, propertyId, browser, night)).toBe(true)
    const rows = await database.db.select().from(propertyViewsDaily)
    expect(rows.map((r) => [r.day, r.views]).sort()).toEqual([
      ['2026-11-22', 2],
      ['2026-11-23', 1],
    ])
  })

  it('keeps counts exact under concurrent views', async () => {
    const at = new Date('2026-11-25T10:00:00Z')
    await Promise.all(
      Array.from({ length: 40 }, () => recordPropertyView(database.db, propertyId, browser, at)),
    )
    const rows = await database.db.select().from(propertyViewsDaily)
    expect(rows.find((r) => r.day === brusselsDay(at))?.views).toBe(40)
  })
})
