import { describe, expect, it } from 'vitest'
import { formatDate, formatFieldValue, translateKey, type DetailTexts } from './format-value'
import { compareUnits } from './load-project.server'
import { closedStatus, priceText, type PriceLabels } from './price-text'
import { isSoldOut, isUnitSold, priceRange, unitStatus } from './project-units'
import { jsonLdText } from '@/lib/html/json-ld'
import { breadcrumbJsonLd, listingJsonLd, type ListingJsonLdInput } from './structured-data'
import { descriptionParagraphs, formatAddress } from './text'
import { metaDescription } from './metadata'
import { openStreetMapUrl, streetViewUrl } from './map-links'
import type { FieldDefinition } from './sections'

const messages: Record<string, string> = {
  yes: 'Yes',
  no: 'No',
  'judicial.onRequest': 'On request',
  'units.area': '{value} m²',
  'units.perMonth': '{amount} per month',
  'units.years': '{value} years',
  'units.availableFrom': 'from {date}',
  'values.heatingType.heat-pump': 'Heat pump',
  'values.pointOfInterest.school': 'school',
  'values.pointOfInterest.park': 'park',
}
const texts: DetailTexts = {
  t: (key, values = {}) =>
    (messages[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])),
  has: (key) => key in messages,
}
const field = (format: FieldDefinition['format'], values?: FieldDefinition['values']) =>
  ({ id: 'x', path: 'x', format, values }) as FieldDefinition
const write = (definition: FieldDefinition, value: unknown, lang: 'en' | 'fr' = 'en') =>
  formatFieldValue(definition, value, { lang, texts })

describe('formatFieldValue', () => {
  it('writes numbers, units, amounts and dates in the language', () => {
    // One number format in every language (decision 027): French too groups with a dot.
    expect(write(field('area'), 1250, 'fr')).toBe('1.250 m²')
    expect(write(field('area'), 1250)).toBe('1.250 m²')
    expect(write(field('area'), 85.5)).toBe('85,5 m²')
    expect(write(field('area'), 69)).toBe('69 m²')
    expect(write(field('amountPerMonth'), 145)).toBe('€ 145 per month')
    expect(write(field('amount'), 1250000)).toBe('€ 1.250.000')
    expect(write(field('years'), 15)).toBe('15 years')
    expect(write(field('date'), '2030-09-24')).toBe('24 September 2030')
    expect(write(field('availability', 'availability'), '2027-01-16')).toBe('from 16 January 2027')
    expect(write(field('eLevel'), 32)).toBe('E32')
    expect(write(field('letter'), 'b')).toBe('B')
    expect(write(field('epcLabel'), 'd_sub')).toBe('D-')
  })

  it('translates known keys and shows unknown ones as they are', () => {
    expect(write(field('key', 'heatingType'), 'heat-pump')).toBe('Heat pump')
    expect(write(field('key', 'heatingType'), 'solar-thermal')).toBe('solar-thermal')
    expect(write(field('keyList', 'pointOfInterest'), ['school', 'park', 'zoo'])).toBe(
      'school, park, zoo',
    )
    expect(translateKey(texts, 'heatingType', '__proto__.x')).toBe('__proto__.x')
  })

  it('writes yes/no and the judicial decision, nothing for a wrong type', () => {
    expect(write(field('yesNo'), true)).toBe('Yes')
    expect(write(field('yesNo'), false)).toBe('No')
    expect(write(field('yesNo'), 'yes')).toBe('')
    expect(write(field('judicial'), 2)).toBe('On request')
    expect(write(field('area'), 'lots')).toBe('')
  })

  it('leaves a text that is not an ISO date alone', () => {
    expect(formatDate('next spring', 'en')).toBe('next spring')
  })
})

const labels: PriceLabels = {
  startingFrom: 'from',
  priceOnRequest: 'Price on request',
  perMonth: 'per month',
  sold: 'Sold',
  rented: 'Rented',
}
const listing = {
  price: 260000,
  publishPrice: true,
  priceUnit: null,
  marquee: null,
  goal: 0,
  status: 'available',
  details: {},
}

describe('priceText', () => {
  it('follows specification §9', () => {
    expect(priceText(listing, labels)).toBe('€ 260.000')
    expect(priceText({ ...listing, priceUnit: 7 }, labels)).toBe('from € 260.000')
    expect(priceText({ ...listing, publishPrice: false }, labels)).toBe('Price on request')
    expect(priceText({ ...listing, goal: 1, price: 1150 }, labels)).toBe('€ 1.150 per month')
    expect(
      priceText(
        { ...listing, goal: 1, price: 1150, details: { priceUnitText: '€/maand' } },
        labels,
      ),
    ).toBe('€ 1.150/maand')
  })

  it('shows the marquee name of a sold or rented property instead of the price', () => {
    expect(priceText({ ...listing, status: 'sold', marquee: 1 }, labels)).toBe('Sold')
    expect(priceText({ ...listing, goal: 1, status: 'rented', marquee: 2 }, labels)).toBe('Rented')
    expect(
      priceText({ ...listing, marquee: 1, details: { marqueeName: 'VERKOCHT' } }, labels),
    ).toBe('VERKOCHT')
    expect(closedStatus({ status: 'available', marquee: 2 })).toBe('rented')
    expect(closedStatus({ status: 'option', marquee: null })).toBeNull()
  })
})

