import type { SearchState } from '@/features/catalogue/search/search-params'

/** What a landing page fixes of the search, and its own URL. */
export type LandingFilter = {
  url: string
  /** The town's name, as the `place` filter takes it. */
  place: string
  type?: number
}

/** The search a landing page shows: the visitor's, within the page's town (and type). */
export function withLanding(state: SearchState, landing: Omit<LandingFilter, 'url'>): SearchState {
  return { ...state, place: [landing.place], type: landing.type ? [landing.type] : state.type }
}

/** The search a landing page's own links carry: its town and type are in its URL already. */
export function withoutLanding(state: SearchState, landing: LandingFilter): SearchState {
  return { ...state, place: [], type: landing.type ? [] : state.type }
}
