import type { MapBounds } from './map-clusters'

/** A corner of a drawn area: latitude, longitude. */
export type LatLng = [lat: number, lng: number]

/** The most corners a drawn area may have: enough for any outline, short enough for a URL. */
export const maxPolygonCorners = 50

// A degree with 5 decimals is about a metre: more would only lengthen the URL.
const decimals = 5
const degrees = /^-?\d{1,3}(\.\d{1,15})?$/

/** `1.50000` and `1.5` alike as `1.5`, so one place has one URL. */
const written = (value: number) => String(Number(value.toFixed(decimals)))

/** The numbers of a comma-separated list, or undefined when any is no plain decimal number. */
function numbersOf(text: string | undefined): number[] | undefined {
  if (!text || text.length > 2_000) return undefined
  const parts = text.split(',')
  if (!parts.every((part) => degrees.test(part.trim()))) return undefined
  return parts.map((part) => Number(Number(part).toFixed(decimals)))
}

const isLat = (value: number) => value >= -90 && value <= 90
const isLng = (value: number) => value >= -180 && value <= 180

/** `south,west,north,east` with 5 decimals, or undefined when it is no box with an inside. */
export function canonicalBbox(text: string | undefined): string | undefined {
  const box = numbersOf(text)
  if (box?.length !== 4) return undefined
  const [south, west, north, east] = box as [number, number, number, number]
  if (!isLat(south) || !isLat(north) || !isLng(west) || !isLng(east)) return undefined
  if (south >= north || west >= east) return undefined
  return box.map(written).join(',')
}

/** Twice the signed area of the outline (the shoelace formula); 0 when it has no inside. */
function doubledArea(corners: LatLng[]): number {
  let sum = 0
  for (const [at, [lat, lng]] of corners.entries()) {
    const [nextLat, nextLng] = corners[(at + 1) % corners.length]!
    sum += lng * nextLat - nextLng * lat
  }
  return sum
}

/**
 * `lat,lng,lat,lng,…` with 5 decimals: 3 to 50 corners, repeated neighbours dropped, or undefined
 * when the outline has no inside (fewer than 3 corners, or all on one line).
 */
export function canonicalPolygon(text: string | undefined): string | undefined {
  const numbers = numbersOf(text)
  if (!numbers || numbers.length % 2 !== 0) return undefined
  const corners: LatLng[] = []
  for (let at = 0; at < numbers.length; at += 2) {
    const corner: LatLng = [numbers[at]!, numbers[at + 1]!]
    if (!isLat(corner[0]) || !isLng(corner[1])) return undefined
    const last = corners.at(-1)
    if (!last || last[0] !== corner[0] || last[1] !== corner[1]) corners.push(corner)
  }
  const [first] = corners
  const last = corners.at(-1)
  if (corners.length > 1 && first![0] === last![0] && first![1] === last![1]) corners.pop()
  if (corners.length < 3 || corners.length > maxPolygonCorners) return undefined
  if (doubledArea(corners) === 0) return undefined
  return corners.flatMap(([lat, lng]) => [written(lat), written(lng)]).join(',')
}

/** The box of a state's `bbox` (canonical, so it parses). */
export function bboxBounds(bbox: string): MapBounds {
  const [south, west, north, east] = bbox.split(',').map(Number) as [number, number, number, number]
  return { south, west, north, east }
}

/** The corners of a state's `polygon` (canonical, so it parses). */
export function polygonCorners(polygon: string): LatLng[] {
  const numbers = polygon.split(',').map(Number)
  const corners: LatLng[] = []
  for (let at = 0; at < numbers.length; at += 2) corners.push([numbers[at]!, numbers[at + 1]!])
  return corners
}

/** The smallest box that holds every corner: the prefilter before the exact test. */
export function boundsOfCorners(corners: LatLng[]): MapBounds {
  const lats = corners.map(([lat]) => lat)
  const lngs = corners.map(([, lng]) => lng)
  return {
    south: Math.min(...lats),
    west: Math.min(...lngs),
    north: Math.max(...lats),
    east: Math.max(...lngs),
  }
}

/**
 * Whether a position is inside the outline, as PostgreSQL's `polygon @> point` decides (the
 * statement's exact test, search-filters.ts): by the winding number, so an area that loops over
 * itself counts its overlap as inside, and a position on an edge is inside.
 */
export function insidePolygon(lat: number, lng: number, corners: LatLng[]): boolean {
  let winding = 0
  for (const [at, [lat1, lng1]] of corners.entries()) {
    const [lat2, lng2] = corners[(at + 1) % corners.length]!
    // Where the position lies against the edge: > 0 left of it, < 0 right, 0 on its line.
    const side = (lng2 - lng1) * (lat - lat1) - (lng - lng1) * (lat2 - lat1)
    const onSegment =
      side === 0 &&
      lng >= Math.min(lng1, lng2) &&
      lng <= Math.max(lng1, lng2) &&
      lat >= Math.min(lat1, lat2) &&
      lat <= Math.max(lat1, lat2)
    if (onSegment) return true
    if (lat1 <= lat) {
      if (lat2 > lat && side > 0) winding += 1
    } else if (lat2 <= lat && side < 0) {
      winding -= 1
    }
  }
  return winding !== 0
}
