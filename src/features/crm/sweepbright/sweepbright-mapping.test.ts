import { describe, expect, it } from 'vitest'
import { projectRecordSchema, propertyRecordSchema } from '@/features/catalogue/import/feed-schema'
import { typeIds } from '@/server/seed/demo/property-types'
import type { CrmPage, MappingContext } from '@/features/crm/connector'
import {
  buildEstate,
  sampleEstate,
  sampleProject,
} from '../../../../tests/support/fake-sweepbright'
import { estateSchema } from './sweepbright-estate'
import { mapEstate } from './sweepbright-mapping'

const agents: Record<string, number> = { 'sofie.janssens@immo-voorbeeld.be': 7 }
const context: MappingContext = {
  agentId: ({ email }) => (email ? (agents[email] ?? null) : null),
}

function map(raw: Record<string, unknown>): CrmPage | null {
  return mapEstate(estateSchema.parse(raw), context)
}

function onlyProperty(raw: Record<string, unknown>) {
  const page = map(raw)
  expect(page?.skipped).toEqual([])
  expect(page?.properties).toHaveLength(1)
  return page!.properties[0]!
}

describe('SweepBright estate → feed property', () => {
  it('maps the sample house into a record the feed accepts', () => {
    const { crmId, record } = onlyProperty(sampleEstate())
    expect(crmId).toBe('4c1d7e2a-9b3f-4e61-8a0d-2f5b6c7d8e90')
    expect(record).toMatchObject({
      Reference: 'MEC-0231',
      Goal: 0,
      TypeID: typeIds.semiDetachedHouse,
      Status: 'available',
      PublishPrice: true,
      Price: 415000,
      PublishAddress: true,
      Street: 'Hanswijkvaart',
      HouseNumber: '23',
      BoxNr: null,
      Zip: '2800',
      City: 'Mechelen',
      CountryID: 10,
      Latitude: 51.0205,
      Longitude: 4.4891,
      Bedrooms: 3,
      Bathrooms: 1,
      LivingArea: 154,
      PlotArea: 410,
      EnergyPerformance: 198,
      EPCLabelText: 'B',
      HasGarden: true,
      HasTerrace: true,
      HasLift: false,
      Furnished: false,
      AgentID: 7,
      ProjectReference: null,
    })
    expect(record.Title).toEqual({
      nl: 'Halfopen bebouwing met tuin in Mechelen',
      fr: 'Maison 3 façades avec jardin à Malines',
      en: 'Semi-detached house with garden in Mechelen',
    })
    expect(record.Details).toMatchObject({
      toilets: 2,
      floors: 2,
      facades: 'half-open',
      constructionYear: 1978,
      renovationYear: 2021,
      epcTotal: 30492,
      co2Emission: 39,
      heatingType: 'gas',
      glazing: 'double',
      orientationGarden: 'S',
      orientationTerrace: 'S',
      floodRisk: 'none',
      floodZone: false,
      gScore: 'A',
      pScore: 'A',
      certificates: { electricity: 'compliant', gas: 'compliant' },
      hasGas: true,
      hasCellar: true,
      permit: true,
      allotmentPermit: false,
      summons: false,
      preemptiveRights: false,
      judicialDecision: 0,
      costs: { realEstateTax: 1240 },
      availability: '2026-06-01',
      virtualTourUrl: 'https://tour.example.be/mechelen-hanswijkvaart',
    })
    expect(record.VisitSlots).toEqual([
      { Start: '2026-04-11T10:00:00+02:00', Length: 120, Capacity: 50, OpenHouse: true },
    ])
    const parsed = propertyRecordSchema.safeParse(record)
    expect(parsed.error?.issues).toBeUndefined()
  })

  it('keys photos on the image id, in ordinal order, and keeps only image plans', () => {
    const estate = sampleEstate()
    const images = estate.images as Record<string, unknown>[]
    estate.images = [images[1], images[0]]
    estate.plans = [
      ...(estate.plans as unknown[]),
      {
        id: 'plan-pdf',
        filename: 'plan.pdf',
        content_type: 'application/pdf',
        url: 'https://x.example/p.pdf',
        ordinal: 0,
      },
    ]
    const { record } = onlyProperty(estate)
    expect(record.Photos).toEqual([
      { Url: images[0]!.url, Key: '0d9f8a71-2b4c-4e5d-9f60-1a2b3c4d5e6f' },
      { Url: images[1]!.url, Key: '6e5d4c3b-2a19-4f08-8e7d-6c5b4a392817' },
    ])
    expect(record.FloorPlans).toEqual([
      {
        Url: expect.stringContaining('grondplan.png'),
        Key: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      },
    ])
  })

  it('publishes only the whitelisted statuses (§5.1)', () => {
    const statusOf = (status: string) =>
      map({ ...sampleEstate(), status })?.properties[0]?.record.Status
    expect(statusOf('available')).toBe('available')
    expect(statusOf('option')).toBe('option')
    expect(statusOf('agreement')).toBe('option')
    expect(statusOf('under_contract')).toBe('option')
    expect(statusOf('sold')).toBe('sold')
    expect(statusOf('rented')).toBe('rented')
    for (const hidden of ['prospect', 'withdrawn', 'deleted', 'constructor', '']) {
      expect(map({ ...sampleEstate(), status: hidden })).toBeNull()
    }
  })

  it('takes the base rent of a let and the agency reference the feed can hold', () => {
    const { record } = onlyProperty({
      ...sampleEstate(),
      negotiation: 'let',
      price: { amount: 1200.4, currency: 'EUR', hidden: true },
      price_base_rent: { amount: 1150.6, currency: 'EUR' },
      settings: { reference: ' MEC/0231 b ' },
    })
    expect(record).toMatchObject({
      Goal: 1,
      Price: 1151,
      PublishPrice: false,
      Reference: 'MEC-0231-b',
    })
  })

  it('falls back to the UUID without a usable reference, and to the root type', () => {
    const { record } = onlyProperty({
      ...sampleEstate(),
      settings: { reference: '///' },
      sub_type: 'castle',
    })
    expect(record.Reference).toBe('4c1d7e2a-9b3f-4e61-8a0d-2f5b6c7d8e90')
    expect(record.TypeID).toBe(typeIds.house)
  })

  it('reads the older top-level EPC fields and hides the address when asked', () => {
    const estate: Record<string, unknown> = { ...sampleEstate(), epc_value: 310, epc_category: 'D' }
    delete estate.legal
    const { record } = onlyProperty({
      ...estate,
      location: { ...(estate.location as object), hidden: true },
    })
    expect(record).toMatchObject({
      EnergyPerformance: 310,
      EPCLabelText: 'D',
      PublishAddress: false,
    })
  })

  it('skips an estate the site cannot show, and says why', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ negotiation: 'auction' }, 'negotiation "auction" is unknown'],
      [{ type: 'boat' }, 'type "boat" has no site type'],
      [{ location: { postal_code: '75001', city: 'Paris', country: 'FR' } }, 'country "FR"'],
      [{ description_title: { es: 'Casa' } }, 'no title'],
    ]
    for (const [change, reason] of cases) {
      const page = map({ ...sampleEstate(), ...change })
      expect(page?.properties).toEqual([])
      expect(page?.skipped).toEqual([
        {
          kind: 'property',
          crmId: '4c1d7e2a-9b3f-4e61-8a0d-2f5b6c7d8e90',
          reason: expect.stringContaining(reason),
        },
      ])
    }
  })

  it('reads a field of an unexpected type as absent rather than failing the estate', () => {
    const { record } = onlyProperty({
      ...sampleEstate(),
      bedrooms: 'three',
      sizes: 'big',
      amenities: null,
    })
    expect(record).toMatchObject({ Bedrooms: null, LivingArea: null, HasGarden: false })
  })

  it('maps a generated listing of the fake into a valid record', () => {
    const { record } = onlyProperty(buildEstate(5))
    expect(record).toMatchObject({
      Reference: 'SB-5',
      Goal: 1,
      Photos: [{ Key: 'image-5-1' }, { Key: 'image-5-2' }, { Key: 'image-5-3' }],
    })
    const parsed = propertyRecordSchema.safeParse(record)
    expect(parsed.error?.issues).toBeUndefined()
  })
})

