import { randomBytes } from 'node:crypto'
import { generateId } from 'better-auth'
import type { Executor } from '@/server/mail/outbox'
import { authVerifications } from '@/server/db/schema'
import { hashTokenIdentifier } from './token-identifier'

/** An invitation lets the owner choose a password within a week; a reset link within an hour. */
export const invitationLifetimeSeconds = 7 * 24 * 60 * 60

/**
 * Creates a single-use token that sets the password of `userId`, in the caller's transaction (with
 * the e-mail that carries it). better-auth's resetPassword redeems it: the same identifier as its
 * own reset tokens, stored hashed (token-identifier.ts), deleted when used, refused once expired.
 */
export async function createPasswordToken(
  tx: Executor,
  { userId, lifetimeSeconds }: { userId: string; lifetimeSeconds: number },
): Promise<{ token: string; id: string }> {
  const token = randomBytes(24).toString('base64url')
  const id = generateId()
  await tx.insert(authVerifications).values({
    id,
    identifier: await hashTokenIdentifier(`reset-password:${token}`),
    value: userId,
    expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
  })
  return { token, id }
}
