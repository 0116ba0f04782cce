import postalCodes from '@/lib/belgium/be-postal-codes.json'
import { isRegion, type Region } from '@/lib/belgium/region'
import { placeKey } from '@/lib/belgium/place-key'

/** One locality of the Belgian postal table with the folded names it can be found by. */
export type PostalPlace = {
  zip: string
  /** The locality in its local language, as listings store it in `city`. */
  locality: string
  localityNl: string
  localityFr: string
  municipality: string
  municipalityNl: string
  municipalityFr: string
  isMainLocality: boolean
  region: Region
  /** Folded locality names (local, Dutch, French), deduplicated. */
  localityKeys: string[]
  /** Folded municipality names (local, Dutch, French), deduplicated. */
  municipalityKeys: string[]
}

let places: PostalPlace[] | undefined

/** The postal table with folded names, built on first use and kept for the process. */
export function postalPlaces(): PostalPlace[] {
  places ??= postalCodes.flatMap((row): PostalPlace[] => {
    if (!isRegion(row.region)) return []
    const keys = (...names: string[]) => [...new Set(names.map(placeKey))]
    return [
      {
        zip: row.zip,
        locality: row.locality,
        localityNl: row.localityNl,
        localityFr: row.localityFr,
        municipality: row.municipality,
        municipalityNl: row.municipalityNl,
        municipalityFr: row.municipalityFr,
        isMainLocality: row.isMainLocality,
        region: row.region,
        localityKeys: keys(row.locality, row.localityNl, row.localityFr),
        municipalityKeys: keys(row.municipality, row.municipalityNl, row.municipalityFr),
      },
    ]
  })
  return places
}

/**
 * The postal codes of the localities or municipalities called `name` in any language, so 'Gand'
 * finds the listings in Gent and 'Antwerpen' those in Berchem. Ascending, deduplicated.
 */
export function postalCodesNamed(name: string): string[] {
  const key = placeKey(name)
  if (!key) return []
  const zips = postalPlaces()
    .filter((place) => place.localityKeys.includes(key) || place.municipalityKeys.includes(key))
    .map((place) => place.zip)
  return [...new Set(zips)].sort()
}
