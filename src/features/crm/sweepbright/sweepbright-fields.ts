import type { Language } from '@/lib/i18n/languages'
import { typeIds } from '@/server/seed/demo/property-types'

// Every name, id table and value map of SweepBright's Website API in one place, with the section
// of /work/shared/reference/belgian-crm-apis.md ("the reference") it comes from, so that a
// correction from SweepBright's own documentation is made here and nowhere else.
// [inferred] / [unverified] carry the reference's meaning.

/**
 * The estate shape depends on the `Accept` version (§3.1, §3.6); 20241030 is the newest version
 * seen and the one with the `legal.*` shape the mapping reads (older top-level EPC fields are read
 * as a fallback).
 */
export const sweepBrightApiVersion = '20241030'
export const sweepBrightAccept = `application/vnd.sweepbright.v${sweepBrightApiVersion}+json`

/** The API paths, relative to the configured base URL (`https://website.sweepbright.com/api/`). */
export const sweepBrightPaths = {
  token: 'oauth/token',
  estate: (id: string) => `estates/${encodeURIComponent(id)}`,
  estateUrl: (id: string) => `estates/${encodeURIComponent(id)}/url`,
  estateContacts: (id: string) => `estates/${encodeURIComponent(id)}/contacts`,
  contacts: 'contacts',
  owners: 'contacts/owners',
}

/** §3.1: a token is reused until `expires_in` minus this margin (sillage uses 60 s). */
export const tokenMarginSeconds = 60
/** §3.1: baby-axys assumes an hour when the token answer has no `expires_in`. */
export const defaultTokenSeconds = 3_600

/** §5.1 `status`: only these are published; prospect, withdrawn, deleted… are not. */
export const publishedStatuses: Record<string, 'available' | 'option' | 'sold' | 'rented'> = {
  available: 'available',
  // [inferred] an option and a signed compromise both show the listing as "under option".
  option: 'option',
  agreement: 'option',
  under_contract: 'option',
  sold: 'sold',
  rented: 'rented',
}

/** §5.2 a project's unit status; the feed's units know no "rented". */
export const unitStatuses: Record<string, 'available' | 'option' | 'sold'> = {
  available: 'available',
  option: 'option',
  agreement: 'option',
  under_contract: 'option',
  sold: 'sold',
  rented: 'sold',
}

/** §3.3 `negotiation` → the feed's `Goal`. */
export const goals: Record<string, 0 | 1> = { sale: 0, let: 1 }

/**
 * §3.3 `type` + `sub_type` → the site's type ids (src/server/seed/demo/property-types.ts). The
 * sub-type list is not public: the values below are those of the samples and the wp-sweepbright
 * faker [inferred]; an unknown sub-type falls back to its type's root.
 */
export const typeMap: Record<string, { root: number; subTypes: Record<string, number> }> = {
  house: {
    root: typeIds.house,
    subTypes: {
      villa: typeIds.villa,
      bungalow: typeIds.bungalow,
      detached: typeIds.house,
      semi_detached: typeIds.semiDetachedHouse,
      terraced: typeIds.terracedHouse,
    },
  },
  apartment: {
    root: typeIds.apartment,
    subTypes: {
      studio: typeIds.studio,
      duplex: typeIds.duplex,
      triplex: typeIds.duplex,
      penthouse: typeIds.penthouse,
      ground_floor: typeIds.groundFloorApartment,
    },
  },
  land: {
    root: typeIds.land,
    subTypes: { building_land: typeIds.buildingPlot, agricultural: typeIds.agriculturalLand },
  },
  office: { root: typeIds.office, subTypes: { office_building: typeIds.officeBuilding } },
  commercial: {
    root: typeIds.commercial,
    subTypes: { retail: typeIds.shop, shop: typeIds.shop, restaurant: typeIds.restaurant },
  },
  industrial: {
    root: typeIds.industrial,
    subTypes: { warehouse: typeIds.warehouse, workshop: typeIds.workshop },
  },
  parking: {
    root: typeIds.garage,
    subTypes: { garage: typeIds.garageBox, parking_space: typeIds.parkingSpace },
  },
}

