import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { insertDemoCatalogue } from '../../../../tests/support/demo-catalogue'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { properties } from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { recentReferences } from './recent-references.server'

let database: Awaited<ReturnType<typeof createTestDatabase>>
const demo = generateDemo({ today: new Date('2026-11-22T12:00:00Z') })
const now = new Date('2026-11-22T12:00:00Z')
const sale = demo.properties.find((row) => row.goal === 0 && row.status === 'available')!
const rent = demo.properties.find((row) => row.goal === 1 && row.status === 'available')!
const hidden = demo.properties.find(
  (row) => row.goal === 0 && row.status === 'available' && row.id !== sale.id && row.published,
)!
const ids = [sale.id!, rent.id!, hidden.id!]

beforeAll(async () => {
  database = await createTestDatabase()
  // Only the three listings this file closes count: the demo's own sold and let ones are reopened.
  await insertDemoCatalogue(
    database.db,
    demo,
    demo.properties.map((row) =>
      row.status === 'sold' || row.status === 'rented' ? { ...row, status: 'available' } : row,
    ),
  )
  const close = (id: number, status: string, closedAt: string, publishPrice = true) =>
    database.db
      .update(properties)
      .set({ status, closedAt: new Date(closedAt), publishPrice, published: true })
      .where(eq(properties.id, id))
  await close(sale.id!, 'sold', '2026-09-10T10:00:00Z')
  await close(rent.id!, 'rented', '2026-03-02T10:00:00Z')
  await close(hidden.id!, 'sold', '2025-08-15T10:00:00Z', false)
})
afterAll(async () => database?.drop())

describe('the references', () => {
  it('are the listings sold or let within the period, most recent first, without prices', async () => {
    const items = await recentReferences(database.db, { months: 12, showPrice: false }, now)
    expect(items.map((item) => [item.id, item.status, item.price])).toEqual([
      [sale.id, 'sold', null],
      [rent.id, 'rented', null],
    ])
    expect(items[0]).toMatchObject({ city: sale.city, closedAt: new Date('2026-09-10T10:00:00Z') })
  })

  it('look further back over a longer period', async () => {
    const items = await recentReferences(database.db, { months: 24, showPrice: false }, now)
    expect(items.map((item) => item.id)).toEqual(ids)
  })

  it('show a published price only when the configuration allows it', async () => {
    const items = await recentReferences(database.db, { months: 24, showPrice: true }, now)
    expect(items.map((item) => item.price)).toEqual([sale.price, rent.price, null])
  })

  it('leave out unpublished listings', async () => {
    await database.db
      .update(properties)
      .set({ published: false })
      .where(eq(properties.id, sale.id!))
    const items = await recentReferences(database.db, { months: 12, showPrice: false }, now)
    expect(items.map((item) => item.id)).toEqual([rent.id])
    await database.db.update(properties).set({ published: true }).where(eq(properties.id, sale.id!))
  })
})

describe('closed_at (migration 0019)', () => {
  it('is set when a listing becomes sold, kept while it stays so, cleared when it returns', async () => {
    const [open] = demo.properties.filter(
      (row) => row.status === 'available' && !ids.includes(row.id!),
    )
    const read = async () =>
      (
        await database.db
          .select({ closedAt: properties.closedAt })
          .from(properties)
          .where(inArray(properties.id, [open!.id!]))
      )[0]!.closedAt
    expect(await read()).toBeNull()
    await database.db.update(properties).set({ status: 'sold' }).where(eq(properties.id, open!.id!))
    const closed = await read()
    expect(closed).toBeInstanceOf(Date)
    await database.db
      .update(properties)
      .set({ status: 'sold', price: 1 })
      .where(eq(properties.id, open!.id!))
    expect(await read()).toEqual(closed)
    await database.db
      .update(properties)
      .set({ status: 'available' })
      .where(eq(properties.id, open!.id!))
    expect(await read()).toBeNull()
  })
})
