import { sql, type SQL } from 'drizzle-orm'
import { properties } from '@/server/db/schema'
import { areaPriceOf, reductionOf } from '@/server/db/schema/price-keys'
import { publishedPriceSql } from './published-price'
import type { SortOrder } from './search-params'

/** One ORDER BY term. Null placement is always spelled out so that a term can be reversed. */
export type SortTerm = { key: SQL; descending: boolean; nullsFirst: boolean }

const ascending = (key: SQL): SortTerm => ({ key, descending: false, nullsFirst: false })
const descending = (key: SQL): SortTerm => ({ key, descending: true, nullsFirst: false })
const id = sql`${properties.id}`

// Each order has an index with the same keys (see properties in schema.ts), so a page is read
// from the index in order instead of sorting every match. Every order ends with the id, so a
// listing never shows on two pages. 'type' groups listings by type id: ordering by the type
// tree would need a join per row and could not use an index.
const orders: Record<SortOrder, SortTerm[]> = {
  newest: [descending(sql`${properties.createdAt}`), descending(id)],
  'price-asc': [ascending(publishedPriceSql), ascending(id)],
  'price-desc': [descending(publishedPriceSql), ascending(id)],
  // Largest share of the price taken off first; listings not reduced follow, by id.
  reduced: [descending(reductionOf(properties)), ascending(id)],
  'area-price': [ascending(areaPriceOf(properties)), ascending(id)],
  type: [ascending(sql`${properties.typeId}`), ascending(id)],
  city: [ascending(sql`${properties.cityKey}`), ascending(id)],
}

export function sortTerms(sort: SortOrder): SortTerm[] {
  return orders[sort]
}

/** The same order backwards, to read the last pages from the end of the index. */
export function reversed(terms: SortTerm[]): SortTerm[] {
  return terms.map((term) => ({
    key: term.key,
    descending: !term.descending,
    nullsFirst: !term.nullsFirst,
  }))
}

export function orderBySql(terms: SortTerm[], keyOf: (term: SortTerm, index: number) => SQL): SQL {
  return sql.join(
    terms.map((term, index) => {
      const direction = term.descending ? 'desc' : 'asc'
      const nulls = term.nullsFirst ? 'nulls first' : 'nulls last'
      return sql`${keyOf(term, index)} ${sql.raw(direction)} ${sql.raw(nulls)}`
    }),
    sql`, `,
  )
}
