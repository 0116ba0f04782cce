import { z } from '@/lib/zod'
import { zonesSchema } from '@/features/demand-alerts/server'
import { checkRanges, demandTypes, rangeFields } from './demand-register-schemas'

/**
 * The criteria form of an alert's edit page (/demand-alerts/manage/): the register form's own
 * fields for type, price, bedrooms and zones, with its checks, and the query keys of the list
 * filters the person keeps. The page is plain HTML without script, so only the server parses it
 * (the zones into postal codes, as the register form's server does).
 */
export const alertCriteriaSchema = z
  .object({
    types: demandTypes(),
    priceMin: rangeFields.priceMin,
    priceMax: rangeFields.priceMax,
    bedroomsMin: rangeFields.bedroomsMin,
    bedroomsMax: rangeFields.bedroomsMax,
    zones: zonesSchema,
    keep: z.array(z.string().max(40)).max(50),
  })
  .superRefine(checkRanges)
export type AlertCriteriaInput = z.output<typeof alertCriteriaSchema>

/** Repeated fields: the type checkboxes and the kept filters' checkboxes. */
export const alertCriteriaArrayFields = ['types', 'keep'] as const
