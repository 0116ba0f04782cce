import { describe, expect, it } from 'vitest'
import { approximateArea, areaRadiusMetres } from './map-area'

/** Great-circle distance in metres (haversine). */
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h))
}

describe('approximateArea', () => {
  it('rounds to 0.01°, the same for every visit', () => {
    expect(approximateArea(51.05436, 3.71742)).toEqual({ lat: 51.05, lng: 3.72 })
  })

  it('keeps the true point inside the circle, even at the worst rounding', () => {
    // Half a step off on both axes, at Belgium's southern and northern edges.
    for (const point of [
      { lat: 49.505, lng: 5.995 },
      { lat: 51.495, lng: 2.545 },
    ]) {
      expect(metres(point, approximateArea(point.lat, point.lng))).toBeLessThan(areaRadiusMetres)
    }
  })
})
