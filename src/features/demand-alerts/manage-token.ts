import { signToken, verifyToken } from '@/server/secrets/signed-token'

const purpose = 'demand-alerts-manage'

/**
 * The token of an alert's edit link in every digest: the demand's id, signed like the unsubscribe
 * link (unsubscribe.ts). No account and no expiry: the link of an old e-mail keeps working.
 */
export function manageToken(demandId: number, secret?: string): string {
  return signToken(purpose, { a: demandId }, { secret })
}

/** The demand an edit token names, or null when it was changed or made elsewhere. */
export function managedDemand(token: string, secret?: string): number | null {
  const claims = verifyToken(purpose, token, { secret })
  return typeof claims?.a === 'number' && Number.isSafeInteger(claims.a) ? claims.a : null
}
