import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertDemoCatalogue } from '../../../../tests/support/demo-catalogue'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { searchMap } from '@/features/catalogue/search/map-points'
import { parseSearchParams } from '@/features/catalogue/search/search-params'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { seedContent } from '@/server/seed/seed-content'
import { GET } from './route'

// The map view's endpoint as the browser calls it: the list page's URL gives the goal and the
// detail URLs, the view and zoom the clusters; anything it cannot place is a 400.
let database: Awaited<ReturnType<typeof createTestDatabase>>
vi.mock('@/server/db/client', () => ({ db: () => database.db }))
vi.mock('next-intl/server', () => import('../../../../tests/support/next-intl-server'))

const demo = generateDemo({ today: new Date('2026-03-29T10:00:00Z') })
const belgium = { south: 49.4, west: 2.5, north: 51.6, east: 6.5 }

beforeAll(async () => {
  database = await createTestDatabase()
  await seedContent(database.db)
  await insertDemoCatalogue(database.db, demo)
})
afterAll(async () => database?.drop())

type Answer = {
  clusters: { count: number }[]
  markers: { id: number; url: string; price: string }[]
}

function get(query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  return GET(new Request(`http://localhost/api/map-points?${params}`))
}

const view = { ...belgium, zoom: 8 }

describe('GET /api/map-points', () => {
  it("answers the list's matches in the view, counted once each, with detail URLs in the page's language", async () => {
    const response = await get({ lang: 'nl', list: '/nl/te-koop/', ...view })
    expect(response.status).toBe(200)
    const answer = (await response.json()) as Answer
    const expected = await searchMap(database.db, {
      goal: 0,
      state: parseSearchParams(new URLSearchParams()),
      zoom: 8,
      view: belgium,
    })
    const shown = answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0)
    expect(shown + answer.markers.length).toBeGreaterThan(10)
    expect(shown + answer.markers.length).toBe(
      expected.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + expected.points.length,
    )
    for (const marker of answer.markers) expect(marker.url).toMatch(/^\/nl\/te-koop\//)
  })

  it("applies the list's own filters", async () => {
    const all = (await (await get({ lang: 'en', list: '/for-rent/', ...view })).json()) as Answer
    const furnished = (await (
      await get({ lang: 'en', list: '/for-rent/', features: 'furnished', ...view })
    ).json()) as Answer
    const count = (answer: Answer) =>
      answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0) + answer.markers.length
    expect(count(furnished)).toBeGreaterThan(0)
    expect(count(furnished)).toBeLessThan(count(all))
  })

  it('refuses what it cannot place: an unknown language or list, a broken zoom or view', async () => {
    const refused = [
      { lang: 'es', list: '/for-sale/', ...view },
      { lang: 'en', list: '/nl/te-koop/', ...view },
      { lang: 'en', list: '/contact/', ...view },
      { lang: 'en', list: '/for-sale/', ...view, zoom: 7.5 },
      { lang: 'en', list: '/for-sale/', ...view, north: 'x' },
      { lang: 'en', list: '/for-sale/', south: 49.4, west: 2.5, north: 51.6, zoom: 8 },
    ]
    for (const query of refused) {
      const response = await get(query)
      expect(response.status, JSON.stringify(query)).toBe(400)
    }
  })
})
