import { describe, expect, it } from 'vitest'
import type { MapPoint } from '@/features/catalogue/search/map-points'
import { toMapMarkers } from './map-markers'

const labels = {
  startingFrom: 'from',
  priceOnRequest: 'Price on request',
  perMonth: 'per month',
  sold: 'Sold',
  rented: 'Rented',
}

const apartment = {
  typeSlug: { en: 'apartment', nl: 'appartement', fr: 'appartement', de: 'wohnung' },
  typeName: { en: 'Apartment', nl: 'Appartement', fr: 'Appartement', de: 'Wohnung' },
}

const point = (overrides: Partial<MapPoint> = {}): MapPoint => ({
  id: 7,
  reference: 'AB-12',
  lat: 50.8333,
  lng: 4.3667,
  price: 350000,
  publishPrice: true,
  marquee: null,
  status: 'available',
  typeId: 2,
  priceUnit: null,
  priceUnitText: null,
  marqueeName: null,
  title: { en: 'Bright flat', fr: 'Appartement lumineux' },
  city: 'Ixelles',
  ...apartment,
  ...overrides,
})

const sale = { goal: 0, lang: 'en', fallbackLanguage: 'en', listUrl: '/for-sale/', labels } as const

describe('toMapMarkers', () => {
  it('gives each point its title, price text, detail URL and position', () => {
    expect(toMapMarkers([point()], sale)).toEqual([
      {
        id: 7,
        lat: 50.8333,
        lng: 4.3667,
        title: 'Bright flat',
        price: '€ 350.000',
        url: '/for-sale/ixelles/apartment/AB-12/',
        closed: null,
      },
    ])
  })

  it('writes the title and the URL in the page language, with the fallback language', () => {
    const [french] = toMapMarkers([point()], {
      ...sale,
      lang: 'fr',
      listUrl: '/fr/a-vendre/',
    })
    expect(french).toMatchObject({
      title: 'Appartement lumineux',
      url: '/fr/a-vendre/ixelles/appartement/AB-12/',
    })
    const [dutch] = toMapMarkers([point()], { ...sale, lang: 'nl', listUrl: '/nl/te-koop/' })
    expect(dutch?.title).toBe('Bright flat')
    const [untitled] = toMapMarkers([point({ title: {} })], sale)
    expect(untitled?.title).toBe('AB-12')
  })

  it('shows the marquee name instead of the price of a sold or rented property', () => {
    const [sold] = toMapMarkers([point({ marquee: 1, marqueeName: 'VERKOCHT' })], sale)
    expect(sold).toMatchObject({ price: 'VERKOCHT', closed: 'sold' })
    const [soldByStatus] = toMapMarkers([point({ status: 'sold' })], sale)
    expect(soldByStatus).toMatchObject({ price: 'Sold', closed: 'sold' })
    const [rented] = toMapMarkers([point({ marquee: 2 })], {
      ...sale,
      goal: 1,
      listUrl: '/for-rent/',
    })
    expect(rented).toMatchObject({ price: 'Rented', closed: 'rented' })
    for (const marker of [sold, soldByStatus, rented]) expect(marker?.price).not.toMatch(/\d/)
  })

  it('never shows a price the agency does not publish', () => {
    const [hidden] = toMapMarkers([point({ price: null, publishPrice: false })], sale)
    expect(hidden?.price).toBe('Price on request')
  })

  it('writes a rental price per month, and a starting-from price with its text', () => {
    const [rental] = toMapMarkers([point({ price: 1200 })], {
      ...sale,
      goal: 1,
      listUrl: '/for-rent/',
    })
    expect(rental?.price).toBe('€ 1.200 per month')
    const [from] = toMapMarkers([point({ priceUnit: 7 })], sale)
    expect(from?.price).toBe('from € 350.000')
  })

  it('is plain JSON, so the server can hand it to the map component', () => {
    const markers = toMapMarkers([point(), point({ id: 8, reference: 'CD-34' })], sale)
    expect(JSON.parse(JSON.stringify(markers))).toEqual(markers)
    expect(markers.map((marker) => marker.id)).toEqual([7, 8])
  })
})
