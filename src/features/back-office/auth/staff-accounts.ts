import { randomBytes, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Language } from '@/lib/i18n/languages'
import { passwordWeakness, type PasswordContext } from '@/lib/passwords/password-policy'
import { hashPassword } from '@/server/auth/password-hash'
import { staff, staffAuthAccounts, staffAuthSessions, staffAuthUsers } from '@/server/db/schema'
import type { Database, Executor } from '@/server/db/types'
import type { StaffRole } from './staff-member'

export type NewStaff = {
  email: string
  name: string
  role: StaffRole
  locale: Language
  password: string
  agentId?: number | null
}

/**
 * A password for `npm run staff -- create`, printed once: 18 random bytes (24 characters of
 * base64url), drawn again in the rare case that it holds a piece of the member's name, address or
 * the agency's name, so that it passes the policy members' own passwords pass.
 */
export function generateStaffPassword(context: PasswordContext): string {
  for (;;) {
    const password = randomBytes(18).toString('base64url')
    if (!passwordWeakness(password, context)) return password
  }
}

/** A staff member with a login (one transaction: never a member without a password or the reverse). */
export async function createStaff(database: Database, input: NewStaff): Promise<number> {
  const email = input.email.trim().toLowerCase()
  const passwordHash = await hashPassword(input.password)
  return database.transaction(async (tx) => {
    const [member] = await tx
      .insert(staff)
      .values({
        email,
        name: input.name,
        role: input.role,
        locale: input.locale,
        agentId: input.agentId ?? null,
      })
      .returning({ id: staff.id })
    const userId = `staff-${randomUUID()}`
    await tx.insert(staffAuthUsers).values({ id: userId, name: input.name, email })
    await tx.insert(staffAuthAccounts).values({
      id: userId,
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    })
    return member!.id
  })
}

/** Refuses every login of the member from now on and ends their sessions. */
export async function disableStaff(executor: Executor, email: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase()
  const [member] = await executor
    .update(staff)
    .set({ disabledAt: new Date() })
    .where(eq(staff.email, normalized))
    .returning({ id: staff.id })
  if (!member) return false
  const [user] = await executor
    .select({ id: staffAuthUsers.id })
    .from(staffAuthUsers)
    .where(eq(staffAuthUsers.email, normalized))
  if (user) await executor.delete(staffAuthSessions).where(eq(staffAuthSessions.userId, user.id))
  return true
}
