import type { outboxMessages } from '@/server/db/schema'
import { outboundFetch, statusLine } from '@/server/outbound/outbound-fetch'
import { signWebhook } from './webhook-signature'

type WebhookRow = Pick<
  typeof outboxMessages.$inferSelect,
  'toAddress' | 'subject' | 'textBody' | 'messageId'
>

/** A receiver that neither answers nor fails within this time fails the attempt. */
const timeoutMs = 15_000

/**
 * Posts one webhook row, signed now with `secret`, through the outbound guard (a URL saved before
 * the guard, or a name that resolves elsewhere since, is refused at each attempt); resolves on a
 * 2xx answer, throws otherwise (the worker then retries it as it retries an e-mail). The error,
 * which the outbox shows, is the status and its standard name or the transport's reason: the
 * answer's body is never read, since a refused or misdirected request must not bring another
 * server's page into the back office. Redirects are not followed: a CRM that moved is configured
 * again, rather than the signed lead going wherever a 3xx points.
 */
export async function postWebhook(row: WebhookRow, secret: string): Promise<void> {
  const timestamp = Math.floor(Date.now() / 1000)
  const response = await outboundFetch(row.toAddress, {
    method: 'POST',
    maxRedirects: 0,
    maxBytes: 0,
    timeoutMs,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'User-Agent': 'agency-site-webhooks/1',
      'X-Webhook-Id': row.messageId,
      'X-Webhook-Event': row.subject,
      'X-Webhook-Signature': signWebhook(secret, row.textBody, timestamp),
    },
    body: row.textBody,
  })
  if (response.status < 200 || response.status > 299) throw new Error(statusLine(response.status))
}
