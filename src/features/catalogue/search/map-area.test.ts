import { describe, expect, it } from 'vitest'
import { canonicalBbox, canonicalPolygon, insidePolygon, polygonCorners } from './map-area'
import { parseSearchParams, serializeSearchParams } from './search-params'

describe('canonicalBbox', () => {
  it('keeps a box south,west,north,east with at most 5 decimals', () => {
    expect(canonicalBbox('50.800001,4.3,50.90000,4.4567891')).toBe('50.8,4.3,50.9,4.45679')
  })

  it('drops a box without an inside, out of range, or not made of 4 numbers', () => {
    for (const text of ['50.9,4.3,50.8,4.4', '50,4,50,5', '91,4,92,5', '1,2,3', '1,2,3,x', '']) {
      expect(canonicalBbox(text)).toBeUndefined()
    }
    expect(canonicalBbox('1e1,2,3,4')).toBeUndefined()
  })
})

describe('canonicalPolygon', () => {
  it('keeps 3 to 50 corners, without a closing repeat or repeated neighbours', () => {
    expect(canonicalPolygon('50.1,4.1,50.1,4.1,50.2,4.2,50.1,4.3,50.1,4.1')).toBe(
      '50.1,4.1,50.2,4.2,50.1,4.3',
    )
  })

  it('drops an outline without an inside or with too many corners', () => {
    expect(canonicalPolygon('50,4,51,5')).toBeUndefined()
    expect(canonicalPolygon('50,4,51,5,52,6')).toBeUndefined()
    expect(canonicalPolygon('50,4,51,5,52')).toBeUndefined()
    const many = Array.from({ length: 51 }, (_, at) => {
      const angle = (2 * Math.PI * at) / 51
      return `${(50 + Math.sin(angle)).toFixed(5)},${(4 + Math.cos(angle)).toFixed(5)}`
    })
    expect(canonicalPolygon(many.join(','))).toBeUndefined()
    expect(canonicalPolygon(many.slice(0, 50).join(','))).toBeDefined()
  })
})

describe('insidePolygon', () => {
  const triangle = polygonCorners('50,4,51,4,50,5')

  it('tells inside from outside, an edge counting as inside', () => {
    expect(insidePolygon(50.2, 4.2, triangle)).toBe(true)
    expect(insidePolygon(50.9, 4.9, triangle)).toBe(false)
    expect(insidePolygon(50.5, 4, triangle)).toBe(true)
    expect(insidePolygon(Number.NaN, Number.NaN, triangle)).toBe(false)
  })

  it('counts the overlap of an outline that loops over itself as inside (winding number)', () => {
    // A square drawn twice around.
    const twice = polygonCorners('0,0,0,2,2,2,2,0,0,0,0,2,2,2,2,0')
    expect(insidePolygon(1, 1, twice)).toBe(true)
  })
})

describe('the area in the URL', () => {
  it('parses, canonicalizes and serializes bbox and polygon with the other filters', () => {
    const state = parseSearchParams(
      new URLSearchParams('bbox=50.800004,4.3,50.9,4.4&polygon=50,4,51,4,50,5&beds=2'),
    )
    expect(state).toMatchObject({ bbox: '50.8,4.3,50.9,4.4', polygon: '50,4,51,4,50,5' })
    expect(parseSearchParams(new URLSearchParams(serializeSearchParams(state)))).toEqual(state)
  })

  it('drops a malformed area and keeps the rest of the search', () => {
    const state = parseSearchParams({ bbox: 'everywhere', polygon: '1,2', beds: '2' })
    expect(state.bbox).toBeUndefined()
    expect(state.polygon).toBeUndefined()
    expect(state.beds).toBe(2)
  })
})
