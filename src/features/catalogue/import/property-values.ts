import type { properties } from '@/server/db/schema'
import { epcLabel } from '@/lib/belgium/epc'
import { countryIds, normalizeTownName, regionByPostalCode } from '@/lib/belgium/region'
import type { PropertyRecord } from './feed-schema'
import type { ImportedPhoto } from './photo-store'

// reduced_from and closed_at are the triggers' (migrations 0018 and 0019), never the feed's.
export type PropertyValues = Required<
  Omit<
    typeof properties.$inferInsert,
    'id' | 'reference' | 'createdAt' | 'updatedAt' | 'reducedFrom' | 'closedAt'
  >
>

// The feed's display texts that have no column go into `details` beside the specification's long
// tail of fields, under the names the rest of the site reads.
function detailsOf(record: PropertyRecord): Record<string, unknown> {
  return {
    ...record.Details,
    ...(record.PriceUnitText !== null ? { priceUnitText: record.PriceUnitText } : {}),
    ...(record.MarqueeName !== null ? { marqueeName: record.MarqueeName } : {}),
    ...(record.CountryName !== null ? { countryName: record.CountryName } : {}),
  }
}

/** The row a valid record asks for: every column the feed owns, the listing published. */
export function propertyValues(
  record: PropertyRecord,
  projectId: number | null,
  photos: ImportedPhoto[],
  floorPlans: ImportedPhoto[],
): PropertyValues {
  const region = record.CountryID === countryIds.belgium ? regionByPostalCode(record.Zip) : null
  // Without a label from the CRM, the value still places the listing on its region's scale.
  const label =
    record.EPCLabelText ??
    (region && record.EnergyPerformance !== null
      ? epcLabel(region, record.EnergyPerformance)
      : null)
  return {
    goal: record.Goal,
    typeId: record.TypeID,
    status: record.Status,
    published: true,
    publishPrice: record.PublishPrice,
    price: record.Price,
    priceUnit: record.PriceUnit,
    marquee: record.Marquee,
    publishAddress: record.PublishAddress,
    street: record.Street,
    houseNumber: record.HouseNumber,
    boxNr: record.BoxNr,
    zip: record.Zip,
    city: normalizeTownName(record.City),
    countryId: record.CountryID,
    region,
    lat: record.Latitude,
    lng: record.Longitude,
    bedrooms: record.Bedrooms,
    bathrooms: record.Bathrooms,
    livingArea: record.LivingArea,
    plotArea: record.PlotArea,
    epcValue: record.EnergyPerformance,
    epcLabel: label,
    hasGarden: record.HasGarden,
    hasTerrace: record.HasTerrace,
    hasGarage: record.HasGarage,
    hasLift: record.HasLift,
    furnished: record.Furnished,
    title: record.Title,
    description: record.Description,
    details: detailsOf(record),
    photos,
    floorPlans,
    agentId: record.AgentID,
    projectId,
  }
}
