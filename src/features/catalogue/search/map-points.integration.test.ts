import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { insertDemoCatalogue } from '../../../../tests/support/demo-catalogue'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { properties } from '@/server/db/schema'
import { MapViewError, maxMapZoom, type MapBounds } from './map-clusters'
import { searchMap, searchMapExtent } from './map-points'
import { searchIndexFor } from './search-index'
import { parseSearchParams, type SearchState } from './search-params'
import { searchProperties } from './search-properties'

const demo = generateDemo({ today: new Date('2026-03-29T10:00:00Z') })
const belgium: MapBounds = { south: 49.4, west: 2.5, north: 51.6, east: 6.5 }

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
  await insertDemoCatalogue(database.db, demo)
})
afterAll(async () => {
  await database?.drop()
})

// One filter set per kind of filter, and some together: the map must apply each as the list does.
const searches: [0 | 1, string][] = [
  [0, ''],
  [1, ''],
  [0, 'type=1'],
  [0, 'type=2&region=brussels'],
  [0, 'min=300000'],
  [0, 'min=200000&max=450000'],
  [1, 'max=1200'],
  [0, 'beds=3'],
  [0, 'place=1000'],
  [0, 'place=Bruxelles'],
  [0, 'place=Liège'],
  [0, 'region=flanders'],
  [1, 'region=wallonia'],
  [1, 'features=furnished'],
  [0, 'features=garden&features=garage'],
  [0, 'epc=a&epc=b'],
  [0, 'type=1&beds=2&features=garden&epc=c&region=wallonia'],
  [0, 'bbox=50.8,4.3,50.9,4.45'],
  [1, 'bbox=50.5,3.5,51.2,5'],
  [0, 'polygon=50.7,4.2,51,4.35,50.75,4.6'],
  // Loops over itself: the overlap counts once, as PostgreSQL's winding test decides.
  [0, 'polygon=50.5,3.5,51.3,5.5,51.3,3.5,50.5,5.5'],
  [1, 'polygon=49.5,2.5,51.5,4,49.5,6.4&type=1'],
]

/** The ids of every match of the list (all its pages), the list's own statement deciding. */
async function listMatches(goal: 0 | 1, state: SearchState): Promise<number[]> {
  const ids: number[] = []
  for (let page = 1; ; page++) {
    const result = await searchProperties(database.db, {
      goal,
      state: { ...state, page },
      pageSize: 100,
      totals: null,
    })
    ids.push(...result.items.map((item) => item.id))
    if (page >= result.pageCount) return ids
  }
}

/** Of these listings, those whose address is published and placed. */
async function onTheMap(ids: number[]): Promise<Set<number>> {
  const rows = await database.db
    .select({ id: properties.id })
    .from(properties)
    .where(
      sql`${properties.id} = any(${sql.param(ids)}::integer[]) and ${properties.publishAddress}
        and ${properties.lat} is not null and ${properties.lng} is not null`,
    )
  return new Set(rows.map((row) => row.id))
}

const total = ({ clusters, points }: Awaited<ReturnType<typeof searchMap>>) =>
  clusters.reduce((sum, cluster) => sum + cluster.count, 0) + points.length

