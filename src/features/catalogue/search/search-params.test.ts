import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  defaultSearchState,
  parseSearchParams,
  serializeSearchParams,
  withChanges,
  type SearchState,
} from './search-params'

const parse = (query: string) => parseSearchParams(new URLSearchParams(query))

describe('parseSearchParams', () => {
  it('gives the default search for an empty query', () => {
    expect(parse('')).toEqual(defaultSearchState)
    expect(parseSearchParams({})).toEqual({
      type: [],
      place: [],
      features: [],
      epc: [],
      sort: 'newest',
      page: 1,
      view: 'grid',
    })
  })

  it('reads every filter', () => {
    expect(
      parse(
        'type=2&type=1&min=150000&max=400000&beds=3&place=Ixelles&region=brussels' +
          '&features=terrace&features=garden&epc=b&epc=a&sort=price-asc&page=3&view=map',
      ),
    ).toEqual({
      type: [1, 2],
      min: 150000,
      max: 400000,
      beds: 3,
      place: ['Ixelles'],
      region: 'brussels',
      features: ['garden', 'terrace'],
      epc: ['a', 'b'],
      sort: 'price-asc',
      page: 3,
      view: 'map',
    })
  })

  it("reads Next's searchParams object, with single and repeated values", () => {
    expect(
      parseSearchParams({ type: ['21', '22'], min: '1000', features: 'lift', other: undefined }),
    ).toMatchObject({ type: [21, 22], min: 1000, features: ['lift'] })
  })

  it('drops bad values and keeps the rest of the search', () => {
    const state = parse(
      'type=abc&type=3&type=-1&type=1.5&min=cheap&max=1e6&beds=11&place=%20%20&region=mars' +
        '&features=pool&features=lift&epc=z&epc=c&sort=random&page=0&view=table',
    )
    expect(state).toEqual({ ...defaultSearchState, type: [3], features: ['lift'], epc: ['c'] })
  })

  it('drops an empty value, a negative number and a price beyond the database integer', () => {
    expect(parse('min=&max=-5&beds=0&page=-2')).toEqual(defaultSearchState)
    expect(parse('max=2147483648').max).toBeUndefined()
    expect(parse('max=2147483647').max).toBe(2147483647)
  })

  it('accepts values regardless of case and surrounding spaces', () => {
    expect(parse('region=Flanders&sort=PRICE-DESC&view=List&features=Garden&epc=A_PLUS')).toEqual({
      ...defaultSearchState,
      region: 'flanders',
      sort: 'price-desc',
      view: 'list',
      features: ['garden'],
      epc: ['a_plus'],
    })
    expect(parse('min=%20100%20&place=%20Sint-Niklaas%20').min).toBe(100)
  })

  it('swaps a minimum above the maximum', () => {
    expect(parse('min=500000&max=200000')).toMatchObject({ min: 200000, max: 500000 })
  })

  it('keeps a postal code or a town name as place, and drops anything else', () => {
    expect(parse('place=1050').place).toEqual(['1050'])
    expect(parse('place=Liège').place).toEqual(['Liège'])
    expect(parse('place=Sint%20%20Martens-Latem').place).toEqual(['Sint Martens-Latem'])
    expect(parse('place=12345').place).toEqual([])
    expect(parse('place=--').place).toEqual([])
    expect(parse(`place=${'a'.repeat(81)}`).place).toEqual([])
  })

  it('keeps several places, repeated or between commas, sorted, deduplicated and at most ten', () => {
    expect(parse('place=Gent&place=1050&place=Gent').place).toEqual(['1050', 'Gent'])
    expect(parse('place=Gent%2C%201050%3B%20Liège%2C%2C%2012345').place).toEqual([
      '1050',
      'Gent',
      'Liège',
    ])
    const many = Array.from({ length: 12 }, (_, at) => `place=${1000 + at}`).join('&')
    expect(parse(many).place).toHaveLength(10)
    expect(serializeSearchParams(parse('place=Gent%2C1050'))).toBe('place=1050&place=Gent')
  })

  it('counts each filter that is set once, for the "Filters (n)" button', () => {
    expect(activeFilterCount(parse(''))).toBe(0)
    expect(activeFilterCount(parse('sort=price-asc&view=map&page=2'))).toBe(0)
    expect(activeFilterCount(parse('place=Gent&place=1050&type=1&type=2&min=1000&new=1'))).toBe(4)
  })

  it('sorts and deduplicates the lists so equal searches compare equal', () => {
    expect(
      parse('type=3&type=1&type=3&epc=d&epc=a_plus&epc=d&features=lift&features=garden'),
    ).toEqual({
      ...defaultSearchState,
      type: [1, 3],
      epc: ['a_plus', 'd'],
      features: ['garden', 'lift'],
    })
  })

  it('reads the surface, bathroom and "new this week" filters and the two price sorts', () => {
    expect(parse('area=120&baths=2&new=1&sort=reduced')).toEqual({
      ...defaultSearchState,
      area: 120,
      baths: 2,
      new: true,
      sort: 'reduced',
    })
    expect(parse('sort=area-price').sort).toBe('area-price')
    expect(parse('area=0&baths=11&new=yes')).toEqual(defaultSearchState)
    expect(parse('area=100001&new=0').area).toBeUndefined()
  })

  it('takes the first value of a repeated single-valued key', () => {
    expect(parse('page=2&page=5&sort=city&sort=type')).toMatchObject({ page: 2, sort: 'city' })
  })
})

