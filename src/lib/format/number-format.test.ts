import { describe, expect, it } from 'vitest'
import { formatNumber, parseNumber } from './number-format'

describe('formatNumber', () => {
  it('groups thousands with a dot and decimals with a comma (nl-BE)', () => {
    expect(formatNumber(1234567)).toBe('1.234.567')
    expect(formatNumber(1234.5)).toBe('1.234,5')
    expect(formatNumber(-9876)).toBe('-9.876')
    expect(formatNumber(0)).toBe('0')
  })

  it('formats numeric text the same way', () => {
    expect(formatNumber('2500')).toBe('2.500')
    expect(formatNumber(' 12.5 ')).toBe('12,5')
  })

  it('passes options and locale on', () => {
    expect(formatNumber(3.14159, { maximumFractionDigits: 2 })).toBe('3,14')
    expect(formatNumber(1234.5, undefined, 'en-GB')).toBe('1,234.5')
  })

  it.each([
    ['text', 'abc'],
    ['empty text', ''],
    ['blank text', '  '],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
    ['an object', { value: 1 }],
    ['an array', [1]],
  ])('returns NaN for %s', (_name, value) => {
    expect(formatNumber(value)).toBe('NaN')
  })

  it('returns NaN instead of throwing on invalid options or locale', () => {
    expect(formatNumber(1, { maximumFractionDigits: 500 })).toBe('NaN')
    expect(formatNumber(1, { style: 'currency' })).toBe('NaN')
    expect(formatNumber(1, undefined, 'not a locale!')).toBe('NaN')
  })
})

describe('parseNumber', () => {
  it('reads numbers and numeric text, nothing else', () => {
    expect(parseNumber(42)).toBe(42)
    expect(parseNumber('-3.5')).toBe(-3.5)
    expect(parseNumber('1e3')).toBe(1000)
    expect(parseNumber('')).toBeNull()
    expect(parseNumber('12 m²')).toBeNull()
    expect(parseNumber(false)).toBeNull()
    expect(parseNumber(Number.NEGATIVE_INFINITY)).toBeNull()
  })
})
