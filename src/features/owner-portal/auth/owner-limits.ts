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
