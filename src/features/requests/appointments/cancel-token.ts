import { signToken, verifyToken } from '@/server/secrets/signed-token'

const purpose = 'visit-cancel'

/**
 * The token of a visitor's "cancel my visit" link: the appointment's UID, signed. It needs no
 * expiry: once the visit is cancelled or has started the page says so, so the link acts once.
 */
export function visitCancelToken(uid: string): string {
  return signToken(purpose, { uid })
}

/** The appointment UID a cancel link names, or null for a changed or foreign token. */
export function visitCancelUid(token: string): string | null {
  const claims = verifyToken(purpose, token)
  const uid = claims?.uid
  return typeof uid === 'string' && /^[0-9a-f-]{36}$/.test(uid) ? uid : null
}
