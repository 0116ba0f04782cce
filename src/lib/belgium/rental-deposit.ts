import { parseNumber } from '@/lib/format/number-format'
import type { Region } from './region'

/**
 * The most a tenant of a home can be asked as rental deposit on a blocked account, in months of
 * rent: Brussels (Code bruxellois du Logement, art. 248) and Wallonia (décret du 15 mars 2018
 * relatif au bail d'habitation, art. 62) two; Flanders three for leases signed since 1 January
 * 2019 (Vlaams Woninghuurdecreet, art. 37). The letting page says the same.
 */
export const depositMonthsMaximum: Record<Region, number> = {
  Brussels: 2,
  Wallonia: 2,
  Flanders: 3,
}

// WebID 1 (houses) and 2 (apartments): the homes whose leases these rules are about.
const homeWebIds: readonly number[] = [1, 2]

/**
 * The legal maximum deposit of a listing in months of rent; null where no maximum applies or
 * none is known (a garage or commercial lease, a listing outside Belgium).
 */
export function legalDepositMonths({
  region,
  webId,
}: {
  region: Region | null
  /** The WebID of the listing's (root) type. */
  webId: unknown
}): number | null {
  const type = parseNumber(webId)
  if (region === null || type === null || !homeWebIds.includes(type)) return null
  return depositMonthsMaximum[region]
}
