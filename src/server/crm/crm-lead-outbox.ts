import { eq } from 'drizzle-orm'
import { crmConnection, outboxMessages } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import { requestPayload } from '@/server/webhooks/lead-payload'

/** The CRM a lead goes to now: the Connections screen's choice, else CRM_PROVIDER; null for none. */
export async function leadProvider(
  tx: Executor,
  environmentProvider: string | undefined,
): Promise<string | null> {
  const [row] = await tx
    .select({ provider: crmConnection.provider })
    .from(crmConnection)
    .where(eq(crmConnection.id, 1))
  const provider = row ? row.provider : environmentProvider
  return provider && provider !== 'none' ? provider : null
}

/** One lead per request and CRM, whatever retries and restarts happen. */
export const crmLeadKey = (provider: string, requestId: string) =>
  `crm-lead:${provider}:${requestId}`

/**
 * Queues a stored request for the agency's CRM in the request's own transaction
 * (docs/decisions/068-crm-connectors.md): channel `crm`, the CRM in `to_address`, the request
 * object of docs/webhooks.md as the body. The outbox worker hands it to the CRM's connector, with
 * the e-mails' retries: a CRM outage delays the lead, never loses it, and its key keeps it single.
 * Nothing is queued when no CRM is configured. Returns the outbox row's id, or null.
 */
export async function enqueueCrmLead(
  tx: Executor,
  submissionId: number,
  environmentProvider: string | undefined,
): Promise<number | null> {
  const provider = await leadProvider(tx, environmentProvider)
  if (!provider) return null
  const request = await requestPayload(tx, submissionId)
  const key = crmLeadKey(provider, request.id)
  const [inserted] = await tx
    .insert(outboxMessages)
    .values({
      channel: 'crm',
      idempotencyKey: key,
      kind: request.kind,
      toAddress: provider,
      subject: request.kind,
      textBody: JSON.stringify(request),
      language: request.language,
      messageId: key,
    })
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
    .returning({ id: outboxMessages.id })
  return inserted?.id ?? null
}
