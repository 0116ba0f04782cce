import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertDemoCatalogue } from '../../../../tests/support/demo-catalogue'
import { createTestDatabase } from '../../../../tests/support/test-database'
import postalCodes from '@/lib/belgium/be-postal-codes.json'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { properties } from '@/server/db/schema'
import { defaultSearchState, parseSearchParams, type SearchState } from './search-params'
import { eq } from 'drizzle-orm'
import { searchIndexFor } from './search-index'
import { countListings, listingTest } from './search-index-filter'
import { searchProperties, type SearchResult } from './search-properties'
import { SearchTotals } from './search-totals'

type Row = typeof properties.$inferInsert & { id: number; createdAt: Date }

// The moment the demo is generated at, and the one "new this week" counts back from.
const now = new Date('2026-03-29T10:00:00Z')
const demo = generateDemo({ today: now })
// The demo has listings with a hidden price, but none without any price: make one.
const withoutPrice = demo.properties.findIndex((row) => row.goal === 0 && row.published)
// Every third listing was lowered, by 1 to 20 % (reduced_from is the price trigger's; written
// here directly): a hidden price among them too, which is never sorted as reduced.
const rows = demo.properties.map((row, index) => {
  if (index === withoutPrice) return { ...row, price: null }
  if (index % 3 !== 0 || row.price == null) return row
  return { ...row, reducedFrom: Math.round(row.price / (1 - ((index * 7) % 20) / 100 - 0.01)) }
}) as Row[]

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
  await insertDemoCatalogue(database.db, demo, rows)
})
afterAll(async () => {
  await database?.drop()
})

// The expectations below are worked out from the generated rows with plain array code, on
// purpose without the search's own helpers.
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’\s]+/g, ' ')
    .trim()

function zipsNamed(name: string): Set<string> {
  const key = fold(name)
  const names = (row: (typeof postalCodes)[number]) => [
    row.locality,
    row.localityNl,
    row.localityFr,
    row.municipality,
    row.municipalityNl,
    row.municipalityFr,
  ]
  return new Set(
    postalCodes.filter((row) => names(row).some((n) => fold(n) === key)).map((row) => row.zip),
  )
}

function typeAndChildren(ids: number[]): Set<number> {
  const chosen = new Set(ids)
  for (const type of demo.propertyTypes) {
    if (type.parentId !== null && type.parentId !== undefined && chosen.has(type.parentId)) {
      chosen.add(type.id)
    }
  }
  return chosen
}

const regionNames = { flanders: 'Flanders', wallonia: 'Wallonia', brussels: 'Brussels' } as const
const featureOf = {
  garden: 'hasGarden',
  terrace: 'hasTerrace',
  garage: 'hasGarage',
  lift: 'hasLift',
  furnished: 'furnished',
} as const

const shownPrice = (row: Row) =>
  row.publishPrice !== false && row.price != null ? row.price : null

function matches(goal: 0 | 1, state: SearchState): Row[] {
  const types = typeAndChildren(state.type)
  return rows.filter((row) => {
    if (row.published === false || row.goal !== goal) return false
    if (state.type.length > 0 && !types.has(row.typeId)) return false
    const price = shownPrice(row)
    if (state.min !== undefined && (price === null || price < state.min)) return false
    if (state.max !== undefined && (price === null || price > state.max)) return false
    if (state.beds !== undefined && (row.bedrooms == null || row.bedrooms < state.beds))
      return false
    if (state.baths !== undefined && (row.bathrooms == null || row.bathrooms < state.baths))
      return false
    if (state.area !== undefined && (row.livingArea == null || row.livingArea < state.area))
      return false
    // Whole hours, seven days back (search-filters.ts, newSince).
    const since = Math.floor(now.getTime() / 3_600_000) * 3_600_000 - 7 * 86_400_000
    if (state.new && row.createdAt.getTime() < since) return false
    const inPlace = (place: string) =>
      /^\d{4}$/.test(place)
        ? row.zip === place
        : fold(row.city) === fold(place) || zipsNamed(place).has(row.zip)
    if (state.place.length > 0 && !state.place.some(inPlace)) return false
    if (state.region && row.region !== regionNames[state.region]) return false
    if (state.features.some((feature) => row[featureOf[feature]] !== true)) return false
    if (state.epc.length > 0 && !state.epc.some((label) => label === row.epcLabel)) return false
    return true
  })
}

