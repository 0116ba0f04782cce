import { mercatorX, mercatorY } from './mercator'
import type { IndexedListings } from './search-index'
import type { ListingTest } from './search-index-filter'

/** The deepest zoom of the map; there every listing is shown on its own. */
export const maxMapZoom = 18
/** A cluster gathers the listings of one square of this many screen pixels. */
const cellPixels = 64
/** The most cells a view may span each way (a 4K screen spans 60). */
const maxCellsAcross = 256

export type MapBounds = { south: number; west: number; north: number; east: number }

export type MapCluster = MapBounds & {
  count: number
  /** The mean position of its listings, where its marker stands. */
  lat: number
  lng: number
}

export type MapGrid = {
  clusters: MapCluster[]
  /** Positions in the index of the listings shown alone. */
  singles: number[]
}

export class MapViewError extends Error {}

/**
 * The matches inside a view at a zoom level, gathered on a grid of 64-pixel squares fixed to the
 * world (not to the view, so a square holds the same listings however the map is panned): a
 * square with one match shows it, a square with more shows a cluster with their count, mean
 * position and bounds. The view is widened to whole squares, so a cluster at its edge counts all
 * of its square. At `maxMapZoom` nothing is clustered.
 */
export function clusterListings(
  listings: IndexedListings,
  matches: ListingTest,
  zoom: number,
  view: MapBounds,
): MapGrid {
  const level = Math.min(Math.max(Math.trunc(zoom), 0), maxMapZoom)
  const cells = 2 ** level * (256 / cellPixels)
  const cell = (position: number) => Math.min(Math.floor(position * cells), cells - 1)
  const [left, right] = [cell(mercatorX(view.west)), cell(mercatorX(view.east))]
  const [top, bottom] = [cell(mercatorY(view.north)), cell(mercatorY(view.south))]
  if (right < left || bottom < top) throw new MapViewError('the view is empty')
  if (right - left >= maxCellsAcross || bottom - top >= maxCellsAcross) {
    throw new MapViewError('the view is too large for the zoom level')
  }
  const apart = level === maxMapZoom
  const groups = new Map<number, number[]>()
  const singles: number[] = []
  for (let at = 0; at < listings.size; at++) {
    const position = listings.x[at]!
    if (Number.isNaN(position)) continue
    const x = cell(position)
    if (x < left || x > right) continue
    const y = cell(listings.y[at]!)
    if (y < top || y > bottom || !matches(listings, at)) continue
    if (apart) {
      singles.push(at)
      continue
    }
    const key = x * cells + y
    const group = groups.get(key)
    if (group) group.push(at)
    else groups.set(key, [at])
  }
  const clusters: MapCluster[] = []
  for (const group of groups.values()) {
    if (group.length === 1) {
      singles.push(group[0]!)
      continue
    }
    const cluster = {
      count: group.length,
      lat: 0,
      lng: 0,
      south: 90,
      west: 180,
      north: -90,
      east: -180,
    }
    for (const at of group) {
      const lat = listings.lat[at]!
      const lng = listings.lng[at]!
      cluster.lat += lat / group.length
      cluster.lng += lng / group.length
      cluster.south = Math.min(cluster.south, lat)
      cluster.north = Math.max(cluster.north, lat)
      cluster.west = Math.min(cluster.west, lng)
      cluster.east = Math.max(cluster.east, lng)
    }
    clusters.push(cluster)
  }
  return { clusters, singles }
}

/** How many matches the map can show, and the bounds that hold them all (null when none). */
export function mappedExtent(
  listings: IndexedListings,
  matches: ListingTest,
): { count: number; bounds: MapBounds | null } {
  let count = 0
  const bounds = { south: 90, west: 180, north: -90, east: -180 }
  for (let at = 0; at < listings.size; at++) {
    const lat = listings.lat[at]!
    if (Number.isNaN(lat) || !matches(listings, at)) continue
    const lng = listings.lng[at]!
    count += 1
    bounds.south = Math.min(bounds.south, lat)
    bounds.north = Math.max(bounds.north, lat)
    bounds.west = Math.min(bounds.west, lng)
    bounds.east = Math.max(bounds.east, lng)
  }
  return { count, bounds: count > 0 ? bounds : null }
}
