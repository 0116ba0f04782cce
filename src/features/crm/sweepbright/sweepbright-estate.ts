import { z } from '@/lib/zod'

// The estate of `GET estates/{id}` (reference §3.3), read leniently: only `id` is required, and a
// field of an unexpected type reads as absent rather than failing the whole estate (the shape
// changes between API versions and the value lists are not public).

const str = z.string().nullish().catch(null)
const num = z.number().nullish().catch(null)
const bool = z.boolean().nullish().catch(null)
/** The regulation flags are 1/0/empty in the newer shape, booleans in older code. */
const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .catch(null)
  .transform((value) =>
    value === true || value === 1 || value === '1'
      ? true
      : value === false || value === 0 || value === '0'
        ? false
        : null,
  )
const texts = z.record(z.string(), z.unknown()).nullish().catch(null)
const money = z.object({ amount: num, currency: str, hidden: bool }).nullish().catch(null)
const size = z.object({ size: num, unit: str }).nullish().catch(null)
const record = <T extends z.ZodRawShape>(shape: T) => z.object(shape).nullish().catch(null)

const media = z
  .array(
    z
      .object({
        id: z.string(),
        url: z.string().min(1),
        description: str,
        filename: str,
        content_type: str,
        ordinal: num,
      })
      .nullable()
      .catch(null),
  )
  .nullish()
  .catch(null)
  .transform((list) => (list ?? []).filter((item) => item !== null))

export const locationSchema = record({
  street: str,
  number: z.union([z.string(), z.number()]).nullish().catch(null),
  box: z.union([z.string(), z.number()]).nullish().catch(null),
  floor: z.union([z.string(), z.number()]).nullish().catch(null),
  postal_code: z.union([z.string(), z.number()]).nullish().catch(null),
  city: str,
  country: str,
  hidden: bool,
  geo: record({ latitude: num, longitude: num }),
})

export type SweepBrightLocation = NonNullable<z.output<typeof locationSchema>>

const energy = {
  epc_value: num,
  epc_category: str,
  epc_reference: str,
  total_epc_value: num,
  e_level: num,
  co2_emissions: num,
  report_electricity_gas: str,
}

const estateShape = {
  id: z.string().min(1),
  is_project: bool,
  project_id: str,
  type: str,
  sub_type: str,
  negotiation: str,
  rent_period: str,
  status: str,
  description_title: texts,
  description: texts,
  bedrooms: num,
  bathrooms: num,
  toilets: num,
  shower_rooms: num,
  floors: num,
  garden_orientation: str,
  terrace_orientation: str,
  sizes: record({ liveable_area: size, net_area: size, plot_area: size }),
  amenities: z.array(z.unknown()).nullish().catch(null),
  features: record({
    energy: z.record(z.string(), z.unknown()).nullish().catch(null),
    comfort: record({ furnished: bool }),
    ecology: record({ double_glazing: bool }),
  }),
  building: record({
    construction: record({ year: num }),
    renovation: record({ year: num }),
  }),
  legal: record({
    energy: record(energy),
    property_and_land: record({
      cadastral_income: num,
      flood_risk: str,
      flood_risk_building_score: str,
      flood_risk_plot_score: str,
    }),
    regulations: record({
      building_permit: flag,
      priority_purchase_right: flag,
      subdivision_authorisation: flag,
      urban_planning_breach: flag,
      pending_legal_proceedings: flag,
      ongoing_litigation: flag,
    }),
  }),
  // The 20191206 shape has the EPC at the top level (§3.3 "energy (20191206)").
  epc_value: num,
  epc_category: str,
  location: locationSchema,
  price: money,
  price_base_rent: money,
  custom_price: str,
  price_recurring_costs: money,
  price_guarantee: money,
  price_inventory_report_cost: money,
  price_vat_regime: z.union([z.string(), z.number()]).nullish().catch(null),
  agency_commission: record({ fixed_fee: num }),
  images: media,
  plans: media,
  video_url: str,
  virtual_tour_url: str,
  open_homes: z
    .array(z.object({ start_date: z.string(), end_date: z.string() }).nullable().catch(null))
    .nullish()
    .catch(null),
  negotiator: record({
    email: str,
    first_name: str,
    last_name: str,
    phone: str,
    photo_url: str,
  }),
  occupancy: record({ available_from: str }),
  settings: record({ reference: str }),
}

const unitSchema = z.object(estateShape)

export const estateSchema = z.object({
  ...estateShape,
  // A unit that cannot be read is left out here and reported by the mapping.
  properties: z
    .array(z.unknown())
    .nullish()
    .catch(null)
    .transform((list) => list ?? []),
})

export type SweepBrightEstate = z.output<typeof unitSchema>
export type SweepBrightProjectEstate = z.output<typeof estateSchema>

/** A unit of a project, or why it cannot be read. */
export function readUnit(
  raw: unknown,
): { unit: SweepBrightEstate } | { error: string; id: string } {
  const parsed = unitSchema.safeParse(raw)
  if (parsed.success) return { unit: parsed.data }
  const id = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : null
  return { error: 'the unit has no id', id: typeof id === 'string' ? id : '(unknown)' }
}
