import { describe, expect, it } from 'vitest'
import {
  epcImagePath,
  epcLabel,
  epcLabelText,
  epcLabelsOf,
  isEpcLabelOf,
  regionFromSlug,
} from './epc'

describe('epcLabel in Flanders', () => {
  it.each([
    [-20, 'a_plus'],
    [0, 'a_plus'],
    [0.5, 'a'],
    [100, 'a'],
    [101, 'b'],
    [200, 'b'],
    [201, 'c'],
    [300, 'c'],
    [301, 'd'],
    [400, 'd'],
    [401, 'e'],
    [500, 'e'],
    [501, 'f'],
    [900, 'f'],
  ])('labels %d as %s', (value, label) => {
    expect(epcLabel('Flanders', value)).toBe(label)
  })
})

describe('epcLabel in Wallonia', () => {
  it.each([
    [0, 'a_plusplus'],
    [1, 'a_plus'],
    [45, 'a_plus'],
    [46, 'a'],
    [85, 'a'],
    [86, 'b'],
    [170, 'b'],
    [171, 'c'],
    [255, 'c'],
    [256, 'd'],
    [340, 'd'],
    [341, 'e'],
    [425, 'e'],
    [426, 'f'],
    [510, 'f'],
    [511, 'g'],
  ])('labels %d as %s', (value, label) => {
    expect(epcLabel('Wallonia', value)).toBe(label)
  })
})

describe('epcLabel in Brussels', () => {
  it.each([
    [0, 'a_plus'],
    [30, 'a'],
    [45, 'a_sub'],
    [62, 'b_plus'],
    [78, 'b'],
    [95, 'b_sub'],
    [113, 'c_plus'],
    [132, 'c'],
    [150, 'c_sub'],
    [170, 'd_plus'],
    [190, 'd'],
    [210, 'd_sub'],
    [232, 'e_plus'],
    [253, 'e'],
    [275, 'e_sub'],
    [298, 'f_plus'],
    [322, 'f'],
    [346, 'f_sub'],
    [347, 'g'],
    [31, 'a_sub'],
    [346.5, 'g'],
  ])('labels %d as %s', (value, label) => {
    expect(epcLabel('Brussels', value)).toBe(label)
  })
})

describe('epcLabel without a number', () => {
  it('gives null for NaN and infinities', () => {
    expect(epcLabel('Flanders', Number.NaN)).toBeNull()
    expect(epcLabel('Brussels', Number.POSITIVE_INFINITY)).toBeNull()
  })
})

describe('labels and slugs', () => {
  it('lists each region’s labels from best to worst', () => {
    expect(epcLabelsOf('Flanders')).toEqual(['a_plus', 'a', 'b', 'c', 'd', 'e', 'f'])
    expect(epcLabelsOf('Wallonia')).toEqual([
      'a_plusplus',
      'a_plus',
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
    ])
    expect(epcLabelsOf('Brussels')).toHaveLength(19)
  })

  it('accepts only the labels of the region’s own scale', () => {
    expect(isEpcLabelOf('Wallonia', 'a_plusplus')).toBe(true)
    expect(isEpcLabelOf('Flanders', 'a_plusplus')).toBe(false)
    expect(isEpcLabelOf('Flanders', 'g')).toBe(false)
    expect(isEpcLabelOf('Brussels', 'b_sub')).toBe(true)
    expect(isEpcLabelOf('Wallonia', 'b_sub')).toBe(false)
    expect(isEpcLabelOf('Brussels', 'A')).toBe(false)
  })

  it('writes labels as on a certificate', () => {
    expect(epcLabelText('a_plusplus')).toBe('A++')
    expect(epcLabelText('a_plus')).toBe('A+')
    expect(epcLabelText('a')).toBe('A')
    expect(epcLabelText('b_sub')).toBe('B-')
    expect(epcLabelText('c_plus')).toBe('C+')
    expect(epcLabelText('g')).toBe('G')
  })

  it('maps slugs back to regions', () => {
    expect(regionFromSlug('flanders')).toBe('Flanders')
    expect(regionFromSlug('wallonia')).toBe('Wallonia')
    expect(regionFromSlug('brussels')).toBe('Brussels')
    expect(regionFromSlug('Flanders')).toBeNull()
    expect(regionFromSlug('luxembourg')).toBeNull()
  })

  it('builds the image path with the lower-case region slug', () => {
    expect(epcImagePath('Flanders', 'a_plus')).toBe('/images/epc/flanders/a_plus.png')
    expect(epcImagePath('Brussels', 'b_sub')).toBe('/images/epc/brussels/b_sub.png')
    expect(epcImagePath('Wallonia', 'a_plusplus')).toBe('/images/epc/wallonia/a_plusplus.png')
  })
})
