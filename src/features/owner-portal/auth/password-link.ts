import { randomBytes } from 'node:crypto'
import { generateId } from 'better-auth'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { enqueueMail } from '@/server/mail/outbox'
import type { OutboxMessage } from '@/server/mail/outbox-message'
import { authVerifications } from '@/server/db/schema'
import type { MailOwner } from './owner-mail'
import { hashTokenIdentifier } from './token-identifier'
import type { Executor } from '@/server/db/types'

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

/**
 * Creates a password token for the owner's login and queues the e-mail (`mail`: reset or
 * invitation) that carries its link, in the owner's language, in the caller's transaction.
 */
export async function sendPasswordLink(
  tx: Executor,
  {
    userId,
    owner,
    lifetimeSeconds,
    mail,
    agency,
    linkFor,
  }: {
    userId: string
    owner: { email: string; firstName: string; locale: string }
    lifetimeSeconds: number
    mail: (
      owner: MailOwner,
      link: { url: string; agency: string; tokenId: string },
    ) => OutboxMessage
    agency: string
    linkFor: (lang: Language, token: string) => string
  },
): Promise<void> {
  const locale = isSupportedLanguage(owner.locale) ? owner.locale : 'en'
  const { token, id } = await createPasswordToken(tx, { userId, lifetimeSeconds })
  await enqueueMail(
    tx,
    mail({ ...owner, locale }, { url: linkFor(locale, token), agency, tokenId: id }),
  )
}
