import { createHmac, timingSafeEqual } from 'node:crypto'

/** How old a signed timestamp a receiver should accept (docs/webhooks.md), in seconds. */
export const signatureToleranceSeconds = 300

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')

/**
 * The X-Webhook-Signature header, as Stripe signs: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`. The timestamp is signed with the body, so a captured delivery cannot be replayed
 * later than the receiver's tolerance.
 */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`
}

/**
 * Whether `header` signs `body` with `secret` within the tolerance: what docs/webhooks.md tells a
 * receiver to do, and what the tests check deliveries with.
 */
export function verifyWebhookSignature(
  header: string,
  body: string,
  secret: string,
  now: number = Math.floor(Date.now() / 1000),
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=')
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const
    }),
  )
  const timestamp = Number(parts.get('t'))
  const signature = parts.get('v1') ?? ''
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > signatureToleranceSeconds)
    return false
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
