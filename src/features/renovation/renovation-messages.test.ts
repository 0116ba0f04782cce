import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { regions } from '@/lib/belgium/region'
import { supportedLanguages } from '@/lib/i18n/languages'
import { estimateRenovation } from './renovation-estimate'
import { assumptionValues, quantityValues } from './renovation-format'
import { homeTypes, renovationErrorCodes, renovationWorks } from './renovation-input'

type Tree = { [key: string]: string | Tree }
const catalogue = (lang: string) =>
  (JSON.parse(readFileSync(path.resolve('messages', `${lang}.json`), 'utf8')) as Tree)
    .renovation as Tree

const lookup = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    )

describe.each(supportedLanguages)('renovation messages in %s', (lang) => {
  const messages = catalogue(lang)
  const format = (key: string, values: Record<string, string | number> = {}) => {
    const message = lookup(messages, key)
    expect(typeof message, key).toBe('string')
    return new IntlMessageFormat(message as string, lang).format(values) as string
  }

  it('has every assumption the model states, filled in with its values', () => {
    for (const region of regions) {
      for (const homeType of homeTypes) {
        const estimate = estimateRenovation({
          homeType,
          surface: 135,
          region,
          currentLabel: 'e',
          works: [...renovationWorks],
        })
        for (const { key, values } of estimate?.assumptions ?? []) {
          const text = format(`assumptions.${key}`, assumptionValues(values, estimate!, lang))
          // Every argument was supplied: nothing like "{low}" is left in the text.
          expect(text, key).not.toMatch(/[{}]/)
        }
      }
    }
  })

  it('names every home type, region, work, error and subsidy', () => {
    for (const type of homeTypes) format(`homeTypes.${type}`)
    for (const region of regions) format(`regions.${region}`)
    for (const work of renovationWorks) format(`works.${work}`)
    for (const code of renovationErrorCodes) format(`errors.${code}`, { min: '20', max: '1.000' })
    for (const key of ['flanders', 'brussels', 'wallonia']) format(`subsidies.${key}`)
    for (const unit of ['m2', 'kWp', 'home'] as const) {
      expect(format('quantity', quantityValues({ unit, amount: 3.8 }))).not.toMatch(/[{}]/)
    }
  })

  it('writes the model’s numbers as the site writes every number, the year as a year', () => {
    const estimate = estimateRenovation({
      homeType: 'terraced',
      surface: 150,
      region: 'Flanders',
      currentLabel: 'e',
      works: ['roof', 'heating', 'solar'],
    })!
    const text = (key: string) => {
      const { values } = estimate.assumptions.find((assumption) => assumption.key === key)!
      return format(`assumptions.${key}`, assumptionValues(values, estimate, lang))
    }
    // Terraced: 0.55 m² of roof per m² of living area; a heat pump from 9000 euro; 3.8 kWp.
    expect(text('geometry')).toContain('0,55')
    expect(text('price.heating')).toContain('9.000')
    expect(text('price.solar')).toContain('3,8')
    expect(text('priceLevel')).toContain(String(estimate.priceLevelYear))
    expect(format('quantity', quantityValues({ unit: 'kWp', amount: 3.8 }))).toMatch(/^3,8 kW/)
  })
})
