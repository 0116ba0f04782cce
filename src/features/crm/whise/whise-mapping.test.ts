import { describe, expect, it } from 'vitest'
import { projectRecordSchema, propertyRecordSchema } from '@/features/catalogue/import/feed-schema'
import type { MappingContext } from '@/features/crm/connector'
import { typeIds } from '@/server/seed/demo/property-types'
import { whiseEstate, whiseSampleEstates } from '../../../../tests/support/fake-whise'
import { whiseEstateSchema, type WhiseEstate } from './whise-estate'
import { whiseCategoryTypes, whiseSubCategoryTypes } from './whise-fields'
import {
  mapWhiseProject,
  mapWhiseProperty,
  whiseDetailDate,
  whiseHtmlToText,
  whisePhotos,
  whiseProjectSlug,
  whiseReference,
} from './whise-mapping'

const context: MappingContext = { agentId: () => null }
const samples = whiseSampleEstates().map((row) => whiseEstateSchema.parse(row))
const sample = (id: number) => samples.find((estate) => estate.id === id)!

function property(estate: WhiseEstate, projectReference: string | null = null) {
  const mapped = mapWhiseProperty(estate, context, projectReference)
  if (!('record' in mapped)) throw new Error(`skipped: ${mapped.skip}`)
  return mapped.record
}

const estate = (overrides: Record<string, unknown>) =>
  whiseEstateSchema.parse(whiseEstate(1, overrides))

describe('Whise estate → feed property', () => {
  it('maps the detailed sample house, and the feed accepts it', () => {
    const record = property(sample(7211206))
    expect(record).toMatchObject({
      Reference: 'BRU-1206',
      Goal: 0,
      TypeID: typeIds.house,
      Status: 'available',
      Price: 465000,
      Street: 'Langestraat',
      HouseNumber: '77',
      Zip: '8000',
      City: 'Brugge',
      CountryID: 10,
      Latitude: 51.2093,
      Longitude: 3.2306,
      Bedrooms: 4,
      Bathrooms: 1,
      LivingArea: 168,
      PlotArea: 142,
      EnergyPerformance: 289,
      EPCLabelText: 'C',
      HasGarden: true,
      HasTerrace: false,
    })
    expect(record.Title).toEqual({
      nl: 'Herenwoning met stadstuin, 4 slpk',
      fr: 'Maison de maître avec jardin, 4 ch.',
      en: 'Town house with garden, 4 bedrooms',
    })
    expect(record.Description).toMatchObject({
      fr: 'Rez-de-chaussée : hall, séjour avec cheminée, salle à manger, cuisine.\nÉtages : quatre chambres et salle de bain.',
    })
    expect(record.Details).toEqual({
      toilets: 2,
      floors: 3,
      facades: 'closed',
      surfaces: { garden: 65 },
      frontWidth: 6,
      constructionYear: 1905,
      renovationYear: 2014,
      epcTotal: 48552,
      co2Emission: 58,
      epcExpiry: '2034-06-11',
      heatingType: 'gas',
      floodRisk: 'none',
      hasGas: true,
      hasWater: true,
      permit: true,
      allotmentPermit: false,
      preemptiveRights: false,
      summons: false,
      electricityConnection: true,
      drainConnection: true,
      costs: { realEstateTax: 1180 },
      availability: 'at-deed',
      virtualTourUrl: 'https://tour.example.be/brugge-langestraat',
    })
    expect(propertyRecordSchema.safeParse(record).success).toBe(true)
  })

  it('maps a rental under option, with the absent display flags defaulting to shown', () => {
    const record = property(sample(7198843))
    expect(record).toMatchObject({
      Goal: 1,
      Status: 'option',
      TypeID: typeIds.semiDetachedHouse,
      Price: 1350,
      PublishPrice: true,
      PublishAddress: true,
      Description: { fr: 'Maison 3 façades avec jardin, à deux pas du centre.' },
    })
    expect(record.Details).toMatchObject({ facades: 'half-open', availability: 'immediately' })
    expect(propertyRecordSchema.safeParse(record).success).toBe(true)
  })

  it('sorts pictures by order (missing = 0), drops a doubled file, keys them by id', () => {
    const photos = whisePhotos(sample(7204518).pictures)
    expect(photos).toEqual([
      {
        Url: 'https://whisestorage.example/public/storage21044/Pictures/7204518/1600/5c1f0e2a.jpg',
        Key: '81220011',
      },
      {
        Url: 'https://whisestorage.example/public/storage21044/Pictures/7204518/1600/9ab3d771.jpg',
        Key: '81220012',
      },
    ])
  })

  it('puts a unit under its project', () => {
    const record = property(sample(7204518), 'NB-104')
    expect(record).toMatchObject({
      ProjectReference: 'NB-104',
      BoxNr: '1.1',
      TypeID: typeIds.apartment,
    })
    expect(propertyRecordSchema.safeParse(record).success).toBe(true)
  })

  it('leaves out estates that are not online, with the reason', () => {
    expect(mapWhiseProperty(estate({ displayStatusId: 1 }), context)).toEqual({
      skip: 'display status 1 is not online',
    })
    expect(mapWhiseProperty(estate({ status: { id: 6 } }), context)).toEqual({
      skip: 'status 6 is not active',
    })
    expect(mapWhiseProperty(estate({ purposeStatus: { id: 20 } }), context)).toEqual({
      skip: 'purpose status 20 is not published',
    })
  })

  it('skips what the site cannot show: another country, no description, an unknown category', () => {
    expect(mapWhiseProperty(estate({ country: { id: 3 } }), context)).toEqual({
      skip: 'country 3 is not Belgium or Luxembourg',
    })
    expect(
      mapWhiseProperty(estate({ shortDescription: [], longDescription: undefined }), context),
    ).toEqual({ skip: 'no description in nl, fr, en or de' })
    expect(
      mapWhiseProperty(estate({ category: { id: 99 }, subCategory: undefined }), context),
    ).toEqual({ skip: 'category 99 has no site type' })
  })

  it('reads the energy value from the range string when the detail is missing', () => {
    const record = property(estate({ energyValue: '179-179', details: [] }))
    expect(record.EnergyPerformance).toBe(179)
    expect(record.Latitude).toBeNull()
  })

  it('marks a life annuity as a sale with its detail', () => {
    const record = property(estate({ purpose: { id: 3 } }))
    expect(record.Goal).toBe(0)
    expect(record.Details).toMatchObject({ lifeAnnuity: {} })
  })

  it('falls back on the ad title, then the name, when there is no sms text', () => {
    const withTitle = estate({
      sms: undefined,
      details: [{ id: 1914, value: 'Instapklare woning', type: 'char' }],
    })
    expect(property(withTitle).Title).toEqual({ nl: 'Instapklare woning' })
    expect(property(estate({ sms: undefined, details: [] })).Title).toEqual({ nl: 'Woning 1' })
  })
})

