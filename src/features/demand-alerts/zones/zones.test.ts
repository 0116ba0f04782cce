import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { maxZones, splitZones, zoneErrors, zoneTokensSchema } from './zone-tokens'
import { resolveZone, resolveZones, zonesSchema } from './zones'

describe('splitZones', () => {
  it('splits what was typed at commas, semicolons and line breaks, once each', () => {
    expect(splitZones(' 9000, Leuven;ixelles\n\n  Sint-Niklaas ,LEUVEN,')).toEqual([
      '9000',
      'Leuven',
      'ixelles',
      'Sint-Niklaas',
    ])
  })
  it("takes the picker's one value per zone too, and ignores what is not text", () => {
    expect(splitZones(['9000', '44021', '9000', { zip: '1000' }])).toEqual(['9000', '44021'])
    expect(splitZones(undefined)).toEqual([])
  })
})

describe('zoneTokensSchema (browser and server)', () => {
  const messages = (input: unknown) =>
    zoneTokensSchema.safeParse(input).error?.issues.map((issue) => issue.message)
  it('needs at least one zone (specification §5)', () => {
    expect(messages('')).toEqual([zoneErrors.required])
    expect(messages(' , ;')).toEqual([zoneErrors.required])
    expect(messages([])).toEqual([zoneErrors.required])
    expect(messages('9000')).toBeUndefined()
  })
  it("takes at most a province's worth", () => {
    const zips = Array.from({ length: maxZones + 1 }, (_, n) => String(1000 + n))
    expect(messages(zips.join(','))).toEqual([zoneErrors.tooMany])
    expect(messages(zips.slice(0, maxZones))).toBeUndefined()
  })
})

describe('resolveZone', () => {
  it('knows a postal code and names it by its main locality in the page language', () => {
    expect(resolveZone('1000', 'nl')).toEqual({
      token: '1000',
      kind: 'postal-code',
      name: '1000 Brussel',
      zips: ['1000'],
    })
    expect(resolveZone('1000', 'fr')?.name).toBe('1000 Bruxelles')
    expect(resolveZone('9999', 'en')).toBeNull()
  })
  it('expands a municipality of 2025 (its NIS code, as the map sends it) to all its postal codes', () => {
    const gent = resolveZone('44021', 'fr')
    expect(gent).toMatchObject({ kind: 'municipality', name: 'Gand' })
    expect(gent?.zips).toEqual(expect.arrayContaining(['9000', '9030', '9040', '9050']))
    // Merged on 1 January 2025: Herne, Galmaarden and Gooik became Pajottegem.
    const pajottegem = resolveZone('23106', 'en')
    expect(pajottegem?.name).toBe('Pajottegem')
    expect(pajottegem?.zips).toEqual(expect.arrayContaining(['1540', '1570', '1755']))
    expect(resolveZone('99999', 'en')).toBeNull()
  })
  it('finds a town by name in any language, ignoring case, accents and hyphens', () => {
    expect(resolveZone('Gand', 'en')?.zips).toEqual(resolveZone('gent', 'en')?.zips)
    expect(resolveZone('liege', 'en')?.zips).toContain('4000')
    expect(resolveZone('Elsene', 'en')?.zips).toEqual(['1050'])
    expect(resolveZone('sint niklaas', 'en')?.zips).toContain('9100')
    expect(resolveZone('Pajottegem', 'en')?.zips).toEqual(resolveZone('23106', 'en')?.zips)
    expect(resolveZone('Atlantis', 'en')).toBeNull()
  })
})

describe('zonesSchema (server)', () => {
  it('turns the zones into the postal codes a demand stores', () => {
    const result = zonesSchema.parse('Ixelles, 9000, 1050')
    expect(result).toEqual({ tokens: ['Ixelles', '9000', '1050'], zips: ['1050', '9000'] })
  })
  it('names every unknown zone in one error', () => {
    const issues = zonesSchema.safeParse('9000, Atlantis, 0000').error?.issues
    expect(issues).toEqual([
      expect.objectContaining({
        message: zoneErrors.unknown,
        params: { zones: ['Atlantis', '0000'] },
      }),
    ])
  })
  it('keeps the shared rules', () => {
    expect(zonesSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual([
      zoneErrors.required,
    ])
  })
})

describe('the map of the zone picker', () => {
  it('has every municipality the zones know, and nothing else', () => {
    const map = JSON.parse(
      readFileSync(path.resolve('public/geo/be-municipalities.json'), 'utf8'),
    ) as { features: { properties: { nis: string } }[] }
    expect(map.features).toHaveLength(565)
    for (const { properties } of map.features) {
      expect(resolveZone(properties.nis, 'en'), properties.nis).not.toBeNull()
    }
    expect(resolveZones([], 'en')).toEqual({ zones: [], zips: [], unknown: [] })
  })
})
