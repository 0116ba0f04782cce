import type { Region } from '@/lib/belgium/region'
import { placeKey } from '@/lib/belgium/place-key'
import { postalPlaces, type PostalPlace } from './postal-places'

export type PlaceSuggestion = {
  zip: string
  /** The locality in the page language when the table has it (nl, fr), else its local name. */
  name: string
  municipality: string
  region: Region
}

// Lower is better: a locality name that starts with the query beats a municipality name, which
// beats a later word ('louvain' in Ottignies-Louvain-la-Neuve).
const Match = { Locality: 0, Municipality: 1, Word: 2 } as const
type Match = (typeof Match)[keyof typeof Match]

function matchOf(place: PostalPlace, query: string): Match | null {
  if (place.localityKeys.some((key) => key.startsWith(query))) return Match.Locality
  if (place.municipalityKeys.some((key) => key.startsWith(query))) return Match.Municipality
  const keys = [...place.localityKeys, ...place.municipalityKeys]
  return keys.some((key) => key.includes(` ${query}`)) ? Match.Word : null
}

function localized(
  place: PostalPlace,
  lang: string,
): Pick<PlaceSuggestion, 'name' | 'municipality'> {
  if (lang === 'nl') return { name: place.localityNl, municipality: place.municipalityNl }
  if (lang === 'fr') return { name: place.localityFr, municipality: place.municipalityFr }
  return { name: place.locality, municipality: place.municipality }
}

/**
 * Autocomplete for the place filter over the real Belgian postal codes: digits match postal
 * codes by prefix, anything else matches locality and municipality names by prefix in any
 * language, ignoring case, accents and hyphens. Main localities come first.
 */
export function suggestPlaces(query: string, lang: string, limit = 8): PlaceSuggestion[] {
  const key = placeKey(query)
  if (!key || limit <= 0) return []
  const byZip = /^\d+$/.test(key)
  const matches: { place: PostalPlace; match: Match; suggestion: PlaceSuggestion }[] = []
  for (const place of postalPlaces()) {
    const match = byZip ? (place.zip.startsWith(key) ? Match.Locality : null) : matchOf(place, key)
    if (match === null) continue
    matches.push({
      place,
      match,
      suggestion: { zip: place.zip, ...localized(place, lang), region: place.region },
    })
  }
  const collator = new Intl.Collator(lang, { sensitivity: 'base' })
  matches.sort(
    (a, b) =>
      a.match - b.match ||
      (byZip ? a.place.zip.localeCompare(b.place.zip) : 0) ||
      Number(b.place.isMainLocality) - Number(a.place.isMainLocality) ||
      collator.compare(a.suggestion.name, b.suggestion.name) ||
      a.place.zip.localeCompare(b.place.zip),
  )
  return matches.slice(0, limit).map(({ suggestion }) => suggestion)
}
