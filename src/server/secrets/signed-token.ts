import { createHmac, timingSafeEqual } from 'node:crypto'
import { appSecret } from './app-secret'

export type TokenClaims = Record<string, string | number>

const tokenPattern = /^([\w-]{1,2000})\.([\w-]{43})$/

// The purpose is part of what is signed, so a token made for one kind of link (unsubscribe) can
// never pass as another (approve a testimonial), even with the same claims.
function mac(purpose: string, payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${payload}`).digest()
}

/**
 * A link token for `purpose`: the claims as base64url JSON and their HMAC-SHA256 under
 * APP_SECRET. Only this site can make one; it needs no login and no row of its own. `expiresAt`
 * (optional) is checked by verifyToken.
 */
export function signToken(
  purpose: string,
  claims: TokenClaims,
  { expiresAt, secret = appSecret() }: { expiresAt?: Date; secret?: string } = {},
): string {
  const body = expiresAt ? { ...claims, exp: Math.floor(expiresAt.getTime() / 1000) } : claims
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url')
  return `${payload}.${mac(purpose, payload, secret).toString('base64url')}`
}

/**
 * The claims of a token made by signToken for the same purpose, or null when it is malformed,
 * its signature does not match or it has expired.
 */
export function verifyToken(
  purpose: string,
  token: string,
  { now = new Date(), secret = appSecret() }: { now?: Date; secret?: string } = {},
): TokenClaims | null {
  const match = tokenPattern.exec(token)
  if (!match) return null
  const [, payload, signature] = match as unknown as [string, string, string]
  const given = Buffer.from(signature, 'base64url')
  // The last of 43 characters carries two unused bits: only the one spelling this site makes is
  // accepted, so a changed character never passes.
  if (given.toString('base64url') !== signature) return null
  const expected = mac(purpose, payload, secret)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null
  const { exp } = claims as { exp?: unknown }
  if (exp !== undefined && (typeof exp !== 'number' || exp * 1000 <= now.getTime())) return null
  return claims as TokenClaims
}
