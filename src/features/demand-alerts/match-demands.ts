import { and, inArray, sql, type SQL } from 'drizzle-orm'
// Not through the catalogue's server entry: this job also runs in src/server/main.ts, outside
// Next, where that entry's 'server-only' guard throws; the index is for browser-safe code and
// would put the database schema into the pages' bundles (decision 048).
// eslint-disable-next-line no-restricted-imports -- see above
import { searchCondition } from '@/features/catalogue/search/search-filters'
import { properties } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import { parseAlertSearch } from './alert-search'

/** new | price_drop | back_on_market, as the trigger of migration 0007 writes them. */
export type ChangeKind = 'new' | 'price_drop' | 'back_on_market'

/**
 * How far back changes are considered: a job that did not run for a while catches up, and a
 * weekly digest, due seven days after the last one, still sees the changes made right after it.
 */
export const lookbackDays = 8

/** One alert claimed for a digest created by the same statement. */
export type ClaimedAlert = {
  digestId: string
  demandId: number
  /** lower(email), as PostgreSQL folds it. */
  emailKey: string
  email: string
  locale: string
  propertyId: number
  kind: ChangeKind
}

type MatchRow = {
  demand_id: number
  email_key: string
  email: string
  locale: string
  property_id: number
  kind: ChangeKind
  goal: number
  search: string
  slot: string
}

/**
 * The matches whose listing also passes the rest of the demand's list search (features, EPC,
 * region…), tested by the list's own WHERE (searchCondition): what the digest lists is what the
 * list shows. One statement per distinct stored search among the matches, not per demand.
 */
export async function passingSearch<
  Row extends { goal: number; search: string; property_id: number },
