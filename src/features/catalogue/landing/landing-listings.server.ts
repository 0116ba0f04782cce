import 'server-only'
import { sql } from 'drizzle-orm'
import { db } from '@/server/db/client'
import { properties } from '@/server/db/schema'
import { defaultSearchState } from '@/features/catalogue/search/search-params'
import { searchCondition } from '@/features/catalogue/search/search-filters'
import { withLanding, type LandingFilter } from '@/features/catalogue/list/landing-filter'

/** Whether a landing page lists anything now; an empty one is kept out of search engines. */
export async function landingHasListings(
  goal: 0 | 1,
  landing: Omit<LandingFilter, 'url'>,
): Promise<boolean> {
  const state = withLanding(defaultSearchState, landing)
  const rows = await db()
    .select({ one: sql<number>`1` })
    .from(properties)
    .where(searchCondition(goal, state, new Date()))
    .limit(1)
  return rows.length > 0
}
