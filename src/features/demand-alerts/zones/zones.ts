import postalCodes from '@/lib/belgium/be-postal-codes.json'
import { placeKey } from '@/lib/belgium/place-key'
import { postalCodesNamed, postalPlaces, type PostalPlace } from '@/features/catalogue'
import type { Language } from '@/lib/i18n/languages'
import { zoneErrors, zoneTokensSchema } from './zone-tokens'

/**
 * One zone of a demand: a postal code ('9000'), a municipality of 2025 by its NIS code ('44021',
 * what the map sends) or a town typed by name ('Gent', 'Gand', 'Ixelles'), with the postal codes it
 * covers.
 */
export type Zone = {
  token: string
  kind: 'postal-code' | 'municipality' | 'place'
  /** In the page language where the postal table has it: '9000 Gent', 'Anvers', 'Ixelles'. */
  name: string
  zips: string[]
}

type Municipality = {
  nis: string
  names: { local: string; nl: string; fr: string }
  /** Its name in the 2025 merger list (Dutch for the Flemish mergers). */
  name2025: string
  keys: string[]
  zips: string[]
}

let municipalities: Map<string, Municipality> | undefined

/** The 565 municipalities of 2025 with their postal codes, built on first use. */
function municipalityIndex(): Map<string, Municipality> {
  if (municipalities) return municipalities
  const index = new Map<string, Municipality>()
  for (const row of postalCodes) {
    const name2025 = row.municipality2025
    let entry = index.get(row.nis2025)
    if (!entry) {
      const names = { local: name2025, nl: name2025, fr: name2025 }
      entry = { nis: row.nis2025, names, name2025, keys: [], zips: [] }
      index.set(row.nis2025, entry)
    }
    // A municipality the 2025 mergers left alone keeps its Dutch and French names.
    if (row.nis === row.nis2025) {
      entry.names = { local: row.municipality, nl: row.municipalityNl, fr: row.municipalityFr }
    }
    if (!entry.zips.includes(row.zip)) entry.zips.push(row.zip)
  }
  for (const entry of index.values()) {
    entry.zips.sort()
    entry.keys = [...new Set([...Object.values(entry.names), entry.name2025].map(placeKey))]
  }
  municipalities = index
  return index
}

function localityName(place: PostalPlace, lang: Language): string {
  return lang === 'nl' ? place.localityNl : lang === 'fr' ? place.localityFr : place.locality
}

function municipalityName(municipality: Municipality, lang: Language): string {
  return lang === 'nl' || lang === 'fr' ? municipality.names[lang] : municipality.names.local
}

/** The zone a token names, or null when it is no Belgian postal code, municipality or town. */
export function resolveZone(token: string, lang: Language): Zone | null {
  const text = token.replace(/\s+/g, ' ').trim()
  if (/^\d{4}$/.test(text)) {
    const places = postalPlaces().filter((place) => place.zip === text)
    const main = places.find((place) => place.isMainLocality) ?? places[0]
    if (!main) return null
    return {
      token: text,
      kind: 'postal-code',
      name: `${text} ${localityName(main, lang)}`,
      zips: [text],
    }
  }
  if (/^\d{5}$/.test(text)) {
    const municipality = municipalityIndex().get(text)
    if (!municipality) return null
    return {
      token: text,
      kind: 'municipality',
      name: municipalityName(municipality, lang),
      zips: municipality.zips,
    }
  }
  const key = placeKey(text)
  const zips = new Set(postalCodesNamed(text))
  for (const municipality of municipalityIndex().values()) {
    if (municipality.keys.includes(key)) for (const zip of municipality.zips) zips.add(zip)
  }
  if (zips.size === 0) return null
  return { token: text, kind: 'place', name: text, zips: [...zips].sort() }
}

/** Every token resolved: the zones, all their postal codes (sorted, once), and what was unknown. */
export function resolveZones(
  tokens: readonly string[],
  lang: Language,
): { zones: Zone[]; zips: string[]; unknown: string[] } {
  const zones: Zone[] = []
  const unknown: string[] = []
  for (const token of tokens) {
    const zone = resolveZone(token, lang)
    if (zone) zones.push(zone)
    else unknown.push(token)
  }
  const zips = [...new Set(zones.flatMap((zone) => zone.zips))].sort()
  return { zones, zips, unknown }
}

/**
 * The zone field on the server: the shared rules (at least one zone, not too many), then every
 * zone must be known; the result is the tokens (to show the choice again) and the postal codes a
 * demand stores in `demands.zips`.
 */
export const zonesSchema = zoneTokensSchema.transform((tokens, ctx) => {
  const { zips, unknown } = resolveZones(tokens, 'en')
  if (unknown.length > 0) {
    ctx.issues.push({
      code: 'custom',
      message: zoneErrors.unknown,
      // The form kit's message names them (forms.errors.unknownZone).
      params: { zones: unknown },
      input: tokens,
    })
  }
  return { tokens, zips }
})
