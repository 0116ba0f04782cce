import { eq } from 'drizzle-orm'
import { outboxMessages, type WebhookEvent } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import type { Language } from '@/lib/i18n/languages'
import { readWebhookSettings } from './webhook-settings'

/** An event the button on the webhook screen sends, whatever events are chosen. */
export type CrmWebhookEvent = WebhookEvent | 'webhook.test'

export type CrmWebhook = {
  event: CrmWebhookEvent
  /**
   * What the event is about, unique forever (a request's UUID, an appointment's UID, never a
   * serial id that restarts after a database reset): `<event>:<id>` is the idempotency key.
   */
  id: string
  /** The event's `data` (docs/webhooks.md lists each event's). */
  payload: Record<string, unknown>
  /** The visitor's language, where there is one; the outbox shows it. */
  language?: Language
  /**
   * The outbox row's kind: the request's (`job-application`), so that what sweeps a kind's
   * messages (the CV retention) sweeps its webhooks too; by default `crm-<event>`.
   */
  kind?: string
}

/** The delivery's id: the outbox's idempotency key and the X-Webhook-Id header. */
export const webhookId = (event: CrmWebhookEvent, id: string) => `${event}:${id}`

/**
 * Queues the CRM webhook of an event in the caller's transaction (docs/decisions/034-crm-webhook.md),
 * so it exists only if what it reports was stored too, and the outbox worker delivers it with the
 * e-mails' retries. Nothing is queued when no webhook is set, it is switched off or the event is
 * not one it wants. Queueing an id again changes nothing. Returns the outbox row's id, or null.
 */
export async function enqueueCrmWebhook(
  tx: Executor,
  { event, id, payload, language = 'en', kind = `crm-${event.replace('.', '-')}` }: CrmWebhook,
): Promise<number | null> {
  const settings = await readWebhookSettings(tx)
  if (!settings) return null
  const wanted = event === 'webhook.test' || (settings.enabled && settings.events.includes(event))
  if (!wanted) return null
  const key = webhookId(event, id)
  const [inserted] = await tx
    .insert(outboxMessages)
    .values({
      channel: 'webhook',
      idempotencyKey: key,
      kind,
      toAddress: settings.url,
      subject: event,
      // The body's exact bytes are stored: they are what the signature covers, on every attempt.
      textBody: JSON.stringify({
        id: key,
        event,
        createdAt: new Date().toISOString(),
        data: payload,
      }),
      language,
      messageId: key,
    })
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
    .returning({ id: outboxMessages.id })
  if (inserted) return inserted.id
  const [existing] = await tx
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.idempotencyKey, key))
  return existing?.id ?? null
}
