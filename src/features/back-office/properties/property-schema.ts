import { z } from '@/lib/zod'

export const missingFilters = ['photos', 'epc'] as const
export type MissingFilter = (typeof missingFilters)[number]

/** The listings screen's filters, from the query string; anything unknown is dropped. */
export const propertyFiltersSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  /** Published listings without photos, or without an EPC label. */
  missing: z.enum(missingFilters).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})
export type PropertyFilters = z.infer<typeof propertyFiltersSchema>
