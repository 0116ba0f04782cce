import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

type PriceColumns = {
  price: AnyPgColumn
  publishPrice: AnyPgColumn
  reducedFrom: AnyPgColumn
  livingArea: AnyPgColumn
}

// The search sorts on these expressions and the indexes in catalogue.ts key on them: both must
// be written from here, or PostgreSQL would not see that an index has the order. Null when the
// price is not published, so a hidden price can neither be sorted on nor guessed.

/** How much of the price before the reductions came off (0.1 = 10 %); null when not reduced. */
export function reductionOf(t: PriceColumns): SQL {
  return sql`(case when ${t.publishPrice} and ${t.reducedFrom} > ${t.price}
    then (${t.reducedFrom} - ${t.price})::float8 / ${t.reducedFrom} end)`
}

/** The published price per m² of living area; null without both. */
export function areaPriceOf(t: PriceColumns): SQL {
  return sql`(case when ${t.publishPrice} and ${t.livingArea} > 0
    then ${t.price}::float8 / ${t.livingArea} end)`
}
