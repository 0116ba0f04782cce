import { sql } from 'drizzle-orm'
import { properties } from '@/server/db/schema'

/**
 * The price a visitor may sort and filter on: null when it is not published, so such listings
 * come last in both sort directions, never match a price range, and their hidden prices cannot
 * be guessed from their place in the list. The price indexes in schema.ts key on this expression.
 */
export const publishedPriceSql = sql`(case when ${properties.publishPrice}
  then ${properties.price} end)`
