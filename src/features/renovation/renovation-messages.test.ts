import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { regions } from '@/lib/belgium/region'
import { supportedLanguages } from '@/lib/i18n/languages'
import { estimateRenovation } from './renovation-estimate'
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
          const text = format(`assumptions.${key}`, values)
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
    for (const code of renovationErrorCodes) format(`errors.${code}`, { min: 20, max: 1000 })
    for (const key of ['flanders', 'brussels', 'wallonia']) format(`subsidies.${key}`)
    for (const unit of ['m2', 'kWp', 'home']) {
      expect(format('quantity', { unit, amount: 3.8 })).not.toMatch(/[{}]/)
    }
  })
})
