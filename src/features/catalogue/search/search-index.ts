import { sql, type SQL } from 'drizzle-orm'
import { logger } from '@/lib/logger'
import type { Database } from '@/server/db/types'
import { mercatorX, mercatorY } from './mercator'
import type { SearchGoal } from './search-filters'

/**
 * The columns the search filters on, of every published listing of one goal, one array per
 * column (docs/decisions/039-map-clusters.md). `lat`/`lng` are NaN when the map may not show the
 * listing (address not published, or no coordinates); the numbers filtered on are NaN when null,
 * so that no comparison matches them, as in SQL.
 */
export type IndexedListings = {
  size: number
  id: Int32Array
  typeId: Int32Array
  /** The published price (null when the price is not published), as the search filters on it. */
  price: Float64Array
  bedrooms: Float64Array
  bathrooms: Float64Array
  livingArea: Float64Array
  /** The first publication (created_at), in milliseconds since 1970. */
  createdAt: Float64Array
  /** Bit i set when the listing has features[i] (search-params.ts). */
  features: Uint8Array
  zip: string[]
  cityKey: string[]
  region: (string | null)[]
  epcLabel: (string | null)[]
  lat: Float64Array
  lng: Float64Array
  /** Web Mercator of lat/lng (mercator.ts), worked out once for the map's grid. */
  x: Float64Array
  y: Float64Array
}

/** The listings of both goals and the type tree, as one snapshot at one content version saw them. */
export type SearchIndex = {
  version: string
  goals: Record<SearchGoal, IndexedListings>
  typeIds: Set<number>
  /** The ids of each type's direct children. */
  children: Map<number, number[]>
}

/** One goal's columns as PostgreSQL packs them: numbers in binary, texts joined by a separator. */
type PackedGoal = {
  goal: number | null
  id: Buffer
  type_id: Buffer
  features: Buffer
  price: Buffer
  bedrooms: Buffer
  bathrooms: Buffer
  living_area: Buffer
  created_at: Buffer
  lat: Buffer
  lng: Buffer
  zip: string
  city_key: string
  region: string
  epc_label: string
}

type LoadedRow = {
  version: string | null
  types: [number, number | null][] | null
} & (PackedGoal | { [K in keyof PackedGoal]: null })

// ASCII's unit separator: in no postal code, town or label.
const separator = '\u001f'

/**
 * Reads every published listing and the type tree in one statement, so in one snapshot. Each
 * goal's columns come as one value each (int4send/float8send joined into a bytea, texts joined
 * by a separator), in id order: 100,000 listings load in a fraction of the time that as many
 * rows take to be sent and parsed one by one.
 */
export async function loadSearchIndex(db: Database): Promise<SearchIndex> {
  const numbers = (value: SQL, send: 'int4send' | 'float8send') =>
    sql`string_agg(${sql.raw(send)}(${value}), ''::bytea)`
  const texts = (value: SQL) => sql`string_agg(${value}, ${separator})`
  const nullable = (value: SQL) => sql`coalesce(${value}::float8, 'NaN'::float8)`
  const mapped = sql`p.publish_address and p.lat is not null and p.lng is not null`
  const result = await db.execute<LoadedRow>(sql`
    with meta as (
      select (select version::text from content_version where id = 1) as version,
        (select json_agg(json_build_array(id, parent_id)) from property_types) as types
    )
    select meta.version, meta.types, packed.*
    from meta left join (
      select p.goal,
        ${numbers(sql`p.id`, 'int4send')} as id,
        ${numbers(sql`p.type_id`, 'int4send')} as type_id,
        ${numbers(
          sql`p.has_garden::int | (p.has_terrace::int << 1) | (p.has_garage::int << 2)
            | (p.has_lift::int << 3) | (p.furnished::int << 4)`,
          'int4send',
        )} as features,
        ${numbers(nullable(sql`case when p.publish_price then p.price end`), 'float8send')} as price,
        ${numbers(nullable(sql`p.bedrooms`), 'float8send')} as bedrooms,
        ${numbers(nullable(sql`p.bathrooms`), 'float8send')} as bathrooms,
        ${numbers(nullable(sql`p.living_area`), 'float8send')} as living_area,
        ${numbers(sql`extract(epoch from p.created_at)::float8 * 1000`, 'float8send')} as created_at,
        ${numbers(nullable(sql`case when ${mapped} then p.lat end`), 'float8send')} as lat,
        ${numbers(nullable(sql`case when ${mapped} then p.lng end`), 'float8send')} as lng,
        ${texts(sql`p.zip`)} as zip,
        ${texts(sql`p.city_key`)} as city_key,
        ${texts(sql`coalesce(p.region, '')`)} as region,
        ${texts(sql`coalesce(p.epc_label, '')`)} as epc_label
      from properties p
      where p.published
      group by p.goal
    ) packed on true`)
  const [first] = result.rows
  if (!first?.version) throw new Error('content_version has no row')
  const typeIds = new Set<number>()
  const children = new Map<number, number[]>()
  for (const [id, parent] of first.types ?? []) {
    typeIds.add(id)
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), id])
  }
  const goal = (value: SearchGoal) => {
    const row = result.rows.find((candidate) => candidate.goal === value)
    return row && row.goal !== null ? unpack(row) : unpack(null)
  }
  return { version: first.version, goals: { 0: goal(0), 1: goal(1) }, typeIds, children }
}

