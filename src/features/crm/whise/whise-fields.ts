import { typeIds } from '@/server/seed/demo/property-types'
import type { Language } from '@/lib/i18n/languages'

// Every Whise name, id and value table the connector relies on, in one place. Section numbers
// are those of the CRM reference (belgian-crm-apis.md §2 Whise, §5 mapping); what the reference
// marks [inferred] or [unverified] is marked so here, to be corrected against real data.

/** §2.1: the two token calls and the data calls the connector makes. */
export const whisePaths = {
  marketplaceToken: 'token',
  clientToken: 'v1/admin/clients/token',
  estates: 'v1/estates/list',
  representatives: 'v1/admin/representatives/list',
  contactUpsert: 'v1/contacts/upsert',
} as const

/** §2.2: the key each collection answer puts its rows under (left out when there are none). */
export const whiseCollectionKeys = {
  [whisePaths.estates]: 'estates',
  [whisePaths.representatives]: 'representatives',
} as const

/** §2.2: rows per page (Whise's default is 50); the live-id scan reads more at once. */
export const whisePageSize = 50
export const whiseLiveIdsPageSize = 200

/**
 * §2.1: no source states the token lifetime (24 h per one [unverified] client, 3,500 s cached by
 * another). A JWT's own `exp` wins; otherwise a token is renewed after this long.
 */
export const whiseTokenLifetimeMs = 55 * 60_000
/** Tokens are renewed this long before they expire, so no call carries one that just lapsed. */
export const whiseTokenMarginMs = 2 * 60_000

/** §2.4 `status.id`: only active estates are published (5 archived, 6 deleted). */
export const whiseActiveStatusIds = [1]
/** §2.4 `displayStatusId`: 2 online, 3 estate of the month, 5 website only [inferred §5.1]. */
export const whisePublishedDisplayStatusIds = [2, 3, 5]

/** §2.4 `purpose.id` → feed Goal (0 sale, 1 rent); 3 life annuity is a sale (§5.1). */
export const whiseGoals: Record<number, 0 | 1> = { 1: 0, 2: 1, 3: 0 }
export const whiseLifeAnnuityPurposeId = 3

/** §5.1 `purposeStatus.id` → feed Status; an id not listed leaves the estate out. */
export const whisePurposeStatuses: Record<number, 'available' | 'option' | 'sold' | 'rented'> = {
  1: 'available',
  2: 'available',
  15: 'available',
  // Options, the owner's option, conditional sale and compromise [inferred §5.1].
  5: 'option',
  6: 'option',
  12: 'option',
  13: 'option',
  14: 'option',
  16: 'option',
  22: 'option',
  3: 'sold',
  17: 'sold',
  4: 'rented',
}

/** §2.4 `country.id` → the feed's CountryID (specification §9); others are left out. */
export const whiseCountries: Record<number, number> = { 1: 10, 5: 50 }

/** §2.4 `category.id` → the site's root property types. */
export const whiseCategoryTypes: Record<number, number> = {
  1: typeIds.house,
  2: typeIds.apartment,
  3: typeIds.land,
  4: typeIds.office,
  5: typeIds.commercial,
  6: typeIds.industrial,
  7: typeIds.garage,
}

/**
 * §2.4 `subCategory.id` → a more precise site type, where the site has one (names from
 * tombroucke/immo-sync-whise Lookup/SubCategory.php); any other sub-category takes its category.
 */
export const whiseSubCategoryTypes: Record<number, number> = {
  5: typeIds.bungalow,
  9: typeIds.villa,
  13: typeIds.villa,
  90: typeIds.semiDetachedHouse,
  18: typeIds.duplex,
  22: typeIds.duplex,
  19: typeIds.penthouse,
  94: typeIds.penthouse,
  21: typeIds.studio,
  25: typeIds.groundFloorApartment,
  73: typeIds.groundFloorApartment,
  26: typeIds.buildingPlot,
  27: typeIds.agriculturalLand,
  30: typeIds.agriculturalLand,
  31: typeIds.agriculturalLand,
  41: typeIds.officeBuilding,
  42: typeIds.shop,
  65: typeIds.shop,
  151: typeIds.shop,
  105: typeIds.restaurant,
  138: typeIds.restaurant,
  53: typeIds.warehouse,
  80: typeIds.workshop,
  50: typeIds.garageBox,
  51: typeIds.garageBox,
  86: typeIds.garageBox,
  48: typeIds.parkingSpace,
  49: typeIds.parkingSpace,
}

/** §2.4 description `languageId` → the site's language. */
export const whiseLanguages: Record<string, Language> = {
  'nl-BE': 'nl',
  'nl-NL': 'nl',
  'fr-BE': 'fr',
  'fr-FR': 'fr',
  'en-GB': 'en',
  'en-US': 'en',
  'de-DE': 'de',
  'de-BE': 'de',
}

