import { randomUUID } from 'node:crypto'
import { APIError } from 'better-auth'
import { and, eq, isNull } from 'drizzle-orm'
import { logger } from '@/lib/logger'
import { unknownAccountHash, verifyPassword } from '@/server/auth/password-hash'
import { staff } from '@/server/db/schema'
import { enqueueMail } from '@/server/mail/outbox'
import * as rateLimit from '@/server/rate-limit'
import type { Database } from '@/server/db/types'
import { recordAudit } from '@/features/back-office/audit/audit'
import type { StaffAuth } from './staff-auth.server'
import {
  newStaffDeviceToken,
  staffAttackNoticeLimit,
  staffDeviceLimits,
  staffLoginLimits,
  trustedStaffDevice,
} from './staff-device'
import { staffAttackNoticeMail } from './staff-mail'

export type StaffSignInResult =
  /** `device`: the device cookie's value for this browser. */
  | { ok: true; cookies: Headers; locale: string; device: string }
  | { ok: false; reason: 'invalid' | 'limited' }

/** Nothing for the first three failures, then 250 ms doubling up to 4 s (as the owner portal). */
export function staffFailureDelayMs(failures: number): number {
  return failures <= 3 ? 0 : Math.min(250 * 2 ** (failures - 4), 4000)
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Checks a staff member's e-mail and password, with the owner portal's limits (decision 029): a
 * browser that logged in to this account before (its device cookie) counts only its own failures;
 * any other browser counts against its address and the account, each failure answering later, and
 * the member is told (once an hour) when the account's limit stops someone. One answer for every
 * failure (unknown address, wrong password, disabled account). Every attempt is audited and every
 * failure logged, with the e-mail address typed (also when no account has it) and the client's.
 */
export async function signInStaff(
  database: Database,
  auth: StaffAuth,
  input: {
    email: string
    password: string
    headers: Headers
    address: string
    /** The device cookie this browser sent, if any. */
    device?: string | null
    pause?: (ms: number) => Promise<void>
  },
): Promise<StaffSignInResult> {
  const email = input.email.trim().toLowerCase()
  const device = trustedStaffDevice(input.device, email)
  const limits = device ? staffDeviceLimits(device) : staffLoginLimits(input.address, email)
  const attemptedAt = new Date()
  await rateLimit.prune(database, attemptedAt)
  if (!(await rateLimit.consume(database, limits, attemptedAt))) {
    if (!device) await noticeAttack(database, email)
    await traceFailure(database, email, input.address, 'limited')
    return { ok: false, reason: 'limited' }
  }
  const [member] = await database
    .select({ id: staff.id, locale: staff.locale })
    .from(staff)
    .where(and(eq(staff.email, email), isNull(staff.disabledAt)))
  try {
    if (!member) {
      // An unknown or disabled address costs what a wrong password costs (decision 061): the
      // answer's time does not tell which addresses have an account.
      await verifyPassword({ hash: await unknownAccountHash(), password: input.password })
      throw new APIError('UNAUTHORIZED')
    }
    const signedIn = await auth.api.signInEmail({
      body: { email, password: input.password },
      headers: input.headers,
      returnHeaders: true,
    })
    await rateLimit.refund(database, limits, attemptedAt)
    await recordAudit(database, {
      staffId: member.id,
      action: 'staff.sign-in',
      subject: `staff:${member.id}`,
      account: email,
      address: input.address,
    })
    return {
      ok: true,
      cookies: signedIn.headers,
      locale: member.locale,
      device: device && input.device ? input.device : newStaffDeviceToken(email),
    }
  } catch (error) {
    if (!(error instanceof APIError) || error.statusCode >= 500) throw error
    const counts = await Promise.all(
      limits.map((limit) => rateLimit.hitsOf(database, limit, attemptedAt)),
    )
    await traceFailure(database, email, input.address, 'invalid')
    await (input.pause ?? sleep)(staffFailureDelayMs(Math.max(...counts)))
    return { ok: false, reason: 'invalid' }
  }
}

/**
 * A failed attempt in the audit log, on the account's member when one has the address (a disabled
 * one too), and in the site's log, with the address typed and the client's.
 */
async function traceFailure(
  database: Database,
  email: string,
  address: string,
  reason: 'invalid' | 'limited',
) {
  const [known] = await database.select({ id: staff.id }).from(staff).where(eq(staff.email, email))
  logger.warn(
    { account: email, address, reason },
    `Staff sign-in failed for ${email} from ${address}`,
  )
  await recordAudit(database, {
    staffId: known?.id ?? null,
    action: 'staff.sign-in-failed',
    subject: known ? `staff:${known.id}` : 'staff:unknown',
    after: { reason },
    account: email,
    address,
  })
}

/** Tells the member, at most once an hour, that their account's limit stopped someone. */
async function noticeAttack(database: Database, email: string) {
  const [member] = await database
    .select()
    .from(staff)
    .where(and(eq(staff.email, email), isNull(staff.disabledAt)))
  if (!member || !(await rateLimit.consume(database, [staffAttackNoticeLimit(email)]))) return
  await enqueueMail(database, staffAttackNoticeMail({ member, noticeId: randomUUID() }))
}
