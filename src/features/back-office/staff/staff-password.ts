import { randomUUID } from 'node:crypto'
import { APIError } from 'better-auth'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Language } from '@/lib/i18n/languages'
import { staff, staffAuthUsers, staffAuthVerifications } from '@/server/db/schema'
import { enqueueMail } from '@/server/mail/outbox'
import * as rateLimit from '@/server/rate-limit'
import { passwordWeakness } from '@/lib/passwords/password-policy'
import type { Database } from '@/server/db/types'
import type { StaffAuth } from '@/features/back-office/auth/staff-auth.server'
import { staffPasswordLinkMail } from '@/features/back-office/auth/staff-mail'
import {
  createStaffPasswordToken,
  hashStaffToken,
  staffLinkLifetimeSeconds,
} from '@/features/back-office/auth/staff-token'
import { newPasswordSchema, type NewPasswordError } from './staff-schema'

export type LinkFor = (lang: Language, token: string) => string

/** Reset requests per address and per account, silently dropped past the limit. */
const resetLimits = (address: string, email: string): rateLimit.RateLimit[] => [
  { key: `staff-reset:ip:${address}`, max: 10, windowSeconds: 60 * 60 },
  { key: `staff-reset:account:${email}`, max: 3, windowSeconds: 60 * 60 },
]

/**
 * Mails a reset link, valid an hour, to the active staff member with this address, if there is
 * one. The caller answers the same whatever happened here: whether an address has an account is
 * never revealed.
 */
export async function requestStaffPasswordReset(
  database: Database,
  input: { email: string; address: string; agency: string; linkFor: LinkFor },
): Promise<void> {
  const email = input.email.trim().toLowerCase()
  await rateLimit.prune(database)
  if (!(await rateLimit.consume(database, resetLimits(input.address, email)))) return
  await database.transaction(async (tx) => {
    const [found] = await tx
      .select({
        userId: staffAuthUsers.id,
        email: staff.email,
        name: staff.name,
        locale: staff.locale,
      })
      .from(staff)
      .innerJoin(staffAuthUsers, eq(staffAuthUsers.email, staff.email))
      .where(and(eq(staff.email, email), isNull(staff.disabledAt)))
    if (!found) return
    const token = await createStaffPasswordToken(tx, found.userId, staffLinkLifetimeSeconds.reset)
    await enqueueMail(
      tx,
      staffPasswordLinkMail({
        kind: 'reset',
        member: found,
        url: input.linkFor(found.locale as Language, token),
        agency: input.agency,
        keyId: randomUUID(),
      }),
    )
  })
}

/** Whether an invitation or reset link can still be used (the page says so before any typing). */
export async function isStaffTokenUsable(database: Database, token: string): Promise<boolean> {
  const [row] = await database
    .select({ id: staffAuthVerifications.id })
    .from(staffAuthVerifications)
    .where(
      and(
        eq(staffAuthVerifications.identifier, await hashStaffToken(`reset-password:${token}`)),
        gt(staffAuthVerifications.expiresAt, new Date()),
      ),
    )
  return Boolean(row)
}

export type SetPasswordErrors = Partial<
  Record<'password' | 'confirmation' | 'token', NewPasswordError>
>

/** The member a link's token belongs to, while it can be used. */
async function memberOfToken(database: Database, token: string) {
  const [row] = await database
    .select({ email: staff.email, name: staff.name })
    .from(staffAuthVerifications)
    .innerJoin(staffAuthUsers, eq(staffAuthUsers.id, staffAuthVerifications.value))
    .innerJoin(staff, eq(staff.email, staffAuthUsers.email))
    .where(
      and(
        eq(staffAuthVerifications.identifier, await hashStaffToken(`reset-password:${token}`)),
        gt(staffAuthVerifications.expiresAt, new Date()),
      ),
    )
  return row ? { email: row.email, names: [row.name] } : null
}

/**
 * Sets a member's password with an invitation or reset link: 12 to 128 characters typed twice
 * alike and the owners' policy (not common, not the member's name or address nor the agency's
 * name, not easily guessed), then better-auth redeems the token (once, before it expires), stores
 * the Argon2id hash and ends every session of the member.
 */
export async function setStaffPassword(
  database: Database,
  auth: StaffAuth,
  input: { token: string; password: string; confirmation: string; agency: string },
): Promise<{ ok: true } | { ok: false; errors: SetPasswordErrors }> {
  const parsed = newPasswordSchema.safeParse(input)
  if (!parsed.success) {
    const errors: SetPasswordErrors = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof SetPasswordErrors
      errors[field] ??= issue.message as NewPasswordError
    }
    return { ok: false, errors }
  }
  // Only a link's holder gets the policy's work (up to a second of CPU for a long password).
  const member = await memberOfToken(database, input.token)
  if (!member) return { ok: false, errors: { token: 'invalidLink' } }
  const weakness = passwordWeakness(input.password, { ...member, agency: input.agency })
  if (weakness) return { ok: false, errors: { password: weakness } }
  try {
    await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } })
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500)
      return { ok: false, errors: { token: 'invalidLink' } }
    throw error
  }
  return { ok: true }
}
