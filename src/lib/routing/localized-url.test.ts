import { describe, expect, it } from 'vitest'
import {
  isExternalTarget,
  localizedUrl,
  pickAcceptedLanguage,
  splitLanguagePrefix,
} from './localized-url'

describe('localizedUrl', () => {
  it('serves the default language unprefixed and the others under their prefix, with a slash', () => {
    expect(localizedUrl('en', 'services/vente', 'en')).toBe('/services/vente/')
    expect(localizedUrl('fr', 'nos-services/vente', 'en')).toBe('/fr/nos-services/vente/')
    expect(localizedUrl('en', '', 'en')).toBe('/')
    expect(localizedUrl('nl', '', 'en')).toBe('/nl/')
    expect(localizedUrl('fr', 'merci/estimation-gratuite', 'fr')).toBe(
      '/merci/estimation-gratuite/',
    )
  })
})

describe('splitLanguagePrefix', () => {
  it('recognises an enabled language code as first segment only', () => {
    expect(splitLanguagePrefix('/fr/merci/estimation-gratuite/', ['en', 'fr'])).toEqual({
      lang: 'fr',
      slug: 'merci/estimation-gratuite',
    })
    expect(splitLanguagePrefix('/de/kaufen/', ['en', 'fr'])).toEqual({
      lang: null,
      slug: 'de/kaufen',
    })
    expect(splitLanguagePrefix('/', ['en'])).toEqual({ lang: null, slug: '' })
    expect(splitLanguagePrefix('/nl/', ['en', 'nl'])).toEqual({ lang: 'nl', slug: '' })
    expect(splitLanguagePrefix('/french/', ['fr'])).toEqual({ lang: null, slug: 'french' })
  })
})

describe('pickAcceptedLanguage', () => {
  const enabled = ['en', 'nl', 'fr', 'de'] as const
  it('takes the best-ranked enabled language by q-value, regions ignored', () => {
    expect(pickAcceptedLanguage('fr-BE,fr;q=0.9,en;q=0.8', enabled)).toBe('fr')
    expect(pickAcceptedLanguage('es;q=1, nl-BE;q=0.5, de;q=0.7', enabled)).toBe('de')
    expect(pickAcceptedLanguage('en;q=0, nl', enabled)).toBe('nl')
  })
  it('returns null without a usable header', () => {
    expect(pickAcceptedLanguage(undefined, enabled)).toBeNull()
    expect(pickAcceptedLanguage('', enabled)).toBeNull()
    expect(pickAcceptedLanguage('es, it;q=0.5', enabled)).toBeNull()
    expect(pickAcceptedLanguage('nl', ['en', 'fr'])).toBeNull()
  })
})

describe('isExternalTarget', () => {
  it('follows specification §2: //, http, tel: or mailto:', () => {
    expect(isExternalTarget('https://www.facebook.com/x')).toBe(true)
    expect(isExternalTarget('//cdn.example.org')).toBe(true)
    expect(isExternalTarget('tel:+3225550123')).toBe(true)
    expect(isExternalTarget('mailto:info@immohorizon.be')).toBe(true)
    expect(isExternalTarget('services/vente')).toBe(false)
    expect(isExternalTarget('home')).toBe(false)
  })
})