describe('serializeSearchParams', () => {
  it('leaves the default search out entirely', () => {
    expect(serializeSearchParams(defaultSearchState)).toBe('')
    expect(serializeSearchParams(parse('sort=newest&page=1&view=grid'))).toBe('')
  })

  it('writes keys in a fixed order, whatever order the URL had', () => {
    const a = parse('view=list&page=2&epc=b&type=2&place=Gent&type=1&min=100000')
    const b = parse('min=100000&type=1&type=2&place=Gent&epc=b&page=2&view=list')
    expect(serializeSearchParams(a)).toBe(
      'type=1&type=2&min=100000&place=Gent&epc=b&page=2&view=list',
    )
    expect(serializeSearchParams(b)).toBe(serializeSearchParams(a))
    expect(serializeSearchParams(parse('new=1&area=80&sort=reduced&baths=2&beds=3'))).toBe(
      'beds=3&baths=2&area=80&new=1&sort=reduced',
    )
  })

  it('round-trips every state it writes', () => {
    const states: SearchState[] = [
      defaultSearchState,
      parse('type=1&min=0&max=250000&beds=2&place=Sint-Niklaas&region=flanders&sort=city'),
      parse('features=garden&features=furnished&epc=a_plusplus&epc=g&page=40&view=map'),
      parse('place=Liège&sort=price-desc&view=list'),
      parse('beds=2&baths=1&area=90&new=1&sort=area-price'),
    ]
    for (const state of states) {
      const query = serializeSearchParams(state)
      expect(parse(query)).toEqual(state)
      expect(serializeSearchParams(parse(query))).toBe(query)
    }
  })

  it('encodes spaces and accents', () => {
    expect(serializeSearchParams(parse('place=Sint%20Martens-Latem'))).toBe(
      'place=Sint+Martens-Latem',
    )
    expect(serializeSearchParams(parse('place=Liège'))).toBe('place=Li%C3%A8ge')
  })

  it('normalizes a state built by hand', () => {
    const handMade: SearchState = { ...defaultSearchState, min: 9, max: 3, type: [5, 5, 2] }
    expect(serializeSearchParams(handMade)).toBe('type=2&type=5&min=3&max=9')
  })
})

describe('withChanges', () => {
  const onPage3 = parse('type=1&region=wallonia&sort=price-asc&page=3&view=list')

  it('goes back to page 1 when a filter changes', () => {
    expect(withChanges(onPage3, { beds: 2 })).toMatchObject({ beds: 2, page: 1 })
    expect(withChanges(onPage3, { type: [1, 2] }).page).toBe(1)
    expect(withChanges(onPage3, { region: undefined })).toEqual({
      ...onPage3,
      region: undefined,
      page: 1,
    } satisfies SearchState)
  })

  it('goes back to page 1 when the sort order changes', () => {
    expect(withChanges(onPage3, { sort: 'city' })).toMatchObject({ sort: 'city', page: 1 })
  })

  it('keeps the page when only the view changes or nothing changes', () => {
    expect(withChanges(onPage3, { view: 'map' })).toMatchObject({ view: 'map', page: 3 })
    expect(withChanges(onPage3, { type: [1] }).page).toBe(3)
  })

  it('keeps "new this week" through a change of another filter, and clears it', () => {
    const fresh = withChanges(onPage3, { new: true })
    expect(withChanges(fresh, { beds: 2 })).toMatchObject({ new: true, beds: 2, page: 1 })
    expect(withChanges(fresh, { new: undefined }).new).toBeUndefined()
  })

  it('moves to the page a pagination link asks for', () => {
    expect(withChanges(onPage3, { page: 4 }).page).toBe(4)
  })

  it('normalizes the result like a parsed URL', () => {
    expect(withChanges(onPage3, { min: 500000, max: 100000, type: [2, 1, 2] })).toMatchObject({
      min: 100000,
      max: 500000,
      type: [1, 2],
      page: 1,
    })
  })
})
