import { describe, expect, it } from 'vitest'
import { placeKey } from '@/lib/belgium/place-key'
import { suggestPlaces } from './postal-code-suggest'
import { postalCodesNamed } from './postal-places'

const labels = (query: string, lang: string, limit?: number) =>
  suggestPlaces(query, lang, limit).map(({ zip, name }) => `${zip} ${name}`)

describe('placeKey', () => {
  it('folds case, accents, hyphens, apostrophes and spaces', () => {
    expect(placeKey('Liège')).toBe('liege')
    expect(placeKey('  SINT-Martens--Latem ')).toBe('sint martens latem')
    expect(placeKey("Braine-l'Alleud")).toBe('braine l alleud')
    expect(placeKey('Braine-l’Alleud')).toBe('braine l alleud')
    expect(placeKey('Écaussinnes')).toBe('ecaussinnes')
    // Decomposed input (e + combining grave) folds like the composed letter.
    expect(placeKey('Lie\u0300ge')).toBe('liege')
  })
})

describe('suggestPlaces', () => {
  it('matches postal codes by prefix, in postal code order, main locality first', () => {
    expect(labels('9000', 'nl')).toEqual(['9000 Gent'])
    const brussels = suggestPlaces('10', 'fr')
    expect(brussels.map((place) => place.zip)).toEqual([
      '1000',
      '1020',
      '1030',
      '1040',
      '1050',
      '1060',
      '1070',
      '1080',
    ])
    expect(brussels[0]).toEqual({
      zip: '1000',
      name: 'Bruxelles',
      municipality: 'Bruxelles',
      region: 'Brussels',
    })
  })

  it('names the place in the page language when the table has it', () => {
    expect(suggestPlaces('1000', 'nl')[0]).toMatchObject({
      name: 'Brussel',
      municipality: 'Brussel',
    })
    expect(suggestPlaces('1050', 'nl')[0]?.name).toBe('Elsene')
    expect(suggestPlaces('1050', 'fr')[0]?.name).toBe('Ixelles')
    // German and English have no column of their own: the local name.
    expect(suggestPlaces('1050', 'de')[0]?.name).toBe('Ixelles')
    expect(suggestPlaces('9000', 'en')[0]?.name).toBe('Gent')
  })

  it('matches names in any language, ignoring case and accents', () => {
    expect(labels('gand', 'fr', 1)).toEqual(['9000 Gand'])
    expect(labels('GENT', 'nl', 1)).toEqual(['9000 Gent'])
    expect(labels('liege', 'fr', 1)).toEqual(['4000 Liège'])
    expect(labels('Luik', 'nl', 1)).toEqual(['4000 Luik'])
    expect(labels('bergen', 'fr', 3)).toContain('7000 Mons')
  })

  it('puts main localities before the others and locality names before municipality names', () => {
    const gent = suggestPlaces('gent', 'nl')
    expect(gent[0]).toMatchObject({ zip: '9000', name: 'Gent' })
    expect(gent[1]).toMatchObject({ zip: '9050', name: 'Gentbrugge' })
    // Afsnee is found through its municipality, Gent, so after every "Gent…" locality.
    const afsnee = gent.findIndex((place) => place.name === 'Afsnee')
    const gentinnes = gent.findIndex((place) => place.name === 'Gentinnes')
    expect(gentinnes).toBeGreaterThan(0)
    expect(afsnee).toBeGreaterThan(gentinnes)
  })

  it('matches a later word of a name after the names that start with the query', () => {
    const places = suggestPlaces('neuve', 'fr', 20)
    expect(places.map((place) => place.name)).toContain('Louvain-la-Neuve')
    expect(suggestPlaces('la neuve', 'fr').map((place) => place.name)).toContain('Louvain-la-Neuve')
  })

  it('respects the limit and answers nothing for an empty or unknown query', () => {
    expect(suggestPlaces('b', 'fr')).toHaveLength(8)
    expect(suggestPlaces('b', 'fr', 3)).toHaveLength(3)
    expect(suggestPlaces('', 'fr')).toEqual([])
    expect(suggestPlaces('  - ', 'fr')).toEqual([])
    expect(suggestPlaces('xyzzy', 'fr')).toEqual([])
    expect(suggestPlaces('0', 'fr')).toEqual([])
  })
})

describe('postalCodesNamed', () => {
  it('gives the postal codes of a locality or municipality name in any language', () => {
    expect(postalCodesNamed('Gand')).toContain('9000')
    expect(postalCodesNamed('gent')).toEqual(postalCodesNamed('Gand'))
    expect(postalCodesNamed('Bruxelles')).toEqual(['1000', '1020', '1120', '1130'])
    expect(postalCodesNamed('Antwerpen')).toContain('2600') // Berchem, a district of Antwerp
    expect(postalCodesNamed('Liège')).toEqual(postalCodesNamed('LIEGE'))
    expect(postalCodesNamed('Nowhere')).toEqual([])
  })
})
