import { eq } from 'drizzle-orm'
import { webhookSettings } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'

/** The row as stored: `secret` is sealed (openWebhookSecret in webhook-secret.ts gives it). */
export type WebhookSettings = typeof webhookSettings.$inferSelect

/** The agency's CRM webhook as an admin set it, or null before anyone did. */
export async function readWebhookSettings(executor: Executor): Promise<WebhookSettings | null> {
  const [row] = await executor.select().from(webhookSettings).where(eq(webhookSettings.id, 1))
  return row ?? null
}