/** The site's type ids → SweepBright's `type`, for a demand's `preferences.types` (§3.4). */
export const sweepBrightTypeOfSiteType = (typeId: number): string | null => {
  for (const [type, { root, subTypes }] of Object.entries(typeMap)) {
    if (root === typeId || Object.values(subTypes).includes(typeId)) return type
  }
  // A child type the map does not name belongs to its root (ids are root × 10 + n).
  const root = typeId >= 10 ? Math.floor(typeId / 10) : null
  return root === null ? null : sweepBrightTypeOfSiteType(root)
}

/** §5.1 facades from `sub_type` [inferred]. */
export const facadesBySubType: Record<string, 'open' | 'half-open' | 'closed'> = {
  detached: 'open',
  villa: 'open',
  semi_detached: 'half-open',
  terraced: 'closed',
}

/** §3.3 `location.country` (ISO-2) → the feed's `CountryID`; other countries are skipped. */
export const countryIdsByIso: Record<string, number> = { BE: 10, LU: 50 }

/** §3.3 `sizes.*.unit` → square metres per unit (`are` seen on plots in the faker). */
export const squareMetresPer: Record<string, number> = {
  sq_m: 1,
  are: 100,
  ha: 10_000,
  sq_ft: 0.092_903,
}

/** §3.3 `amenities` tokens → the feed's flags; `lift`/`elevator` probed by sillage [inferred]. */
export const amenityTokens = {
  garden: ['garden'],
  terrace: ['terrace'],
  garage: ['garage'],
  lift: ['lift', 'elevator'],
  cellar: ['basement', 'cellar'],
  attic: ['attic'],
}

/** §3.3 `features.energy` → `Details.heatingType` keys, first match wins [inferred]. */
export const heatingByEnergy: [flag: string, heatingType: string][] = [
  ['heat_pump', 'heat-pump'],
  ['gas', 'gas'],
  ['fuel', 'oil'],
  ['electricity', 'electric'],
]

/** §3.3 `legal.property_and_land.flood_risk` → `Details.floodRisk` and `floodZone`. */
export const floodRisks: Record<string, { floodRisk: string; floodZone: boolean }> = {
  no_flood_risk_area: { floodRisk: 'none', floodZone: false },
  potential_flood_sensitive_area: { floodRisk: 'possible', floodZone: true },
  effective_flood_sensitive_area: { floodRisk: 'effective', floodZone: true },
}

/** §3.3 `legal.energy.report_electricity_gas` → `Details.certificates` keys. */
export const reportConformity: Record<string, string> = {
  conform: 'compliant',
  not_conform: 'non-compliant',
}

/** §3.3 `price_vat_regime` [inferred: a percentage] → `Details.costs.vatRegime` keys. */
export const vatRegimes: Record<string, string> = { '21': 'vat-21', '6': 'vat-6' }

/** `Details.orientation*` keys the site names (§3.3 `*_orientation`: `N`…`NW`). */
export const orientations = new Set(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'])

/** The order in which a text is picked when the feed needs one language (a project's `Name`). */
export const nameLanguages: Language[] = ['nl', 'fr', 'en', 'de']

/** An open home (§3.3 `open_homes`) becomes an open-house visit slot this many visitors may book. */
export const openHouseCapacity = 50

/** §3.4 `locale`: en, fr, nl are seen; German is not [inferred], so a German lead is sent as en. */
export const leadLocales: Record<Language, string> = { en: 'en', fr: 'fr', nl: 'nl', de: 'en' }

/** §3.4 `contacts/owners` `pronouns`, from the site's person title. */
export const pronounsByTitle: Record<string, string> = { mr: 'male', ms: 'female' }

/** §3.4 a demand's `preferences.negotiation`, from the site's demand goal. */
export const negotiationByDemandGoal: Record<string, string> = { buy: 'sale', rent: 'let' }

/** §3.2 webhook header and events. */
export const webhookSignatureHeader = 'x-hook-signature'
export const webhookEvents = ['estate-added', 'estate-updated', 'estate-deleted'] as const
