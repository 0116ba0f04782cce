import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from '@/lib/zod'
import { webhookEvents } from './sweepbright-fields'

export type SweepBrightEvent = {
  event: (typeof webhookEvents)[number]
  estateId: string
  happenedAt: string
  companyId: string
}

export type WebhookReading =
  { ok: true; event: SweepBrightEvent } | { ok: false; reason: 'signature' | 'invalid' }

const bodySchema = z.object({
  event: z.enum(webhookEvents),
  estate_id: z.string().min(1).max(200),
  happened_at: z.iso.datetime({ offset: true }),
  company_id: z.string().min(1).max(200),
})

/** The lowercase hex HMAC-SHA1 SweepBright puts in `X-Hook-Signature` (reference §3.2). */
export function webhookSignature(rawBody: Uint8Array, clientSecret: string): string {
  return createHmac('sha1', clientSecret).update(rawBody).digest('hex')
}

/**
 * A SweepBright webhook delivery, checked before anything in it is believed: the signature over
 * the raw bytes as received (re-serialised JSON may differ, §3.6), compared in constant time,
 * then the body's shape. A bad or missing signature is `signature`, whatever the body.
 */
export function readWebhook(
  rawBody: Uint8Array,
  signatureHeader: string | null,
  clientSecret: string,
): WebhookReading {
  const given = signatureHeader?.trim().toLowerCase() ?? ''
  if (!clientSecret || !/^[0-9a-f]{40}$/.test(given)) return { ok: false, reason: 'signature' }
  const expected = Buffer.from(webhookSignature(rawBody, clientSecret), 'hex')
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) {
    return { ok: false, reason: 'signature' }
  }
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(rawBody))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  const parsed = bodySchema.safeParse(json)
  if (!parsed.success) return { ok: false, reason: 'invalid' }
  const { event, estate_id, happened_at, company_id } = parsed.data
  return {
    ok: true,
    event: { event, estateId: estate_id, happenedAt: happened_at, companyId: company_id },
  }
}
