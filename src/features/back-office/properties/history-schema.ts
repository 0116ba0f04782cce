import { z } from '@/lib/zod'
import { fromBrusselsLocal } from '@/lib/belgium/brussels-clock'
import {
  agencySource,
  ownerHistoryLimits as limits,
  ownerHistoryTypes,
} from '@/lib/owner-history/owner-history-rules'

// Error codes are message keys of `backOffice.properties.errors`.
export type HistoryErrorCode = 'dateInvalid' | 'typeRequired' | 'subjectRequired' | 'tooLong'

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .optional()
    .transform((value) => value || null)

/** A history row as staff type it: the date and time in Brussels, the texts as the owner reads them. */
export const historyRowSchema = z.object({
  occurredAt: z.string({ error: 'dateInvalid' }).transform((value, context) => {
    const at = fromBrusselsLocal(value.trim())
    if (!at) {
      context.addIssue({ code: 'custom', message: 'dateInvalid' })
      return z.NEVER
    }
    return at
  }),
  type: z.enum(ownerHistoryTypes, { error: 'typeRequired' }),
  contact: optionalText(limits.contact),
  subject: z
    .string({ error: 'subjectRequired' })
    .trim()
    .min(1, { error: 'subjectRequired' })
    .max(limits.subject, { error: 'tooLong' }),
  comment: optionalText(limits.comment),
  status: optionalText(limits.status),
  source: optionalText(limits.source).transform((value) => value ?? agencySource),
})
export type HistoryRowInput = z.output<typeof historyRowSchema>
export type HistoryField = keyof z.input<typeof historyRowSchema>
export const historyFields: HistoryField[] = [
  'occurredAt',
  'type',
  'contact',
  'subject',
  'comment',
  'status',
  'source',
]

export type HistoryFormState = {
  errors?: Partial<Record<HistoryField, HistoryErrorCode>>
  values?: Partial<Record<HistoryField, string>>
}

export const historyTargetSchema = z.object({
  reference: z.string().trim().min(1).max(64),
  /** Absent: a new row. */
  id: z.union([z.literal(''), z.coerce.number().int().positive()]).optional(),
})

export const historyDeleteSchema = z.object({
  reference: z.string().trim().min(1).max(64),
  id: z.coerce.number().int().positive(),
  confirm: z.literal('yes'),
})
