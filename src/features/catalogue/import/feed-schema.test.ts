import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { feedEnvelopeSchema, projectRecordSchema, propertyRecordSchema } from './feed-schema'
import { formatIssues } from './format-issues'
import { projectRecord, propertyRecord } from './test-feed'

function errorsOf(record: Record<string, unknown>): string[] {
  const result = propertyRecordSchema.safeParse(record)
  return result.success ? [] : formatIssues(result.error)
}

function errorOf(overrides: Record<string, unknown>): string {
  const errors = errorsOf(propertyRecord(overrides))
  expect(errors).toHaveLength(1)
  return errors[0]!
}

describe('propertyRecordSchema', () => {
  it('accepts a complete record and normalizes it', () => {
    const result = propertyRecordSchema.parse(
      propertyRecord({
        Goal: '1',
        Reference: 4521,
        HouseNumber: 12,
        EPCLabelText: 'B+',
        LivingArea: 91.6,
        HasGarden: 1,
        Title: { EN: 'Flat', nl: '' },
        Photos: [
          { Url: 'photos/front.jpg' },
          { Url: 'https://crm.example/p/1.jpg', Credit: 'CRM' },
        ],
      }),
    )
    expect(result).toMatchObject({
      Reference: '4521',
      Goal: 1,
      HouseNumber: '12',
      EPCLabelText: 'b_plus',
      LivingArea: 92,
      HasGarden: true,
      Title: { en: 'Flat' },
      Status: 'available',
      Photos: [
        { Url: 'photos/front.jpg', Credit: '', Alt: null },
        { Url: 'https://crm.example/p/1.jpg', Credit: 'CRM', Alt: null },
      ],
    })
  })

  it('fills the optional fields with the defaults of the table', () => {
    const minimal = {
      Reference: 'M1',
      Goal: 0,
      TypeID: 2,
      Zip: '9000',
      City: 'Gent',
      Title: { nl: 'Huis' },
      Description: { nl: 'Een huis.' },
    }
    expect(propertyRecordSchema.parse(minimal)).toMatchObject({
      Status: 'available',
      PublishPrice: true,
      PublishAddress: true,
      CountryID: 10,
      Price: null,
      Latitude: null,
      HasLift: false,
      Details: {},
      Photos: [],
      AgentID: null,
      ProjectReference: null,
    })
  })

  it('names a missing required field', () => {
    const record = propertyRecord()
    delete record.Reference
    delete record.Title
    expect(errorsOf(record)).toEqual(['Reference: is required', 'Title: is required'])
  })

  it.each([
    [{ Reference: '../etc' }, /^Reference: must be letters, digits/],
    [{ Goal: 2 }, /^Goal: must be 0 \(for sale\) or 1 \(for rent\)/],
    [{ TypeID: 'house' }, /^TypeID: must be a number/],
    [{ Status: 'gone' }, /^Status: must be one of available, option, sold, rented/],
    [{ Price: -1 }, /^Price: must be at least 0 euros/],
    [{ Price: 1500.5 }, /^Price: must be a whole number of euros/],
    [{ PublishPrice: 'yes' }, /^PublishPrice: must be true or false/],
    [{ Zip: '105' }, /^Zip: must be four digits for CountryID 10/],
    [{ Zip: '0999' }, /^Zip: is not a Belgian postal code/],
    [{ Latitude: 91 }, /^Latitude: must be between -90 and 90/],
    [{ Longitude: null }, /^Longitude: must come with both Latitude and Longitude/],
    [{ Latitude: 0, Longitude: 0 }, /^Latitude: is 0,0/],
    [{ Bedrooms: 2.5 }, /^Bedrooms: must be a whole number/],
    [{ LivingArea: -3 }, /^LivingArea: must be at least 0 m²/],
    [{ EnergyPerformance: 'low' }, /^EnergyPerformance: must be a number/],
    [{ EPCLabelText: 'H' }, /^EPCLabelText: "H" is not an EPC label/],
    [{ Title: { en: '  ' } }, /^Title: needs a text in at least one language/],
    [{ Description: 'text' }, /^Description: must be an object keyed by language code/],
    [{ Title: { en: 'Flat', es: 'Piso' } }, /^Title\.es: is not a language of the site/],
    [{ Details: { toilets: -1 } }, /^Details\.toilets: /],
    [{ Details: { facades: 'round' } }, /^Details\.facades: /],
    [{ Photos: [{ Url: '/etc/passwd' }] }, /^Photos\[0\]\.Url: must be an absolute http\(s\) URL/],
    [
      { Photos: [{ Url: 'a/../../x.jpg' }] },
      /^Photos\[0\]\.Url: must be an absolute http\(s\) URL/,
    ],
    [
      { Photos: [{ Url: 'file:///x.jpg' }] },
      /^Photos\[0\]\.Url: must be an absolute http\(s\) URL/,
    ],
    [{ Photos: 'a.jpg' }, /^Photos: must be a list of photos/],
    [{ AgentID: 0 }, /^AgentID: must be at least 1/],
  ])('rejects %j naming the field', (overrides, message) => {
    expect(errorOf(overrides)).toMatch(message)
  })

  it('accepts a Luxembourg postal code and no region-specific rule for other countries', () => {
    expect(errorsOf(propertyRecord({ CountryID: 50, Zip: '1511', City: 'Luxembourg' }))).toEqual([])
    expect(errorsOf(propertyRecord({ CountryID: 33, Zip: '75001', City: 'Paris' }))).toEqual([])
  })

  it('reports every wrong field of a record at once', () => {
    expect(errorsOf(propertyRecord({ Price: -5, Status: 'x', Bedrooms: -1 }))).toHaveLength(3)
  })

  it('refuses what is not an object', () => {
    expect(errorsOf(null as unknown as Record<string, unknown>)).toEqual([
      '(record): must be an object with the fields of a property',
    ])
  })
})

