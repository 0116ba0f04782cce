import { and, eq, lte, sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import * as schema from '../../server/db/schema'
import { demandDigests, demands } from '../../server/db/schema'
import { verifyUnsubscribeToken } from './unsubscribe-token'

export type UnsubscribeResult = { ok: true; locale: string; demandsStopped: number } | { ok: false }

/**
 * The one-click unsubscribe of a digest e-mail. The e-mail merged every demand of the address, so
 * the click stops them all: every active demand of that address registered up to that e-mail.
 * A demand registered later, after a new visit to the site, is a new wish and stays. Clicking
 * again is harmless and answers the same.
 */
export async function unsubscribe(
  db: NodePgDatabase<typeof schema>,
  token: string,
): Promise<UnsubscribeResult> {
  const digestId = verifyUnsubscribeToken(token)
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
