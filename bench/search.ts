/**
 * Search and map latency over 100,000 generated listings (targets: p95 ≤ 10 ms per search, and
 * ≤ 15 ms per map request at every zoom level).
 * Run with `npm run bench:search`: an embedded PostgreSQL in data/bench (port 54391, or
 * BENCH_PG_PORT) is migrated, filled with generated listings and stopped at the end. Most
 * searches ask for pages 1 to 5; one in ten asks for a deep page (50 to 5,000), often beyond the
 * last, which shows the last page. Each search is measured as the site runs it (reusing a total
 * already counted for its filter set) and counting every time. The map is measured per zoom level
 * as /api/map-points answers it (docs/decisions/039-map-clusters.md): a view of 1,000 × 600 pixels
 * and the margin the map asks for around it, over Belgium at zoom 7 and around a random town
 * deeper in; plus the page's part (how many matches are on the map, and their bounds) and the
 * search index's load, which the first map request after a change to the listings waits for.
 */
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import postalCodes from '../src/lib/belgium/be-postal-codes.json'
import * as schema from '../src/server/db/schema'
import { runMigrations } from '../src/server/db/migrate'
import { startEmbeddedPostgres } from '../src/server/postgres/embedded'
import { generateDemo } from '../src/server/seed/demo/generate-demo'
import { createRng, type Rng } from '../src/server/seed/demo/prng'
import { epcLabelsOf } from '../src/lib/belgium/epc'
import { regions } from '../src/lib/belgium/region'
import {
  features,
  parseSearchParams,
  serializeSearchParams,
  regionFilters,
  sortOrders,
  type SearchState,
} from '../src/features/catalogue/search/search-params'
import {
  searchProperties,
  type SearchResult,
} from '../src/features/catalogue/search/search-properties'
import { searchMap, searchMapExtent } from '../src/features/catalogue/search/map-points'
import { loadSearchIndex, searchIndexFor } from '../src/features/catalogue/search/search-index'
import type { MapBounds } from '../src/features/catalogue/search/map-clusters'
import { SearchTotals, totalKey } from '../src/features/catalogue/search/search-totals'

const listings = 100_000
const searches = 500
const mapSearches = 200
const mapZooms = [7, 9, 11, 13, 15, 18]
const warmUp = 50
const database = 'bench_search'

type Db = ReturnType<typeof drizzle<typeof schema>>

