import type { Region } from '@/lib/belgium/region'

/**
 * The documents a buyer or tenant in Belgium asks an agency for. Listings carry no files of their
 * own, so the form offers the ones the law or the practice of the property's region provides.
 */
export const documentKinds = [
  'epc',
  'urbanPlanning',
  'soil',
  'electrical',
  'asbestos',
  'floorPlans',
  'cadastre',
  'coOwnership',
  'leaseDraft',
] as const
export type DocumentKind = (typeof documentKinds)[number]

/** Root type WebIDs (specification §9 icons): 3 land and 7 garage have no rooms to certify. */
const land = 3
const apartment = 2
const garage = 7

export type DocumentListing = {
  /** 0 for sale, 1 for rent. */
  goal: number
  region: Region | null
  /** The WebID of the property type's root (1 house … 7 garage). */
  rootWebId: number
}

/**
 * The documents this listing can come with:
 * - for sale: EPC (not for land or a garage), urban-planning information, soil certificate
 *   (Flemish bodemattest, Brussels attestation du sol, Walloon BDES extract), electrical
 *   inspection and floor plans (buildings), the asbestos certificate (Flanders, buildings),
 *   the cadastral extract, and the co-ownership documents of an apartment;
 * - for rent: EPC, electrical inspection, floor plans (buildings) and the draft lease.
 */
export function documentsFor(listing: DocumentListing): DocumentKind[] {
  const building = listing.rootWebId !== land
  const rooms = building && listing.rootWebId !== garage
  if (listing.goal !== 0) {
    return [
      ...(rooms ? (['epc'] as const) : []),
      ...(building ? (['electrical', 'floorPlans'] as const) : []),
      'leaseDraft',
    ]
  }
  return [
    ...(rooms ? (['epc'] as const) : []),
    'urbanPlanning',
    'soil',
    ...(building ? (['electrical'] as const) : []),
    ...(building && listing.region === 'Flanders' ? (['asbestos'] as const) : []),
    ...(building ? (['floorPlans'] as const) : []),
    'cadastre',
    ...(listing.rootWebId === apartment ? (['coOwnership'] as const) : []),
  ]
}
