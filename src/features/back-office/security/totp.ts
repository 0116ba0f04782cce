import { createHash, randomBytes } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { openSecret as open, sealSecret as seal } from '@/server/secrets/sealed-secret'

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const period = 30

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The `otpauth://` address an authenticator app scans, named after the agency and the member. */
export function totpUri(secret: string, issuer: string, email: string): string {
  return new TOTP({ issuer, label: email, secret: Secret.fromBase32(secret), period }).toString()
}

/**
 * The time step of a valid code (the current one or a neighbour, for clocks a little off), or
 * null. The caller refuses a step not after the last one used, so a seen code is never reused.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = TOTP.validate({ token, secret: Secret.fromBase32(secret), period, timestamp: now })
  return delta === null ? null : TOTP.counter({ period, timestamp: now }) + delta
}

// The seed in the database is encrypted: a leaked dump or backup alone gives no valid codes.
const purpose = 'staff-totp-secret'

export const sealSecret = (secret: string): string => seal(purpose, secret)

export const openSecret = (stored: string): string => open(purpose, stored)

/** Ten single-use backup codes, `xxxxx-xxxxx` of lowercase letters and digits. */
export function newBackupCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  return Array.from({ length: 10 }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length])
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
  })
}

/** How a backup code is stored and compared: dashes, spaces and case do not matter. */
export function hashBackupCode(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '')
  return createHash('sha256').update(normalized).digest('base64url')
}
