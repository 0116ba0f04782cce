import { eq, sql } from 'drizzle-orm'
import { crmVisitCounters } from '@/server/db/schema'
import type { Database } from '@/server/db/types'

export type ViewCounters = { today: number; week: number; month: number; total: number }

/**
 * Views today, this week (from Monday), this month and in total, for the Brussels day `today`
 * (specification §9; the first-party counts of decisions.md §6).
 */
export async function viewCounters(
  database: Database,
  propertyId: number,
  today: string,
): Promise<ViewCounters> {
  const result = await database.execute<ViewCounters>(sql`
    select
      coalesce(sum(views) filter (where day = ${today}::date), 0)::int as today,
      coalesce(sum(views) filter (where day between date_trunc('week', ${today}::date)::date
        and ${today}::date), 0)::int as week,
      coalesce(sum(views) filter (where day between date_trunc('month', ${today}::date)::date
        and ${today}::date), 0)::int as month,
      coalesce(sum(views), 0)::int as total
    from property_views_daily
    where property_id = ${propertyId}`)
  const row = result.rows[0]
  return {
    today: Number(row?.today ?? 0),
    week: Number(row?.week ?? 0),
    month: Number(row?.month ?? 0),
    total: Number(row?.total ?? 0),
  }
}

/** The agency CRM's own counts (imported, docs/feed-format.md "Visit counters"); null = unknown. */
export type CrmViewCounters = { [K in keyof ViewCounters]: number | null }

/** The CRM's counts of a property, or null when the CRM gave none. */
export async function crmViewCounters(
  database: Database,
  propertyId: number,
): Promise<CrmViewCounters | null> {
  const [row] = await database
    .select({
      today: crmVisitCounters.today,
      week: crmVisitCounters.week,
      month: crmVisitCounters.month,
      total: crmVisitCounters.total,
    })
    .from(crmVisitCounters)
    .where(eq(crmVisitCounters.propertyId, propertyId))
  return row ?? null
}

export type DayFigures = { day: string; views: number; requests: number }

export const chartDays = 30

/**
 * Every request received about a property, by instant: the site's own requests (a form about the
 * property, or an appointment on one of its visit slots) and the communications the agency
 * imported. Kept in one place so the chart and the history count the same things.
 */
export function propertyRequests(propertyId: number) {
  return sql`
    select s.created_at as at from form_submissions s
    where s.property_id = ${propertyId}
       or exists (select 1 from appointments a join appointment_slots sl on sl.id = a.slot_id
                  where a.submission_id = s.id and sl.property_id = ${propertyId})
    union all
    select h.occurred_at from owner_history h
    where h.property_id = ${propertyId} and h.type = 'communication'`
}

/** Views and requests per Brussels day over the 30 days up to `today`, every day present. */
export async function dailyFigures(
  database: Database,
  propertyId: number,
  today: string,
): Promise<DayFigures[]> {
  const result = await database.execute<{ day: string; views: number; requests: number }>(sql`
    with days as (
      select generate_series(${today}::date - ${chartDays - 1}::int, ${today}::date, interval '1 day')::date
        as day
    ),
    requests as (
      select (r.at at time zone 'Europe/Brussels')::date as day, count(*)::int as requests
      from (${propertyRequests(propertyId)}) r
      where r.at >= (${today}::date - ${chartDays}::int) at time zone 'Europe/Brussels'
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day,
      coalesce(v.views, 0)::int as views,
      coalesce(r.requests, 0)::int as requests
    from days d
    left join property_views_daily v on v.property_id = ${propertyId} and v.day = d.day
    left join requests r on r.day = d.day
    order by d.day`)
  return result.rows.map((row) => ({
    day: row.day,
    views: Number(row.views),
    requests: Number(row.requests),
  }))
}