describe('projectRecordSchema', () => {
  it('accepts a project with units', () => {
    const project = projectRecordSchema.parse(projectRecord())
    expect(project.HouseNumber).toBe('4')
    expect(project.Units[1]).toEqual({
      Floor: '1',
      Name: 'A.1.1',
      Surface: 96,
      Bedrooms: 2,
      Price: 345000,
      Status: 'sold',
    })
  })

  it('names the unit and field at fault', () => {
    const result = projectRecordSchema.safeParse(
      projectRecord({ Slug: 'Not A Slug', Units: [{ Floor: 0, Name: 'A', Status: 'gone' }] }),
    )
    expect(result.success ? [] : formatIssues(result.error)).toEqual([
      'Slug: must be lower-case letters and digits joined by single dashes',
      'Units[0].Status: must be one of available, option, sold, sold_out',
    ])
  })
})

describe('feedEnvelopeSchema', () => {
  it('needs a mode and a list of properties', () => {
    const result = feedEnvelopeSchema.safeParse({ mode: 'all', properties: {} })
    expect(result.success ? [] : formatIssues(result.error)).toEqual([
      "mode: must be 'full' or 'partial'",
      'properties: must be a list of property records',
    ])
    expect(feedEnvelopeSchema.safeParse({ mode: 'partial', properties: [] }).success).toBe(true)
    const missing = feedEnvelopeSchema.safeParse({})
    expect(missing.success ? [] : formatIssues(missing.error, '(feed)')).toEqual([
      'mode: is required',
      'properties: is required',
    ])
  })
})

describe('docs/feed-format.md', () => {
  it('has an example feed that the schemas accept', () => {
    const markdown = readFileSync('docs/feed-format.md', 'utf8')
    const example = JSON.parse(
      /## Example\n[\s\S]*?```json\n([\s\S]*?)\n```/.exec(markdown)?.[1] ?? 'null',
    )
    const envelope = feedEnvelopeSchema.parse(example)
    for (const record of envelope.properties) propertyRecordSchema.parse(record)
    for (const record of envelope.projects ?? []) projectRecordSchema.parse(record)
    expect(envelope.properties).toHaveLength(1)
  })
})

describe('EPC label against the region', () => {
  it("refuses a label that is not on the listing's regional scale", () => {
    expect(errorOf({ Zip: '9000', City: 'Gent', EPCLabelText: 'G' })).toBe(
      'EPCLabelText: G is not on the Flanders scale (A+, A, B, C, D, E, F)',
    )
    expect(errorsOf(propertyRecord({ Zip: '1050', EPCLabelText: 'C-' }))).toEqual([])
    expect(errorsOf(propertyRecord({ Zip: '5000', City: 'Namur', EPCLabelText: 'A++' }))).toEqual(
      [],
    )
  })
})
