import { z } from '@/lib/zod'
import { epcLabelsOf, epcLabelText, isEpcLabelOf, type EpcLabel } from '@/lib/belgium/epc'
import { countryIds, regionByPostalCode } from '@/lib/belgium/region'
import { propertyDetailsSchema } from '@/features/catalogue/property-details-schema'
import { normalizeEpcLabel } from './epc-label-text'
import { ownerHistoryList } from './owner-history-fields'
import { visitCounters } from './visit-counter-fields'
import {
  code,
  countryId,
  expected,
  euros,
  flag,
  floorPlans,
  fourDigitCountries,
  languageText,
  latitude,
  longitude,
  optional,
  photos,
  reference,
  roundedMeasure,
  smallCode,
  text,
  visitSlots,
  wholeNumber,
  zip,
} from './feed-fields'

/**
 * The CRM feed (docs/feed-format.md). Only the envelope is parsed as a whole: every record is
 * parsed on its own so that one bad record is reported and skipped, never fatal for the others.
 */
export const feedEnvelopeSchema = z.object(
  {
    mode: z.enum(['full', 'partial'], { error: expected("must be 'full' or 'partial'") }),
    generatedAt: z.iso
      .datetime({ offset: true, error: 'must be an ISO 8601 date-time' })
      .optional(),
    properties: z.array(z.unknown(), { error: expected('must be a list of property records') }),
    projects: z.array(z.unknown(), { error: 'must be a list of project records' }).optional(),
    removed: z
      .object(
        {
          properties: z.array(reference, { error: 'must be a list of references' }).optional(),
          projects: z.array(reference, { error: 'must be a list of references' }).optional(),
        },
        { error: 'must be an object with lists of references' },
      )
      .optional(),
  },
  { error: 'must be a JSON object with mode and properties' },
)

export type FeedEnvelope = z.output<typeof feedEnvelopeSchema>

const goal = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: expected("must be 0 (for sale) or 1 (for rent), as a number or '0'/'1'"),
  })
  .transform((value) => (Number(value) === 0 ? 0 : 1))

const propertyStatus = z.enum(['available', 'option', 'sold', 'rented'], {
  error: 'must be one of available, option, sold, rented',
})

const epcLabel = text(16).transform((value, context) => {
  const label = normalizeEpcLabel(value)
  if (!label) {
    context.addIssue({
      code: 'custom',
      message: `"${value}" is not an EPC label (A++, A+, A, A-, B+ … F-, G)`,
      params: { code: 'epcLabel', value },
    })
    return z.NEVER
  }
  return label
})

const address = {
  Street: optional(text(200), null),
  HouseNumber: optional(code(32), null),
  BoxNr: optional(code(32), null),
  Zip: zip,
  City: text(100),
  CountryID: optional(countryId, 10),
  Latitude: optional(latitude, null),
  Longitude: optional(longitude, null),
}

type Located = {
  Zip: string
  CountryID: number
  Latitude: number | null
  Longitude: number | null
}

// Rules that involve two fields; they run once every field on its own is valid.
function checkLocation(record: Located, context: z.RefinementCtx) {
  if (fourDigitCountries.has(record.CountryID) && !/^\d{4}$/.test(record.Zip)) {
    context.addIssue({
      code: 'custom',
      path: ['Zip'],
      message: `must be four digits for CountryID ${record.CountryID}`,
      params: { code: 'zipDigits', country: String(record.CountryID) },
    })
  }
  const belgian = record.CountryID === countryIds.belgium
  if (belgian && /^\d{4}$/.test(record.Zip) && !regionByPostalCode(record.Zip)) {
    context.addIssue({
      code: 'custom',
      path: ['Zip'],
      message: 'is not a Belgian postal code',
      params: { code: 'zipBelgian' },
    })
  }
  if ((record.Latitude === null) !== (record.Longitude === null)) {
    context.addIssue({
      code: 'custom',
      path: [record.Latitude === null ? 'Latitude' : 'Longitude'],
      message: 'must come with both Latitude and Longitude, or neither',
      params: { code: 'coordinatesPair' },
    })
  }
  // CRMs write 0,0 for "unknown"; on a map that is a marker in the Gulf of Guinea.
  if (record.Latitude === 0 && record.Longitude === 0) {
    context.addIssue({
      code: 'custom',
      path: ['Latitude'],
      message: 'is 0,0, which is not a real location; leave both out when unknown',
      params: { code: 'coordinatesZero' },
    })
  }
}

