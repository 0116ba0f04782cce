import { sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { propertyViewsDaily } from '@/server/db/schema'
import { isBot } from './bot-filter'
import { brusselsDay } from '@/lib/belgium/brussels-day'

/**
 * Counts one view of a property for its Brussels day (first-party, no cookie). Call it after the
 * response is sent (Next's `after`), so counting never slows the page. Returns whether it counted.
 */
export async function recordPropertyView(
  db: NodePgDatabase<Record<string, unknown>>,
  propertyId: number,
  userAgent: string | null,
  at = new Date(),
): Promise<boolean> {
  if (isBot(userAgent)) return false
  await db
    .insert(propertyViewsDaily)
    .values({ propertyId, day: brusselsDay(at), views: 1 })
    .onConflictDoUpdate({
      target: [propertyViewsDaily.propertyId, propertyViewsDaily.day],
      set: { views: sql`${propertyViewsDaily.views} + 1` },
    })
  return true
}
