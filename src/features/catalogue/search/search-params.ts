import { z } from '@/lib/zod'
import { epcLabels, type EpcLabel } from '@/lib/belgium/epc'
import { canonicalBbox, canonicalPolygon } from './map-area'

export const sortOrders = [
  'newest',
  'price-asc',
  'price-desc',
  'reduced',
  'area-price',
  'type',
  'city',
] as const
export type SortOrder = (typeof sortOrders)[number]

export const views = ['grid', 'list', 'map'] as const
export type View = (typeof views)[number]

export const regionFilters = ['flanders', 'wallonia', 'brussels'] as const
export type RegionFilter = (typeof regionFilters)[number]

export const features = ['garden', 'terrace', 'garage', 'lift', 'furnished'] as const
export type Feature = (typeof features)[number]

/** The search a list page shows; the goal (sale or rent) comes from the page, not from the URL. */
export type SearchState = {
  /** Property type ids, ascending; a root type also matches its children. */
  type: number[]
  min?: number
  max?: number
  /** Minimum bedrooms, 1 to 10. */
  beds?: number
  /** Minimum bathrooms, 1 to 10. */
  baths?: number
  /** Minimum living area in m². */
  area?: number
  /** Only listings first published in the last `newListingDays` days. */
  new?: true
  /** Four-digit postal codes or town names as typed, sorted and deduplicated; any of them matches. */
  place: string[]
  region?: RegionFilter
  /**
   * The map's view the visitor searched ("search this area"): `south,west,north,east` in degrees
   * with 5 decimals (map-area.ts reads it).
   */
  bbox?: string
  /** An area drawn on the map: 3 to 50 `lat,lng` corners, 5 decimals, joined by commas. */
  polygon?: string
  /** In the order of `features`. */
  features: Feature[]
  /** In the order of `epcLabels`, best first. */
  epc: EpcLabel[]
  sort: SortOrder
  page: number
  view: View
}

export const filterKeys = [
  'type',
  'min',
  'max',
  'beds',
  'baths',
  'area',
  'new',
  'place',
  'region',
  'bbox',
  'polygon',
  'features',
  'epc',
] as const satisfies readonly (keyof SearchState)[]

export const defaultSearchState: SearchState = {
  type: [],
  place: [],
  features: [],
  epc: [],
  sort: 'newest',
  page: 1,
  view: 'grid',
}

// The price column is a PostgreSQL integer; a larger bound would make the query fail.
const maxPrice = 2_147_483_647
const maxPage = 100_000
const maxPlaceLength = 80
/** Places searched at once; more in a URL are dropped. */
export const maxPlaces = 10
const maxArea = 100_000

/** What "new this week" means, in days. */
export const newListingDays = 7

/** `1`, `'1'` and `['1']` alike, as URLSearchParams, Next's searchParams and patches give them. */
function valuesOf(value: unknown): unknown[] {
  if (value === undefined || value === null) return []
  return Array.isArray(value) ? value : [value]
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** A whole number written with digits only: '1e3', '0x10', ' ' and '-1' are typos, not numbers. */
function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  const text = textOf(value)
  if (!text || !/^\d{1,12}$/.test(text)) return undefined
  const number = Number(text)
  return number >= min && number <= max ? number : undefined
}

function oneOf<T extends string>(options: readonly T[], value: unknown): T | undefined {
  const text = textOf(value)?.toLowerCase()
  return options.find((option) => option === text)
}

const first = (value: unknown) => valuesOf(value)[0]

// Each field keeps what it can use and drops the rest: a shared link with a typo still shows
// results instead of an error page.
const single = <T>(read: (value: unknown) => T | undefined) =>
  z
    .unknown()
    .optional()
    .transform((value) => read(first(value)))

const list = <T>(read: (value: unknown) => T | undefined, order: (a: T, b: T) => number) =>
  z
    .unknown()
    .optional()
    .transform((value) => {
      const kept = new Set<T>()
      for (const item of valuesOf(value)) {
        const valid = read(item)
        if (valid !== undefined) kept.add(valid)
      }
      return [...kept].sort(order)
    })

const rank =
  <T>(options: readonly T[]) =>
  (a: T, b: T) =>
    options.indexOf(a) - options.indexOf(b)

function place(value: unknown): string | undefined {
  const text = textOf(value)?.replace(/\s+/g, ' ')
  if (!text || text.length > maxPlaceLength) return undefined
  return /^\d{4}$/.test(text) || /\p{L}/u.test(text) ? text : undefined
}

/**
 * Repeated `place` parameters, each of which may also list places between commas or semicolons
 * (what a visitor types into the one field of the form without JavaScript: 'Gent, 1050').
 * No Belgian town has a comma in its name.
 */
