import { describe, expect, it } from 'vitest'
import { landingTown, townOfCity } from './landing-towns'

describe('landingTown', () => {
  it('knows a town by the slug of its local name, with its name in each language', () => {
    expect(landingTown('ixelles')).toEqual({
      town: {
        slug: 'ixelles',
        place: 'Ixelles',
        names: { en: 'Ixelles', nl: 'Elsene', fr: 'Ixelles', de: 'Ixelles' },
      },
    })
    expect(landingTown('gent')).toMatchObject({ town: { place: 'Gent', names: { fr: 'Gand' } } })
    // Apostrophes and hyphens fold as in detail URLs.
    expect(landingTown('braine-l-alleud')).toMatchObject({ town: { place: "Braine-l'Alleud" } })
  })

  it("sends a town's name in another language to its own slug", () => {
    expect(landingTown('elsene')).toEqual({ redirect: 'ixelles' })
    expect(landingTown('gand')).toEqual({ redirect: 'gent' })
    expect(landingTown('anvers')).toEqual({ redirect: 'antwerpen' })
  })

  it('knows no other segment, so no page is made up for it', () => {
    expect(landingTown('atlantis')).toBeUndefined()
    expect(landingTown('Ixelles')).toBeUndefined()
    expect(landingTown('')).toBeUndefined()
  })
})

describe('townOfCity', () => {
  it("finds a listing's town by its stored city, accents and spaces as detail URLs fold them", () => {
    expect(townOfCity('Liège')?.slug).toBe('liege')
    expect(townOfCity('Sint-Niklaas')?.slug).toBe('sint-niklaas')
    expect(townOfCity('Luxembourg')).toBeUndefined()
  })
})
