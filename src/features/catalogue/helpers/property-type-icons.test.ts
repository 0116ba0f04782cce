import { describe, expect, it } from 'vitest'
import { defaultPropertyTypeIcon, propertyTypeIcon, propertyTypeIcons } from './property-type-icons'

describe('propertyTypeIcon', () => {
  it.each([
    [1, 'house'],
    [2, 'apartment'],
    [3, 'land'],
    [4, 'office'],
    [5, 'commercial'],
    [6, 'industrial'],
    [7, 'garage'],
  ])('gives WebID %d the %s icon', (webId, name) => {
    expect(propertyTypeIcon(webId).name).toBe(name)
    expect(propertyTypeIcon(String(webId)).name).toBe(name)
  })

  it.each([[0], [8], [11], [-1], [1.5], ['house'], [''], [null], [undefined], ['toString']])(
    'falls back to the generic building for %j',
    (webId) => {
      expect(propertyTypeIcon(webId)).toBe(defaultPropertyTypeIcon)
      expect(propertyTypeIcon(webId).name).toBe('building')
    },
  )

  it('has a distinct drawing for each icon, made of path commands and numbers only', () => {
    const icons = [...Object.values(propertyTypeIcons), defaultPropertyTypeIcon]
    expect(new Set(icons.map((icon) => icon.path)).size).toBe(8)
    for (const icon of icons) {
      expect(icon.path, icon.name).toMatch(/^M[MmLlHhVvZzCcSsQqTtAa0-9 .,-]+$/)
    }
  })

  it('keeps every absolute coordinate on the 24×24 grid', () => {
    const icons = [...Object.values(propertyTypeIcons), defaultPropertyTypeIcon]
    for (const icon of icons) {
      const numbers = icon.path.match(/-?\d*\.?\d+/g)?.map(Number) ?? []
      for (const value of numbers) expect(Math.abs(value), icon.name).toBeLessThanOrEqual(24)
    }
  })
})
