import 'server-only'
import { sql } from 'drizzle-orm'
import { properties as p, propertyTypes as types } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import {
  listingCardColumns,
  toListingCard,
  type ListingCard,
  type ListingCardRow,
} from '@/features/catalogue/search/listing-card'

/** At most this many: an agent's page is not a second search. */
const maxListings = 48

/**
 * An agent's published listings still on the market (available or under option), as the list's
 * cards, newest first; sales before rentals. Sold and let ones are the references page's.
 */
export async function agentListings(db: Database, agentId: number): Promise<ListingCard[]> {
  const result = await db.execute<ListingCardRow>(sql`
    select ${listingCardColumns}
    from ${p} join ${types} on ${types.id} = ${p.typeId}
    where ${p.agentId} = ${agentId} and ${p.published} and ${p.status} in ('available', 'option')
    order by ${p.goal}, ${p.createdAt} desc, ${p.id} desc
    limit ${maxListings}`)
  return result.rows.map(toListingCard)
}
