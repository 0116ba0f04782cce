import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { listingChanges, properties } from '@/server/db/schema'
import { seedDatabase } from '@/server/seed/seed-all'
import { importFeed } from '@/features/catalogue/import/import-feed'
import { propertyRecord } from '@/features/catalogue/import/test-feed'
import { changesOf, insertListing } from './test-fixtures'
import { localStore } from '@/server/storage/local-store'

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.url, { onlyIfEmpty: false })
})

afterAll(async () => {
  await database.drop()
})

const update = (id: number, values: Partial<typeof properties.$inferInsert>) =>
  database.db.update(properties).set(values).where(eq(properties.id, id))

describe('the listing-change trigger', () => {
  it('records nothing while the demo is seeded, so demo demands are not flooded', async () => {
    const [seeded] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(properties)
    expect(seeded?.count).toBeGreaterThan(50)
    expect(await database.db.select().from(listingChanges)).toEqual([])
    // The switch was local to the seed's transaction.
    const listing = await insertListing(database.db)
    expect(await changesOf(database.db, listing.id)).toEqual(['new'])
  })

  it('records a new listing only once it is published and on the market', async () => {
    const draft = await insertListing(database.db, { published: false })
    const underOption = await insertListing(database.db, { status: 'option' })
    expect(await changesOf(database.db, draft.id)).toEqual([])
    expect(await changesOf(database.db, underOption.id)).toEqual([])
    await update(draft.id, { published: true })
    expect(await changesOf(database.db, draft.id)).toEqual(['new'])
  })

  it('records a price drop of a visible price, not a rise, a hidden price or another edit', async () => {
    const listing = await insertListing(database.db, { price: 400_000 })
    await update(listing.id, { price: 420_000 })
    await update(listing.id, { title: { en: 'Renamed' }, bedrooms: 4 })
    await update(listing.id, { price: 390_000 })
    await update(listing.id, { publishPrice: false })
    await update(listing.id, { price: 380_000 })
    expect(await changesOf(database.db, listing.id)).toEqual(['new', 'price_drop'])
  })

  it('records a listing back on the market after a sale, a rental, an option or going offline', async () => {
    const listing = await insertListing(database.db)
    for (const off of [
      { status: 'sold' },
      { status: 'rented' },
      { status: 'option' },
      { published: false },
    ] as const) {
      await update(listing.id, off)
      // A price cut while off the market is not news; coming back is.
      await update(listing.id, { price: 250_000 })
      await update(listing.id, { status: 'available', published: true, price: 300_000 })
    }
    expect(await changesOf(database.db, listing.id)).toEqual([
      'new',
      'back_on_market',
      'back_on_market',
      'back_on_market',
      'back_on_market',
    ])
  })

  it('records what the CRM import creates and changes', async () => {
    const workDir = await mkdtemp(path.join(tmpdir(), 'demand-alerts-import-'))
    const run = (record: Record<string, unknown>) =>
      importFeed(
        database.db,
        { mode: 'partial', properties: [propertyRecord({ Reference: 'DA-IMPORT', ...record })] },
        { feedDir: workDir, media: localStore(workDir) },
      )
    try {
      await run({})
      await run({}) // unchanged: nothing written, nothing recorded
      await run({ Price: 310_000 })
      await run({ Status: 'sold' })
      await run({ Status: 'available' })
      const [imported] = await database.db
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.reference, 'DA-IMPORT'))
      expect(await changesOf(database.db, imported!.id)).toEqual([
        'new',
        'price_drop',
        'back_on_market',
      ])
    } finally {
      await rm(workDir, { recursive: true, force: true })
    }
  })
})
