'use server'

import { redirect } from 'next/navigation'
import { formInput } from '@/lib/forms/form-values'
import { db } from '@/server/db/client'
import type { WebhookEvent } from '@/server/db/schema'
import { actionAdminUrl, actionLanguage } from '@/features/back-office/action-urls'
import { requireStaff } from '@/features/back-office/auth/staff-session.server'
import { rotateSecret, saveWebhook, sendTestEvent } from './webhook-changes'
import { webhookFormSchema, type WebhookField, type WebhookFormState } from './webhook-schema'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Saves the CRM webhook (admins only); a refusal comes back with the typed values. */
export async function saveWebhookAction(
  _state: WebhookFormState,
  form: FormData,
): Promise<WebhookFormState> {
  const member = await requireStaff(await actionLanguage(), ['admin'])
  const values = formInput(form, ['events'])
  const typed = {
    url: text(values.url),
    events: Array.isArray(values.events) ? values.events.map(text) : [],
    enabled: values.enabled === 'on',
  }
  const parsed = await webhookFormSchema.safeParseAsync(values)
  if (!parsed.success) {
    const errors: WebhookFormState['errors'] = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as WebhookField
      errors[field] ??= issue.message as never
    }
    return { errors, values: typed }
  }
  const { url, secret, events, enabled, version } = parsed.data
  const result = await saveWebhook(db(), member, {
    url,
    secret,
    events: events as WebhookEvent[],
    enabled: enabled === 'on',
    version: version === '' ? null : Number(version),
  })
  if (result === 'stale') return { stale: true, values: typed }
  redirect(`${await actionAdminUrl('webhook')}?notice=saved`)
}

export async function rotateWebhookSecret(): Promise<void> {
  const member = await requireStaff(await actionLanguage(), ['admin'])
  const result = await rotateSecret(db(), member)
  redirect(`${await actionAdminUrl('webhook')}?notice=${result}`)
}

/** Queues a test event and opens its outbox page, where its delivery shows. */
export async function sendWebhookTest(): Promise<void> {
  const member = await requireStaff(await actionLanguage(), ['admin'])
  const id = await sendTestEvent(db(), member)
  if (id === null) redirect(`${await actionAdminUrl('webhook')}?notice=not-set`)
  redirect(`${await actionAdminUrl('outbox', String(id))}?notice=test-queued`)
}
