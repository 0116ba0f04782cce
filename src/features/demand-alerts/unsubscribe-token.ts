import { createHmac, timingSafeEqual } from 'node:crypto'
import { appSecret } from '../../server/secrets/app-secret'

// The purpose is part of what is signed, so a MAC made for another kind of signed link can never
// pass as an unsubscribe token, even for the same id.
const purpose = 'demand-alerts-unsubscribe'
const tokenPattern = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([\w-]{43})$/

function mac(digestId: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${digestId}`).digest()
}

/**
 * The one-click unsubscribe token of a digest e-mail: the digest's id and an HMAC-SHA256 of it
 * under APP_SECRET. It names no person and needs no login; only this site can make one.
 */
export function unsubscribeToken(digestId: string, secret: string = appSecret()): string {
  return `${digestId}.${mac(digestId, secret).toString('base64url')}`
}

/** The digest id a token was made for, or null when it is malformed or its MAC does not match. */
export function verifyUnsubscribeToken(token: string, secret: string = appSecret()): string | null {
  const match = tokenPattern.exec(token)
  if (!match) return null
  const [, digestId, signature] = match as unknown as [string, string, string]
  const given = Buffer.from(signature, 'base64url')
  const expected = mac(digestId, secret)
  return given.length === expected.length && timingSafeEqual(given, expected) ? digestId : null
}
