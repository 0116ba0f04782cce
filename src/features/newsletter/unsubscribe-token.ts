import { signToken, verifyToken } from '@/server/secrets/signed-token'

const purpose = 'newsletter-unsubscribe'

/**
 * The token of a newsletter's unsubscribe link: the address, signed. It does not expire, as an
 * unsubscribe link in an old e-mail must keep working.
 */
export function unsubscribeToken(email: string, secret?: string): string {
  return signToken(purpose, { e: email.toLowerCase() }, { secret })
}

/** The address an unsubscribe link was made for, or null when it was changed or made elsewhere. */
export function unsubscribeAddress(token: string, secret?: string): string | null {
  const claims = verifyToken(purpose, token, { secret })
  return typeof claims?.e === 'string' ? claims.e : null
}
