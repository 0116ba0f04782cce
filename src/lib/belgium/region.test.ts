import { describe, expect, it } from 'vitest'
import { countryById, isRegion, normalizeTownName, regionByPostalCode } from './region'

describe('regionByPostalCode', () => {
  it.each([
    ['1000', 'Brussels'],
    ['1299', 'Brussels'],
    ['1300', 'Wallonia'],
    ['1499', 'Wallonia'],
    ['1500', 'Flanders'],
    ['3999', 'Flanders'],
    ['4000', 'Wallonia'],
    ['7999', 'Wallonia'],
    ['8000', 'Flanders'],
    ['9999', 'Flanders'],
    ['1050', 'Brussels'],
    ['1348', 'Wallonia'],
    ['2000', 'Flanders'],
    ['5000', 'Wallonia'],
    ['9000', 'Flanders'],
  ])('puts %s in %s', (zip, region) => {
    expect(regionByPostalCode(zip)).toBe(region)
  })

  it('accepts a number and surrounding spaces', () => {
    expect(regionByPostalCode(1040)).toBe('Brussels')
    expect(regionByPostalCode(' 8300 ')).toBe('Flanders')
  })

  it.each([
    ['0999'],
    ['999'],
    ['10000'],
    ['B-1000'],
    ['1000a'],
    [''],
    [1000.5],
    [null],
    [undefined],
  ])('gives null for %j', (zip) => {
    expect(regionByPostalCode(zip)).toBeNull()
  })
})

describe('countryById', () => {
  it('knows Belgium (10) and Luxembourg (50), also as text', () => {
    expect(countryById(10)).toBe('belgium')
    expect(countryById(50)).toBe('luxembourg')
    expect(countryById('10')).toBe('belgium')
    expect(countryById(' 50 ')).toBe('luxembourg')
  })

  it.each([[0], [1], [11], [49], [''], [null], [undefined], [Number.NaN]])(
    'does not know %j',
    (id) => {
      expect(countryById(id)).toBeNull()
    },
  )
})

describe('normalizeTownName', () => {
  it.each([
    ['Kapelle-Op-Den-Bos'],
    ['KAPELLE-OP-DEN-BOS'],
    ['kapelle-op-den-bos'],
    ['Kapelle op den Bos'],
    [' Kapelle-op-den-Bos '],
    ['Kapelle-op-den-Bos'],
  ])('writes %j as Kapelle-op-den-Bos', (name) => {
    expect(normalizeTownName(name)).toBe('Kapelle-op-den-Bos')
  })

  it('leaves every other town name untouched', () => {
    expect(normalizeTownName('GENT')).toBe('GENT')
    expect(normalizeTownName('Kapelle')).toBe('Kapelle')
    expect(normalizeTownName('Kapellen')).toBe('Kapellen')
    expect(normalizeTownName('Kapelle-op-den-Bosch')).toBe('Kapelle-op-den-Bosch')
  })
})

describe('isRegion', () => {
  it('accepts the three region names exactly', () => {
    expect(isRegion('Flanders')).toBe(true)
    expect(isRegion('Wallonia')).toBe(true)
    expect(isRegion('Brussels')).toBe(true)
    expect(isRegion('flanders')).toBe(false)
    expect(isRegion(null)).toBe(false)
  })
})
