import { randomUUID } from 'node:crypto'
import { signToken, verifyToken } from '@/server/secrets/signed-token'
import type { RateLimit } from '@/server/rate-limit'

/**
 * Remembers that this browser logged in to this staff account before (OWASP "device cookies"),
 * as the owner portal does (docs/decisions/029-login-throttling.md).
 */
export const staffDeviceCookie = { name: 'staff_device', maxAgeDays: 180 } as const

const purpose = 'staff-device'

export function newStaffDeviceToken(email: string, now = new Date()): string {
  const expiresAt = new Date(now.getTime() + staffDeviceCookie.maxAgeDays * 86_400_000)
  return signToken(purpose, { email: email.toLowerCase(), id: randomUUID() }, { expiresAt })
}

/** The browser's id when `token` is a valid staff device token of `email`, else null. */
export function trustedStaffDevice(token: string | null | undefined, email: string): string | null {
  if (!token) return null
  const claims = verifyToken(purpose, token)
  if (!claims || claims.email !== email.toLowerCase() || typeof claims.id !== 'string') return null
  return claims.id
}

const fifteenMinutes = 15 * 60

/** Failures per account and per address, for browsers the member never logged in from. */
export function staffLoginLimits(address: string, email: string): RateLimit[] {
  return [
    { key: `staff-login:account:${email}`, max: 10, windowSeconds: fifteenMinutes },
    { key: `staff-login:ip:${address}`, max: 30, windowSeconds: 60 * 60 },
  ]
}

/** A known browser counts only its own failures: an attacker elsewhere locks nobody out. */
export function staffDeviceLimits(device: string): RateLimit[] {
  return [{ key: `staff-login:device:${device}`, max: 10, windowSeconds: fifteenMinutes }]
}

/** At most one "someone is trying your password" e-mail per account and hour. */
export function staffAttackNoticeLimit(email: string): RateLimit {
  return { key: `staff-login:notice:${email}`, max: 1, windowSeconds: 60 * 60 }
}