describe('Whise project', () => {
  it('lists its published units in estate order, a rented unit as taken', () => {
    const project = estate({ id: 50, name: 'Résidence Écluse', canHaveChildren: true })
    const units = [
      estate({ id: 52, name: 'B', floor: '2', estateOrder: 2, purposeStatus: { id: 4 } }),
      estate({ id: 51, name: 'A', floor: '1', estateOrder: 1, area: 80.4 }),
      estate({ id: 53, name: 'C', estateOrder: 3, displayStatusId: 1 }),
    ]
    const mapped = mapWhiseProject(project, units, context)
    if (!('record' in mapped)) throw new Error(mapped.skip)
    expect(mapped.record.Slug).toBe('residence-ecluse-50')
    expect(mapped.record.Units).toEqual([
      {
        Floor: '1',
        Name: 'A',
        Surface: 80.4,
        Bedrooms: 3,
        Price: expect.any(Number),
        Status: 'available',
      },
      {
        Floor: '2',
        Name: 'B',
        Surface: 120,
        Bedrooms: 3,
        Price: expect.any(Number),
        Status: 'sold',
      },
    ])
    expect(projectRecordSchema.safeParse(mapped.record).success).toBe(true)
  })
})

describe('Whise field helpers', () => {
  it('makes the agency reference fit the feed, else takes the id', () => {
    expect(whiseReference({ id: 5, referenceNumber: 'NB 104/A' })).toBe('NB-104-A')
    expect(whiseReference({ id: 5, referenceNumber: '  /// ' })).toBe('5')
    expect(whiseReference({ id: 5, referenceNumber: null })).toBe('5')
  })

  it('builds a slug within 120 characters that keeps the id', () => {
    const slug = whiseProjectSlug('Très '.repeat(40), 123)
    expect(slug.length).toBeLessThanOrEqual(120)
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*-123$/)
  })

  it('reads the month-first detail dates', () => {
    expect(whiseDetailDate('08/18/2025 00:00')).toBe('2025-08-18')
    expect(whiseDetailDate('2025-08-18')).toBeUndefined()
  })

  it('turns HTML into lines of plain text', () => {
    expect(
      whiseHtmlToText('<p>Living 40&nbsp;m&sup2;<br />Keuken</p><p>Tuin &amp; terras</p>'),
    ).toBe('Living 40 m²\nKeuken\nTuin & terras')
  })

  it('maps only to type ids the site has', () => {
    const known = new Set<number>(Object.values(typeIds))
    for (const id of [
      ...Object.values(whiseCategoryTypes),
      ...Object.values(whiseSubCategoryTypes),
    ]) {
      expect(known.has(id)).toBe(true)
    }
  })
})
