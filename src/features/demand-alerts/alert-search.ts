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