describe('SweepBright project estate → feed project and units', () => {
  it('maps the sample project with its units as properties of it', () => {
    const page = map(sampleProject())!
    expect(page.skipped).toEqual([])
    expect(page.projects).toHaveLength(1)
    const { crmId, record } = page.projects[0]!
    expect(crmId).toBe('7a0e9c1b-5d24-4f3a-9e8b-1c2d3e4f5a6b')
    expect(record).toMatchObject({
      Reference: 'NB-LEIE',
      Slug: 'residentie-leie-12-nieuwbouwappartementen-7a0e9c1b',
      Name: 'Residentie Leie — 12 nieuwbouwappartementen',
      Street: 'Leiekaai',
      Zip: '9000',
      City: 'Gent',
      Photos: [{ Key: 'c0ffee00-1111-4222-8333-444455556666' }],
      Units: [
        {
          Floor: '0',
          Name: 'Appartement 0.1',
          Surface: 68,
          Bedrooms: 1,
          Price: 279000,
          Status: 'available',
        },
        {
          Floor: '1',
          Name: 'Appartement 1.1',
          Surface: 91,
          Bedrooms: 2,
          Price: null,
          Status: 'sold',
        },
      ],
    })
    expect(projectRecordSchema.safeParse(record).error?.issues).toBeUndefined()

    expect(page.properties.map(({ crmId: id }) => id)).toEqual([
      '7a0e9c1b-0001-4000-8000-000000000101',
      '7a0e9c1b-0001-4000-8000-000000000201',
    ])
    const unit = page.properties[0]!.record
    expect(unit).toMatchObject({
      Reference: 'NB-LEIE-0.1',
      ProjectReference: 'NB-LEIE',
      TypeID: typeIds.apartment,
      // The unit has no street of its own: the project's address and description fill in.
      Street: 'Leiekaai',
      HouseNumber: '9',
      Latitude: 51.0672,
      Description: { nl: 'Energiezuinige nieuwbouw aan de Leie, oplevering voorjaar 2027.' },
    })
    for (const { record: property } of page.properties) {
      expect(propertyRecordSchema.safeParse(property).error?.issues).toBeUndefined()
    }
  })

  it("gives a unit without a negotiator the project negotiator's agent", () => {
    const project = {
      ...sampleProject(),
      negotiator: { email: 'sofie.janssens@immo-voorbeeld.be' },
    }
    const page = map(project)!
    expect(page.projects[0]!.record.AgentID).toBe(7)
    expect(page.properties.map(({ record }) => record.AgentID)).toEqual([7, 7])
  })

  it('leaves withdrawn units out of the list and the records', () => {
    const project = sampleProject()
    const units = project.properties as Record<string, unknown>[]
    units[1]!.status = 'withdrawn'
    const page = map(project)!
    expect(page.properties.map(({ record }) => record.Reference)).toEqual(['NB-LEIE-0.1'])
    expect(page.projects[0]!.record.Units).toHaveLength(1)
  })

  it('reports a unit without an id and keeps the rest', () => {
    const project = sampleProject()
    ;(project.properties as unknown[]).push({ status: 'available' })
    const page = map(project)!
    expect(page.properties).toHaveLength(2)
    expect(page.skipped).toEqual([
      { kind: 'property', crmId: '(unknown)', reason: 'the unit has no id' },
    ])
  })
})
