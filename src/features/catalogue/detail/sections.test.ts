import { describe, expect, it } from 'vitest'
import { detailSections, visibilityRules, visibleSections, type VisibilityRules } from './sections'

const flemishHouse = {
  reference: '1001',
  goal: 0,
  region: 'Flanders',
  bedrooms: 3,
  bathrooms: 1,
  livingArea: 160,
  plotArea: 420,
  epcValue: 230,
  epcLabel: 'c',
  hasLift: false,
  hasGarden: true,
  hasTerrace: false,
  hasGarage: false,
  furnished: false,
  details: {
    heatingType: 'gas',
    floodZone: true,
    floodRisk: 'possible',
    pScore: 'B',
    gScore: 'A',
    permit: true,
    summons: false,
    mobiscore: { overall: 7.4, shops: 8 },
    costs: { realEstateTax: 1200 },
  },
}

const ids = (record: unknown, rules?: VisibilityRules) =>
  visibleSections(record, rules).map((section) => section.id)
const fieldIds = (record: unknown, section: string) =>
  visibleSections(record)
    .find((entry) => entry.id === section)
    ?.fields.map((field) => field.definition.id) ?? []

describe('visibleSections', () => {
  it('shows each section that has at least one value, in order', () => {
    expect(ids(flemishHouse)).toEqual([
      'basics',
      'surfaces',
      'rooms',
      'building',
      'costs',
      'mobiscore',
      'energy',
      'flood',
      'permits',
    ])
  })

  it('leaves out sections without values', () => {
    expect(ids({ reference: '1', region: 'Brussels', details: {} })).toEqual(['basics'])
    expect(ids({ details: { asbestos: {}, certificates: { gas: '' } } })).toEqual([])
  })

  it('shows the life annuity only when the listing has one', () => {
    expect(ids(flemishHouse)).not.toContain('lifeAnnuity')
    const annuity = {
      ...flemishHouse,
      details: { ...flemishHouse.details, lifeAnnuity: { age1: 80, indexedRent: 950 } },
    }
    expect(ids(annuity)).toContain('lifeAnnuity')
  })

  it('shows the P-score and G-score in Flanders only, and CO₂ in Brussels only', () => {
    expect(fieldIds(flemishHouse, 'flood')).toEqual(['floodZone', 'floodRisk', 'pScore', 'gScore'])
    const walloon = { ...flemishHouse, region: 'Wallonia' }
    expect(fieldIds(walloon, 'flood')).toEqual(['floodZone', 'floodRisk'])
    expect(ids(walloon)).not.toContain('mobiscore')

    const withCo2 = { ...flemishHouse, details: { ...flemishHouse.details, co2Emission: 45 } }
    expect(fieldIds(withCo2, 'energy')).toEqual(['epcLabel', 'epcValue'])
    expect(fieldIds({ ...withCo2, region: 'Brussels' }, 'energy')).toEqual([
      'epcLabel',
      'epcValue',
      'co2Emission',
    ])
  })

  it('shows an equipment column only when it is true, but a feed flag also when false', () => {
    const building = fieldIds(
      { ...flemishHouse, details: { ...flemishHouse.details, hasCellar: false } },
      'building',
    )
    expect(building).toContain('hasGarden')
    expect(building).toContain('hasCellar')
    expect(building).not.toContain('hasLift')
    expect(building).not.toContain('hasGarage')
  })

  it('keeps rental amounts off sale listings and the other way round', () => {
    const costs = { deposit: 2400, chargesRenter: 100, registrationRights: 5000 }
    const sale = { goal: 0, details: { costs } }
    const rent = { goal: 1, details: { costs, minimumIncome: 3600 } }
    expect(fieldIds(sale, 'costs')).toEqual(['registrationRights'])
    expect(fieldIds(rent, 'costs')).toEqual(['chargesRenter', 'deposit', 'minimumIncome'])
  })

  it('hides a section or field whose rule fails, never throwing', () => {
    const broken: VisibilityRules = {
      sections: {
        ...visibilityRules.sections,
        rooms: { field: 'bedrooms', logic: 'noSuchOperator' },
        surfaces: 'not a rule',
        costs: { field: 'details.costs', logic: 'equals' }, // nothing to compare with
      },
      fields: { ...visibilityRules.fields, heatingType: { advancedCondition: { all: 'x' } } },
    }
    const shown = ids(flemishHouse, broken)
    expect(shown).not.toContain('rooms')
    expect(shown).not.toContain('surfaces')
    expect(shown).not.toContain('costs')
    expect(shown).toContain('basics')
    // The building section's only other value is the garden; the heating rule is broken.
    const building = visibleSections(flemishHouse, broken).find((s) => s.id === 'building')
    expect(building?.fields.map((f) => f.definition.id)).toEqual(['hasGarden'])
  })

  it('accepts rules from configuration, such as hiding costs on rentals', () => {
    const rules: VisibilityRules = {
      ...visibilityRules,
      sections: { costs: { field: 'goal', logic: 'equals', compareWithValue: 0 } },
    }
    expect(ids({ ...flemishHouse, goal: 1 }, rules)).not.toContain('costs')
    expect(ids(flemishHouse, rules)).toContain('costs')
  })

  it('survives records that are not objects', () => {
    expect(ids(null)).toEqual([])
    expect(ids('house')).toEqual([])
  })
})

describe('labels', () => {
  it('every section and field has a label and every value group has messages', async () => {
    const { default: en } = await import('../../../../messages/en.json')
    const detail = en.catalogue.detail as unknown as {
      sections: Record<string, string>
      fields: Record<string, string>
      values: Record<string, Record<string, string>>
    }
    for (const section of detailSections) {
      expect(detail.sections[section.id], section.id).toBeTruthy()
      for (const field of section.fields) {
        expect(detail.fields[field.id], field.id).toBeTruthy()
        if (field.values) expect(detail.values[field.values], field.values).toBeTruthy()
      }
    }
  })
})
