import { z } from '@/lib/zod'
import { auditActions } from './audit-actions'

/**
 * The audit screen's GET parameters; a value that does not fit is dropped, not an error (a link
 * that was edited by hand shows the unfiltered log). `account` is an e-mail address as typed at
 * a sign-in, compared without case.
 */
export const auditFiltersSchema = z.object({
  member: z.coerce.number().int().positive().optional().catch(undefined),
  action: z.enum(auditActions).optional().catch(undefined),
  account: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .transform((value) => value || undefined)
    .optional()
    .catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
})
export type AuditFilters = z.infer<typeof auditFiltersSchema>
