import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertDemoCatalogue } from '../../../../tests/support/demo-catalogue'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { parseSearchParams } from './search-params'
import { searchProperties } from './search-properties'
import { SearchTotals } from './search-totals'
import type { Database } from '@/server/db/types'

const demo = generateDemo({ today: new Date('2026-03-29T10:00:00Z') })

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
  await insertDemoCatalogue(database.db, demo)
})
afterAll(async () => {
  await database?.drop()
})

const search = (
  totals: SearchTotals,
  query: string,
  { db = database.db, pageSize }: { db?: Database; pageSize?: number } = {},
) =>
  searchProperties(db, {
    goal: 0,
    state: parseSearchParams(new URLSearchParams(query)),
    pageSize,
    totals,
    // The memo alone: the search index would answer the totals it does not know.
    index: null,
  })

/** The exact count, asked of PostgreSQL without the search code. */
async function countForSale(where = 'true'): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(
    `select count(*)::integer as n from properties where published and goal = 0 and ${where}`,
  )
  return rows[0]!.n
}

describe('search totals per filter set', () => {
  it('counts a filter set once, then pages, sorts and changes view without counting', async () => {
    const totals = new SearchTotals()
    const first = await search(totals, 'features=garden')
    expect(first.total).toBe(await countForSale('has_garden'))
    expect(totals).toMatchObject({ misses: 1, hits: 0 })

    for (const query of [
      'features=garden&page=2',
      'features=garden&sort=price-asc&page=3',
      'features=garden&view=map',
      `features=garden&page=${first.pageCount + 5}`,
    ]) {
      const result = await search(totals, query)
      expect(result.total).toBe(first.total)
      expect(result.pageCount).toBe(first.pageCount)
    }
    expect(totals).toMatchObject({ misses: 1, hits: 4 })
    const last = await search(totals, `features=garden&page=${first.pageCount + 5}`)
    expect(last.page).toBe(first.pageCount)
    expect(last.items).toHaveLength(first.total - (first.pageCount - 1) * 12)

    await search(totals, 'features=garden&beds=2')
    expect(totals).toMatchObject({ misses: 2, hits: 5 })
  })

  it('counts again after a listing changes in SQL, so the total stays exact', async () => {
    const totals = new SearchTotals()
    const before = await search(totals, 'region=flanders')
    await search(totals, 'region=flanders&page=2')
    expect(totals).toMatchObject({ misses: 1, hits: 1 })

    const { rows } = await database.pool.query<{ id: number }>(
      `select id from properties where published and goal = 0 and region = 'Flanders' limit 1`,
    )
    const id = rows[0]!.id
    await database.pool.query('update properties set published = false where id = $1', [id])
    const fewer = await search(totals, 'region=flanders&page=2')
    expect(fewer.total).toBe(before.total - 1)
    expect(fewer.total).toBe(await countForSale(`region = 'Flanders'`))
    expect(totals).toMatchObject({ misses: 2, hits: 1 })
    // The page of the recount agrees with it.
    const firstPage = await search(totals, 'region=flanders', { pageSize: 100 })
    expect(firstPage.items.map((item) => item.id)).not.toContain(id)

    await database.pool.query('update properties set published = true where id = $1', [id])
    const again = await search(totals, 'region=flanders&page=3')
    expect(again.total).toBe(before.total)
    expect(totals).toMatchObject({ misses: 3 })
  })

  it('follows a price change into and out of a price range', async () => {
    const totals = new SearchTotals()
    const range = 'min=100000&max=200000'
    const inRange = `coalesce(case when publish_price then price end between 100000 and 200000, false)`
    const before = await search(totals, range)
    expect(before.total).toBe(await countForSale(inRange))
    const { rows } = await database.pool.query<{ id: number; price: number }>(
      `select id, price from properties where published and goal = 0 and publish_price
        and price > 300000 limit 1`,
    )
    const { id, price } = rows[0]!
    await database.pool.query('update properties set price = 150000 where id = $1', [id])
    const after = await search(totals, `${range}&page=2`)
    expect(after.total).toBe(before.total + 1)
    expect(after.total).toBe(await countForSale(inRange))
    await database.pool.query('update properties set price = $2 where id = $1', [id, price])
    expect((await search(totals, range)).total).toBe(before.total)
  })

  it('never keeps a total counted inside a transaction that changed listings', async () => {
    const totals = new SearchTotals()
    const committed = await search(totals, 'beds=3')
    const rolledBack = new Error('roll back')
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(`update properties set published = false where goal = 0 and bedrooms >= 3`)
        const inside = await search(totals, 'beds=3', { db: tx as unknown as Database })
        expect(inside.total).toBe(0)
        throw rolledBack
      }),
    ).rejects.toBe(rolledBack)
    // The rolled-back version number is taken again by the next committed change: a total kept
    // from inside the transaction would now be wrong.
    await database.pool.query('update properties set published = published where id = 0')
    const after = await search(totals, 'beds=3&page=2')
    expect(after.total).toBe(committed.total)
    expect(after.total).toBe(await countForSale('bedrooms >= 3'))
  })
})

describe('SearchTotals', () => {
  it('keeps the totals of the newest version only and forgets the least recently used', () => {
    const totals = new SearchTotals(2)
    totals.record('a', '5', 10, true)
    totals.record('b', '5', 20, true)
    expect(totals.lookup('a')).toEqual({ version: '5', total: 10 })
    totals.record('c', '5', 30, true)
    expect(totals.lookup('b')).toBeUndefined() // 'a' was used more recently
    expect(totals.lookup('a')).toEqual({ version: '5', total: 10 })
    expect(totals.lookup('c')).toEqual({ version: '5', total: 30 })

    totals.record('a', '4', 99, true) // counted in an older snapshot: not kept
    expect(totals.lookup('a')).toEqual({ version: '5', total: 10 })

    totals.record('b', '6', 21, true) // a newer version: everything older is dropped
    expect(totals.lookup('a')).toBeUndefined()
    expect(totals.lookup('b')).toEqual({ version: '6', total: 21 })
    expect(totals.size).toBe(1)
    expect(totals).toMatchObject({ misses: 5, hits: 0 })
  })
})
