import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '@/server/db/types'
import { demandBounds, listingFacts, passingSearch } from './match-demands'

/** How far back the owner portal compares the number of alerts. */
export const alertCountDays = 30

export type AlertCount = { now: number; before: number }

/**
 * The registered alerts that match a property, now and `alertCountDays` days ago, by the rules
 * the digests follow (goal, zone, type, bounds, the rest of the list search). An alert counts at
 * a moment when it was registered before it and neither unsubscribed, deleted nor paused at it:
 * deleted alerts keep their row and pauses their history (`demand_pauses`), so both counts are
 * exact (decision 048). An unpublished property, never mailed, has none.
 */
export async function alertCount(tx: Executor, propertyId: number, now: Date): Promise<AlertCount> {
  const at = sql`${now.toISOString()}::timestamptz`
  const then = sql`${now.toISOString()}::timestamptz - make_interval(days => ${alertCountDays})`
  const countsAt = (moment: SQL) => sql`d.created_at <= ${moment}
    and (d.unsubscribed_at is null or d.unsubscribed_at > ${moment})
    and (d.deleted_at is null or d.deleted_at > ${moment})
    and not exists (
      select 1 from demand_pauses pause where pause.demand_id = d.id
        and pause.started_at <= ${moment}
        and (pause.ended_at is null or pause.ended_at > ${moment}))`
  const result = await tx.execute<{
    property_id: number
    goal: number
    search: string
    current: boolean
    before: boolean
  }>(sql`
    with l as (${listingFacts(sql`p.id = ${propertyId} and p.published`)})
    select l.id as property_id, d.goal, d.search,
      d.active and d.paused_at is null and ${countsAt(at)} as current,
      ${countsAt(then)} as before
    from demands d join l on l.goal = d.goal and l.zip = any(d.zips)
    where ${demandBounds}`)
  const rows = await passingSearch(tx, result.rows, now)
  return {
    now: rows.filter((row) => row.current).length,
    before: rows.filter((row) => row.before).length,
  }
}
