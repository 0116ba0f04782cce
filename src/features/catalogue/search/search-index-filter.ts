import { regionFromSlug } from '@/lib/belgium/epc'
import { placeKey } from '@/lib/belgium/place-key'
import { bboxBounds, boundsOfCorners, insidePolygon, polygonCorners, type LatLng } from './map-area'
import type { MapBounds } from './map-clusters'
import { postalCodesNamed } from './postal-places'
import { newSince } from './search-filters'
import { features, type SearchState } from './search-params'
import type { IndexedListings, SearchIndex } from './search-index'

/** Whether the listing at an index position matches. */
export type ListingTest = (listings: IndexedListings, at: number) => boolean

/** Whether the listing's position (NaN when the map may not show it) is in the box. */
const inBox = (listings: IndexedListings, at: number, box: MapBounds) =>
  listings.lat[at]! >= box.south &&
  listings.lat[at]! <= box.north &&
  listings.lng[at]! >= box.west &&
  listings.lng[at]! <= box.east

/** The chosen types and every type below them, as typeCondition in search-filters.ts walks them. */
function typesBelow(index: SearchIndex, chosen: number[]): Set<number> {
  const found = new Set<number>()
  const queue = chosen.filter((id) => index.typeIds.has(id))
  while (queue.length > 0) {
    const id = queue.pop()!
    if (found.has(id)) continue
    found.add(id)
    queue.push(...(index.children.get(id) ?? []))
  }
  return found
}

/**
 * The WHERE of a search (searchCondition in search-filters.ts) as a test on the search index:
 * the same filters with the same rules, so that a count from the index is the count the list
 * statement would make. The integration tests compare the two over many filter sets. One
 * function with every filter inline, as it runs for each of up to 100,000 listings a request.
 */
export function listingTest(
  index: SearchIndex,
  state: SearchState,
  now: Date = new Date(),
): ListingTest {
  const types = state.type.length > 0 ? typesBelow(index, state.type) : null
  const { min, max, beds, baths, area } = state
  const since = state.new ? newSince(now).getTime() : undefined
  // Any of the places: the postal codes given or named, or the stored town's folded name.
  const named = state.place.filter((place) => !/^\d{4}$/.test(place))
  const keys = new Set(named.map(placeKey))
  const zips = new Set([
    ...state.place.filter((place) => /^\d{4}$/.test(place)),
    ...named.flatMap(postalCodesNamed),
  ])
  const anyPlace = state.place.length === 0
  const region = state.region !== undefined ? (regionFromSlug(state.region) ?? '') : undefined
  const mask = state.features.reduce((bits, feature) => bits | (1 << features.indexOf(feature)), 0)
  const labels = state.epc.length > 0 ? new Set<string | null>(state.epc) : null
  const bbox = state.bbox !== undefined ? bboxBounds(state.bbox) : undefined
  const corners: LatLng[] | undefined =
    state.polygon !== undefined ? polygonCorners(state.polygon) : undefined
  const around = corners && boundsOfCorners(corners)
  // NaN (no published price, no bedrooms) fails every comparison, as null does in SQL.
  return (listings, at) =>
    (types === null || types.has(listings.typeId[at]!)) &&
    (min === undefined || listings.price[at]! >= min) &&
    (max === undefined || listings.price[at]! <= max) &&
    (beds === undefined || listings.bedrooms[at]! >= beds) &&
    (baths === undefined || listings.bathrooms[at]! >= baths) &&
    (area === undefined || listings.livingArea[at]! >= area) &&
    (since === undefined || listings.createdAt[at]! >= since) &&
    (anyPlace || zips.has(listings.zip[at]!) || keys.has(listings.cityKey[at]!)) &&
    (region === undefined || listings.region[at] === region) &&
    (listings.features[at]! & mask) === mask &&
    (labels === null || labels.has(listings.epcLabel[at]!)) &&
    (bbox === undefined || inBox(listings, at, bbox)) &&
    (around === undefined ||
      (inBox(listings, at, around) &&
        insidePolygon(listings.lat[at]!, listings.lng[at]!, corners!)))
}

/** How many listings match, on the map or not (the list's total). */
export function countListings(listings: IndexedListings, matches: ListingTest): number {
  let count = 0
  for (let at = 0; at < listings.size; at++) if (matches(listings, at)) count += 1
  return count
}
