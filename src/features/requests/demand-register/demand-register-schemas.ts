import { z } from '@/lib/zod'
import {
  alertFrequencies,
  alertSearchOf,
  defaultAlertFrequency,
  zoneTokensSchema,
} from '@/features/demand-alerts'
import { parseSearchParams } from '@/features/catalogue'
import {
  checkbox,
  choice,
  emailAddress,
  optionalCount,
  optionalPhoneNumber,
  pageLanguage,
  personTitle,
  requiredText,
} from '@/lib/forms/fields'

/** What the visitor looks for; `demands.goal` stores it as properties.goal does (0 buy, 1 rent). */
export const demandGoals = ['buy', 'rent'] as const
export type DemandGoal = (typeof demandGoals)[number]

/** The min–max pairs of specification §3 "Demand", each stored as `<name>_min` and `<name>_max`. */
export const demandRanges = ['price', 'bedrooms', 'garages', 'parkings', 'bathrooms'] as const
export type DemandRange = (typeof demandRanges)[number]

// `demands.price_*` is a PostgreSQL integer, the counts are smallints; no home has more than 50.
const maxPrice = 2_147_483_647
const maxCount = 50

/** A property type id from the catalogue's tree, several allowed, at least one (specification §5). */
export const demandTypes = () =>
  z
    .array(
      z
        .string()
        .regex(/^\d{1,6}$/, { error: 'choice' })
        .transform(Number),
      {
        error: 'atLeastOneType',
      },
    )
    .min(1, { error: 'atLeastOneType' })
    .max(100, { error: 'tooLong' })
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))

export const rangeFields = {
  priceMin: optionalCount(maxPrice),
  priceMax: optionalCount(maxPrice),
  bedroomsMin: optionalCount(maxCount),
  bedroomsMax: optionalCount(maxCount),
  garagesMin: optionalCount(maxCount),
  garagesMax: optionalCount(maxCount),
  parkingsMin: optionalCount(maxCount),
  parkingsMax: optionalCount(maxCount),
  bathroomsMin: optionalCount(maxCount),
  bathroomsMax: optionalCount(maxCount),
}

/**
 * The fields of the demand register without its zones: the browser checks the zones with
 * `zoneTokensSchema` (no postal table in the page), the server with `zonesSchema`, which also
 * turns them into postal codes (demand-register-request.server.ts).
 */
export const demandFields = {
  locale: pageLanguage(),
  goal: choice(demandGoals),
  ...rangeFields,
  types: demandTypes(),
  /**
   * The list filters the form does not edit (a hidden field set by the list's link), kept as
   * the list's canonical query: what the list's schema does not know is dropped.
   */
  search: z
    .string()
    .max(2000, { error: 'tooLong' })
    .optional()
    .transform((query) => alertSearchOf(parseSearchParams(new URLSearchParams(query ?? '')))),
  frequency: z
    .union([choice(alertFrequencies), z.literal('')], { error: 'choice' })
    .optional()
    .transform((value) => value || defaultAlertFrequency),
  title: personTitle(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  // Specification §5 "the demand address must not be empty": the alerts go to it.
  email: emailAddress(),
  phone: optionalPhoneNumber(),
  newsletter: checkbox(),
}

type Ranges = { [K in keyof typeof rangeFields]?: number }

/** Each maximum that is set must not be below its minimum; the message goes with the maximum. */
export function checkRanges(input: Ranges, ctx: z.RefinementCtx) {
  for (const range of demandRanges) {
    const min = input[`${range}Min`]
    const max = input[`${range}Max`]
    if (min !== undefined && max !== undefined && max < min) {
      ctx.addIssue({ code: 'custom', message: 'range', path: [`${range}Max`], input: max })
    }
  }
}

/** The demand register as the browser checks it (and the server before its own zone check). */
export const demandRegisterSchema = z
  .object({ ...demandFields, zones: zoneTokensSchema })
  .superRefine(checkRanges)
export type DemandRegisterInput = z.output<typeof demandRegisterSchema>

/** Repeated fields: checkboxes of the types and the picker's one hidden field per zone. */
export const demandArrayFields = ['types', 'zones'] as const