const byNumber = (a: number | null, b: number | null, descending = false) => {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return descending ? b - a : a - b
}
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
const reduction = (row: Row) => {
  const price = shownPrice(row)
  return price !== null && row.reducedFrom != null && row.reducedFrom > price
    ? (row.reducedFrom - price) / row.reducedFrom
    : null
}
const areaPrice = (row: Row) => {
  const price = shownPrice(row)
  return price !== null && row.livingArea != null && row.livingArea > 0
    ? price / row.livingArea
    : null
}

function ordered(list: Row[], sort: SearchState['sort']): number[] {
  const compare: Record<SearchState['sort'], (a: Row, b: Row) => number> = {
    newest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    'price-asc': (a, b) => byNumber(shownPrice(a), shownPrice(b)) || a.id - b.id,
    'price-desc': (a, b) => byNumber(shownPrice(a), shownPrice(b), true) || a.id - b.id,
    reduced: (a, b) => byNumber(reduction(a), reduction(b), true) || a.id - b.id,
    'area-price': (a, b) => byNumber(areaPrice(a), areaPrice(b)) || a.id - b.id,
    type: (a, b) => a.typeId - b.typeId || a.id - b.id,
    city: (a, b) => byText(fold(a.city), fold(b.city)) || a.id - b.id,
  }
  return [...list].sort(compare[sort]).map((row) => row.id)
}

const search = (goal: 0 | 1, query: string, pageSize?: number) =>
  searchProperties(database.db, {
    goal,
    state: parseSearchParams(new URLSearchParams(query)),
    pageSize,
    now,
  })

/** Every page of a search, one after the other. */
async function allPages(goal: 0 | 1, state: SearchState, pageSize: number) {
  const pages: SearchResult[] = []
  for (let page = 1; ; page++) {
    const result = await searchProperties(database.db, {
      goal,
      state: { ...state, page },
      pageSize,
      now,
    })
    pages.push(result)
    if (page >= result.pageCount) return pages
  }
}

const ids = (result: SearchResult) => result.items.map((item) => item.id)
const unpublished = rows.filter((row) => row.published === false)

