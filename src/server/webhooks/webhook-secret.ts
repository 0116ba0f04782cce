import { like, sql } from 'drizzle-orm'
import { webhookSettings } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import { openSecret, sealSecret } from '@/server/secrets/sealed-secret'

// The CRM webhook's signing secret is stored sealed with APP_SECRET, as the staff TOTP seeds are
// (docs/decisions/041-back-office-gaps.md): signing needs it back, a dump alone must not give it.
const purpose = 'crm-webhook-secret'

/**
 * Migration 0016 marks the secrets stored in clear before it with this prefix: SQL cannot seal
 * them (the key derives from APP_SECRET, which the database never sees); the server seals them
 * at start (sealLegacyWebhookSecret). A sealed value never contains a colon.
 */
const legacyPrefix = 'plain:'

export const sealWebhookSecret = (secret: string): string => sealSecret(purpose, secret)

/** The signing secret of a stored value: sealed, or marked by migration 0016 and not yet sealed. */
export function openWebhookSecret(stored: string): string {
  return stored.startsWith(legacyPrefix)
    ? stored.slice(legacyPrefix.length)
    : openSecret(purpose, stored)
}

/**
 * The signing secret, or null when it cannot be opened: APP_SECRET changed since it was sealed.
 * The back office then asks for a new one; deliveries fail, kept in the outbox, until it is set.
 */
export function readableWebhookSecret(stored: string): string | null {
  try {
    return openWebhookSecret(stored)
  } catch {
    return null
  }
}

/** Seals a secret migration 0016 marked as stored in clear; returns whether there was one. */
export async function sealLegacyWebhookSecret(executor: Executor): Promise<boolean> {
  const rows = await executor
    .select({ id: webhookSettings.id, secret: webhookSettings.secret })
    .from(webhookSettings)
    .where(like(webhookSettings.secret, `${legacyPrefix}%`))
  for (const row of rows) {
    await executor
      .update(webhookSettings)
      .set({ secret: sealWebhookSecret(openWebhookSecret(row.secret)) })
      .where(sql`${webhookSettings.id} = ${row.id} and ${webhookSettings.secret} = ${row.secret}`)
  }
  return rows.length > 0
}
