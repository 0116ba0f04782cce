import { and, eq, isNotNull } from 'drizzle-orm'
import {
  backOfficeSettings,
  staff,
  staffAuthSessions,
  staffSecondFactors,
} from '@/server/db/schema'
import * as rateLimit from '@/server/rate-limit'
import type { Database, Executor } from '@/server/db/types'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { recordAudit } from '@/features/back-office/audit/audit'
import {
  hashBackupCode,
  newBackupCodes,
  newTotpSecret,
  openSecret,
  sealSecret,
  totpStep,
  totpUri,
} from './totp'

/** What a session may open: everything, only the code step, or only enrolment. */
export type StaffGate = 'open' | 'code' | 'enrol'

export type CodeResult = { ok: true } | { ok: false; reason: 'invalid' | 'limited' }

/** Code attempts per member, as the password's (decision 030): 10 per 15 minutes. */
const codeLimits = (staffId: number): rateLimit.RateLimit[] => [
  { key: `staff-code:account:${staffId}`, max: 10, windowSeconds: 15 * 60 },
]

export async function secondFactorRequired(executor: Executor): Promise<boolean> {
  const [row] = await executor.select().from(backOfficeSettings)
  return row?.requireSecondFactor ?? false
}

/** Whether the member has a confirmed authenticator app. */
export async function hasSecondFactor(executor: Executor, staffId: number): Promise<boolean> {
  const [row] = await executor
    .select({ staffId: staffSecondFactors.staffId })
    .from(staffSecondFactors)
    .where(and(eq(staffSecondFactors.staffId, staffId), isNotNull(staffSecondFactors.confirmedAt)))
  return Boolean(row)
}

/**
 * The gate of a session: a member with an authenticator app gives a code after the password;
 * without one, while an admin requires it, they may only enrol.
 */
export async function sessionGate(
  executor: Executor,
  staffId: number,
  sessionId: string,
): Promise<StaffGate> {
  const [session] = await executor
    .select({ at: staffAuthSessions.secondFactorAt })
    .from(staffAuthSessions)
    .where(eq(staffAuthSessions.id, sessionId))
  if (session?.at) return 'open'
  if (await hasSecondFactor(executor, staffId)) return 'code'
  return (await secondFactorRequired(executor)) ? 'enrol' : 'open'
}

async function passSession(executor: Executor, sessionId: string): Promise<void> {
  await executor
    .update(staffAuthSessions)
    .set({ secondFactorAt: new Date() })
    .where(eq(staffAuthSessions.id, sessionId))
}

/**
 * The secret the member is enrolling with, made on the first visit and kept until confirmed, so
 * reloading the page shows the same QR code. Null when the member has a confirmed one already.
 */
export async function enrolment(
  database: Database,
  member: StaffMember,
  issuer: string,
): Promise<{ secret: string; uri: string } | null> {
  await database
    .insert(staffSecondFactors)
    .values({ staffId: member.id, secret: sealSecret(newTotpSecret()) })
    .onConflictDoNothing()
  const [row] = await database
    .select()
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.staffId, member.id))
  if (!row || row.confirmedAt) return null
  const secret = openSecret(row.secret)
  return { secret, uri: totpUri(secret, issuer, member.email) }
}

/**
 * Confirms enrolment with a first code from the app: the factor counts from now, this session
 * has passed it, and the ten backup codes are returned once (only their hashes are kept).
 */
export async function confirmEnrolment(
  database: Database,
  member: StaffMember,
  code: string,
  now = new Date(),
): Promise<{ ok: true; backupCodes: string[] } | { ok: false; reason: 'invalid' | 'limited' }> {
  const limits = codeLimits(member.id)
  if (!(await rateLimit.consume(database, limits, now))) return { ok: false, reason: 'limited' }
  const result = await database.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staffSecondFactors)
      .where(eq(staffSecondFactors.staffId, member.id))
      .for('update')
    const step = row && !row.confirmedAt ? totpStep(openSecret(row.secret), code, +now) : null
    if (step === null) return { ok: false, reason: 'invalid' } as const
    const backupCodes = newBackupCodes()
    await tx
      .update(staffSecondFactors)
      .set({ confirmedAt: now, lastStep: step, backupCodes: backupCodes.map(hashBackupCode) })
      .where(eq(staffSecondFactors.staffId, member.id))
    await passSession(tx, member.sessionId)
    await recordAudit(tx, {
      staffId: member.id,
      action: 'staff.2fa-enrol',
      subject: `staff:${member.id}`,
      before: { secondFactor: false },
      after: { secondFactor: true },
    })
    return { ok: true, backupCodes } as const
  })
  if (result.ok) await rateLimit.refund(database, limits, now)
  return result
}

