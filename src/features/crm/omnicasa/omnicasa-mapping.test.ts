import { describe, expect, it } from 'vitest'
import listSample from '../../../../tests/support/crm-samples/omnicasa/get-property-list.page1.json'
import propertySample from '../../../../tests/support/crm-samples/omnicasa/get-property.json'
import { projectRecordSchema, propertyRecordSchema } from '@/features/catalogue/import/feed-schema'
import type { MappingContext } from '@/features/crm/connector'
import type { OmnicasaItem } from './omnicasa-client'
import { mapProject, mapProperty, type ByLanguage } from './omnicasa-mapping'

const [ghent, heverlee] = listSample.GetPropertyListJsonResult.Value.Items as OmnicasaItem[]
const ixelles = propertySample.GetPropertyJsonResult.Value as OmnicasaItem
const noAgents: MappingContext = { agentId: () => null }

function mapped(byLanguage: ByLanguage, primary: OmnicasaItem, context = noAgents) {
  const result = mapProperty(byLanguage, primary, context)
  if ('skip' in result) throw new Error(`skipped: ${result.skip}`)
  return result
}

describe('an Omnicasa property as a feed record (reference §5.1)', () => {
  it('maps the list sample: reference, goal, type, status, address, GoogleX as latitude', () => {
    const { crmId, record } = mapped({ nl: ghent }, ghent!)
    expect(crmId).toBe(String(ghent!.ID))
    expect(record).toMatchObject({
      Reference: String(ghent!.ID),
      Goal: ghent!.Goal,
      TypeID: ghent!.WebID,
      Status: 'available',
      Price: ghent!.Price,
      Street: ghent!.Street,
      HouseNumber: ghent!.HouseNumber,
      BoxNr: ghent!.BoxNr,
      Zip: ghent!.Zip,
      City: ghent!.City,
      CountryID: 10,
      Latitude: Number(ghent!.GoogleX),
      Longitude: Number(ghent!.GoogleY),
      Bedrooms: ghent!.NumberOfBedRooms,
      LivingArea: ghent!.SurfaceLiving,
      PlotArea: null,
      EPCLabelText: ghent!.EPCLabelText,
      HasLift: true,
      HasGarage: false,
      Title: { nl: `${ghent!.TypeDescription} – ${ghent!.City}` },
      Description: { nl: ghent!.DescriptionA },
    })
    // Pictures without ids: the plain URL list, no Key.
    expect(record.Photos).toEqual((ghent!.LargePictures as string[]).map((Url) => ({ Url })))
  })

  it('maps a rented house: rent status, marquee, price unit text, garage from the count, details', () => {
    const { record } = mapped({ nl: heverlee }, heverlee!)
    expect(record).toMatchObject({
      Goal: 1,
      TypeID: 1,
      Status: 'rented',
      Marquee: heverlee!.Marquee,
      MarqueeName: heverlee!.MarqueeName,
      PriceUnitText: heverlee!.PriceUnitText,
      PublishAddress: false,
      PlotArea: heverlee!.SurfaceGround,
      HasGarage: true,
      Details: {
        showerRooms: 1,
        toilets: 2,
        garages: 1,
        parkings: 0,
        surfaces: { total: 146, garden: 120 },
        constructionYear: 1962,
        hasCellar: true,
        hasAttic: true,
      },
    })
  })

  it('keys the photos by picture id and takes each language’s picture name as alt text', () => {
    const nl = {
      ...ixelles,
      TypeDescription: ixelles.TypeDescriptionNl,
      DescriptionA: '<p>Lichtrijk appartement &amp; terras.</p><p>Tweede alinea.</p>',
      DescriptionB: null,
      XLargePictureItems: (ixelles.XLargePictureItems as OmnicasaItem[]).map((item) => ({
        ...item,
        Name: `nl ${String(item.Name)}`,
      })),
    }
    const { record } = mapped({ nl, fr: ixelles }, nl)
    const items = ixelles.XLargePictureItems as { ID: number; Url: string; Name: string }[]
    expect(record.Photos).toEqual(
      items.map((item) => ({
        Url: item.Url,
        Key: String(item.ID),
        Alt: { nl: `nl ${item.Name}`, fr: item.Name },
      })),
    )
    expect(record.Description).toEqual({
      nl: 'Lichtrijk appartement & terras.\n\nTweede alinea.',
      fr: `${String(ixelles.DescriptionA)}\n\n${String(ixelles.DescriptionB)}`,
    })
    expect(record.Title).toEqual({
      nl: `${String(ixelles.TypeDescriptionNl)} – Ixelles`,
      fr: `${String(ixelles.TypeDescription)} – Ixelles`,
    })
    // "Sous option" on an active listing is an option; "Fermée" a closed construction.
    expect(record.Status).toBe('option')
    expect(record.Details).toMatchObject({ facades: 'closed', kitchen: 'Équipée' })
  })

  it('reads numbers and flags sent as strings (§1.10)', () => {
    const item = { ...ghent!, Price: '209000', WebID: '2', PublishPrice: '1', HasLift: '0' }
    expect(mapped({ nl: item }, item).record).toMatchObject({
      Price: 209000,
      TypeID: 2,
      PublishPrice: true,
      HasLift: false,
    })
  })

  it('drops 0,0 coordinates and zero surfaces rather than sending them', () => {
    const item = { ...ghent!, GoogleX: '0', GoogleY: '0', SurfaceLiving: 0, SurfaceTotal: 0 }
    expect(mapped({ nl: item }, item).record).toMatchObject({
      Latitude: null,
      Longitude: null,
      LivingArea: null,
    })
  })

  it('asks the site for the agent by the listing’s user id and e-mail', () => {
    const item = { ...ghent!, UserID: 77, UserEmail: 'els@agency.example' }
    const asked: unknown[] = []
    const context: MappingContext = {
      agentId: (query) => (asked.push(query), 12),
    }
    expect(mapped({ nl: item }, item, context).record.AgentID).toBe(12)
    expect(asked).toEqual([{ crmId: '77', email: 'els@agency.example' }])
  })

  it('names a unit’s project by its ProjectID', () => {
    const item = { ...ghent!, ProjectID: 31 }
    expect(mapped({ nl: item }, item).record.ProjectReference).toBe('31')
  })

  it.each([
    [{ Goal: 2 }, 'Goal 2 is neither sale nor rent'],
    [{ WebID: 99 }, 'WebID 99 has no site type'],
    [{ Status: 5 }, 'Status 5 is not published'],
    [{ Zip: '' }, 'the record has no Zip or City'],
    [{ DescriptionA: '  ' }, 'the record has no description'],
  ])('leaves out %o: %s', (change, reason) => {
    const item = { ...ghent!, ...change }
    expect(mapProperty({ nl: item }, item, noAgents)).toEqual({
      crmId: String(ghent!.ID),
      skip: reason,
    })
  })
})

