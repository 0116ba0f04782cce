import { randomUUID } from 'node:crypto'
import { APIError } from 'better-auth'
import { eq } from 'drizzle-orm'
import type { Language } from '@/lib/i18n/languages'
import { authSessions, owners } from '@/server/db/schema'
import { enqueueMail } from '@/server/mail/outbox'
import type { OwnerAuth } from './auth.server'
import { attackNoticeMail, loginNoticeMail } from './owner-mail'
import * as rateLimit from '@/server/rate-limit'
import { newDeviceToken, trustedDevice } from './device-cookie'
import { attackNoticeLimit, deviceLimits, loginLimits } from './owner-limits'
import type { Database } from '@/server/db/types'

export type SignInResult =
  /** `locale`: the owner's language, where the portal opens; `device`: the device cookie's value. */
  | { ok: true; cookies: Headers; locale: string; device: string }
  /** `invalid` whatever was wrong (unknown address, wrong password, no password yet). */
  | { ok: false; reason: 'invalid' | 'limited' }

/** How long a failed attempt waits before its answer: nothing for the first three, then doubling. */
export function failureDelayMs(failures: number): number {
  return failures <= 3 ? 0 : Math.min(250 * 2 ** (failures - 4), 4000)
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Checks the owner's e-mail and password with better-auth and queues the agency's notice
 * (specification §6) with the new session: a session whose notice could not be queued is removed
 * again. Limits without a lockout of the real owner (security issue, OWASP "blocking brute force"):
 * a browser that logged in to this account before (its device cookie) counts only its own
 * failures; any other browser counts against its address and the account, each failure answering
 * later than the one before, and the owner is told (once an hour) when the account's limit is hit.
 */
export async function signInOwner(
  database: Database,
  auth: OwnerAuth,
  input: {
    email: string
    password: string
    headers: Headers
    address: string
    agency: { email: string; lang: Language }
    /** The device cookie this browser sent, if any. */
    device?: string | null
    /** Waits before a failure's answer (tests pass one that does not). */
    pause?: (ms: number) => Promise<void>
  },
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase()
  const device = trustedDevice(input.device, email)
  const limits = device ? deviceLimits(device) : loginLimits(input.address, email)
  // The refund below gives back the hit of this moment's window, however long checking takes.
  const attemptedAt = new Date()
  await rateLimit.prune(database, attemptedAt)
  if (!(await rateLimit.consume(database, limits, attemptedAt))) {
    if (!device) await noticeAttack(database, email, input.agency)
    return { ok: false, reason: 'limited' }
  }

  let signedIn: Awaited<ReturnType<typeof signIn>>
  try {
    signedIn = await signIn(auth, email, input.password, input.headers)
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      // Per account and per address: whichever has failed more sets the wait.
      const counts = await Promise.all(
        limits.map((limit) => rateLimit.hitsOf(database, limit, attemptedAt)),
      )
      const failures = Math.max(...counts)
      await (input.pause ?? sleep)(failureDelayMs(failures))
      return { ok: false, reason: 'invalid' }
    }
    throw error
  }
  const token = signedIn.response.token
  let locale = ''
  try {
    await database.transaction(async (tx) => {
      await rateLimit.refund(tx, limits, attemptedAt)
      const [owner] = await tx.select().from(owners).where(eq(owners.email, email))
      if (!owner) throw new Error(`login ${email} has no owner`)
      locale = owner.locale
      await enqueueMail(
        tx,
        loginNoticeMail({
          agencyEmail: input.agency.email,
          lang: input.agency.lang,
          owner,
          noticeId: randomUUID(),
          at: new Date(),
          address: input.address,
          userAgent: input.headers.get('user-agent') ?? '',
        }),
      )
    })
  } catch (error) {
    await database.delete(authSessions).where(eq(authSessions.token, token))
    throw error
  }
  return {
    ok: true,
    cookies: signedIn.headers,
    locale,
    device: device && input.device ? input.device : newDeviceToken(email),
  }
}

/** Tells the owner, at most once an hour, that their account's limit stopped someone. */
async function noticeAttack(
  database: Database,
  email: string,
  agency: { email: string; lang: Language },
) {
  const [owner] = await database.select().from(owners).where(eq(owners.email, email))
  if (!owner || !(await rateLimit.consume(database, [attackNoticeLimit(email)]))) return
  await enqueueMail(database, attackNoticeMail({ owner, noticeId: randomUUID(), agency }))
}

function signIn(auth: OwnerAuth, email: string, password: string, headers: Headers) {
  return auth.api.signInEmail({ body: { email, password }, headers, returnHeaders: true })
}