async function seed(db: Db) {
  const demo = generateDemo({ today: new Date('2026-05-01T12:00:00Z') })
  await db.insert(schema.propertyTypes).values(demo.propertyTypes)
  await db.insert(schema.agents).values(demo.agents)
  await db.insert(schema.projects).values(demo.projects)
  // The demo listings are the templates: their texts, photos and details give the rows a
  // realistic width (and TOAST), the generated columns below give the search realistic spread.
  await db
    .insert(schema.properties)
    .values(demo.properties.map((row) => ({ ...row, projectId: null })))

  await db.execute(sql`
    select setval(pg_get_serial_sequence('properties', 'id'), (select max(id) from properties))`)

  const places = postalCodes.filter((row) => (regions as readonly string[]).includes(row.region))
  const column = <T>(read: (row: (typeof places)[number]) => T) => sql.param(places.map(read))
  await db.execute(sql`
    create temporary table bench_places as
    select (row_number() over () - 1)::integer as n, zip, city, region, lat, lng
    from unnest(
      ${column((row) => row.zip)}::text[], ${column((row) => row.locality)}::text[],
      ${column((row) => row.region)}::text[], ${column((row) => row.lat)}::float8[],
      ${column((row) => row.lng)}::float8[]
    ) as place(zip, city, region, lat, lng)`)
  await db.execute(sql`
    create temporary table bench_templates as
    select (row_number() over (order by id) - 1)::integer as n, * from properties`)
  const epc = (region: (typeof regions)[number]) => sql.param(epcLabelsOf(region))
  const epcCount = (region: (typeof regions)[number]) => epcLabelsOf(region).length

  const templateCount = demo.properties.length
  // hashint4 of the row number and a salt: deterministic, so every run measures the same data.
  const h = (salt: number) => sql.raw(`abs(hashint4(g * 7919 + ${salt}))`)
  for (let start = 1; start <= listings - templateCount; start += 10_000) {
    const end = Math.min(start + 9_999, listings - templateCount)
    await db.execute(sql`
      insert into properties (
        reference, goal, type_id, status, published, publish_price, price, price_unit, marquee,
        publish_address, street, house_number, box_nr, zip, city, country_id, region, lat, lng,
        bedrooms, bathrooms, living_area, plot_area, epc_value, epc_label, has_garden, has_terrace,
        has_garage, has_lift, furnished, title, description, details, photos, agent_id,
        created_at, updated_at, reduced_from
      )
      select
        'B' || g, t.goal, t.type_id, t.status, ${h(1)} % 100 >= 3,
        t.publish_price and ${h(2)} % 100 >= 4,
        (t.price * (0.55 + (${h(3)} % 1000) / 1000.0))::integer, t.price_unit, t.marquee,
        ${h(4)} % 100 >= 5, t.street, t.house_number, t.box_nr, p.zip, p.city, 10, p.region,
        p.lat + ((${h(5)} % 2001) - 1000) / 200000.0, p.lng + ((${h(6)} % 2001) - 1000) / 150000.0,
        case when t.bedrooms is null then null else greatest(0, t.bedrooms + ${h(7)} % 3 - 1) end,
        t.bathrooms, (t.living_area * (0.8 + (${h(8)} % 400) / 1000.0))::integer, t.plot_area,
        t.epc_value,
        case p.region
          when 'Flanders' then (${epc('Flanders')}::text[])[1 + ${h(9)} % ${epcCount('Flanders')}]
          when 'Wallonia' then (${epc('Wallonia')}::text[])[1 + ${h(9)} % ${epcCount('Wallonia')}]
          else (${epc('Brussels')}::text[])[1 + ${h(9)} % ${epcCount('Brussels')}]
        end,
        t.has_garden <> (${h(10)} % 5 = 0), t.has_terrace <> (${h(11)} % 5 = 0),
        t.has_garage <> (${h(12)} % 5 = 0), t.has_lift <> (${h(13)} % 8 = 0),
        t.furnished <> (${h(14)} % 10 = 0),
        t.title, t.description, t.details, t.photos, t.agent_id,
        now() - make_interval(mins => ${h(15)} % (730 * 24 * 60)),
        now() - make_interval(mins => ${h(15)} % (730 * 24 * 60)),
        -- One listing in twelve lowered by 1 to 25 % (the price trigger's column, written here).
        case when ${h(17)} % 12 = 0 then ((t.price * (0.55 + (${h(3)} % 1000) / 1000.0))::integer
          / (0.99 - (${h(18)} % 240) / 1000.0))::integer end
      from generate_series(${start}::integer, ${end}::integer) as g
      join bench_templates t on t.n = g % ${templateCount}
      join bench_places p on p.n = ${h(16)} % ${places.length}`)
  }
  await db.execute(sql`vacuum analyze`)
}

const cities = ['Gent', 'Antwerpen', 'Liège', 'Bruxelles', 'Namur', 'Leuven', 'Brugge', 'Mons']
const zips = ['9000', '2000', '4000', '1000', '5000', '3000', '8000', '1050', '1348', '8300']
// Gent, Antwerpen, Liège, Brussels, Namur, Leuven.
const areaCentres: [number, number][] = [
  [51.05, 3.72],
  [51.22, 4.4],
  [50.63, 5.57],
  [50.85, 4.35],
  [50.47, 4.87],
  [50.88, 4.7],
]
const typeChoices = [['1'], ['2'], ['11'], ['21', '22'], ['3'], ['4', '5'], ['13', '14'], ['7']]

