import { APIError } from 'better-auth'
import { and, eq, isNull } from 'drizzle-orm'
import { staff } from '@/server/db/schema'
import * as rateLimit from '@/server/rate-limit'
import type { Database } from '@/server/db/types'
import type { StaffAuth } from './staff-auth.server'

export type StaffSignInResult =
  { ok: true; cookies: Headers; locale: string } | { ok: false; reason: 'invalid' | 'limited' }

/** Failures counted per account and per address; a success gives its attempt back. */
export function staffLoginLimits(address: string, email: string): rateLimit.RateLimit[] {
  return [
    { key: `staff-login:account:${email}`, max: 10, windowSeconds: 15 * 60 },
    { key: `staff-login:ip:${address}`, max: 30, windowSeconds: 60 * 60 },
  ]
}

/** Nothing for the first three failures, then 250 ms doubling up to 4 s (as the owner portal). */
export function staffFailureDelayMs(failures: number): number {
  return failures <= 3 ? 0 : Math.min(250 * 2 ** (failures - 4), 4000)
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Checks a staff member's e-mail and password. One answer for every failure (unknown address,
 * wrong password, disabled account), so the form tells nobody which addresses are staff; the
 * limits' windows end, so nobody is locked out for good.
 */
export async function signInStaff(
  database: Database,
  auth: StaffAuth,
  input: {
    email: string
    password: string
    headers: Headers
    address: string
    pause?: (ms: number) => Promise<void>
  },
): Promise<StaffSignInResult> {
  const email = input.email.trim().toLowerCase()
  const limits = staffLoginLimits(input.address, email)
  const attemptedAt = new Date()
  await rateLimit.prune(database, attemptedAt)
  if (!(await rateLimit.consume(database, limits, attemptedAt))) {
    return { ok: false, reason: 'limited' }
  }
  const [member] = await database
    .select({ locale: staff.locale })
    .from(staff)
    .where(and(eq(staff.email, email), isNull(staff.disabledAt)))
  try {
    if (!member) throw new APIError('UNAUTHORIZED')
    const signedIn = await auth.api.signInEmail({
      body: { email, password: input.password },
      headers: input.headers,
      returnHeaders: true,
    })
    await rateLimit.refund(database, limits, attemptedAt)
    return { ok: true, cookies: signedIn.headers, locale: member.locale }
  } catch (error) {
    if (!(error instanceof APIError) || error.statusCode >= 500) throw error
    const counts = await Promise.all(
      limits.map((limit) => rateLimit.hitsOf(database, limit, attemptedAt)),
    )
    await (input.pause ?? sleep)(staffFailureDelayMs(Math.max(...counts)))
    return { ok: false, reason: 'invalid' }
  }
}
