export const regions = ['Flanders', 'Wallonia', 'Brussels'] as const
export type Region = (typeof regions)[number]

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (regions as readonly string[]).includes(value)
}

// Specification §9. Ranges are inclusive; the first match wins.
const postalRanges: readonly [from: number, to: number, region: Region][] = [
  [1000, 1299, 'Brussels'],
  [1300, 1499, 'Wallonia'],
  [1500, 3999, 'Flanders'],
  [4000, 7999, 'Wallonia'],
  [8000, 9999, 'Flanders'],
]

/** The Belgian region of a four-digit postal code; null for anything that is not one. */
export function regionByPostalCode(zip: unknown): Region | null {
  const text = typeof zip === 'number' ? String(zip) : typeof zip === 'string' ? zip.trim() : ''
  if (!/^\d{4}$/.test(text)) return null
  const code = Number(text)
  return postalRanges.find(([from, to]) => code >= from && code <= to)?.[2] ?? null
}

export const countryIds = { belgium: 10, luxembourg: 50 } as const
export type Country = keyof typeof countryIds

/** The country of a CRM CountryID (specification §9); null for the ones the site does not know. */
export function countryById(id: unknown): Country | null {
  const value = typeof id === 'string' && id.trim() !== '' ? Number(id) : id
  if (value === countryIds.belgium) return 'belgium'
  if (value === countryIds.luxembourg) return 'luxembourg'
  return null
}

const kapelleOpDenBos = 'Kapelle-op-den-Bos'

/**
 * The CRM spells Kapelle-op-den-Bos in several ways (capitals, spaces instead of hyphens); they all
 * become the official spelling. Every other town name is returned untouched.
 */
export function normalizeTownName(name: string): string {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '-')
  return key === kapelleOpDenBos.toLowerCase() ? kapelleOpDenBos : name
}