function randomSearch(rng: Rng): { goal: 0 | 1; state: SearchState } {
  const params = new URLSearchParams()
  if (rng.chance(0.3)) for (const type of rng.pick(typeChoices)) params.append('type', type)
  if (rng.chance(0.3)) {
    const min = rng.int(0, 8) * 50_000
    params.set('min', String(min))
    if (rng.chance(0.6)) params.set('max', String(min + rng.int(1, 6) * 50_000))
  }
  if (rng.chance(0.25)) params.set('beds', String(rng.int(1, 4)))
  if (rng.chance(0.2)) params.set('place', rng.chance(0.5) ? rng.pick(zips) : rng.pick(cities))
  if (rng.chance(0.2)) params.set('region', rng.pick(regionFilters))
  if (rng.chance(0.2)) {
    for (const feature of rng.shuffle(features).slice(0, rng.int(1, 2))) {
      params.append('features', feature)
    }
  }
  if (rng.chance(0.1))
    for (const label of ['a', 'b', 'c'].slice(0, rng.int(1, 3))) params.append('epc', label)
  params.set('sort', rng.pick(sortOrders))
  const pageDraw = rng.next()
  params.set(
    'page',
    String(pageDraw < 0.6 ? 1 : pageDraw < 0.9 ? rng.int(2, 5) : rng.int(50, 5000)),
  )
  // Drawn last, so the draws above give the same searches as before these filters came.
  if (rng.chance(0.1)) params.set('baths', String(rng.int(1, 3)))
  if (rng.chance(0.15)) params.set('area', String(rng.int(5, 20) * 10))
  if (rng.chance(0.1)) params.set('new', '1')
  const goal: 0 | 1 = rng.chance(0.6) ? 0 : 1
  // The map's areas: a searched view of a town (about 10 × 7 km) or a drawn triangle around one.
  const [lat, lng] = rng.pick(areaCentres)
  const around = (dLat: number, dLng: number) => [(lat + dLat).toFixed(5), (lng + dLng).toFixed(5)]
  if (rng.chance(0.1)) params.set('bbox', [...around(-0.03, -0.07), ...around(0.03, 0.07)].join())
  else if (rng.chance(0.05)) {
    params.set(
      'polygon',
      [...around(-0.05, -0.08), ...around(0.06, 0), ...around(-0.05, 0.08)].join(),
    )
  }
  return { goal, state: parseSearchParams(params) }
}

/**
 * What the map asks for at a zoom level around a point: a 1,000 × 600 pixel view and half of it
 * again on each side (leaflet-map.ts), in Web Mercator as Leaflet's tiles.
 */
function mapView(lat: number, lng: number, zoom: number): MapBounds {
  const world = 256 * 2 ** zoom
  const x = (lng + 180) / 360
  const y = 0.5 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI)
  const [halfWidth, halfHeight] = [1000 / world, 600 / world]
  const latOf = (my: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * my))) * 180) / Math.PI
  return {
    south: latOf(y + halfHeight),
    north: latOf(y - halfHeight),
    west: (x - halfWidth) * 360 - 180,
    east: (x + halfWidth) * 360 - 180,
  }
}

type Sample = { label: string; ms: number; search?: string }

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
}

function table(samples: Sample[]) {
  const groups = new Map<string, number[]>()
  for (const { label, ms } of samples) {
    const keys = label.startsWith('map') ? [label] : ['search (all)', label]
    for (const key of keys) groups.set(key, [...(groups.get(key) ?? []), ms])
  }
  const rows = [...groups].map(([label, values]) => {
    const sorted = [...values].sort((a, b) => a - b)
    return {
      query: label,
      calls: sorted.length,
      'median ms': quantile(sorted, 0.5).toFixed(2),
      'p95 ms': quantile(sorted, 0.95).toFixed(2),
      'max ms': (sorted.at(-1) ?? Number.NaN).toFixed(2),
    }
  })
  console.table(rows)
}

