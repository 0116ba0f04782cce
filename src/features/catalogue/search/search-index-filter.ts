import { regionFromSlug } from '@/lib/belgium/epc'
import { placeKey } from '@/lib/belgium/place-key'
import { postalCodesNamed } from './postal-places'
import { features, type SearchState } from './search-params'
import type { IndexedListings, SearchIndex } from './search-index'

/** Whether the listing at an index position matches. */
export type ListingTest = (listings: IndexedListings, at: number) => boolean

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
 * statement would make. The integration test compares the two over many filter sets.
 */
export function listingTest(index: SearchIndex, state: SearchState): ListingTest {
  const tests: ListingTest[] = []
  if (state.type.length > 0) {
    const types = typesBelow(index, state.type)
    tests.push((listings, at) => types.has(listings.typeId[at]!))
  }
  const { min, max, beds } = state
  // NaN (no published price, no bedrooms) fails every comparison, as null does in SQL.
  if (min !== undefined) tests.push((listings, at) => listings.price[at]! >= min)
  if (max !== undefined) tests.push((listings, at) => listings.price[at]! <= max)
  if (beds !== undefined) tests.push((listings, at) => listings.bedrooms[at]! >= beds)
  if (state.place !== undefined) {
    const place = state.place
    if (/^\d{4}$/.test(place)) {
      tests.push((listings, at) => listings.zip[at] === place)
    } else {
      const key = placeKey(place)
      const zips = new Set(postalCodesNamed(place))
      tests.push((listings, at) => listings.cityKey[at] === key || zips.has(listings.zip[at]!))
    }
  }
  if (state.region !== undefined) {
    const region = regionFromSlug(state.region) ?? ''
    tests.push((listings, at) => listings.region[at] === region)
  }
  if (state.features.length > 0) {
    const mask = state.features.reduce(
      (bits, feature) => bits | (1 << features.indexOf(feature)),
      0,
    )
    tests.push((listings, at) => (listings.features[at]! & mask) === mask)
  }
  if (state.epc.length > 0) {
    const labels = new Set<string | null>(state.epc)
    tests.push((listings, at) => labels.has(listings.epcLabel[at]!))
  }
  return (listings, at) => tests.every((test) => test(listings, at))
}

/** How many listings match, on the map or not (the list's total). */
export function countListings(listings: IndexedListings, matches: ListingTest): number {
  let count = 0
  for (let at = 0; at < listings.size; at++) if (matches(listings, at)) count += 1
  return count
}