function unpack(packed: PackedGoal | null): IndexedListings {
  const size = packed ? packed.id.length / 4 : 0
  const ints = (buffer: Buffer | undefined) =>
    Int32Array.from({ length: size }, (_, at) => buffer!.readInt32BE(at * 4))
  const doubles = (buffer: Buffer | undefined) =>
    Float64Array.from({ length: size }, (_, at) => buffer!.readDoubleBE(at * 8))
  const texts = (joined: string | undefined) => (size === 0 ? [] : joined!.split(separator))
  const orNull = (values: string[]) => values.map((value) => (value === '' ? null : value))
  const lat = doubles(packed?.lat)
  const lng = doubles(packed?.lng)
  return {
    size,
    id: ints(packed?.id),
    typeId: ints(packed?.type_id),
    price: doubles(packed?.price),
    bedrooms: doubles(packed?.bedrooms),
    bathrooms: doubles(packed?.bathrooms),
    livingArea: doubles(packed?.living_area),
    createdAt: doubles(packed?.created_at),
    features: Uint8Array.from(ints(packed?.features)),
    zip: texts(packed?.zip),
    cityKey: texts(packed?.city_key),
    region: orNull(texts(packed?.region)),
    epcLabel: orNull(texts(packed?.epc_label)),
    lat,
    lng,
    // NaN stays NaN: a listing the map may not show has no place on its grid.
    x: lng.map(mercatorX),
    y: lat.map(mercatorY),
  }
}

/**
 * The search index of one database, kept for the process and checked against PostgreSQL's
 * content version on every use, like the page cache and the search totals: a change to any
 * listing or type bumps the version (migration 0003's triggers), and the next use loads the
 * index again. Loads are shared: concurrent requests after a change wait for the same one.
 */
export class SearchIndexHolder {
  private index: SearchIndex | undefined
  private loading: Promise<SearchIndex> | undefined
  /** Loads since the process started (for the bench and tests). */
  loads = 0

  constructor(private readonly db: Database) {}

  /** The index at the content version PostgreSQL has now (or a newer one). */
  async current(): Promise<SearchIndex> {
    const result = await this.db.execute<{ version: string }>(
      sql`select version::text as version from content_version where id = 1`,
    )
    const version = result.rows[0]?.version
    if (version === undefined) throw new Error('content_version has no row')
    return this.at(version)
  }

  /** The index at `version` or a newer one: the one kept, else a fresh load. */
  async at(version: string): Promise<SearchIndex> {
    const wanted = BigInt(version)
    let index = this.index
    // A load already under way may have begun before `version` was written: then load again
    // (once: a version not committed yet is never seen by a load).
    for (let loads = 0; loads < 2 && (!index || BigInt(index.version) < wanted); loads++) {
      index = await this.load()
    }
    return index ?? this.load()
  }

  /** The index kept, whatever its version, without waiting for anything. */
  peek(): SearchIndex | undefined {
    return this.index
  }

  /**
   * Loads the index in the background when it is older than `version` (a search saw that
   * version): the next searches then count from it. A failed load is tried again next time.
   */
  refresh(version: string): void {
    if (this.index && BigInt(this.index.version) >= BigInt(version)) return
    this.at(version).catch((error: unknown) => {
      logger.warn({ err: error }, 'search index: loading failed; the search counts in SQL')
    })
  }

  private load(): Promise<SearchIndex> {
    this.loading ??= loadSearchIndex(this.db).then(
      (index) => {
        this.loads += 1
        this.loading = undefined
        if (!this.index || BigInt(index.version) >= BigInt(this.index.version)) this.index = index
        return index
      },
      (error: unknown) => {
        this.loading = undefined
        throw error
      },
    )
    return this.loading
  }
}

// One per database handle: each database has its own content version (tests use several).
const perDatabase = new WeakMap<object, SearchIndexHolder>()

export function searchIndexFor(db: Database): SearchIndexHolder {
  let holder = perDatabase.get(db)
  if (!holder) {
    holder = new SearchIndexHolder(db)
    perDatabase.set(db, holder)
  }
  return holder
}
