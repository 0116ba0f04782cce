import { randomUUID } from 'node:crypto'
import { signToken, verifyToken } from '@/server/secrets/signed-token'

/** Remembers that this browser logged in to this account before (OWASP "device cookies"). */
export const deviceCookie = { name: 'owner_device', maxAgeDays: 180 } as const

const purpose = 'owner-device'

/** A new device token for `email`, signed with APP_SECRET; the id names this browser. */
export function newDeviceToken(email: string, now = new Date()): string {
  const expiresAt = new Date(now.getTime() + deviceCookie.maxAgeDays * 86_400_000)
  return signToken(purpose, { email: email.toLowerCase(), id: randomUUID() }, { expiresAt })
}

/** The browser's id when `token` is a valid device token of `email`, else null. */
export function trustedDevice(token: string | null | undefined, email: string): string | null {
  if (!token) return null
  const claims = verifyToken(purpose, token)
  if (!claims || claims.email !== email.toLowerCase() || typeof claims.id !== 'string') return null
  return claims.id
}
