import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, ne, sql } from 'drizzle-orm'
import { outboxMessages, webhookSettings, type WebhookEvent } from '@/server/db/schema'
import type { Database, Executor } from '@/server/db/types'
import { enqueueCrmWebhook } from '@/server/webhooks/crm-webhook'
import { readableWebhookSecret, sealWebhookSecret } from '@/server/webhooks/webhook-secret'
import { readWebhookSettings, type WebhookSettings } from '@/server/webhooks/webhook-settings'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { recordAudit } from '@/features/back-office/audit/audit'

/** A new signing secret: 32 random bytes, prefixed as Stripe's are so that it is recognised. */
export const generateSecret = () => `whsec_${randomBytes(32).toString('base64url')}`

/** What the audit log keeps of the settings: never the secret. */
const audited = (settings: WebhookSettings | null) =>
  settings && { url: settings.url, events: settings.events, enabled: settings.enabled }

export type WebhookInput = {
  url: string
  /** '' keeps the current secret (or generates the first one). */
  secret: string
  events: WebhookEvent[]
  enabled: boolean
  /** The settings' updated_at (ms) the form was shown with, or null before the first save. */
  version: number | null
}

/**
 * Saves the webhook in one transaction with its audit row. The webhooks not yet delivered move to
 * a new URL with it, so that fixing a wrong address also fixes their next attempts. A save made
 * from a form shown before someone else's save is refused, nothing changed.
 */
export async function saveWebhook(
  database: Database,
  member: StaffMember,
  input: WebhookInput,
): Promise<'saved' | 'stale'> {
  return database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhook_settings'))`)
    const before = await readWebhookSettings(tx)
    if ((before?.updatedAt.getTime() ?? null) !== input.version) return 'stale'
    // An unreadable secret (APP_SECRET changed) is replaced, as an empty one is the first time.
    const current = before && readableWebhookSecret(before.secret)
    const secret = input.secret || current || generateSecret()
    const values = { url: input.url, secret, events: input.events, enabled: input.enabled }
    const stored = { ...values, secret: sealWebhookSecret(secret) }
    await tx
      .insert(webhookSettings)
      .values(stored)
      .onConflictDoUpdate({
        target: webhookSettings.id,
        set: { ...stored, updatedAt: sql`clock_timestamp()` },
      })
    const readdressed =
      before && before.url !== input.url ? await readdressUnsent(tx, input.url) : 0
    await recordAudit(tx, {
      staffId: member.id,
      action: 'webhook.save',
      subject: 'webhook',
      before: audited(before),
      after: {
        url: values.url,
        events: values.events,
        enabled: values.enabled,
        secret: !before ? 'generated' : secret === current ? 'unchanged' : 'changed',
        ...(readdressed ? { readdressed } : {}),
      },
    })
    return 'saved'
  })
}

/** Points every webhook not yet delivered at `url`; returns how many. */
async function readdressUnsent(tx: Executor, url: string): Promise<number> {
  const moved = await tx
    .update(outboxMessages)
    .set({ toAddress: url })
    .where(and(eq(outboxMessages.channel, 'webhook'), ne(outboxMessages.status, 'sent')))
    .returning({ id: outboxMessages.id })
  return moved.length
}

/** Replaces the secret with a generated one; every later delivery is signed with it. */
export async function rotateSecret(
  database: Database,
  member: StaffMember,
): Promise<'rotated' | 'not-set'> {
  return database.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookSettings)
      .set({ secret: sealWebhookSecret(generateSecret()), updatedAt: sql`clock_timestamp()` })
      .where(eq(webhookSettings.id, 1))
      .returning({ id: webhookSettings.id })
    if (!row) return 'not-set'
    await recordAudit(tx, {
      staffId: member.id,
      action: 'webhook.rotate-secret',
      subject: 'webhook',
      after: { secret: 'changed' },
    })
    return 'rotated'
  })
}

/**
 * Queues a `webhook.test` event through the outbox, as a real event goes, whatever events are
 * chosen; returns its outbox id, or null when no webhook is set.
 */
export async function sendTestEvent(
  database: Database,
  member: StaffMember,
): Promise<number | null> {
  return database.transaction(async (tx) => {
    const id = randomUUID()
    const queued = await enqueueCrmWebhook(tx, {
      event: 'webhook.test',
      id,
      payload: { test: { id, requestedBy: member.name } },
    })
    if (queued === null) return null
    await recordAudit(tx, {
      staffId: member.id,
      action: 'webhook.test',
      subject: `mail:${queued}`,
    })
    return queued
  })
}
