import { describe, expect, it } from 'vitest'
import { supportedLanguages } from '@/lib/i18n/languages'
import { formatNumber, formatPercent, parseNumber } from './number-format'

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

  it('passes options on', () => {
    expect(formatNumber(3.14159, { maximumFractionDigits: 2 })).toBe('3,14')
    expect(formatNumber(2.5, { minimumFractionDigits: 2 })).toBe('2,50')
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

  it('returns NaN instead of throwing on invalid options', () => {
    expect(formatNumber(1, { maximumFractionDigits: 500 })).toBe('NaN')
    expect(formatNumber(1, { style: 'currency' })).toBe('NaN')
  })
})

describe('formatPercent', () => {
  it('writes the digits as formatNumber does in every language, the sign as the language does', () => {
    expect(formatPercent(0.125, 'en')).toBe('12,5%')
    expect(formatPercent(0.125, 'nl')).toBe('12,5%')
    expect(formatPercent(0.125, 'fr')).toBe('12,5\u00a0%')
    expect(formatPercent(0.02, 'de')).toBe('2\u00a0%')
    for (const lang of supportedLanguages) {
      expect(formatPercent(12.5, lang).startsWith(formatNumber(1250))).toBe(true)
    }
  })

  it('rounds to two decimals by default, or as asked, without binary noise', () => {
    expect(formatPercent(0.035, 'en')).toBe('3,5%')
    expect(formatPercent(0.123456, 'en')).toBe('12,35%')
    expect(formatPercent(0.123456, 'en', 0)).toBe('12%')
  })

  it('returns NaN for what is not a number', () => {
    expect(formatPercent('abc', 'fr')).toBe('NaN')
    expect(formatPercent(null, 'en')).toBe('NaN')
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
