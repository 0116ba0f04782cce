import { z } from '@/lib/zod'

/** `cancelled`: the visitor or the agency cancelled the visit the lead booked (set by the cancel). */
export const leadStatuses = ['new', 'in-progress', 'done', 'spam', 'cancelled'] as const
export type LeadStatus = (typeof leadStatuses)[number]

/** The inbox's filters, from the query string; anything unknown is dropped, not an error. */
export const leadFiltersSchema = z.object({
  status: z.enum(leadStatuses).optional().catch(undefined),
  kind: z
    .string()
    .regex(/^[a-z-]{2,32}$/)
    .optional()
    .catch(undefined),
  /** `me`, `none` or a staff id. */
  assignee: z
    .string()
    .regex(/^(me|none|\d{1,9})$/)
    .optional()
    .catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
  /** A property (`property-12`) or a project (`project-3`) the leads are about. */
  listing: z
    .string()
    .regex(/^(property|project)-\d{1,9}$/)
    .optional()
    .catch(undefined),
  /** Received on or after this day, and on or before `until`, in Belgian time ('YYYY-MM-DD'). */
  from: z.iso.date().optional().catch(undefined),
  until: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})
export type LeadFilters = z.infer<typeof leadFiltersSchema>

/** One form to handle a lead: status and assignee, with the version read (lost-update check). */
export const leadUpdateSchema = z.object({
  id: z.coerce.number().int().positive(),
  status: z.enum(leadStatuses),
  /** Empty: nobody. */
  assignee: z.union([z.literal(''), z.coerce.number().int().positive()]),
})

export const leadNoteSchema = z.object({
  id: z.coerce.number().int().positive(),
  note: z.string().trim().min(1).max(4000),
})