describe('searchMap', () => {
  it('counts every match of the list whose address is published, for every filter', async () => {
    for (const [goal, query] of searches) {
      const state = parseSearchParams(new URLSearchParams(query))
      const matches = await listMatches(goal, state)
      const mapped = await onTheMap(matches)
      expect(matches.length, query).toBeGreaterThan(0)
      expect(mapped.size, query).toBeLessThanOrEqual(matches.length)

      const extent = await searchMapExtent(database.db, { goal, state })
      expect(extent.count, query).toBe(mapped.size)
      for (const zoom of [6, 8, 11]) {
        const shown = await searchMap(database.db, { goal, state, zoom, view: belgium })
        // Counts add up to the list's total less the listings without a published address.
        expect(total(shown), `${query} at zoom ${zoom}`).toBe(mapped.size)
        for (const point of shown.points) expect(mapped.has(point.id), query).toBe(true)
      }
    }
  })

  it('splits a cluster of a low zoom level into smaller ones and single listings deeper in', async () => {
    const state = parseSearchParams(new URLSearchParams())
    const overview = await searchMap(database.db, { goal: 0, state, zoom: 7, view: belgium })
    const cluster = overview.clusters.toSorted((a, b) => b.count - a.count)[0]!
    expect(cluster.count).toBeGreaterThan(1)
    expect(cluster.south).toBeLessThanOrEqual(cluster.lat)
    expect(cluster.north).toBeGreaterThanOrEqual(cluster.lat)

    const closer = await searchMap(database.db, { goal: 0, state, zoom: 12, view: cluster })
    expect(closer.clusters.length + closer.points.length).toBeGreaterThan(1)
    expect(total(closer)).toBeGreaterThanOrEqual(cluster.count)
    for (const point of closer.points) {
      expect(point.lat).toBeGreaterThanOrEqual(cluster.south - 0.05)
    }

    // At the deepest zoom every listing stands alone.
    const deepest = await searchMap(database.db, {
      goal: 0,
      state,
      zoom: maxMapZoom,
      view: {
        south: cluster.lat - 0.001,
        west: cluster.lng - 0.001,
        north: cluster.lat + 0.001,
        east: cluster.lng + 0.001,
      },
    })
    expect(deepest.clusters).toEqual([])
  })

  it('never places a listing whose address is not published, nor shows a hidden price', async () => {
    const state = parseSearchParams(new URLSearchParams())
    const hidden = demo.properties.filter((row) => row.goal === 0 && row.publishAddress === false)
    expect(hidden.length).toBeGreaterThan(0)
    const hiddenIds = new Set(
      (
        await database.db
          .select({ id: properties.id })
          .from(properties)
          .where(sql`not ${properties.publishAddress} and ${properties.goal} = 0`)
      ).map((row) => row.id),
    )
    for (const zoom of [maxMapZoom - 1, maxMapZoom]) {
      // Around each hidden listing's stored position, where a pin would stand.
      for (const row of hidden.filter((candidate) => candidate.lat != null).slice(0, 5)) {
        const view = {
          south: row.lat! - 0.002,
          west: row.lng! - 0.002,
          north: row.lat! + 0.002,
          east: row.lng! + 0.002,
        }
        const shown = await searchMap(database.db, { goal: 0, state, zoom, view })
        for (const point of shown.points) expect(hiddenIds.has(point.id)).toBe(false)
      }
    }
    const all = await searchMap(database.db, { goal: 0, state, zoom: 11, view: belgium })
    for (const point of all.points) {
      if (!point.publishPrice) expect(point.price).toBeNull()
    }
  })

  it('follows a change to the listings at once', async () => {
    const state = parseSearchParams(new URLSearchParams())
    const before = await searchMapExtent(database.db, { goal: 0, state })
    const loads = searchIndexFor(database.db).loads
    const [shown] = (await searchMap(database.db, { goal: 0, state, zoom: 11, view: belgium }))
      .points
    expect(shown).toBeDefined()
    // Nothing changed: the index is not loaded again.
    expect(searchIndexFor(database.db).loads).toBe(loads)

    await database.db
      .update(properties)
      .set({ publishAddress: false })
      .where(eq(properties.id, shown!.id))
    const after = await searchMapExtent(database.db, { goal: 0, state })
    expect(after.count).toBe(before.count - 1)
    const view = {
      south: shown!.lat - 0.001,
      west: shown!.lng - 0.001,
      north: shown!.lat + 0.001,
      east: shown!.lng + 0.001,
    }
    const again = await searchMap(database.db, { goal: 0, state, zoom: maxMapZoom, view })
    expect(again.points.map((point) => point.id)).not.toContain(shown!.id)
  })

  it('refuses a view too large for its zoom level', async () => {
    const state = parseSearchParams(new URLSearchParams())
    await expect(
      searchMap(database.db, { goal: 0, state, zoom: maxMapZoom, view: belgium }),
    ).rejects.toThrow(MapViewError)
  })
})
