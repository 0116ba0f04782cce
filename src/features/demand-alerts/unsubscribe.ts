import type { Database } from '@/server/db/types'
import { and, eq, lte, sql } from 'drizzle-orm'
import { demandDigests, demands } from '@/server/db/schema'
import { signToken, verifyToken } from '@/server/secrets/signed-token'

const purpose = 'demand-alerts-unsubscribe'
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * The token of a digest e-mail's unsubscribe links: the digest's id, signed
 * (src/server/secrets/signed-token.ts). It names no person and does not expire: the link in an
 * old e-mail must keep working.
 */
export function unsubscribeToken(digestId: string, secret?: string): string {
  return signToken(purpose, { d: digestId }, { secret })
}

/** The digest an unsubscribe token was made for, or null when it was changed or made elsewhere. */
export function unsubscribeDigest(token: string, secret?: string): string | null {
  const claims = verifyToken(purpose, token, { secret })
  return typeof claims?.d === 'string' && uuidPattern.test(claims.d) ? claims.d : null
}

export type UnsubscribeResult = { ok: true; locale: string; demandsStopped: number } | { ok: false }

/**
 * The unsubscribe of a digest e-mail. The e-mail merged every demand of the address, so it stops
 * them all: every active demand of that address registered up to that e-mail. A demand registered
 * later, after a new visit to the site, is a new wish and stays. Unsubscribing again is harmless
 * and answers the same.
 */
export async function unsubscribe(db: Database, token: string): Promise<UnsubscribeResult> {
  const digestId = unsubscribeDigest(token)
  if (!digestId) return { ok: false }
  const [digest] = await db.select().from(demandDigests).where(eq(demandDigests.id, digestId))
  if (!digest) return { ok: false }
  const stopped = await db
    .update(demands)
    .set({ active: false, unsubscribedAt: sql`now()` })
    .where(
      and(
        eq(sql`lower(${demands.email})`, digest.emailKey),
        eq(demands.active, true),
        // Compared in the database: a JavaScript Date would cut the microseconds off.
        lte(
          demands.createdAt,
          sql`(select ${demandDigests.createdAt} from ${demandDigests} where ${demandDigests.id} = ${digest.id})`,
        ),
      ),
    )
    .returning({ id: demands.id })
  return { ok: true, locale: digest.locale, demandsStopped: stopped.length }
}
