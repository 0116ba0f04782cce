import type { Database } from '@/server/db/types'
import { countListings, listingTest } from './search-index-filter'
import { searchIndexFor, type SearchIndexHolder } from './search-index'
import type { SearchState } from './search-params'
import type { SearchGoal } from './search-filters'

/**
 * How many published listings of a goal a search finds, as the list page would count them: the
 * search index at the content version PostgreSQL has now (one small query, then a count in
 * memory), with the list's own filter rules (search-index-filter.ts). For the live count of the
 * phone's filter dialog, which asks again at every change of a filter.
 */
export async function countSearch(
  db: Database,
  goal: SearchGoal,
  state: SearchState,
  { index = searchIndexFor(db), now = new Date() }: { index?: SearchIndexHolder; now?: Date } = {},
): Promise<number> {
  const current = await index.current()
  return countListings(current.goals[goal], listingTest(current, state, now))
}
