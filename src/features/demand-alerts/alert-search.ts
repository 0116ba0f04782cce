import {
  defaultSearchState,
  parseSearchParams,
  serializeSearchParams,
  type SearchState,
} from '@/features/catalogue'

/** How often a person wants the digest; daily is what every alert got before (decision 048). */
export const alertFrequencies = ['instant', 'daily', 'weekly'] as const
export type AlertFrequency = (typeof alertFrequencies)[number]
export const defaultAlertFrequency: AlertFrequency = 'daily'

// The list filters the demand's own columns and form fields hold (types, price, bedrooms; the
// places are its zones).
const demandFilterKeys = ['min', 'max', 'beds'] as const

/**
 * The list search's filters that the demand form does not edit, as the list's canonical query
 * string ('' for none): whatever the list's SearchState holds besides type, price, bedrooms and
 * place, today's filters and those added later alike, without sort, page or view.
 */
export function alertSearchOf(state: SearchState): string {
  const rest: SearchState = {
    ...state,
    type: [],
    place: [],
    sort: defaultSearchState.sort,
    page: defaultSearchState.page,
    view: defaultSearchState.view,
  }
  for (const key of demandFilterKeys) delete rest[key]
  return serializeSearchParams(rest)
}

/** A stored or submitted alert search read back, with the same schema as the list's URL. */
export function parseAlertSearch(query: string): SearchState {
  return parseSearchParams(
    new URLSearchParams(alertSearchOf(parseSearchParams(new URLSearchParams(query)))),
  )
}

/** The list page's query of an alert's whole search: its own fields and its stored list filters. */
export function listQueryOf(demand: {
  search: string
  typeIds: number[]
  priceMin: number | null
  priceMax: number | null
  bedroomsMin: number | null
  zips: string[]
}): string {
  return serializeSearchParams({
    ...parseAlertSearch(demand.search),
    type: demand.typeIds,
    min: demand.priceMin ?? undefined,
    max: demand.priceMax ?? undefined,
    beds: demand.bedroomsMin ?? undefined,
    place: demand.zips,
  })
}

/**
 * The stored search without the list filters the person dropped on the alert's edit page: only
 * the query keys in `kept` stay, read back with the list's schema.
 */
export function keptAlertSearch(search: string, kept: readonly string[]): string {
  const query = new URLSearchParams(search)
  for (const key of new Set(query.keys())) if (!kept.includes(key)) query.delete(key)
  return alertSearchOf(parseSearchParams(query))
}

/** The stored search's filters one by one (query key and its query), for the edit page. */
export function alertSearchFilters(search: string): { key: string; query: string }[] {
  const query = new URLSearchParams(search)
  return [...new Set(query.keys())].map((key) => ({
    key,
    query: new URLSearchParams(query.getAll(key).map((value) => [key, value])).toString(),
  }))
}
