import { describe, expect, it } from 'vitest'
import { dateFormat, formatDate } from './date-format'

const evening = new Date('2026-11-24T22:30:00Z')

describe('formatDate', () => {
  it('writes the day before the month in every language, English included', () => {
    expect(formatDate(evening, 'en', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '24 November 2026',
    )
    expect(formatDate(evening, 'nl', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '24 november 2026',
    )
    expect(formatDate(evening, 'fr', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '24 novembre 2026',
    )
    expect(formatDate(evening, 'de', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '24. November 2026',
    )
  })

  it('is on Brussels time unless told otherwise', () => {
    expect(formatDate(evening, 'en')).toBe('24 November 2026')
    expect(dateFormat('en', { dateStyle: 'short' }).format(new Date('2026-11-24T23:30:00Z'))).toBe(
      '25/11/26',
    )
  })
})
