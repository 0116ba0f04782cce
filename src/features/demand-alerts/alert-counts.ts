import { sql } from 'drizzle-orm'
import type { Executor } from '@/server/db/types'
import { demandBounds, listingFacts, passingSearch } from './match-demands'

/** How far back the owner portal compares the number of alerts. */
export const alertCountDays = 30

export type AlertCount = { now: number; before: number }

/**
 * The registered alerts that match a property, now and `alertCountDays` days ago, by the rules
 * the digests follow (goal, zone, type, bounds, the rest of the list search). From the
 * demands' own dates (decision 048): an alert counts from its registration until it is
 * unsubscribed; a paused one does not count now; an unpublished property, never mailed, has none. A deleted alert is gone from both counts, and a
 * pause has no history, so the earlier count is what is known of it today.
 */
export async function alertCount(tx: Executor, propertyId: number, now: Date): Promise<AlertCount> {
  const at = now.toISOString()
  const result = await tx.execute<{
    property_id: number
    goal: number
    search: string
    current: boolean
    before: boolean
  }>(sql`
    with l as (${listingFacts(sql`p.id = ${propertyId} and p.published`)})
    select l.id as property_id, d.goal, d.search,
      d.active and d.paused_at is null and d.created_at <= ${at}::timestamptz as current,
      d.created_at <= ${at}::timestamptz - make_interval(days => ${alertCountDays})
        and (d.active or d.unsubscribed_at > ${at}::timestamptz
          - make_interval(days => ${alertCountDays})) as before
    from demands d join l on l.goal = d.goal and l.zip = any(d.zips)
    where ${demandBounds}`)
  const rows = await passingSearch(tx, result.rows, now)
  return {
    now: rows.filter((row) => row.current).length,
    before: rows.filter((row) => row.before).length,
  }
}
