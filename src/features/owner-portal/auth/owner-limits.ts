import type { RateLimit } from '@/server/rate-limit'

const fifteenMinutes = 15 * 60
const oneHour = 60 * 60

/** Login: failed attempts per client address and per account (docs/decisions/014-owner-portal.md). */
export function loginLimits(address: string, email: string): RateLimit[] {
  return [
    { key: `owner-login:ip:${address}`, max: 20, windowSeconds: fifteenMinutes },
    { key: accountLimitKey(email), max: 10, windowSeconds: fifteenMinutes },
  ]
}

/**
 * A browser the owner logged in from before (its device cookie) counts only its own failures: an
 * attacker elsewhere who runs the account's limit out does not lock the owner out (OWASP's
 * "device cookies").
 */
export function deviceLimits(device: string): RateLimit[] {
  return [{ key: `owner-login:device:${device}`, max: 10, windowSeconds: fifteenMinutes }]
}

/** At most one "someone is trying your password" e-mail per account and hour. */
export function attackNoticeLimit(email: string): RateLimit {
  return { key: `owner-login:notice:${email.trim().toLowerCase()}`, max: 1, windowSeconds: oneHour }
}

export function accountLimitKey(email: string): string {
  return `owner-login:account:${email.trim().toLowerCase()}`
}

/** Reset requests: per client address, and per address asked for (no mailbox flooding). */
export function resetRequestLimits(address: string, email: string): RateLimit[] {
  return [
    { key: `owner-reset:ip:${address}`, max: 10, windowSeconds: oneHour },
    { key: `owner-reset:email:${email.trim().toLowerCase()}`, max: 3, windowSeconds: oneHour },
  ]
}
