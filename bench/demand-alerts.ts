/**
 * Demand alerts at scale: 10,000 registered demands matched against a day of listing changes over
 * 100,000 listings ("seconds, not minutes", issue 4). Run with `npm run bench:alerts`: an embedded
 * PostgreSQL in data/bench-alerts (port BENCH_ALERTS_PG_PORT, default 54393) is migrated and
 * filled, the changes are made through the real trigger, then the matching alone (rolled back,
 * five times) and one real run (matching, digests and their e-mails queued in the outbox) are
 * timed. The data are generated deterministically, so every run measures the same work.
 */
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import postalCodes from '../src/lib/belgium/be-postal-codes.json'
import * as schema from '../src/server/db/schema'
import { closeBenchDatabase, freshBenchDatabase } from './bench-database'
import { seedDatabase } from '../src/server/seed/seed-all'
import { claimDigests } from '../src/features/demand-alerts/match-demands'
import { runDemandAlerts } from '../src/features/demand-alerts/run-alerts'
import { regions } from '../src/lib/belgium/region'

const listings = 100_000
const demandCount = 10_000
const newListings = 450
const priceDrops = 250
const backOnMarket = 100
const database = 'bench_alerts'
// Signed links need a secret; the bench's own, never a deployment's.
process.env.APP_SECRET ??= 'bench-secret-0123456789abcdef0123456789abcdef'

type Db = ReturnType<typeof drizzle<typeof schema>>

// hashint4 of the row number and a salt: deterministic pseudo-random numbers in SQL.
const h = (salt: number) => sql.raw(`abs(hashint4(g * 7919 + ${salt}))`)

async function generate(db: Db, url: string) {
  // Configuration, pages, types and the 60 demo listings (the seed records no changes).
  await seedDatabase(url, { onlyIfEmpty: false, today: new Date('2026-05-01T12:00:00Z') })
  const places = postalCodes.filter((row) => (regions as readonly string[]).includes(row.region))
  const param = <T>(read: (row: (typeof places)[number]) => T) => sql.param(places.map(read))
  await db.transaction(async (tx) => {
    // Loading the catalogue is not news either.
    await tx.execute(sql`set local agency.listing_changes = 'off'`)
    await tx.execute(sql`
      create table bench_places as
      select (row_number() over (order by zip) - 1)::integer as n, zip, city, region
      from unnest(${param((r) => r.zip)}::text[], ${param((r) => r.locality)}::text[],
        ${param((r) => r.region)}::text[]) as place(zip, city, region)`)
    await tx.execute(sql`
      create table bench_templates as
      select (row_number() over (order by id) - 1)::integer as n, * from properties`)
    await tx.execute(sql`
      insert into properties (
        reference, goal, type_id, status, published, publish_price, price, price_unit, zip, city,
        region, bedrooms, bathrooms, living_area, title, description, details, photos, agent_id,
        created_at
      )
      select 'B' || g, t.goal, t.type_id, 'available', ${h(1)} % 100 >= 3, t.publish_price,
        (t.price * (0.55 + (${h(3)} % 1000) / 1000.0))::integer, t.price_unit, p.zip, p.city,
        p.region,
        case when t.bedrooms is null then null else greatest(0, t.bedrooms + ${h(7)} % 3 - 1) end,
        t.bathrooms, t.living_area, t.title, t.description, t.details, t.photos, t.agent_id,
        now() - make_interval(days => 30 + ${h(15)} % 700)
      from generate_series(1, ${listings - 60}) as g
      join bench_templates t on t.n = g % (select count(*) from bench_templates)
      join bench_places p on p.n = ${h(16)} % (select count(*) from bench_places)`)
  })

  // 10,000 demands from about 7,500 people (some register for buying and renting, or two areas):
  // a goal, one to three types, a cluster of neighbouring postal codes (1 to 15), a price range
  // that fits the goal and, often, bounds on rooms.
  await db.execute(sql`
    insert into demands (
      email, locale, goal, price_min, price_max, bedrooms_min, bedrooms_max, bathrooms_min,
      garages_min, parkings_min, type_ids, zips, created_at
    )
    select
      'person' || (g % 7500) || '@bench.example',
      (array['nl', 'fr', 'en', 'de'])[1 + ${h(21)} % 4],
      goal,
      case when ${h(22)} % 100 < 70 then (case goal when 0 then 100000 + ${h(23)} % 400000 else 500 + ${h(23)} % 1000 end) end,
      case when ${h(24)} % 100 < 80 then (case goal when 0 then 250000 + ${h(25)} % 700000 else 900 + ${h(25)} % 2000 end) end,
      case when ${h(26)} % 100 < 60 then 1 + ${h(27)} % 4 end,
      case when ${h(28)} % 100 < 10 then 3 + ${h(29)} % 3 end,
      case when ${h(30)} % 100 < 20 then 1 + ${h(31)} % 2 end,
      case when ${h(32)} % 100 < 15 then 1 end,
      case when ${h(33)} % 100 < 10 then 1 end,
      (array[array[1, 1, 1], array[2, 2, 2], array[1, 2, 2], array[11, 14, 14], array[21, 22, 23],
        array[3, 3, 3], array[4, 5, 5], array[1, 2, 3], array[13, 13, 13], array[7, 7, 7]])
        [1 + ${h(34)} % 10 : 1 + ${h(34)} % 10][1:3],
      array(
        select zip from bench_places
        where n between ${h(35)} % (select count(*) from bench_places)
          and ${h(35)} % (select count(*) from bench_places) + ${h(36)} % 15
      ),
      now() - make_interval(days => 1 + ${h(37)} % 300)
    from (select g, case when ${h(20)} % 100 < 65 then 0 else 1 end as goal
          from generate_series(1, ${demandCount}) as g) as d`)
  await db.execute(sql`update demands set type_ids = array(select distinct unnest(type_ids))`)
  await db.execute(sql`vacuum analyze`)
}

