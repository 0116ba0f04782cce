'use server'

import { redirect } from 'next/navigation'
import { db } from '@/server/db/client'
import type { WebhookEvent } from '@/server/db/schema'
import { backOfficeAction } from '@/features/back-office/screens/back-office-action'
import { rotateSecret, saveWebhook, sendTestEvent } from './webhook-changes'
import { webhookFormSchema, type WebhookFormState } from './webhook-schema'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The form as it was typed, to give it back with its errors (never the secret). */
const typed = (values: Record<string, unknown>): WebhookFormState['values'] => ({
  url: text(values.url),
  events: Array.isArray(values.events) ? values.events.map(text) : [],
  enabled: values.enabled === 'on',
})

/** Saves the CRM webhook (admins only); a refusal comes back with the typed values. */
export const saveWebhookAction = backOfficeAction('saveWebhook', {
  schema: webhookFormSchema,
  lists: ['events'],
  refused: (errors, { values }): WebhookFormState => ({
    errors: errors as WebhookFormState['errors'],
    values: typed(values),
  }),
  run: async (input, { member, values, url }): Promise<WebhookFormState> => {
    const { secret, events, enabled, version } = input
    const result = await saveWebhook(db(), member, {
      url: input.url,
      secret,
      events: events as WebhookEvent[],
      enabled: enabled === 'on',
      version: version === '' ? null : Number(version),
    })
    if (result === 'stale') return { stale: true, values: typed(values) }
    redirect(`${await url('webhook')}?notice=saved`)
  },
})

export const rotateWebhookSecret = backOfficeAction(
  'rotateWebhookSecret',
  async ({ member, url }): Promise<void> => {
    const result = await rotateSecret(db(), member)
    redirect(`${await url('webhook')}?notice=${result}`)
  },
)

/** Queues a test event and opens its outbox page, where its delivery shows. */
export const sendWebhookTest = backOfficeAction(
  'sendWebhookTest',
  async ({ member, url }): Promise<void> => {
    const id = await sendTestEvent(db(), member)
    if (id === null) redirect(`${await url('webhook')}?notice=not-set`)
    redirect(`${await url('outbox', String(id))}?notice=test-queued`)
  },
)