/**
 * Checks a code of the member's app (a step after the last one used) or one of their backup
 * codes (used up), counting attempts against the member's limit; a success gives its attempt back.
 */
async function checkCode(
  database: Database,
  staffId: number,
  code: string,
  now: Date,
  onValid: (tx: Executor) => Promise<void>,
): Promise<CodeResult> {
  const limits = codeLimits(staffId)
  await rateLimit.prune(database, now)
  if (!(await rateLimit.consume(database, limits, now))) return { ok: false, reason: 'limited' }
  const valid = await database.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staffSecondFactors)
      .where(
        and(eq(staffSecondFactors.staffId, staffId), isNotNull(staffSecondFactors.confirmedAt)),
      )
      .for('update')
    if (!row) return false
    const step = totpStep(openSecret(row.secret), code, +now)
    if (step !== null && step > (row.lastStep ?? -1)) {
      await tx
        .update(staffSecondFactors)
        .set({ lastStep: step })
        .where(eq(staffSecondFactors.staffId, staffId))
    } else {
      const hashed = hashBackupCode(code)
      if (!row.backupCodes.includes(hashed)) return false
      await tx
        .update(staffSecondFactors)
        .set({ backupCodes: row.backupCodes.filter((kept) => kept !== hashed) })
        .where(eq(staffSecondFactors.staffId, staffId))
    }
    await onValid(tx)
    return true
  })
  if (!valid) return { ok: false, reason: 'invalid' }
  await rateLimit.refund(database, limits, now)
  return { ok: true }
}

/** The login's second step: a valid code opens the session that the password began. */
export function passSecondFactor(
  database: Database,
  member: StaffMember,
  code: string,
  now = new Date(),
): Promise<CodeResult> {
  return checkCode(database, member.id, code, now, (tx) => passSession(tx, member.sessionId))
}

/**
 * Removes the member's authenticator app after a code from it (or a backup code); refused while
 * an admin requires a second factor for every account.
 */
export async function disableSecondFactor(
  database: Database,
  member: StaffMember,
  code: string,
  now = new Date(),
): Promise<CodeResult | { ok: false; reason: 'required' }> {
  if (await secondFactorRequired(database)) return { ok: false, reason: 'required' }
  return checkCode(database, member.id, code, now, async (tx) => {
    await tx.delete(staffSecondFactors).where(eq(staffSecondFactors.staffId, member.id))
    await recordAudit(tx, {
      staffId: member.id,
      action: 'staff.2fa-disable',
      subject: `staff:${member.id}`,
      before: { secondFactor: true },
      after: { secondFactor: false },
    })
  })
}

/** An admin requires (or no longer requires) a second factor for every staff account. */
export async function setSecondFactorRequired(
  database: Database,
  member: StaffMember,
  required: boolean,
): Promise<'saved' | 'forbidden'> {
  if (member.role !== 'admin') return 'forbidden'
  return database.transaction(async (tx) => {
    const [before] = await tx.select().from(backOfficeSettings).for('update')
    await tx
      .update(backOfficeSettings)
      .set({ requireSecondFactor: required, updatedAt: new Date() })
      .where(eq(backOfficeSettings.id, 1))
    await recordAudit(tx, {
      staffId: member.id,
      action: 'staff.2fa-require',
      subject: 'settings:back-office',
      before: { requireSecondFactor: before?.requireSecondFactor ?? false },
      after: { requireSecondFactor: required },
    })
    return 'saved' as const
  })
}

/** Staff ids with a confirmed second factor (the staff screen's column). */
export async function staffWithSecondFactor(executor: Executor): Promise<Set<number>> {
  const rows = await executor
    .select({ id: staff.id })
    .from(staff)
    .innerJoin(staffSecondFactors, eq(staffSecondFactors.staffId, staff.id))
    .where(isNotNull(staffSecondFactors.confirmedAt))
  return new Set(rows.map((row) => row.id))
}

/**
 * An admin removes a member's authenticator app (a lost phone without backup codes): the member
 * logs in with their password alone, or is sent to enrol again while it is required.
 */
export async function resetSecondFactor(
  database: Database,
  actor: StaffMember,
  staffId: number,
): Promise<'saved' | 'forbidden' | 'not-found'> {
  if (actor.role !== 'admin') return 'forbidden'
  return database.transaction(async (tx) => {
    const removed = await tx
      .delete(staffSecondFactors)
      .where(
        and(eq(staffSecondFactors.staffId, staffId), isNotNull(staffSecondFactors.confirmedAt)),
      )
      .returning({ staffId: staffSecondFactors.staffId })
    if (removed.length === 0) return 'not-found'
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'staff.2fa-reset',
      subject: `staff:${staffId}`,
      before: { secondFactor: true },
      after: { secondFactor: false },
    })
    return 'saved'
  })
}
