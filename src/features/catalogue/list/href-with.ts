import {
  serializeSearchParams,
  withChanges,
  type SearchState,
} from '@/features/catalogue/search/search-params'

/** The list URL for the search with a change applied (a filter change goes back to page 1). */
export function hrefWith(listUrl: string, state: SearchState, patch: Partial<SearchState>): string {
  const query = serializeSearchParams(withChanges(state, patch))
  return query ? `${listUrl}?${query}` : listUrl
}
