import type { outboxMessages } from '@/server/db/schema'
import { signWebhook } from './webhook-signature'

type WebhookRow = Pick<
  typeof outboxMessages.$inferSelect,
  'toAddress' | 'subject' | 'textBody' | 'messageId'
>

/** A receiver that neither answers nor fails within this time fails the attempt. */
const timeoutMs = 15_000

/** Why a connection failed (fetch reports only "fetch failed", the cause says which). */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? error.cause.message : undefined
  return cause ? `${error.message}: ${cause}` : error.message
}

/**
 * Posts one webhook row, signed now with `secret`; resolves on a 2xx answer, throws otherwise
 * (the worker then retries it as it retries an e-mail). Redirects are not followed: a CRM that
 * moved is configured again, rather than the signed lead going wherever a 3xx points.
 */
export async function postWebhook(row: WebhookRow, secret: string): Promise<void> {
  const timestamp = Math.floor(Date.now() / 1000)
  let response: Response
  try {
    response = await fetch(row.toAddress, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'User-Agent': 'agency-site-webhooks/1',
        'X-Webhook-Id': row.messageId,
        'X-Webhook-Event': row.subject,
        'X-Webhook-Signature': signWebhook(secret, row.textBody, timestamp),
      },
      body: row.textBody,
    })
  } catch (error) {
    throw new Error(reason(error))
  }
  // Read so that the connection can be reused; a short excerpt helps the agency see why.
  const answer = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim().slice(0, 200)
  if (response.status < 200 || response.status > 299)
    throw new Error(`HTTP ${response.status}${answer ? `: ${answer}` : ''}`)
}
