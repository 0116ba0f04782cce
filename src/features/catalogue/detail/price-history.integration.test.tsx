import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertDemoCatalogue } from '../../../../tests/support/demo-catalogue'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { priceChanges, properties } from '@/server/db/schema'
import { createPageCache } from '@/server/page-cache/page-cache'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { ListingCards } from '@/features/catalogue/list/listing-cards'
import { defaultSearchState } from '@/features/catalogue/search/search-params'
import { searchProperties } from '@/features/catalogue/search/search-properties'
import { loadPropertyByReference } from './load-property.server'
import { PriceHistory } from './price-history'

// The components run outside Next: next-intl reads the real catalogues.
vi.mock('next-intl/server', () => import('../../../../tests/support/next-intl-server'))

const demo = generateDemo({ today: new Date('2026-11-22T12:00:00Z') })
const listing = demo.properties.find(
  (row) =>
    row.goal === 0 && row.published !== false && row.status === 'available' && row.publishPrice,
)!
const reference = listing.reference

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
  // Only the listing under test, so that it is the first card of the sale list.
  await insertDemoCatalogue(database.db, demo, [{ ...listing, price: 300_000 }])
})
afterAll(async () => {
  await database?.drop()
})

const setListing = (values: Partial<typeof properties.$inferInsert>) =>
  database.db.update(properties).set(values).where(eq(properties.reference, reference))

async function stored() {
  const [row] = await database.db
    .select({ price: properties.price, reducedFrom: properties.reducedFrom })
    .from(properties)
    .where(eq(properties.reference, reference))
  const changes = await database.db
    .select({ previousPrice: priceChanges.previousPrice, price: priceChanges.price })
    .from(priceChanges)
    .orderBy(priceChanges.id)
  return { ...row, changes }
}

describe('price changes (migration 0016 trigger)', () => {
  it('keeps the price before a run of reductions, and every shown change', async () => {
    await setListing({ price: 285_000 })
    expect(await stored()).toEqual({
      price: 285_000,
      reducedFrom: 300_000,
      changes: [{ previousPrice: 300_000, price: 285_000 }],
    })
    // A second reduction: still reduced from the price before the first one.
    await setListing({ price: 270_000 })
    expect(await stored()).toMatchObject({ reducedFrom: 300_000 })
    // The import writes every column again: an unchanged price changes nothing.
    await setListing({ price: 270_000, publishPrice: true, title: { en: 'Written again' } })
    expect((await stored()).changes).toHaveLength(2)
    // A higher price ends the reduction.
    await setListing({ price: 280_000 })
    expect(await stored()).toMatchObject({ reducedFrom: null })
    await setListing({ price: 265_000 })
    expect(await stored()).toMatchObject({ reducedFrom: 280_000 })
    expect((await stored()).changes).toHaveLength(4)
  })

  it('records nothing about a price nobody could see, and forgets the reduction', async () => {
    await setListing({ publishPrice: false })
    await setListing({ price: 250_000 })
    await setListing({ price: 265_000, publishPrice: true })
    expect(await stored()).toMatchObject({ price: 265_000, reducedFrom: null })
    expect((await stored()).changes).toHaveLength(4)
    await setListing({ published: false })
    await setListing({ price: 240_000 })
    await setListing({ published: true })
    expect(await stored()).toMatchObject({ reducedFrom: null })
    expect((await stored()).changes).toHaveLength(4)
  })
})

describe('the property page', () => {
  it('has the old price and the history, and neither while the price is hidden', async () => {
    // Put back at 240.000 while offline (no row), then 265.000 (240.000 → 265.000) and lower.
    await setListing({ price: 265_000 })
    await setListing({ price: 250_000 })
    const property = (await loadPropertyByReference(reference, database.db))!
    expect(property).toMatchObject({ price: 250_000, reducedFrom: 265_000 })
    expect(property.priceHistory.map((change) => change.price)).toEqual([
      285_000, 270_000, 280_000, 265_000, 265_000, 250_000,
    ])
    const html = renderToStaticMarkup(
      (await PriceHistory({
        history: property.priceHistory,
        listedAt: property.createdAt,
        goal: 0,
        lang: 'en',
      }))!,
    )
    expect(html).toContain('<h2 id="property-price-history">Price history</h2>')
    // The scroller is a landmark of its own: named apart from the section (axe landmark-unique).
    expect(html).toContain('role="region" aria-labelledby="property-price-history-caption"')
    expect(html).toContain(
      '<caption id="property-price-history-caption" class="visually-hidden">Price changes of this property, oldest first</caption>',
    )
    expect(html).toContain('First published')
    // 265.000 → 250.000: 15.000 off, 5,7 % of 265.000.
    expect(html).toContain('€ 250.000')
    expect(html).toContain('−€ 15.000')
    expect(html).toContain('(−5,7%)')
    // The first price and five steps: 240.000 was never shown, so 265.000 is no step from it.
    expect(html.match(/<tr>/g)).toHaveLength(7)
    expect(html).not.toContain('240.000')

    await setListing({ publishPrice: false })
    const hidden = (await loadPropertyByReference(reference, database.db))!
    expect(hidden).toMatchObject({ publishPrice: false, reducedFrom: null, priceHistory: [] })
    expect(
      await PriceHistory({ history: [], listedAt: hidden.createdAt, goal: 0, lang: 'en' }),
    ).toBeNull()
    await setListing({ publishPrice: true, price: 265_000 })
  })
})

describe('a price lowered in the database, through the page cache', () => {
  let server: Server
  let origin: string
  const intervalMs = 200

  beforeAll(async () => {
    const cache = createPageCache({
      enabled: true,
      pool: () => database.pool,
      settleMs: 0,
      timing: { intervalMs },
    })
    await database.pool.query(`insert into site_config (id, data) values (1,
      '{"languages": [{"code": "en", "use": true}], "defaultLanguage": "en"}')`)
    // A stand-in for Next rendering the sale list's cards from the database.
    server = createServer((req, res) => {
      void cache.serve(req, res, false, async () => {
        const result = await searchProperties(database.db, { goal: 0, state: defaultSearchState })
        const cards = await ListingCards({
          items: result.items,
          lang: 'en',
          fallbackLanguage: 'en',
          listUrl: '/for-sale/',
          view: 'grid',
          newBadgeDays: 7,
        })
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
        res.end(`<html><body>${renderToStaticMarkup(cards)}</body></html>`)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  const get = () =>
    fetch(`${origin}/for-sale/`, {
      headers: { 'accept-language': 'en', 'accept-encoding': 'identity' },
    })

  it('shows "Price reduced" and the old price struck through once the cache reads again', async () => {
    await get()
    const cached = await get()
    expect(cached.headers.get('x-cache')).toBe('HIT')
    const before = await cached.text()
    expect(before).toContain('€ 265.000')
    expect(before).not.toContain('Price reduced')

    await database.pool.query(`update properties set price = 249000 where reference = $1`, [
      reference,
    ])
    // The change bumped the content version; the cache reads it within its interval.
    await new Promise((resolve) => setTimeout(resolve, intervalMs + 50))
    const after = await get()
    expect(after.headers.get('x-cache')).toBe('MISS')
    const html = await after.text()
    expect(html).toContain('data-badge="reduced">Price reduced</li>')
    expect(html).toMatch(
      /<del[^>]*><span class="visually-hidden">Previous price: <\/span>€ 265\.000<\/del> <span class="visually-hidden">Now: <\/span>€ 249\.000/,
    )
  })
})