/** The site's language → Whise's `LanguageId` for a contact (§2.5). */
export const whiseLanguageIds: Record<Language, string> = {
  nl: 'nl-BE',
  fr: 'fr-BE',
  en: 'en-GB',
  de: 'de-DE',
}

/** §2.4 `fronts` → Details.facades (Belgian convention) [inferred]. */
export function whiseFacades(fronts: number): 'open' | 'half-open' | 'closed' | undefined {
  if (fronts >= 4) return 'open'
  if (fronts === 3) return 'half-open'
  if (fronts === 2) return 'closed'
  return undefined
}

/**
 * §2.4 `displayAddress` / `displayPrice` are absent on half the sample estates; whether absent
 * means false is unknown [inferred]. The site shows them unless the agency says otherwise.
 */
export const whiseDisplayDefaults = { address: true, price: true }

/** §2.4 and §5.1: the `details[]` ids the mapping reads (values are strings). */
export const whiseDetailIds = {
  latitude: 1849,
  longitude: 1850,
  title: 1914,
  epcLabel: 2056,
  epcValue: 2089,
  epcTotal: 2390,
  epcUniqueCode: 2391,
  co2: 2090,
  /** `MM/dd/yyyy HH:mm` (§2.7). */
  epcExpiry: 2776,
  floodRisk: 2222,
  floodZone: 2223,
  permit: 808,
  allotmentPermit: 812,
  preemptiveRights: 1734,
  summons: 2712,
  judicialDecision: 691,
  constructionYear: 14,
  renovationYear: 585,
  floors: 15,
  garages: 19,
  parkingsInside: 998,
  parkingsOutside: 999,
  toilets: 55,
  showerRooms: 57,
  plotWidth: 26,
  frontWidth: 713,
  builtSurface: 27,
  netSurface: 407,
  terraceSurface: 874,
  lift: 372,
  gas: 1760,
  water: 1772,
  electricity: 757,
  sewer: 724,
  heating: 1020,
  cadastralIncome: 1733,
  indexedCadastralIncome: 496,
  tenantCharges: 301,
} as const

/** Detail 2222 (flood risk) enum ids → Details.floodRisk keys (fw4 PossibleFloodType). */
export const whiseFloodRisks: Record<number, string> = {
  1229: 'effective',
  1230: 'possible',
  1233: 'none',
}
/** Detail 2223 (flood zone type) enum ids (fw4 FloodAreaType). */
export const whiseFloodZoneIds = { floodArea: 1231, riverside: 1232 }
/** Detail 2712 (summons type): 1837 is "no summons"; every other value is one. */
export const whiseNoSummonsId = 1837
/**
 * Detail 1020 (heating type) enum ids → Details.heatingType keys. Only the id seen in the
 * sample is known (659 gas central); others are left out rather than shown in one language.
 */
export const whiseHeatingTypes: Record<number, string> = { 659: 'gas' }

/** §2.4 `availability.id` → Details.availability keys; 4 (unavailable), 6 (at delivery) have none. */
export const whiseAvailability: Record<number, string> = {
  1: 'at-deed',
  2: 'by-arrangement',
  3: 'by-arrangement',
  5: 'immediately',
  7: 'by-arrangement',
}

/**
 * §2.4 `representatives` and `v1/admin/representatives/list`: no source shows their shape. One
 * plugin probes these members; each list is tried in order, so a real name can be added in front.
 */
export const whiseRepresentativeFields = {
  id: ['id', 'userId', 'representativeId'],
  firstName: ['firstName'],
  lastName: ['name', 'lastName'],
  email: ['email'],
  phone: ['phone', 'mobile'],
  photo: ['pictureUrl', 'picture'],
} as const

/**
 * §2.5 `v1/contacts/upsert`: the members of a contact. `StatusId` 1 and `CountryId` 1 (Belgium)
 * come from tombroucke/immo-sync-whise; required ones per an [unverified] client: Name,
 * CountryId, LanguageId, OfficeIds, PrivateEmail. `PrivateTel`, `Comments` and the
 * SearchCriteria members are the legacy webservice's names [inferred §2.5].
 */
export const whiseContactDefaults = { StatusId: 1, CountryId: 1 }
export const whiseSearchCriteriaFields = {
  purposes: 'PurposeIds',
  categories: 'CategoryIds',
  /** `{ Min, Max }`, as the estate filter's PriceRange. */
  priceRange: 'PriceRange',
  minRooms: 'MinRooms',
  zips: 'ZipCodes',
} as const