>(tx: Executor, rows: Row[], now: Date): Promise<Row[]> {
  const groups = new Map<string, Row[]>()
  for (const row of rows) {
    if (row.search === '') continue
    const key = `${row.goal}?${row.search}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  const failing = new Set<Row>()
  for (const group of groups.values()) {
    const { goal, search } = group[0]!
    const ids = [...new Set(group.map((row) => Number(row.property_id)))]
    const passing = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          inArray(properties.id, ids),
          searchCondition(Number(goal) === 0 ? 0 : 1, parseAlertSearch(search), now),
        ),
      )
    const kept = new Set(passing.map((row) => row.id))
    for (const row of group) if (!kept.has(Number(row.property_id))) failing.add(row)
  }
  return rows.filter((row) => !failing.has(row))
}

// A count stored in `details` (the CRM sends whatever it knows); anything but a number counts as
// unknown rather than failing the whole statement on a cast.
const detailCount = (key: string) =>
  sql.raw(
    `(case when jsonb_typeof(p.details -> '${key}') = 'number' then (p.details ->> '${key}')::numeric end)`,
  )

/**
 * The listings' facts the demands' columns are tested on, as `l` in `demandBounds`: the published
 * price, counts as numbers, and the listing's type with every type above it.
 */
export function listingFacts(where: SQL): SQL {
  return sql`
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
    where ${where}`
}

/** Whether demand `d`'s type and bounds accept listing `l` (listingFacts); goal and zone apart. */
export const demandBounds = sql`d.type_ids && l.type_path
  and (d.price_min is null or l.price >= d.price_min)
  and (d.price_max is null or l.price <= d.price_max)
  and (d.bedrooms_min is null or l.bedrooms >= d.bedrooms_min)
  and (d.bedrooms_max is null or l.bedrooms <= d.bedrooms_max)
  and (d.bathrooms_min is null or l.bathrooms >= d.bathrooms_min)
  and (d.bathrooms_max is null or l.bathrooms <= d.bathrooms_max)
  and (d.garages_min is null or l.garages >= d.garages_min)
  and (d.garages_max is null or l.garages <= d.garages_max)
  and (d.parkings_min is null or l.parkings >= d.parkings_min)
  and (d.parkings_max is null or l.parkings <= d.parkings_max)`

/**
 * Matches the recent listing changes against every active demand and, for each person (an
 * e-mail address without case) who has matches and no digest yet on `now`'s Brussels day,
 * creates that day's digest and records its alerts; an instant demand's matches go into a digest
 * of their own at every run, a weekly demand is matched seven days after its last digest, a
 * paused one not at all:
 *
 * - a change counts when it happened in the last `lookbackDays` days and after the demand was
 *   registered, and the listing is now published and available;
 * - the demand's goal, a type (or a type above the listing's in the type tree), a postal code and
 *   every bound it sets must hold: price (the published price: a hidden price fails a price
 *   bound, as in the search), bedrooms, bathrooms, garages and parkings (external ones included).
 *   A listing that does not state its bedrooms or bathrooms fails a bound on them; garages and
 *   parkings it does not state are none; and the rest of the list search it was made from;
 * - an alert already sent to that demand about that listing for that kind of change is never
 *   sent again (demand_alerts' key), also when two transactions do this at once: the unique keys
 *   of demand_digests and demand_alerts make the later one skip what the first one claimed.
 *
 * Set-based, in three statements whatever the number of demands: one match (the active demands'
 * postal codes hash-joined to the changed listings), one insert of the digests, one of the
 * alerts. Returns the claimed alerts; the caller writes the e-mails in the same transaction.
 */
export async function claimDigests(tx: Executor, now: Date): Promise<ClaimedAlert[]> {
  const at = now.toISOString()
  const day = sql`(${at}::timestamptz at time zone 'Europe/Brussels')::date`
  const instantSlot = at
  const matches = await tx.execute<MatchRow>(sql`
    with recent as (
      select property_id, kind, max(occurred_at) as occurred_at
      from listing_changes
      where occurred_at > ${at}::timestamptz - make_interval(days => ${lookbackDays})
      group by property_id, kind
    ),
    listing as materialized (
      ${listingFacts(sql`p.id in (select property_id from recent) and p.published and p.status = 'available'`)}
    ),
    matched as materialized (
      select distinct d.id as demand_id, lower(d.email) as email_key, l.id as property_id, r.kind,
        d.goal, d.search,
        case when d.frequency = 'instant' then ${instantSlot}::text else 'day' end as slot
      from demands d
      cross join lateral unnest(d.zips) as zone(zip)
      join listing l on l.zip = zone.zip and l.goal = d.goal
      join recent r on r.property_id = l.id and r.occurred_at >= d.created_at
      where d.active and d.paused_at is null
        and (d.frequency <> 'weekly' or d.last_digest_at is null
          or d.last_digest_at <= ${at}::timestamptz - interval '7 days')
        and ${demandBounds}
        and not exists (
          select 1 from demand_alerts a
          where a.demand_id = d.id and a.property_id = l.id and a.change_kind = r.kind
        )
    ),
    persons as materialized (
      -- Written to at the address, and in the language, of the person's latest active demand.
      select k.email_key, k.slot, latest.email, latest.locale
      from (select distinct email_key, slot from matched) k
      cross join lateral (
        select d.email, d.locale from demands d
        where lower(d.email) = k.email_key and d.active
        order by d.created_at desc, d.id desc
        limit 1
      ) latest
      where not exists (
        select 1 from demand_digests g
        where g.email_key = k.email_key and g.day = ${day} and g.slot = k.slot
      )
    )
    select m.demand_id, m.email_key, p.email, p.locale, m.property_id, m.kind, m.goal, m.search,
      m.slot
    from matched m join persons p on p.email_key = m.email_key and p.slot = m.slot
  `)
  const rows = await passingSearch(tx, matches.rows, now)
  if (rows.length === 0) return []

  // A person's digest of the day and their instant one are two e-mails.
  const keyOf = (row: { email_key: string; slot: string }) => `${row.slot} ${row.email_key}`
  const persons = new Map(rows.map((row) => [keyOf(row), row]))
  const digests = await tx.execute<{ id: string; email_key: string; slot: string }>(sql`
    insert into demand_digests (email_key, day, slot, locale, created_at)
    -- The clock, not the transaction's start: demands registered after the run began, which the
    -- match above already saw, must count as registered before this e-mail (see unsubscribe.ts).
    select email_key, ${day}, slot, locale, clock_timestamp()
    from unnest(${sql.param([...persons.values()].map((person) => person.email_key))}::text[],
      ${sql.param([...persons.values()].map((person) => person.slot))}::text[],
      ${sql.param([...persons.values()].map((person) => person.locale))}::text[])
      as person(email_key, slot, locale)
    on conflict (email_key, day, slot) do nothing
    returning id, email_key, slot`)
  const digestOf = new Map(digests.rows.map((row) => [keyOf(row), row.id]))
  const wanted = rows.filter((row) => digestOf.has(keyOf(row)))
  if (wanted.length === 0) return []
  const demandPerson = new Map(
    wanted.map((row) => [Number(row.demand_id), persons.get(keyOf(row))!]),
  )
  const personOf = (demandId: number) => demandPerson.get(Number(demandId))!

  const alerts = await tx.execute<{ demand_id: number; property_id: number; kind: ChangeKind }>(
    sql`
    insert into demand_alerts (demand_id, property_id, change_kind)
    select * from unnest(${sql.param(wanted.map((row) => row.demand_id))}::integer[],
      ${sql.param(wanted.map((row) => row.property_id))}::integer[],
      ${sql.param(wanted.map((row) => row.kind))}::varchar[])
    on conflict do nothing
    returning demand_id, property_id, change_kind as kind`,
  )
  // A digest whose alerts another transaction claimed first would only block the person's day.
  const served = new Set(alerts.rows.map((row) => keyOf(personOf(row.demand_id))))
  const empty = [...digestOf].filter(([key]) => !served.has(key)).map(([, id]) => id)
  if (empty.length > 0) {
    await tx.execute(sql`delete from demand_digests where id = any(${sql.param(empty)}::uuid[])`)
  }
  return alerts.rows.map((row) => {
    const person = personOf(row.demand_id)
    return {
      digestId: digestOf.get(keyOf(person))!,
      demandId: Number(row.demand_id),
      emailKey: person.email_key,
      email: person.email,
      locale: person.locale,
      propertyId: Number(row.property_id),
      kind: row.kind,
    }
  })
}