// Each region has its own scale (specification §9): a Flemish listing cannot be 'G'.
function checkEpcLabel(
  record: Located & { EPCLabelText: EpcLabel | null },
  context: z.RefinementCtx,
) {
  if (record.EPCLabelText === null || record.CountryID !== countryIds.belgium) return
  const region = regionByPostalCode(record.Zip)
  if (region && !isEpcLabelOf(region, record.EPCLabelText)) {
    const label = epcLabelText(record.EPCLabelText)
    const labels = epcLabelsOf(region).map(epcLabelText).join(', ')
    context.addIssue({
      code: 'custom',
      path: ['EPCLabelText'],
      message: `${label} is not on the ${region} scale (${labels})`,
      params: { code: 'epcScale', label, region, labels },
    })
  }
}

export const propertyRecordSchema = z
  .object(
    {
      Reference: reference,
      Goal: goal,
      TypeID: wholeNumber(1, 2_000_000_000),
      Status: optional(propertyStatus, 'available' as const),
      PublishPrice: optional(flag, true),
      Price: optional(euros, null),
      PriceUnit: optional(smallCode, null),
      PriceUnitText: optional(text(100), null),
      Marquee: optional(smallCode, null),
      MarqueeName: optional(text(100), null),
      PublishAddress: optional(flag, true),
      ...address,
      CountryName: optional(text(100), null),
      Bedrooms: optional(wholeNumber(0, 100), null),
      Bathrooms: optional(wholeNumber(0, 100), null),
      LivingArea: optional(roundedMeasure(1_000_000, 'm²'), null),
      PlotArea: optional(roundedMeasure(100_000_000, 'm²'), null),
      EnergyPerformance: optional(roundedMeasure(10_000, 'kWh/m²·year'), null),
      EPCLabelText: optional(epcLabel, null),
      HasGarden: optional(flag, false),
      HasTerrace: optional(flag, false),
      HasGarage: optional(flag, false),
      HasLift: optional(flag, false),
      Furnished: optional(flag, false),
      Title: languageText(300),
      Description: languageText(20_000),
      Details: optional(propertyDetailsSchema, {}),
      Photos: photos,
      FloorPlans: floorPlans,
      AgentID: optional(wholeNumber(1, 2_000_000_000), null),
      ProjectReference: optional(reference, null),
      OwnerHistory: ownerHistoryList,
      VisitCounters: visitCounters,
      VisitSlots: visitSlots,
    },
    { error: 'must be an object with the fields of a property' },
  )
  .superRefine(checkLocation)
  .superRefine(checkEpcLabel)

export type PropertyRecord = z.output<typeof propertyRecordSchema>
/** A property record as a feed writes it (what a CRM connector builds). */
export type FeedPropertyInput = z.input<typeof propertyRecordSchema>

const unitSchema = z.object(
  {
    Floor: code(32),
    Name: code(64),
    Surface: optional(roundedMeasure(100_000, 'm²'), null),
    Bedrooms: optional(wholeNumber(0, 100), null),
    Price: optional(euros, null),
    Status: optional(
      z.enum(['available', 'option', 'sold', 'sold_out'], {
        error: 'must be one of available, option, sold, sold_out',
      }),
      'available' as const,
    ),
  },
  { error: 'must be an object with the fields of a unit' },
)

export const projectRecordSchema = z
  .object(
    {
      Reference: reference,
      Slug: text(120).pipe(
        z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
          error: 'must be lower-case letters and digits joined by single dashes',
        }),
      ),
      Name: text(200),
      PublicAddress: optional(flag, true),
      ...address,
      Description: languageText(20_000),
      Delivery: optional(languageText(2_000), null),
      Situation: optional(languageText(5_000), null),
      TechnicalInfo: optional(languageText(20_000), null),
      Photos: photos,
      Units: optional(
        z.array(unitSchema, { error: 'must be a list of units' }).max(1000, {
          error: 'must hold at most 1000 units',
        }),
        [],
      ),
      AgentID: optional(wholeNumber(1, 2_000_000_000), null),
      VisitSlots: visitSlots,
    },
    { error: 'must be an object with the fields of a project' },
  )
  .superRefine(checkLocation)

export type ProjectRecord = z.output<typeof projectRecordSchema>
/** A project record as a feed writes it (what a CRM connector builds). */
export type FeedProjectInput = z.input<typeof projectRecordSchema>