const places = z
  .unknown()
  .optional()
  .transform((value) => {
    const kept = new Set<string>()
    for (const item of valuesOf(value)) {
      const text = textOf(item)
      for (const part of text?.split(/[,;]/) ?? []) {
        const valid = place(part)
        if (valid !== undefined) kept.add(valid)
      }
    }
    return [...kept].sort().slice(0, maxPlaces)
  })

/**
 * The one schema for the search state in a URL. Every field is optional and a bad value is
 * dropped; the output is canonical (sorted, deduplicated, min ≤ max) so equal searches serialize
 * to the same URL.
 */
export const searchStateSchema = z
  .object({
    type: list(
      (value) => wholeNumber(value, 1, maxPrice),
      (a, b) => a - b,
    ),
    min: single((value) => wholeNumber(value, 0, maxPrice)),
    max: single((value) => wholeNumber(value, 0, maxPrice)),
    // 0 bedrooms is no filter at all, so it is dropped like a typo.
    beds: single((value) => wholeNumber(value, 1, 10)),
    baths: single((value) => wholeNumber(value, 1, 10)),
    area: single((value) => wholeNumber(value, 1, maxArea)),
    // A checkbox sends '1'; a state read before holds true.
    new: single((value) => (value === true || textOf(value) === '1' ? true : undefined)),
    place: places,
    region: single((value) => oneOf(regionFilters, value)),
    bbox: single((value) => canonicalBbox(textOf(value))),
    polygon: single((value) => canonicalPolygon(textOf(value))),
    features: list((value) => oneOf(features, value), rank(features)),
    epc: list((value) => oneOf(epcLabels, value), rank<EpcLabel>(epcLabels)),
    sort: single((value) => oneOf(sortOrders, value)),
    page: single((value) => wholeNumber(value, 1, maxPage)),
    view: single((value) => oneOf(views, value)),
  })
  .transform((parsed): SearchState => {
    const swap = parsed.min !== undefined && parsed.max !== undefined && parsed.min > parsed.max
    const state: SearchState = {
      ...defaultSearchState,
      type: parsed.type,
      features: parsed.features,
      epc: parsed.epc,
      place: parsed.place,
      min: swap ? parsed.max : parsed.min,
      max: swap ? parsed.min : parsed.max,
      beds: parsed.beds,
      baths: parsed.baths,
      area: parsed.area,
      new: parsed.new,
      region: parsed.region,
      bbox: parsed.bbox,
      polygon: parsed.polygon,
      sort: parsed.sort ?? defaultSearchState.sort,
      page: parsed.page ?? defaultSearchState.page,
      view: parsed.view ?? defaultSearchState.view,
    }
    // Absent filters are left out rather than set to undefined, so states compare with toEqual.
    const optional = [
      'min',
      'max',
      'beds',
      'baths',
      'area',
      'new',
      'region',
      'bbox',
      'polygon',
    ] as const
    for (const key of optional) {
      if (state[key] === undefined) delete state[key]
    }
    return state
  })

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>

export function parseSearchParams(input: SearchParamsInput): SearchState {
  const record: Record<string, string[]> = {}
  if (input instanceof URLSearchParams) {
    for (const [key, value] of input) (record[key] ??= []).push(value)
  } else {
    for (const [key, value] of Object.entries(input)) record[key] = valuesOf(value).map(String)
  }
  return searchStateSchema.parse(record)
}

/** Key order of the canonical query string. */
const keyOrder = [...filterKeys, 'sort', 'page', 'view'] as const

/**
 * The canonical query string of a state, without '?': stable key order, defaults left out, so
 * one search has one URL (shareable, cacheable). '' for the default search.
 */
export function serializeSearchParams(state: SearchState): string {
  const canonical = searchStateSchema.parse(state)
  const params = new URLSearchParams()
  for (const key of keyOrder) {
    const value = canonical[key]
    if (value === undefined) continue
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item))
    } else if (value === true) {
      params.append(key, '1')
    } else if (value !== defaultSearchState[key]) {
      params.append(key, String(value))
    }
  }
  return params.toString()
}

export type SearchPatch = { [K in keyof SearchState]?: SearchState[K] | undefined }

/**
 * The state after a change made on the page. A different filter or sort order makes the old page
 * number meaningless, so the page goes back to 1 unless the patch sets it; a change of view keeps
 * the page. A key set to undefined clears that filter.
 */
export function withChanges(state: SearchState, patch: SearchPatch): SearchState {
  const before = searchStateSchema.parse(state)
  const next = searchStateSchema.parse({ ...before, ...patch })
  const changed = [...filterKeys, 'sort' as const].some(
    (key) => JSON.stringify(next[key]) !== JSON.stringify(before[key]),
  )
  return changed && patch.page === undefined ? { ...next, page: 1 } : next
}

/** How many filters a search sets (the phone's "Filters (n)"): each field counts once. */
export function activeFilterCount(state: SearchState): number {
  return filterKeys.filter((key) => {
    const value = state[key]
    return Array.isArray(value) ? value.length > 0 : value !== undefined
  }).length
}