describe('an Omnicasa project with its units as a feed project (reference §5.2)', () => {
  const project = {
    ID: 31,
    Name: 'Résidence Kanaal',
    Description: 'Twaalf appartementen aan het water.',
    XLargePictureItems: [{ ID: 5, Url: 'https://img.example/5.jpg', Name: 'Gevel' }],
  }
  const unit = { ...ghent!, ProjectID: 31, Floor: 2, Ident: 'A.2.1', Status: 2 }

  it('builds slug, address from the first unit, photos and units', () => {
    const result = mapProject({ nl: project }, project, [unit], noAgents)
    if ('skip' in result) throw new Error(result.skip)
    expect(result.record).toMatchObject({
      Reference: '31',
      Slug: 'residence-kanaal-31',
      Name: 'Résidence Kanaal',
      Zip: ghent!.Zip,
      City: ghent!.City,
      Description: { nl: project.Description },
      Photos: [{ Url: 'https://img.example/5.jpg', Key: '5', Alt: { nl: 'Gevel' } }],
      Units: [
        {
          Floor: '2',
          Name: 'A.2.1',
          Surface: ghent!.SurfaceLiving,
          Bedrooms: ghent!.NumberOfBedRooms,
          Price: ghent!.Price,
          Status: 'sold',
        },
      ],
    })
  })

  it('leaves out a project without any address', () => {
    expect(mapProject({ nl: project }, project, [], noAgents)).toEqual({
      crmId: '31',
      skip: 'neither the project nor a unit has a Zip and City',
    })
  })
})

describe('the mapped records pass the feed schema', () => {
  it('for every sample and a project with units', () => {
    for (const item of [ghent!, heverlee!, ixelles]) {
      const result = mapProperty({ fr: item }, item, noAgents)
      if ('skip' in result) throw new Error(result.skip)
      const parsed = propertyRecordSchema.safeParse(result.record)
      expect(parsed.error?.issues ?? []).toEqual([])
    }
    const project = { ID: 31, Name: 'Kanaal', Description: 'Nieuwbouw.' }
    const result = mapProject({ nl: project }, project, [{ ...ghent!, Floor: null }], noAgents)
    if ('skip' in result) throw new Error(result.skip)
    expect(projectRecordSchema.safeParse(result.record).error?.issues ?? []).toEqual([])
  })
})
