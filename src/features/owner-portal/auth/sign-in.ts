import { randomUUID } from 'node:crypto'
import { APIError } from 'better-auth'
import { eq } from 'drizzle-orm'
import type { Language } from '@/lib/i18n/languages'
import { authSessions, owners } from '@/server/db/schema'
import { enqueueMail } from '@/server/mail/outbox'
import type { OwnerAuth } from './auth.server'
import { loginNoticeMail } from './owner-mail'
import * as rateLimit from '@/server/rate-limit'
import { loginLimits } from './owner-limits'
import type { Database } from '@/server/db/types'

export type SignInResult =
  /** `locale`: the owner's language, where the portal opens. */
  | { ok: true; cookies: Headers; locale: string }
  /** `invalid` whatever was wrong (unknown address, wrong password, no password yet). */
  | { ok: false; reason: 'invalid' | 'limited' }

/**
 * Checks the owner's e-mail and password with better-auth, inside the per-address and per-account
 * limits, and queues the agency's notice (specification §6) with the new session: a session whose
 * notice could not be queued is removed again.
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
  },
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase()
  const limits = loginLimits(input.address, email)
  // The refund below gives back the hit of this moment's window, however long checking takes.
  const attemptedAt = new Date()
  await rateLimit.prune(database, attemptedAt)
  if (!(await rateLimit.consume(database, limits, attemptedAt))) {
    return { ok: false, reason: 'limited' }
  }

  let signedIn: Awaited<ReturnType<typeof signIn>>
  try {
    signedIn = await signIn(auth, email, input.password, input.headers)
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) return { ok: false, reason: 'invalid' }
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
  return { ok: true, cookies: signedIn.headers, locale }
}

function signIn(auth: OwnerAuth, email: string, password: string, headers: Headers) {
  return auth.api.signInEmail({ body: { email, password }, headers, returnHeaders: true })
}
