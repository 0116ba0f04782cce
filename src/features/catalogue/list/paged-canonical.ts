import type { Language } from '@/lib/i18n/languages'
import {
  defaultSearchState,
  serializeSearchParams,
  type SearchState,
} from '@/features/catalogue/search/search-params'

type Alternates = Partial<Record<Language, string>>

/**
 * A list's canonical and hreflang URLs for the search a request shows. Each page of the plain
 * list is its own canonical (`?page=3`), so search engines reach every listing through the pages;
 * a search with filters or another order names the plain list's first page, as before: its pages
 * hold other listings than the plain list's pages of the same number.
 */
export function pagedAlternates(alternates: Alternates, state: SearchState): Alternates {
  const plain =
    serializeSearchParams({ ...state, view: defaultSearchState.view }) ===
    serializeSearchParams({ ...defaultSearchState, page: state.page })
  if (!plain || state.page <= 1) return alternates
  const paged: Alternates = {}
  for (const [lang, url] of Object.entries(alternates) as [Language, string][]) {
    paged[lang] = `${url}?page=${state.page}`
  }
  return paged
}
