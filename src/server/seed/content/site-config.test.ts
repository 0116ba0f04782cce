import { describe, expect, it } from 'vitest'
import seed from './site-config.json'
import { hasMarketingClaims, parseSiteConfig } from '@/lib/site-config/site-config-schema'

const copy = () => structuredClone(seed) as typeof seed

describe('parseSiteConfig', () => {
  it('accepts the versioned demo configuration', () => {
    const config = parseSiteConfig(seed)
    expect(config.languages.filter((l) => l.use).map((l) => l.code)).toEqual([
      'en',
      'nl',
      'fr',
      'de',
    ])
    expect(config.defaultLanguage).toBe('en')
  })

  it('names the path of every bad field', () => {
    const config = copy()
    config.header.menu[0]!.page = ''
    config.theme.primary = 'teal'
    ;(config.footer as { maxWidth: unknown }).maxWidth = 'wide'
    const error = (() => {
      try {
        parseSiteConfig(config)
      } catch (e) {
        return (e as Error).message
      }
    })()
    expect(error).toContain('header.menu.0.page')
    expect(error).toContain('theme.primary: must be a colour such as #1a2b3c')
    expect(error).toContain('footer.maxWidth')
  })

  it('refuses a default language that is not in use', () => {
    const config = copy()
    config.languages = config.languages.map((l) => ({ ...l, use: l.code !== 'de' }))
    config.defaultLanguage = 'de'
    expect(() => parseSiteConfig(config)).toThrow(
      'defaultLanguage: must be one of the languages in use (en, nl, fr)',
    )
  })

  it('refuses a configuration without any language in use', () => {
    const config = copy()
    config.languages = config.languages.map((l) => ({ ...l, use: false }))
    expect(() => parseSiteConfig(config)).toThrow('languages: at least one language must be in use')
  })
})

describe('marketing claims (specification §9)', () => {
  it('are optional, each figure on its own', () => {
    const config = copy() as Record<string, unknown>
    delete config.marketingClaims
    expect(parseSiteConfig(config).marketingClaims).toEqual({})
    expect(hasMarketingClaims(parseSiteConfig(config).marketingClaims)).toBe(false)
    expect(hasMarketingClaims({ clients: 1000 })).toBe(true)
  })

  it('take the share sold within two weeks as a fraction', () => {
    const config = copy()
    config.marketingClaims.soldWithinTwoWeeks = 75
    expect(() => parseSiteConfig(config)).toThrow('marketingClaims.soldWithinTwoWeeks')
  })
})

describe('listing badges', () => {
  it('show "New" for 7 days unless configured otherwise', () => {
    const config = copy() as Record<string, unknown>
    delete config.listings
    expect(parseSiteConfig(config).listings).toEqual({ newBadgeDays: 7 })
    expect(
      parseSiteConfig({ ...config, listings: { newBadgeDays: 0 } }).listings.newBadgeDays,
    ).toBe(0)
  })

  it('refuse a number of days that is not a whole number from 0 to 90', () => {
    for (const days of [-1, 2.5, 91, '7']) {
      const config = { ...copy(), listings: { newBadgeDays: days } }
      expect(() => parseSiteConfig(config)).toThrow('listings.newBadgeDays')
    }
  })
})
