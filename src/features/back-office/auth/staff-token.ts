import { createHash, randomBytes } from 'node:crypto'
import { generateId } from 'better-auth'
import { staffAuthVerifications } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'

/** An invitation lets the member choose a password within a week; a reset link within an hour. */
export const staffLinkLifetimeSeconds = { invitation: 7 * 24 * 60 * 60, reset: 60 * 60 } as const

/**
 * How the staff instance stores single-use tokens (better-auth's `verification.storeIdentifier`):
 * a SHA-256, so a database dump holds no usable link.
 */
export async function hashStaffToken(identifier: string): Promise<string> {
  return createHash('sha256').update(identifier).digest('base64url')
}

/**
 * A single-use token that sets the password of `userId`, in the caller's transaction (with the
 * e-mail that carries it); better-auth's resetPassword redeems it once, before it expires.
 */
export async function createStaffPasswordToken(
  tx: Executor,
  userId: string,
  lifetimeSeconds: number,
): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  await tx.insert(staffAuthVerifications).values({
    id: generateId(),
    identifier: await hashStaffToken(`reset-password:${token}`),
    value: userId,
    expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
  })
  return token
}