/** A realistic day: new listings, price cuts and listings back on the market, through the trigger. */
async function makeChanges(db: Db) {
  await db.execute(sql`
    insert into properties (
      reference, goal, type_id, status, published, publish_price, price, price_unit, zip, city,
      region, bedrooms, bathrooms, living_area, title, description, details, photos, agent_id
    )
    select 'N' || g, t.goal, t.type_id, 'available', true, t.publish_price,
      (t.price * (0.6 + (${h(41)} % 800) / 1000.0))::integer, t.price_unit, p.zip, p.city, p.region,
      t.bedrooms, t.bathrooms, t.living_area, t.title, t.description, t.details, t.photos,
      t.agent_id
    from generate_series(1, ${newListings}) as g
    join bench_templates t on t.n = g % (select count(*) from bench_templates)
    join bench_places p on p.n = ${h(42)} % (select count(*) from bench_places)`)
  await db.execute(sql`
    update properties set price = (price * 0.95)::integer
    where id in (select id from properties where published and status = 'available'
      and reference like 'B%' and price is not null order by hashint4(id) limit ${priceDrops})`)
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local agency.listing_changes = 'off'`)
    await tx.execute(sql`
      update properties set status = 'sold'
      where id in (select id from properties where published and reference like 'B%'
        order by hashint4(id + 17) limit ${backOnMarket})`)
  })
  await db.execute(sql`update properties set status = 'available' where status = 'sold'
    and reference like 'B%'`)
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

async function main() {
  const bench = await freshBenchDatabase({
    dataDir: 'data/bench-alerts/postgres',
    port: Number(process.env.BENCH_ALERTS_PG_PORT ?? 54393),
    database,
  })
  const { url, pool } = bench
  try {
    const db = drizzle(pool, { schema })
    let started = performance.now()
    await generate(db, url)
    console.log(
      `generated ${listings} listings and ${demandCount} demands in ${seconds(performance.now() - started)}`,
    )
    await makeChanges(db)
    await db.execute(sql`analyze`)
    const counts = await pool.query<{ kind: string; count: number }>(
      'select kind, count(*)::integer as count from listing_changes group by kind order by kind',
    )
    console.log(
      `a day of changes: ${counts.rows.map((row) => `${row.count} ${row.kind}`).join(', ')}`,
    )

    const now = new Date()
    const matching: number[] = []
    let matched = 0
    class Rollback extends Error {}
    for (let round = 0; round < 5; round++) {
      started = performance.now()
      await db
        .transaction(async (tx) => {
          matched = (await claimDigests(tx, now)).length
          throw new Rollback()
        })
        .catch((error: unknown) => {
          if (!(error instanceof Rollback)) throw error
        })
      matching.push(performance.now() - started)
    }
    matching.sort((a, b) => a - b)
    console.log(
      `matching ${demandCount} demands (set-based, rolled back), 5 runs: ` +
        `median ${seconds(matching[2]!)}, max ${seconds(matching[4]!)}; ${matched} alerts`,
    )

    started = performance.now()
    const result = await runDemandAlerts(db, { origin: 'https://www.example.be', now })
    const full = performance.now() - started
    const queued = await pool.query<{ count: number }>(
      "select count(*)::integer as count from outbox_messages where kind = 'demand-digest'",
    )
    console.log(
      `one run (matching, digests, ${queued.rows[0]?.count} e-mails queued in the outbox): ` +
        `${seconds(full)}; ${result.alerts} alerts for ${result.digests} people`,
    )
    started = performance.now()
    const again = await runDemandAlerts(db, { origin: 'https://www.example.be', now })
    console.log(
      `the next run the same day: ${seconds(performance.now() - started)}, ` +
        `${again.digests} e-mails (nothing is sent twice)`,
    )
  } finally {
    await closeBenchDatabase(bench)
  }
}

await main()