async function main() {
  const cluster = await startEmbeddedPostgres({
    dataDir: 'data/bench/postgres',
    port: Number(process.env.BENCH_PG_PORT ?? 54391),
    database: 'postgres',
    log: (message) => console.log(message),
  })
  const server = cluster.url.replace(/\/postgres$/, '')
  // BENCH_REUSE=1 keeps the generated database of the previous run (to try an index by hand).
  const reuse = process.env.BENCH_REUSE === '1'
  const admin = new pg.Client({ connectionString: cluster.url })
  await admin.connect()
  const exists = await admin.query('select 1 from pg_database where datname = $1', [database])
  if (!reuse || exists.rowCount === 0) {
    await admin.query(`drop database if exists ${database} with (force)`)
    await admin.query(`create database ${database}`)
  }
  await admin.end()
  const url = `${server}/${database}`
  const pool = new pg.Pool({ connectionString: url, max: 4 })
  try {
    await runMigrations(url)
    const db = drizzle(pool, { schema })
    let started = performance.now()
    const [{ count } = { count: 0 }] = (
      await pool.query<{ count: number }>('select count(*)::integer as count from properties')
    ).rows
    if (count !== listings) {
      await seed(db)
      console.log(
        `generated ${listings} listings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      )
    }

    const rng = createRng(2026, 'bench-search')
    const runs = Array.from({ length: warmUp + searches }, () => randomSearch(rng))
    // Each search runs three times: as the site runs it (a total already counted for the same
    // filter set at the same content version is reused, else the search index counts it),
    // counting every time from the search index (a filter set not seen before), and counting
    // every time in SQL (the first searches after a change, before the index is loaded again).
    // They rotate which goes first, so that all see the same noise and the same warm buffers.
    const remembered = new SearchTotals()
    const index = searchIndexFor(db)
    await index.current()
    const modes = {
      remembered: { totals: remembered, index },
      counted: { totals: null, index },
      sql: { totals: null, index: null },
    }
    type Mode = keyof typeof modes
    const names = Object.keys(modes) as Mode[]
    const samples: Record<Mode, Sample[]> = { remembered: [], counted: [], sql: [] }
    let matched = 0
    for (const [at, run] of runs.entries()) {
      const order = [...names.slice(at % 3), ...names.slice(0, at % 3)]
      for (const mode of order) {
        started = performance.now()
        const result: SearchResult = await searchProperties(db, { ...run, ...modes[mode] })
        const ms = performance.now() - started
        if (at < warmUp) continue
        samples[mode].push({
          label:
            run.state.bbox || run.state.polygon
              ? `search in a map area (${run.state.bbox ? 'bbox' : 'polygon'})`
              : `search sort=${run.state.sort}`,
          ms,
          search: `goal=${run.goal} ${serializeSearchParams(run.state)} → ${result.total}`,
        })
        if (mode === 'counted') matched += result.total
      }
      if (at === warmUp - 1) {
        remembered.hits = 0
        remembered.misses = 0
      }
    }
    const mapSamples: Sample[] = []
    const loads: number[] = []
    for (let load = 0; load < 5; load++) {
      started = performance.now()
      await loadSearchIndex(db)
      loads.push(performance.now() - started)
    }
    const places = (
      await pool.query<{ lat: number; lng: number }>(
        'select lat, lng from properties where lat is not null order by id',
      )
    ).rows
    for (const [at, run] of runs.slice(0, warmUp + mapSearches).entries()) {
      const measured = at >= warmUp
      started = performance.now()
      await searchMapExtent(db, run)
      if (measured) mapSamples.push({ label: 'map extent (page)', ms: performance.now() - started })
      // Over Belgium, then deeper in around a listing's town (most views hold some matches).
      const place = rng.pick(places)
      for (const zoom of mapZooms) {
        const view =
          zoom === mapZooms[0] ? mapView(50.5, 4.47, zoom) : mapView(place.lat, place.lng, zoom)
        started = performance.now()
        await searchMap(db, { ...run, zoom, view })
        const ms = performance.now() - started
        if (measured) mapSamples.push({ label: `map zoom ${String(zoom).padStart(2)}`, ms })
      }
    }
    const mean = Math.round(matched / searches)
    const filterSets = new Set(runs.slice(warmUp).map((run) => totalKey(run.goal, run.state)))
    console.log(
      `${searches} searches (${mean} matches on average, ${filterSets.size} different filter ` +
        `sets), ${mapSearches} map searches, ${listings} listings.`,
    )
    console.log(
      `As the site runs (a total counted before for the same filter set and content version is ` +
        `reused, else the search index counts it): ${remembered.hits} of ${searches} searches ` +
        `took a remembered or indexed total, ${remembered.misses} counted in SQL:`,
    )
    table(samples.remembered)
    console.log(
      `Map requests (${mapSearches} searches, each at zoom ${mapZooms.join(', ')}); the search ` +
        `index loaded in ${loads.map((ms) => ms.toFixed(0)).join(', ')} ms (five loads):`,
    )
    table(mapSamples)
    const titles: Record<Mode, string> = {
      remembered: 'as the site runs',
      counted: 'counting every search with the search index',
      sql: 'counting every search in SQL',
    }
    console.log(
      'Counting every search with the search index (a filter set not counted before at the ' +
        'current version):',
    )
    table(samples.counted)
    console.log(
      'Counting every search in SQL (the first searches after a change, while the search index ' +
        'is loaded again):',
    )
    table(samples.sql)
    for (const mode of names) {
      console.log(`slowest searches (${titles[mode]}):`)
      for (const sample of samples[mode].sort((a, b) => b.ms - a.ms).slice(0, 5)) {
        console.log(`  ${sample.ms.toFixed(2)} ms  ${sample.search}`)
      }
    }
  } finally {
    await pool.end()
    // A cluster this run found running (BENCH_REUSE while experimenting) is left running.
    if (cluster.startedHere) await cluster.stop()
  }
}

await main()