describe('project units', () => {
  const units = [
    { id: 1, floor: '1', name: 'A.1.2', surface: 80, bedrooms: 2, price: 350000, status: 'sold' },
    { id: 2, floor: '0', name: 'A.0.1', surface: 70, bedrooms: 1, price: 300000, status: 'option' },
    {
      id: 3,
      floor: '1',
      name: 'A.1.1',
      surface: 90,
      bedrooms: 2,
      price: 380000,
      status: 'available',
    },
    {
      id: 4,
      floor: '-1',
      name: 'P.1',
      surface: 12,
      bedrooms: null,
      price: null,
      status: 'available',
    },
  ]

  it('gives the price range of the units on offer', () => {
    expect(priceRange(units)).toEqual({ from: 300000, to: 380000 })
    expect(priceRange([])).toBeNull()
  })

  it('is sold out when every unit is sold (sold or sold_out)', () => {
    expect(isSoldOut(units)).toBe(false)
    expect(isSoldOut([{ status: 'sold' }, { status: 'sold_out' }])).toBe(true)
    expect(isSoldOut([])).toBe(false)
    expect(unitStatus('whatever')).toBe('available')
  })

  it('tells a sold unit from a sold-out one, and offers neither', () => {
    expect(unitStatus('sold')).toBe('sold')
    expect(unitStatus('SOLD_OUT')).toBe('soldOut')
    expect(unitStatus('sold-out')).toBe('soldOut')
    expect(isUnitSold('sold_out')).toBe(true)
    expect(isUnitSold('option')).toBe(false)
    expect(priceRange([{ status: 'sold_out', price: 260000 }])).toBeNull()
  })

  it('sorts the price list by floor, then unit name', () => {
    expect([...units].sort(compareUnits).map((unit) => unit.name)).toEqual([
      'P.1',
      'A.0.1',
      'A.1.1',
      'A.1.2',
    ])
  })
})

describe('structured data', () => {
  const input: ListingJsonLdInput = {
    url: 'https://immo.example/for-sale/ixelles/apartment/4521/',
    origin: 'https://immo.example',
    name: 'Flat </script><script>alert(1)</script>',
    description: 'Bright',
    lang: 'en',
    goal: 0,
    status: 'available',
    price: 260000,
    publishPrice: true,
    publishAddress: true,
    address: {
      street: 'Rue du Moulin',
      houseNumber: '123',
      boxNr: '11',
      zip: '1050',
      city: 'Ixelles',
      country: 'BE',
    },
    lat: 50.82,
    lng: 4.38,
    photos: [{ file: '/media/demo/a.jpg', width: 10, height: 10, credit: '' }],
    datePosted: new Date('2026-08-10T15:31:00Z'),
    bedrooms: 1,
    livingArea: 69,
  }

  it('is a RealEstateListing with an offer in EUR, the address and coordinates', () => {
    const data = listingJsonLd(input)
    expect(data['@type']).toBe('RealEstateListing')
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: 260000, priceCurrency: 'EUR' })
    expect(data.about.address).toMatchObject({
      streetAddress: 'Rue du Moulin 123/11',
      postalCode: '1050',
      addressLocality: 'Ixelles',
    })
    expect(data.about).toHaveProperty('geo')
    expect(data.image).toEqual(['https://immo.example/media/demo/a.jpg'])
    expect(data.datePosted).toBe('2026-08-10T15:31:00.000Z')
  })

  it('leaves out the offer without a public price and the address without a public address', () => {
    const data = listingJsonLd({ ...input, publishPrice: false, publishAddress: false })
    expect(data).not.toHaveProperty('offers')
    expect(data.about.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Ixelles',
      addressCountry: 'BE',
    })
    expect(data.about).not.toHaveProperty('geo')
  })

  it('escapes < so the JSON cannot close its script element', () => {
    const text = jsonLdText(listingJsonLd(input))
    expect(text).not.toContain('<')
    expect(JSON.parse(text).name).toBe(input.name)
  })

  it('builds a BreadcrumbList with absolute links', () => {
    expect(
      breadcrumbJsonLd([{ name: 'Home', href: '/' }, { name: 'Flat' }], 'https://immo.example'),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://immo.example/' },
        { '@type': 'ListItem', position: 2, name: 'Flat' },
      ],
    })
  })
})

describe('texts', () => {
  it('splits a description into plain paragraphs', () => {
    expect(descriptionParagraphs('<p>One &amp; two</p><p>Three<br>Four</p>')).toEqual([
      'One & two',
      'Three',
      'Four',
    ])
    expect(descriptionParagraphs('First.\n\nSecond <script>x()</script> line.')).toEqual([
      'First.',
      'Second line.',
    ])
    expect(descriptionParagraphs('')).toEqual([])
  })

  it('writes the address, or only the city when it is not published', () => {
    const address = {
      publishAddress: true,
      street: 'Rue du Moulin',
      houseNumber: '123',
      boxNr: '11',
      zip: '1050',
      city: 'Ixelles',
    }
    const box = (value: string) => `box ${value}`
    expect(formatAddress(address, box)).toBe('Rue du Moulin 123 box 11, 1050 Ixelles')
    expect(formatAddress({ ...address, boxNr: null }, box, 'Luxembourg')).toBe(
      'Rue du Moulin 123, 1050 Ixelles, Luxembourg',
    )
    expect(formatAddress({ ...address, publishAddress: false }, box)).toBe('Ixelles')
  })

  it('keeps meta descriptions within 160 characters', () => {
    const long = 'word '.repeat(100)
    expect(metaDescription(long).length).toBeLessThanOrEqual(160)
    expect(metaDescription('Short.')).toBe('Short.')
  })
})

describe('map links', () => {
  it('point OpenStreetMap and Street View at the coordinates', () => {
    expect(openStreetMapUrl(50.82, 4.38)).toBe(
      'https://www.openstreetmap.org/?mlat=50.82&mlon=4.38#map=18/50.82/4.38',
    )
    expect(streetViewUrl(50.82, 4.38)).toBe(
      'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=50.82,4.38',
    )
  })
})
