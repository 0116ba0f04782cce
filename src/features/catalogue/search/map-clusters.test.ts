import { describe, expect, it } from 'vitest'
import { clusterListings, mappedExtent, MapViewError, maxMapZoom } from './map-clusters'
import { mercatorX, mercatorY } from './mercator'
import type { IndexedListings } from './search-index'

/** An index of listings at these positions (null: address not published), nothing else set. */
function listingsAt(positions: ([number, number] | null)[]): IndexedListings {
  const size = positions.length
  const lat = Float64Array.from(positions, (position) => position?.[0] ?? Number.NaN)
  const lng = Float64Array.from(positions, (position) => position?.[1] ?? Number.NaN)
  return {
    size,
    id: Int32Array.from(positions, (_, at) => at + 1),
    typeId: new Int32Array(size),
    price: new Float64Array(size),
    bedrooms: new Float64Array(size),
    bathrooms: new Float64Array(size),
    livingArea: new Float64Array(size),
    createdAt: new Float64Array(size),
    features: new Uint8Array(size),
    zip: positions.map(() => '1000'),
    cityKey: positions.map(() => 'bruxelles'),
    region: positions.map(() => 'Brussels'),
    epcLabel: positions.map(() => null),
    lat,
    lng,
    x: lng.map(mercatorX),
    y: lat.map(mercatorY),
  }
}

const all = () => true
const belgium = { south: 49.4, west: 2.5, north: 51.6, east: 6.5 }
// Brussels, a few hundred metres apart, and Liège.
const listings = listingsAt([
  [50.8466, 4.3517],
  [50.8476, 4.3528],
  [50.8456, 4.3587],
  null,
  [50.6326, 5.5797],
])

describe('clusterListings', () => {
  it('gathers close listings into a cluster with their count, mean position and bounds', () => {
    const { clusters, singles } = clusterListings(listings, all, 8, belgium)
    expect(clusters).toHaveLength(1)
    const [cluster] = clusters
    expect(cluster!.count).toBe(3)
    expect(cluster!.lat).toBeCloseTo((50.8466 + 50.8476 + 50.8456) / 3, 6)
    expect(cluster).toMatchObject({ south: 50.8456, north: 50.8476, west: 4.3517, east: 4.3587 })
    // Liège alone; the listing without a published address nowhere.
    expect(singles).toEqual([4])
  })

  it('splits the cluster deeper in, and clusters nothing at the deepest zoom', () => {
    const around = { south: 50.84, west: 4.34, north: 50.85, east: 4.37 }
    const closer = clusterListings(listings, all, 16, around)
    expect(closer.clusters).toEqual([])
    expect(closer.singles.toSorted()).toEqual([0, 1, 2])
    const twins = listingsAt([
      [50.8466, 4.3517],
      [50.8466, 4.3517],
    ])
    expect(clusterListings(twins, all, maxMapZoom - 1, around).clusters).toHaveLength(1)
    const deepest = clusterListings(twins, all, maxMapZoom, {
      south: 50.846,
      west: 4.351,
      north: 50.847,
      east: 4.352,
    })
    expect(deepest).toEqual({ clusters: [], singles: [0, 1] })
  })

  it('counts a whole square at the edge of the view, so panning never changes a count', () => {
    // A view whose edge cuts through the Brussels square still counts all three.
    const edge = { south: 50.7, west: 3.5, north: 50.9, east: 4.352 }
    expect(clusterListings(listings, all, 8, edge).clusters[0]?.count).toBe(3)
  })

  it('applies the test it is given', () => {
    const { clusters, singles } = clusterListings(listings, (_, at) => at !== 1, 8, belgium)
    expect(clusters[0]?.count).toBe(2)
    expect(singles).toEqual([4])
  })

  it('refuses an empty view and one too large for its zoom level', () => {
    expect(() =>
      clusterListings(listings, all, 8, { south: 51, west: 5, north: 50, east: 4 }),
    ).toThrow(MapViewError)
    expect(() => clusterListings(listings, all, maxMapZoom, belgium)).toThrow(MapViewError)
  })
})

describe('mappedExtent', () => {
  it('gives how many matches the map can show and the bounds that hold them', () => {
    expect(mappedExtent(listings, all)).toEqual({
      count: 4,
      bounds: { south: 50.6326, west: 4.3517, north: 50.8476, east: 5.5797 },
    })
    expect(mappedExtent(listings, () => false)).toEqual({ count: 0, bounds: null })
  })
})
