import { describe, expect, it } from 'vitest'
import { localize } from './multilang'

describe('localize (specification §3 multi-language content)', () => {
  it('returns a plain string in every language', () => {
    expect(localize('Immo Horizon', 'fr')).toBe('Immo Horizon')
  })
  it('looks the key up as-is, then upper-cased', () => {
    expect(localize({ fr: 'Bonjour', NL: 'Hallo' }, 'fr')).toBe('Bonjour')
    expect(localize({ fr: 'Bonjour', NL: 'Hallo' }, 'nl')).toBe('Hallo')
  })
  it('falls back to the fallback language, then to an empty string', () => {
    expect(localize({ en: 'Hello' }, 'de', 'en')).toBe('Hello')
    expect(localize({ EN: 'Hello' }, 'de', 'en')).toBe('Hello')
    expect(localize({ en: 'Hello' }, 'de')).toBe('')
    expect(localize(undefined, 'de', 'en')).toBe('')
  })
})