describe('searchProperties', () => {
  it('separates sale and rent and shows only published listings', async () => {
    for (const goal of [0, 1] as const) {
      const pages = await allPages(goal, defaultSearchState, 50)
      const found = pages.flatMap(ids)
      const expected = rows.filter((row) => row.goal === goal && row.published !== false)
      expect(found.sort((a, b) => a - b)).toEqual(
        expected.map((row) => row.id).sort((a, b) => a - b),
      )
      expect(pages[0]?.total).toBe(expected.length)
      expect(pages.flatMap((page) => page.items).every((item) => item.goal === goal)).toBe(true)
    }
    expect(unpublished.length).toBeGreaterThan(0)
  })

  const filterCases: [goal: 0 | 1, query: string][] = [
    [0, 'type=2'], // a root type: apartments and every kind of apartment
    [0, 'type=11'], // a child type alone
    [0, 'type=1&type=4'],
    [0, 'min=400000'],
    [0, 'max=350000'],
    [0, 'min=250000&max=500000'],
    [1, 'max=1200'],
    [0, 'beds=3'],
    [0, 'place=1050'],
    [0, 'place=liege'], // the town column says Liège
    [0, 'place=Gand'], // French for Gent: found through the postal table
    [0, 'place=antwerpen'], // the municipality, with its district Berchem
    [0, 'place=knokke%20heist'],
    [0, 'place=1050&place=Gand'], // several places: the listings of any of them
    [0, 'place=liege%2C%201000&beds=2'], // two places in one field, as typed without JavaScript
    [1, 'place=Luik&place=Antwerpen&place=1050'],
    [0, 'region=wallonia'],
    [1, 'region=brussels'],
    [0, 'features=garden'],
    [0, 'features=garage&features=lift'],
    [1, 'features=furnished'],
    [0, 'epc=a&epc=b'],
    [0, 'type=1&beds=3&region=flanders&features=garden'],
    [0, 'type=2&min=200000&max=600000&epc=b&epc=c&epc=d'],
    [1, 'type=2&beds=1&region=brussels&features=terrace'],
    [1, 'place=Luik'], // Dutch for Liège
    [1, 'place=4001'], // a Luxembourg postal code, outside every region
    [0, 'baths=2'],
    [1, 'baths=1&beds=2'],
    [0, 'area=150'],
    [0, 'area=100&max=400000&features=garden'],
    [0, 'new=1'],
    [1, 'new=1&baths=1'],
  ]

  it.each(filterCases)('goal %s, %s: the matching listings, newest first', async (goal, query) => {
    const state = parseSearchParams(new URLSearchParams(query))
    const expected = ordered(matches(goal, state), 'newest')
    expect(expected.length, 'the case should match something').toBeGreaterThan(0)
    const result = await search(goal, query, 100)
    expect(ids(result)).toEqual(expected)
    expect(result.total).toBe(expected.length)
  })

  it.each(filterCases)(
    'goal %s, %s: the search index counts what the statement counts',
    async (goal, query) => {
      const state = parseSearchParams(new URLSearchParams(query))
      const inSql = await searchProperties(database.db, {
        goal,
        state,
        totals: null,
        index: null,
        now,
      })
      const index = searchIndexFor(database.db)
      await index.current()
      // A memo that knows no total: the statement takes the index's, as counted (a hit).
      const totals = new SearchTotals()
      const fromIndex = await searchProperties(database.db, { goal, state, totals, index, now })
      expect(totals.hits).toBe(1)
      expect(fromIndex.total).toBe(inSql.total)
      expect(ids(fromIndex)).toEqual(ids(inSql))
    },
  )

  it('counts in SQL while the search index is older than the listings, and loads it again', async () => {
    const index = searchIndexFor(database.db)
    await index.current()
    const before = await search(0, '', 10)
    const [listing] = before.items
    await database.db
      .update(properties)
      .set({ published: false })
      .where(eq(properties.id, listing!.id))
    try {
      const totals = new SearchTotals()
      const after = await searchProperties(database.db, {
        goal: 0,
        state: defaultSearchState,
        totals,
        index,
      })
      // The index's total was for the older version: the statement counted.
      expect(totals.misses).toBe(1)
      expect(after.total).toBe(before.total - 1)
      await expect.poll(() => index.peek()?.version).not.toBe(undefined)
      const fresh = await index.current()
      expect(countListings(fresh.goals[0], listingTest(fresh, defaultSearchState))).toBe(
        before.total - 1,
      )
    } finally {
      await database.db
        .update(properties)
        .set({ published: true })
        .where(eq(properties.id, listing!.id))
    }
  })

  it('finds nothing, with a zero page count, when nothing matches', async () => {
    const result = await search(0, 'place=9999&beds=10')
    expect(result).toEqual({ items: [], total: 0, page: 1, pageCount: 0 })
  })

  it.each(['newest', 'price-asc', 'price-desc', 'reduced', 'area-price', 'type', 'city'] as const)(
    'sorts by %s over every page, forward and from the end',
    async (sort) => {
      for (const goal of [0, 1] as const) {
        const state = { ...defaultSearchState, sort }
        const expected = ordered(matches(goal, state), sort)
        const pages = await allPages(goal, state, 7)
        expect(pages.flatMap(ids)).toEqual(expected)
        expect(pages.map((page) => page.page)).toEqual(pages.map((_, index) => index + 1))
      }
    },
  )

  it('puts listings without a published price last in both price orders', async () => {
    const hidden = rows.filter(
      (row) => row.goal === 0 && row.published !== false && shownPrice(row) === null,
    )
    expect(hidden.length).toBeGreaterThanOrEqual(2) // hidden prices and the one without price
    for (const sort of ['price-asc', 'price-desc']) {
      const [result] = await allPages(0, { ...defaultSearchState, sort: sort as 'price-asc' }, 100)
      const tail = ids(result!).slice(-hidden.length)
      expect(tail).toEqual(hidden.map((row) => row.id).sort((a, b) => a - b))
      const prices = result!.items.slice(0, -hidden.length).map((item) => item.price!)
      expect(prices).toEqual([...prices].sort((a, b) => (sort === 'price-asc' ? a - b : b - a)))
    }
  })

  it('pages with the page size, the total and the page count', async () => {
    const expected = ordered(matches(0, defaultSearchState), 'newest')
    const size = 12
    const pageCount = Math.ceil(expected.length / size)
    expect(pageCount).toBeGreaterThan(2)
    const first = await search(0, '')
    expect(first).toMatchObject({ total: expected.length, page: 1, pageCount })
    expect(ids(first)).toEqual(expected.slice(0, size))
    const second = await search(0, 'page=2')
    expect(ids(second)).toEqual(expected.slice(size, 2 * size))
    const last = await search(0, `page=${pageCount}`)
    expect(last.page).toBe(pageCount)
    expect(ids(last)).toEqual(expected.slice((pageCount - 1) * size))
    const bySix = await search(0, 'page=3', 6)
    expect(bySix).toMatchObject({ page: 3, pageCount: Math.ceil(expected.length / 6) })
    expect(ids(bySix)).toEqual(expected.slice(12, 18))
  })

  it('shows the last page for a page beyond it', async () => {
    const expected = ordered(matches(0, defaultSearchState), 'price-asc')
    const pageCount = Math.ceil(expected.length / 10)
    for (const page of [pageCount + 1, 999, 100_000]) {
      const result = await search(0, `sort=price-asc&page=${page}`, 10)
      expect(result).toMatchObject({ page: pageCount, pageCount, total: expected.length })
      expect(ids(result)).toEqual(expected.slice((pageCount - 1) * 10))
    }
  })

  it('gives what a card needs and keeps a hidden price and address on the server', async () => {
    const result = await search(0, '', 100)
    for (const item of result.items) {
      const row = rows.find((candidate) => candidate.id === item.id)!
      expect(item).toMatchObject({
        reference: row.reference,
        goal: 0,
        status: row.status,
        typeId: row.typeId,
        price: shownPrice(row),
        reducedFrom: reduction(row) === null ? null : row.reducedFrom,
        publishPrice: row.publishPrice,
        marquee: row.marquee,
        city: row.city,
        zip: row.zip,
        region: row.region,
        bedrooms: row.bedrooms,
        livingArea: row.livingArea,
        epcLabel: row.epcLabel,
        title: row.title,
        photo: row.photos?.[0] ?? null,
        photoCount: row.photos?.length ?? 0,
        hasGarden: row.hasGarden,
        furnished: row.furnished,
        createdAt: row.createdAt,
      })
      const type = demo.propertyTypes.find((candidate) => candidate.id === row.typeId)!
      expect(item.typeSlug).toEqual(type.slug)
      expect(item.typeName).toEqual(type.name)
      if (row.publishAddress === false) expect([item.lat, item.lng]).toEqual([null, null])
      else expect([item.lat, item.lng]).toEqual([row.lat, row.lng])
    }
    expect(result.items.some((item) => item.publishPrice === false && item.price === null)).toBe(
      true,
    )
    // The demo's listings have from one photo to many: the count is each listing's own.
    expect(new Set(result.items.map((item) => item.photoCount)).size).toBeGreaterThan(1)
  })
})
