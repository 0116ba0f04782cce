import { and, eq, lt, sql } from 'drizzle-orm'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { authSessions, owners } from '@/server/db/schema'
import { inactivityTimeoutSeconds, type OwnerAuth } from './auth.server'
import type { Database } from '@/server/db/types'

/** The signed-in owner, as every portal query is scoped: by `id`. */
export type PortalOwner = {
  id: number
  email: string
  firstName: string
  lastName: string
  locale: Language
  sessionId: string
}

// Last activity is written at most this often, not on every request.
const touchAfterSeconds = 60

/**
 * The owner behind a request's session cookie, or null. better-auth checks the cookie's signature
 * and the absolute expiry; this adds the inactivity timeout (a session idle longer is deleted) and
 * records the activity.
 */
export async function ownerFromHeaders(
  database: Database,
  auth: OwnerAuth,
  headers: Headers,
): Promise<PortalOwner | null> {
  const found = await auth.api.getSession({ headers, query: { disableRefresh: true } })
  if (!found) return null
  const { session, user } = found
  const idleSince = Date.now() - new Date(session.updatedAt).getTime()
  if (idleSince > inactivityTimeoutSeconds * 1000) {
    await database.delete(authSessions).where(eq(authSessions.id, session.id))
    return null
  }
  if (idleSince > touchAfterSeconds * 1000) {
    await database
      .update(authSessions)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(authSessions.id, session.id), lt(authSessions.updatedAt, sql`now()`)))
  }
  const [owner] = await database
    .select({
      id: owners.id,
      email: owners.email,
      firstName: owners.firstName,
      lastName: owners.lastName,
      locale: owners.locale,
    })
    .from(owners)
    .where(eq(owners.email, user.email))
  if (!owner) return null
  return {
    ...owner,
    locale: isSupportedLanguage(owner.locale) ? owner.locale : 'en',
    sessionId: session.id,
  }
}
