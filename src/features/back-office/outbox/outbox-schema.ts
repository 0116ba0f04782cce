import { z } from '@/lib/zod'

/**
 * The outbox's states, as src/server/mail/delivery-state.ts moves a message through them; a failed
 * e-mail that staff give up on is `closed` (never sent, no longer counted as failed).
 */
export const mailStatuses = ['pending', 'sending', 'sent', 'failed', 'closed'] as const
export type MailStatus = (typeof mailStatuses)[number]

/** What the outbox delivers: e-mails, and the CRM webhook (docs/decisions/034-crm-webhook.md). */
export const outboxChannels = ['mail', 'webhook'] as const
export type OutboxChannel = (typeof outboxChannels)[number]

/** The outbox's filters, from the query string; anything unknown is dropped, not an error. */
export const outboxFiltersSchema = z.object({
  status: z.enum(mailStatuses).optional().catch(undefined),
  channel: z.enum(outboxChannels).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
})
export type OutboxFilters = z.infer<typeof outboxFiltersSchema>

export const mailRetrySchema = z.object({ id: z.coerce.number().int().positive() })

/** A refused e-mail sent again to a corrected address. */
export const mailCorrectSchema = z.object({
  id: z.coerce.number().int().positive(),
  to: z.string().trim().max(254).pipe(z.email()),
})

/** A refused e-mail closed without sending, with the reason staff give. */
export const mailCloseSchema = z.object({
  id: z.coerce.number().int().positive(),
  reason: z.string().trim().min(1).max(500),
})

/** The answer of the correct and close forms: the error next to the field, with what was typed. */
export type FailedMailFormState = { error?: 'addressInvalid' | 'reasonEmpty'; value?: string }
