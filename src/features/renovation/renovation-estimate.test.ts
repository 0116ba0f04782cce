import { describe, expect, it } from 'vitest'
import { epcLabelsOf } from '@/lib/belgium/epc'
import { regions } from '@/lib/belgium/region'
import { prices, sources } from './renovation-basis'
import { estimateRenovation, representativeValue } from './renovation-estimate'
import {
  renovationInputSchema,
  renovationStepSchemas,
  renovationWorks,
  type RenovationInput,
} from './renovation-input'

const house: RenovationInput = {
  homeType: 'terraced',
  surface: 150,
  region: 'Flanders',
  currentLabel: 'e',
  works: ['roof', 'heating'],
}

const estimate = (input: Partial<RenovationInput> = {}) => {
  const result = estimateRenovation({ ...house, ...input })
  if (!result) throw new Error('expected an estimate')
  return result
}

describe('estimateRenovation costs', () => {
  it('prices each work from its quantity and unit price, rounded to €100', () => {
    const result = estimate({ works: ['roof', 'heating', 'solar'] })
    // Terraced: 0.55 m² of roof per m² of living area, 70–190 €/m².
    expect(result.works[0]).toEqual({
      work: 'roof',
      quantity: { amount: 83, unit: 'm2' },
      cost: { low: 5800, high: 15_800 },
    })
    // Heat pump: 9,000 + 40 €/m² to 13,000 + 60 €/m².
    expect(result.works[1]).toEqual({
      work: 'heating',
      quantity: { amount: 1, unit: 'home' },
      cost: { low: 15_000, high: 22_000 },
    })
    // 150 m² / 40 = 3.75 kWp at 1,100–1,600 €/kWp.
    expect(result.works[2]).toEqual({
      work: 'solar',
      quantity: { amount: 3.8, unit: 'kWp' },
      cost: { low: 4200, high: 6100 },
    })
  })

  it('adds the works up to the total', () => {
    const result = estimate({ works: [...renovationWorks] })
    expect(result.works.map(({ work }) => work)).toEqual([...renovationWorks])
    expect(result.total).toEqual({
      low: result.works.reduce((sum, { cost }) => sum + cost.low, 0),
      high: result.works.reduce((sum, { cost }) => sum + cost.high, 0),
    })
    for (const { cost } of result.works) expect(cost.low).toBeLessThan(cost.high)
    // Each work alone costs what it costs in the full list.
    for (const work of renovationWorks) {
      const alone = estimate({ works: [work] })
      expect(alone.total).toEqual(result.works.find((entry) => entry.work === work)?.cost)
    }
  })

  it('scales with the living area', () => {
    for (const work of renovationWorks) {
      const small = estimate({ works: [work], surface: 80 }).total
      const large = estimate({ works: [work], surface: 240 }).total
      expect(large.low, work).toBeGreaterThan(small.low)
      expect(large.high, work).toBeGreaterThan(small.high)
    }
    // Area-priced works are proportional (up to the rounding to €100).
    const roof = (surface: number) => estimate({ works: ['roof'], surface }).total.high
    expect(Math.abs(roof(300) - 2 * roof(150))).toBeLessThanOrEqual(200)
  })

  it('keeps solar panels between 3 and 10 kWp', () => {
    expect(estimate({ works: ['solar'], surface: 40 }).works[0]?.quantity.amount).toBe(3)
    expect(estimate({ works: ['solar'], surface: 1000 }).works[0]?.quantity.amount).toBe(10)
  })

  it('gives a detached house more facade than a terraced one of the same size', () => {
    const walls = (homeType: RenovationInput['homeType']) =>
      estimate({ works: ['walls'], homeType }).works[0]?.quantity.amount ?? 0
    expect(walls('detached')).toBeGreaterThan(walls('semiDetached'))
    expect(walls('semiDetached')).toBeGreaterThan(walls('terraced'))
  })
})

describe('estimateRenovation energy label', () => {
  it('improves the label on the region scale', () => {
    const result = estimate({ works: ['roof', 'walls', 'windows', 'heating'] })
    const scale = epcLabelsOf('Flanders')
    expect(result.energy.currentLabel).toBe('e')
    expect(result.energy.currentValue).toBe(450)
    const { best, worst } = result.energy.estimatedLabel
    expect(scale.indexOf(best)).toBeLessThanOrEqual(scale.indexOf(worst))
    expect(scale.indexOf(worst)).toBeLessThan(scale.indexOf('e'))
    expect(result.energy.estimatedValue.best).toBeLessThan(result.energy.estimatedValue.worst)
  })

  it('stays on each region’s scale and never gets worse, for every label and every work', () => {
    for (const region of regions) {
      const scale = epcLabelsOf(region)
      for (const currentLabel of scale) {
        for (const work of renovationWorks) {
          const { energy } = estimate({ region, currentLabel, works: [work] })
          for (const label of [energy.estimatedLabel.best, energy.estimatedLabel.worst]) {
            expect(scale, `${region} ${currentLabel} ${work}`).toContain(label)
            expect(scale.indexOf(label)).toBeLessThanOrEqual(scale.indexOf(currentLabel))
          }
        }
      }
    }
  })

  it('cannot reach the net-zero label by insulating: the best label stays bounded', () => {
    for (const region of regions) {
      const { energy } = estimate({ region, currentLabel: 'd', works: [...renovationWorks] })
      expect(energy.estimatedValue.best).toBeGreaterThan(0)
      expect(energy.estimatedLabel.best).not.toBe(epcLabelsOf(region)[0])
      expect(epcLabelsOf(region).indexOf(energy.estimatedLabel.best)).toBeLessThan(
        epcLabelsOf(region).indexOf('d'),
      )
    }
  })

  it('takes the middle of the label band, and above the last bound for the worst label', () => {
    expect(representativeValue('Flanders', 'c')).toBe(250)
    expect(representativeValue('Flanders', 'a_plus')).toBe(0)
    expect(representativeValue('Flanders', 'f')).toBe(600)
    expect(representativeValue('Wallonia', 'g')).toBe(612)
    expect(representativeValue('Brussels', 'c_plus')).toBe(104)
  })

  it('uses the Walloon and Brussels label sets', () => {
    expect(estimate({ region: 'Wallonia', currentLabel: 'g', works: ['heating'] })).toBeTruthy()
    expect(estimate({ region: 'Brussels', currentLabel: 'e_sub', works: ['roof'] })).toBeTruthy()
  })
})

