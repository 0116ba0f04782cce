import { APIError } from 'better-auth'
import { and, eq, gt } from 'drizzle-orm'
import type { Language } from '@/lib/i18n/languages'
import { authUsers, authVerifications, owners } from '@/server/db/schema'
import { resetLinkLifetimeSeconds, type OwnerAuth } from './auth.server'
import { sendPasswordLink } from './password-link'
import { passwordWeakness } from '@/lib/passwords/password-policy'
import { newPasswordSchema } from './password-policy'
import {
  passwordErrors,
  type PasswordErrors,
} from '@/features/owner-portal/forms/owner-form-schemas'
import { resetMail } from './owner-mail'
import * as rateLimit from '@/server/rate-limit'
import { resetRequestLimits } from './owner-limits'
import { hashTokenIdentifier } from './token-identifier'
import type { Database } from '@/server/db/types'

/**
 * Sends a reset link to the owner with this address, if there is one. The caller answers the same
 * whatever happened here (decisions.md §4: "person not found" is never revealed), also when the
 * rate limit silently drops the request.
 */
export async function requestPasswordReset(
  database: Database,
  input: {
    email: string
    address: string
    agency: string
    linkFor: (lang: Language, token: string) => string
  },
): Promise<void> {
  const email = input.email.trim().toLowerCase()
  await rateLimit.prune(database)
  if (!(await rateLimit.consume(database, resetRequestLimits(input.address, email)))) return
  await database.transaction(async (tx) => {
    const [found] = await tx
      .select({
        userId: authUsers.id,
        email: owners.email,
        firstName: owners.firstName,
        locale: owners.locale,
      })
      .from(owners)
      .innerJoin(authUsers, eq(authUsers.email, owners.email))
      .where(eq(owners.email, email))
    if (!found) return
    await sendPasswordLink(tx, {
      userId: found.userId,
      owner: found,
      lifetimeSeconds: resetLinkLifetimeSeconds,
      mail: resetMail,
      agency: input.agency,
      linkFor: input.linkFor,
    })
  })
}

/** Whether a reset or invitation link can still be used (the page says so before any typing). */
export async function isPasswordTokenUsable(database: Database, token: string): Promise<boolean> {
  const identifier = await hashTokenIdentifier(`reset-password:${token}`)
  const [row] = await database
    .select({ id: authVerifications.id })
    .from(authVerifications)
    .where(
      and(
        eq(authVerifications.identifier, identifier),
        gt(authVerifications.expiresAt, new Date()),
      ),
    )
  return Boolean(row)
}

/** The account a reset or invitation link's token belongs to, while it can be used. */
async function accountOfToken(database: Database, token: string) {
  const identifier = await hashTokenIdentifier(`reset-password:${token}`)
  const [row] = await database
    .select({ email: authUsers.email, name: authUsers.name })
    .from(authVerifications)
    .innerJoin(authUsers, eq(authUsers.id, authVerifications.value))
    .where(
      and(
        eq(authVerifications.identifier, identifier),
        gt(authVerifications.expiresAt, new Date()),
      ),
    )
  if (!row) return null
  const [owner] = await database
    .select({ firstName: owners.firstName, lastName: owners.lastName })
    .from(owners)
    .where(eq(owners.email, row.email))
  return { email: row.email, names: [row.name, owner?.firstName, owner?.lastName] }
}

/**
 * Sets a new password with a link's token: the shared policy first (with the account's own e-mail
 * address and names and the agency's name refused, and nothing zxcvbn guesses easily), then better-auth redeems the token (once, before it expires),
 * stores the Argon2id hash and ends every session of the owner.
 */
export async function resetPassword(
  database: Database,
  auth: OwnerAuth,
  input: { token: string; password: string; confirmation: string; agency?: string },
): Promise<{ ok: true } | { ok: false; errors: PasswordErrors }> {
  const parsed = newPasswordSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: passwordErrors(parsed.error) }
  // Only a link's holder gets the policy's work (up to a second of CPU for a long password).
  const account = await accountOfToken(database, input.token)
  if (!account) return { ok: false, errors: { token: 'invalidLink' } }
  const weakness = passwordWeakness(input.password, { ...account, agency: input.agency })
  if (weakness) return { ok: false, errors: { password: weakness } }
  try {
    await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } })
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      return { ok: false, errors: { token: 'invalidLink' } }
    }
    throw error
  }
  return { ok: true }
}
