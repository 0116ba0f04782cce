import { describe, expect, it } from 'vitest'
import { switchHref } from './language-switcher'

describe('switchHref', () => {
  it('keeps filters, sort, page and view', () => {
    expect(switchHref('/fr/a-vendre/', '?sort=price-asc&page=2&view=map', 'fr', 'en')).toBe(
      '/fr/a-vendre/?sort=price-asc&page=2&view=map',
    )
  })
  it('adds lng for the default language, after the search', () => {
    expect(switchHref('/for-sale/', '?sort=price-asc&page=2', 'en', 'en')).toBe(
      '/for-sale/?sort=price-asc&page=2&lng=en',
    )
    expect(switchHref('/for-sale/', '', 'en', 'en')).toBe('/for-sale/?lng=en')
  })
  it('gives the bare URL when there is no query', () => {
    expect(switchHref('/nl/te-koop/', '', 'nl', 'en')).toBe('/nl/te-koop/')
  })
})
