import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertDemoCatalogue } from '../../../../tests/support/demo-catalogue'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { parseSearchParams } from '@/features/catalogue/search/search-params'
import { searchProperties } from '@/features/catalogue/search/search-properties'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { seedContent } from '@/server/seed/seed-content'
import { GET } from './route'

// The live count of the phone's filter dialog, as the browser asks for it: the same number the
// list page shows for the same search, which the statement counts in SQL here.
let database: Awaited<ReturnType<typeof createTestDatabase>>
vi.mock('@/server/db/client', () => ({ db: () => database.db }))

const demo = generateDemo({ today: new Date('2026-03-29T10:00:00Z') })

beforeAll(async () => {
  database = await createTestDatabase()
  await seedContent(database.db)
  await insertDemoCatalogue(database.db, demo)
})
afterAll(async () => database?.drop())

async function count(query: string) {
  const response = await GET(new Request(`http://localhost/api/search-count/?${query}`))
  return { status: response.status, body: (await response.json()) as { total?: number } }
}

async function listTotal(goal: 0 | 1, query: string) {
  const state = parseSearchParams(new URLSearchParams(query))
  const result = await searchProperties(database.db, { goal, state, totals: null, index: null })
  return result.total
}

describe('GET /api/search-count', () => {
  it.each([
    [0, ''],
    [1, ''],
    [0, 'beds=3&max=500000'],
    [0, 'place=Gent&place=1050'],
    [0, 'place=Gent%2C%201050&type=2'],
    [1, 'features=furnished&place=Bruxelles'],
  ] as const)('goal %s, "%s": the total the list counts', async (goal, query) => {
    const answer = await count(`goal=${goal}&${query}`)
    expect(answer.status).toBe(200)
    expect(answer.body.total).toBe(await listTotal(goal, query))
  })

  it('counts several places as the sum of each alone (no listing is in two)', async () => {
    const both = (await count('goal=0&place=Gent&place=1050')).body.total!
    const gent = (await count('goal=0&place=Gent')).body.total!
    const ixelles = (await count('goal=0&place=1050')).body.total!
    expect(gent).toBeGreaterThan(0)
    expect(ixelles).toBeGreaterThan(0)
    expect(both).toBe(gent + ixelles)
  })

  it('lets the browser keep an answer for a minute', async () => {
    const response = await GET(new Request('http://localhost/api/search-count/?goal=1'))
    expect(response.headers.get('cache-control')).toBe('public, max-age=60')
  })

  it('answers 400 without a goal it knows', async () => {
    expect((await count('beds=2')).status).toBe(400)
    expect((await count('goal=2')).status).toBe(400)
  })
})
