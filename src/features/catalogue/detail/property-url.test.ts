import { describe, expect, it } from 'vitest'
import { propertyUrl, slugify } from '@/lib/routing/property-url'

const apartment = {
  slug: { en: 'apartment', nl: 'appartement', fr: 'appartement', de: 'wohnung' },
  name: { en: 'Apartment', nl: 'Appartement', fr: 'Appartement', de: 'Wohnung' },
}

describe('slugify', () => {
  it('makes lowercase ASCII slugs without accents, spaces or punctuation', () => {
    expect(slugify('Ixelles')).toBe('ixelles')
    expect(slugify('Liège')).toBe('liege')
    expect(slugify('Louvain-la-Neuve')).toBe('louvain-la-neuve')
    expect(slugify("Braine-l'Alleud")).toBe('braine-l-alleud')
    expect(slugify('Sint-Pieters-Woluwe / Woluwe-Saint-Pierre')).toBe(
      'sint-pieters-woluwe-woluwe-saint-pierre',
    )
    expect(slugify('  Kapelle op den Bos ')).toBe('kapelle-op-den-bos')
    expect(slugify('Gießen Œuvre Æble Ørsted')).toBe('giessen-oeuvre-aeble-orsted')
    expect(slugify('Écaussinnes')).toBe('ecaussinnes')
    expect(slugify('!!!')).toBe('')
  })
})

describe('propertyUrl', () => {
  it('is the list URL, the city slug, the type slug in the language and the reference', () => {
    const property = { reference: '4521', city: 'Ixelles', type: apartment }
    expect(propertyUrl('/for-sale/', property, 'en')).toBe('/for-sale/ixelles/apartment/4521/')
    expect(propertyUrl('/fr/a-vendre/', property, 'fr')).toBe(
      '/fr/a-vendre/ixelles/appartement/4521/',
    )
    expect(propertyUrl('/de/kaufen/', property, 'de')).toBe('/de/kaufen/ixelles/wohnung/4521/')
    expect(propertyUrl('/nl/te-huur', property, 'nl')).toBe('/nl/te-huur/ixelles/appartement/4521/')
  })

  it('strips accents from the city and falls back when a slug is missing', () => {
    const noDutchSlug = { slug: { en: 'villa' }, name: { en: 'Villa' } }
    expect(
      propertyUrl('/for-sale/', { reference: 'A-1', city: 'Liège', type: noDutchSlug }, 'nl'),
    ).toBe('/for-sale/liege/villa/A-1/')
    expect(
      propertyUrl('/for-sale/', { reference: '7', city: '', type: { slug: {}, name: {} } }, 'en'),
    ).toBe('/for-sale/city/property/7/')
  })

  it('encodes a reference that is not URL-safe', () => {
    expect(
      propertyUrl('/for-sale/', { reference: 'A 1/2', city: 'Gent', type: apartment }, 'en'),
    ).toBe('/for-sale/gent/apartment/A%201%2F2/')
  })
})