describe('estimateRenovation assumptions and subsidies', () => {
  it('states every number it used, each with a named source and URL', () => {
    const result = estimate({ works: ['roof', 'heating', 'solar'] })
    expect(result.assumptions.map(({ key }) => key)).toEqual([
      'priceLevel',
      'vat',
      'geometry',
      'price.roof',
      'price.heating',
      'price.solar',
      'energyStart',
      'savings.roof',
      'savings.heating',
      'savings.solar',
      'combined',
    ])
    for (const { source } of result.assumptions) {
      expect(Object.values(sources)).toContain(source)
      expect(source.url).toMatch(/^https:\/\//)
    }
    expect(result.assumptions.find(({ key }) => key === 'price.roof')?.values).toEqual({
      low: prices.roof.per === 'm2' ? prices.roof.low : 0,
      high: prices.roof.per === 'm2' ? prices.roof.high : 0,
    })
    expect(result.vatRate).toBe(0.06)
  })

  it('leaves out the building geometry when no insulation or window work is chosen', () => {
    const keys = estimate({ works: ['heating'] }).assumptions.map(({ key }) => key)
    expect(keys).not.toContain('geometry')
  })

  it('cites the region’s own energy agency for the label and points to its subsidy', () => {
    const source = (
      region: RenovationInput['region'],
      currentLabel: RenovationInput['currentLabel'],
    ) =>
      estimate({ region, currentLabel }).assumptions.find(({ key }) => key === 'energyStart')
        ?.source.id
    expect(source('Flanders', 'e')).toBe('veka')
    expect(source('Brussels', 'e')).toBe('renolution')
    expect(source('Wallonia', 'e')).toBe('spwEnergie')
    expect(estimate({ region: 'Flanders' }).subsidy.url).toBe('https://www.mijnverbouwpremie.be')
    expect(estimate({ region: 'Brussels', currentLabel: 'e' }).subsidy.key).toBe('brussels')
    expect(estimate({ region: 'Wallonia', currentLabel: 'e' }).subsidy.key).toBe('wallonia')
  })
})

describe('renovation input', () => {
  const issues = (input: unknown) =>
    renovationInputSchema
      .safeParse(input)
      .error?.issues.map(({ path, message }) => [path.join('.'), message])

  it('accepts form values as text and orders the works', () => {
    expect(
      renovationInputSchema.parse({
        homeType: 'detached',
        surface: '120',
        region: 'Wallonia',
        currentLabel: 'g',
        works: ['solar', 'roof'],
      }),
    ).toEqual({
      homeType: 'detached',
      surface: 120,
      region: 'Wallonia',
      currentLabel: 'g',
      works: ['roof', 'solar'],
    })
    expect(renovationStepSchemas.works.parse({ works: 'roof' })).toEqual({ works: ['roof'] })
  })

  it.each([
    [{ homeType: 'castle' }, 'homeType', 'home-type'],
    [{ surface: '' }, 'surface', 'surface'],
    [{ surface: 'big' }, 'surface', 'surface'],
    [{ surface: 19 }, 'surface', 'surface'],
    [{ surface: 1001 }, 'surface', 'surface'],
    [{ surface: 80.5 }, 'surface', 'surface'],
    [{ region: 'Luxembourg' }, 'region', 'region'],
    [{ currentLabel: 'z' }, 'currentLabel', 'current-label'],
    [{ region: 'Flanders', currentLabel: 'g' }, 'currentLabel', 'current-label'],
    [{ region: 'Wallonia', currentLabel: 'b_plus' }, 'currentLabel', 'current-label'],
    [{ works: [] }, 'works', 'works'],
    [{ works: undefined }, 'works', 'works'],
    [{ works: ['roof', 'pool'] }, 'works.1', 'works'],
  ])('refuses %j', (change, path, code) => {
    expect(issues({ ...house, ...change })).toEqual([[path, code]])
    expect(estimateRenovation({ ...house, ...change })).toBeNull()
  })

  it('checks one step at a time', () => {
    expect(
      renovationStepSchemas.home.safeParse({ homeType: 'apartment', surface: '65' }).success,
    ).toBe(true)
    expect(
      renovationStepSchemas.energy.safeParse({ region: 'Brussels', currentLabel: 'a_plusplus' })
        .success,
    ).toBe(false)
    expect(
      renovationStepSchemas.energy.safeParse({ region: 'Wallonia', currentLabel: 'a_plusplus' })
        .success,
    ).toBe(true)
  })
})
