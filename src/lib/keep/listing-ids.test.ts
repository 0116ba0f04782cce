import { describe, expect, it } from 'vitest'
import { idsQuery, isListingId, parseListingIds, splitListingId } from './listing-ids'

describe('listing ids', () => {
  it('reads a shared list in its order, without duplicates or foreign values', () => {
    expect(
      parseListingIds('property-12,project-3, property-12,house-4,property-0,property-x', 50),
    ).toEqual(['property-12', 'project-3'])
  })

  it('reads repeated parameters and stops at the limit', () => {
    expect(parseListingIds(['property-1,property-2', 'property-3'], 2)).toEqual([
      'property-1',
      'property-2',
    ])
    expect(parseListingIds(undefined, 4)).toEqual([])
  })

  it('refuses numbers that are not ids', () => {
    expect(isListingId('property-01')).toBe(false)
    expect(isListingId('property-12345678901')).toBe(false)
    expect(isListingId(12)).toBe(false)
    expect(isListingId('project-7')).toBe(true)
  })

  it('splits an id and writes the query', () => {
    expect(splitListingId('project-7')).toEqual({ kind: 'project', id: 7 })
    expect(idsQuery(['property-1', 'project-2'])).toBe('?ids=property-1,project-2')
    expect(idsQuery([])).toBe('')
  })
})
