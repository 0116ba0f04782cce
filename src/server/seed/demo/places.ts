import postalCodes from '@/lib/belgium/be-postal-codes.json'
import type { Language } from '@/lib/i18n/languages'
import type { Region } from '@/lib/belgium/region'
import type { Rng } from './prng'

export type { Region }

export type Place = {
  zip: string
  /** The locality in its local language, as stored in the `city` column. */
  city: string
  /** How each language's text names the town (Elsene in Dutch, Gand in French…). */
  names: Record<Language, string>
  region: Region | null
  countryId: number
  lat: number
  lng: number
}

export const countryIds = { belgium: 10, luxembourg: 50 } as const

// The Belgian postal table has no Luxembourg, so its three demo towns are typed in.
const luxembourg: Place[] = [
  {
    zip: '1118',
    city: 'Luxembourg',
    names: { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' },
    region: null,
    countryId: countryIds.luxembourg,
    lat: 49.6116,
    lng: 6.1319,
  },
  {
    zip: '4001',
    city: 'Esch-sur-Alzette',
    names: {
      en: 'Esch-sur-Alzette',
      nl: 'Esch-sur-Alzette',
      fr: 'Esch-sur-Alzette',
      de: 'Esch an der Alzette',
    },
    region: null,
    countryId: countryIds.luxembourg,
    lat: 49.4958,
    lng: 5.9806,
  },
  {
    zip: '9001',
    city: 'Ettelbruck',
    names: { en: 'Ettelbruck', nl: 'Ettelbruck', fr: 'Ettelbruck', de: 'Ettelbrück' },
    region: null,
    countryId: countryIds.luxembourg,
    lat: 49.8475,
    lng: 6.104,
  },
]

const regions: readonly string[] = ['Flanders', 'Wallonia', 'Brussels'] satisfies Region[]
const isRegion = (value: string): value is Region => regions.includes(value)

/** A Belgian locality by postal code: the main locality unless another one is named. */
export function belgianPlace(zip: string, locality?: string): Place {
  const rows = postalCodes.filter((row) => row.zip === zip)
  const row = locality
    ? rows.find((candidate) => candidate.locality === locality)
    : (rows.find((candidate) => candidate.isMainLocality) ?? rows[0])
  if (!row || !isRegion(row.region)) throw new Error(`No postal locality ${zip} ${locality ?? ''}`)
  return {
    zip,
    city: row.locality,
    names: { en: row.locality, nl: row.localityNl, fr: row.localityFr, de: row.locality },
    region: row.region,
    countryId: countryIds.belgium,
    lat: row.lat,
    lng: row.lng,
  }
}

export function luxembourgPlace(zip: string): Place {
  const place = luxembourg.find((candidate) => candidate.zip === zip)
  if (!place) throw new Error(`No demo Luxembourg town ${zip}`)
  return place
}

/** Moves a point up to ~300 m so listings in one town do not stack on one map marker. */
export function jitter(place: Place, rng: Rng): { lat: number; lng: number } {
  const metres = rng.float(40, 300)
  const angle = rng.float(0, 2 * Math.PI)
  const dLat = (metres * Math.cos(angle)) / 111_320
  const dLng = (metres * Math.sin(angle)) / (111_320 * Math.cos((place.lat * Math.PI) / 180))
  const round = (value: number) => Math.round(value * 1e6) / 1e6
  return { lat: round(place.lat + dLat), lng: round(place.lng + dLng) }
}
