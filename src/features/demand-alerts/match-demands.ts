import { sql } from 'drizzle-orm'
import type { Executor } from '../../server/mail/outbox'

/** new | price_drop | back_on_market, as the trigger of migration 0005 writes them. */
export type ChangeKind = 'new' | 'price_drop' | 'back_on_market'

/** How far back changes are considered: a job that did not run for a while catches up. */
export const lookbackDays = 7

/** One alert claimed for a digest created by the same statement. */
export type ClaimedAlert = {
  digestId: string
  /** lower(email), as PostgreSQL folds it. */
  emailKey: string
  email: string
  locale: string
  propertyId: number
  kind: ChangeKind
}

// A count stored in `details` (the CRM sends whatever it knows); anything but a number counts as
// unknown rather than failing the whole statement on a cast.
const detailCount = (key: string) =>
  sql.raw(
    `(case when jsonb_typeof(p.details -> '${key}') = 'number' then (p.details ->> '${key}')::numeric end)`,
  )

/**
 * Matches the recent listing changes against every active demand and, for each person (an
 * e-mail address without case) who has matches and no digest yet on `day`, creates that day's
 * digest and records its alerts, all in one statement:
 *
 * - a change counts when it happened in the last `lookbackDays` days and after the demand was
 *   registered, and the listing is now published and available;
 * - the demand's goal, a type (or a type above the listing's in the type tree), a postal code and
 *   every bound it sets must hold: price (the published price: a hidden price fails a price
 *   bound, as in the search), bedrooms, bathrooms, garages and parkings (external ones included).
 *   A listing that does not state its bedrooms or bathrooms fails a bound on them; garages and
 *   parkings it does not state are none;
 * - an alert already sent to that demand about that listing for that kind of change is never
 *   sent again (demand_alerts' key), also when two instances run this at once.
 *
 * Set-based: the changed listings (a few hundred a day) probe the demands through the GIN index on
 * their postal codes, instead of a loop over demands. Returns the claimed alerts; the caller
 * writes the e-mails in the same transaction.
 */
export async function claimDigests(tx: Executor, now: Date): Promise<ClaimedAlert[]> {
  const at = now.toISOString()
  const result = await tx.execute<{
    digest_id: string
    email_key: string
    email: string
    locale: string
    property_id: number
    kind: ChangeKind
  }>(sql`
    with recent as (
      select property_id, kind, max(occurred_at) as occurred_at
      from listing_changes
      where occurred_at > ${at}::timestamptz - make_interval(days => ${lookbackDays})
      group by property_id, kind
    ),
    listing as (
      select
        p.id, p.goal, p.zip, p.bedrooms, p.bathrooms,
        case when p.publish_price then p.price end as price,
        coalesce(${detailCount('garages')}, 0) as garages,
        coalesce(${detailCount('parkings')}, 0) + coalesce(${detailCount('parkingsExternal')}, 0)
          as parkings,
        array(
          with recursive up(id, parent_id) as (
            select t.id, t.parent_id from property_types t where t.id = p.type_id
            union
            select t.id, t.parent_id from property_types t join up on t.id = up.parent_id
          )
          select id from up
        ) as type_path
      from properties p
      where p.id in (select property_id from recent) and p.published and p.status = 'available'
    ),
    matched as (
      select d.id as demand_id, lower(d.email) as email_key, l.id as property_id, r.kind
      from recent r
      join listing l on l.id = r.property_id
      join demands d
        on d.active
        and d.goal = l.goal
        and d.zips @> array[l.zip]::varchar[]
        and d.type_ids && l.type_path
        and r.occurred_at >= d.created_at
        and (d.price_min is null or l.price >= d.price_min)
        and (d.price_max is null or l.price <= d.price_max)
        and (d.bedrooms_min is null or l.bedrooms >= d.bedrooms_min)
        and (d.bedrooms_max is null or l.bedrooms <= d.bedrooms_max)
        and (d.bathrooms_min is null or l.bathrooms >= d.bathrooms_min)
        and (d.bathrooms_max is null or l.bathrooms <= d.bathrooms_max)
        and (d.garages_min is null or l.garages >= d.garages_min)
        and (d.garages_max is null or l.garages <= d.garages_max)
        and (d.parkings_min is null or l.parkings >= d.parkings_min)
        and (d.parkings_max is null or l.parkings <= d.parkings_max)
      where not exists (
        select 1 from demand_alerts a
        where a.demand_id = d.id and a.property_id = l.id and a.change_kind = r.kind
      )
    ),
    persons as (
      -- Written to at the address, and in the language, of the person's latest active demand.
      select k.email_key, latest.email, latest.locale
      from (
        select distinct email_key from matched m
        where not exists (
          select 1 from demand_digests g
          where g.email_key = m.email_key
            and g.day = (${at}::timestamptz at time zone 'Europe/Brussels')::date
        )
      ) k
      cross join lateral (
        select d.email, d.locale from demands d
        where lower(d.email) = k.email_key and d.active
        order by d.created_at desc, d.id desc
        limit 1
      ) latest
    ),
    digests as (
      insert into demand_digests (email_key, day, locale)
      select email_key, (${at}::timestamptz at time zone 'Europe/Brussels')::date, locale
      from persons
      on conflict (email_key, day) do nothing
      returning id, email_key
    ),
    alerts as (
      insert into demand_alerts (demand_id, property_id, change_kind)
      select m.demand_id, m.property_id, m.kind
      from matched m join digests g on g.email_key = m.email_key
      on conflict do nothing
      returning demand_id, property_id, change_kind
    )
    select distinct g.id as digest_id, g.email_key, p.email, p.locale, a.property_id, a.change_kind as kind
    from alerts a
    join demands d on d.id = a.demand_id
    join digests g on g.email_key = lower(d.email)
    join persons p on p.email_key = g.email_key
  `)
  return result.rows.map((row) => ({
    digestId: row.digest_id,
    emailKey: row.email_key,
    email: row.email,
    locale: row.locale,
    propertyId: Number(row.property_id),
    kind: row.kind,
  }))
}
