import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { insertDemoCatalogue } from '../../../../tests/support/demo-catalogue'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { properties } from '@/server/db/schema'
import { searchMap } from './map-points'
import { parseSearchParams } from './search-params'
import { searchProperties } from './search-properties'

const demo = generateDemo({ today: new Date('2026-03-29T10:00:00Z') })

let database: Awaited<ReturnType<typeof createTestDatabase>>
let inside: { id: number; goal: number; lat: number; lng: number }
let outside: { id: number; lat: number; lng: number }

beforeAll(async () => {
  database = await createTestDatabase()
  await insertDemoCatalogue(database.db, demo)
  const mapped = await database.db
    .select({ id: properties.id, goal: properties.goal, lat: properties.lat, lng: properties.lng })
    .from(properties)
    .where(
      sql`${properties.published} and ${properties.publishAddress} and ${properties.lat} is not null`,
    )
    .orderBy(properties.id)
  const first = mapped[0]!
  inside = { id: first.id, goal: first.goal, lat: first.lat!, lng: first.lng! }
  // Another listing of the same goal at least a kilometre away.
  const far = mapped.find(
    (row) =>
      row.goal === first.goal &&
      Math.abs(row.lat! - inside.lat) + Math.abs(row.lng! - inside.lng) > 0.02,
  )!
  outside = { id: far.id, lat: far.lat!, lng: far.lng! }
})
afterAll(async () => {
  await database?.drop()
})

/** A small triangle around the listing inside: 0.005° (about 500 m) each way. */
const triangle = () =>
  [
    [inside.lat - 0.005, inside.lng - 0.005],
    [inside.lat + 0.005, inside.lng],
    [inside.lat - 0.005, inside.lng + 0.005],
  ]
    .flat()
    .map((value) => value.toFixed(5))
    .join(',')

const box = () =>
  [inside.lat - 0.003, inside.lng - 0.003, inside.lat + 0.003, inside.lng + 0.003]
    .map((value) => value.toFixed(5))
    .join(',')

async function listIds(query: string, index: boolean): Promise<number[]> {
  const result = await searchProperties(database.db, {
    goal: inside.goal as 0 | 1,
    state: { ...parseSearchParams(new URLSearchParams(query)) },
    pageSize: 100,
    totals: null,
    // Without the index, the statement counts; with it, the index does: both must agree.
    index: index ? undefined : null,
  })
  expect(result.total).toBe(result.items.length)
  return result.items.map((item) => item.id)
}

describe('the map area filters', () => {
  it('finds the listing inside a drawn area and leaves the one outside out', async () => {
    for (const index of [false, true]) {
      const ids = await listIds(`polygon=${triangle()}`, index)
      expect(ids).toContain(inside.id)
      expect(ids).not.toContain(outside.id)
    }
  })

  it('finds the listing inside a searched box and leaves the one outside out', async () => {
    for (const index of [false, true]) {
      const ids = await listIds(`bbox=${box()}`, index)
      expect(ids).toContain(inside.id)
      expect(ids).not.toContain(outside.id)
    }
  })

  it('leaves out a listing in the area whose address is not published', async () => {
    await database.db
      .update(properties)
      .set({ publishAddress: false })
      .where(eq(properties.id, inside.id))
    try {
      expect(await listIds(`polygon=${triangle()}`, false)).not.toContain(inside.id)
    } finally {
      await database.db
        .update(properties)
        .set({ publishAddress: true })
        .where(eq(properties.id, inside.id))
    }
  })

  it('shows on the map only what is in the drawn area', async () => {
    // The listing outside, moved next to the area, is in the view but not in the area.
    await database.db
      .update(properties)
      .set({ lat: inside.lat + 0.008, lng: inside.lng })
      .where(eq(properties.id, outside.id))
    const state = parseSearchParams(new URLSearchParams(`polygon=${triangle()}`))
    const { clusters, points } = await searchMap(database.db, {
      goal: inside.goal as 0 | 1,
      state,
      zoom: 18,
      view: {
        south: inside.lat - 0.02,
        west: inside.lng - 0.02,
        north: inside.lat + 0.02,
        east: inside.lng + 0.02,
      },
    })
    expect(clusters).toEqual([])
    expect(points.map((point) => point.id)).toContain(inside.id)
    expect(points.map((point) => point.id)).not.toContain(outside.id)
  })
})
