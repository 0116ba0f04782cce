import { sql } from 'drizzle-orm'
import { properties, propertyTypes, type MultiLang } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import { clusterListings, mappedExtent, type MapBounds, type MapCluster } from './map-clusters'
import type { SearchGoal } from './search-filters'
import { searchIndexFor } from './search-index'
import { listingTest } from './search-index-filter'
import type { SearchState } from './search-params'

/** A listing the map shows on its own, with what its marker and popup need. */
export type MapPoint = {
  id: number
  reference: string
  lat: number
  lng: number
  /** Null when the price is not published. */
  price: number | null
  publishPrice: boolean
  marquee: number | null
  status: string
  typeId: number
  /** What the marker's popup shows and links to (the price text and the detail URL). */
  priceUnit: number | null
  priceUnitText: string | null
  marqueeName: string | null
  title: MultiLang
  city: string
  typeSlug: MultiLang
  typeName: MultiLang
}

type PointRow = { version: string } & { [K in keyof MapPoint]: MapPoint[K] | null }

/** The listings of `ids` and the content version, in one snapshot. */
async function pointRows(db: Database, ids: number[]): Promise<PointRow[]> {
  const result = await db.execute<PointRow>(sql`
    select meta.version, point.*
    from (select version::text as version from content_version where id = 1) meta
    left join (
      select ${properties.id} as "id", ${properties.reference} as "reference",
        ${properties.lat} as "lat", ${properties.lng} as "lng",
        case when ${properties.publishPrice} then ${properties.price} end as "price",
        ${properties.publishPrice} as "publishPrice", ${properties.marquee} as "marquee",
        ${properties.status} as "status", ${properties.typeId} as "typeId",
        ${properties.priceUnit} as "priceUnit",
        ${properties.details} ->> 'priceUnitText' as "priceUnitText",
        ${properties.details} ->> 'marqueeName' as "marqueeName",
        ${properties.title} as "title", ${properties.city} as "city",
        ${propertyTypes.slug} as "typeSlug", ${propertyTypes.name} as "typeName"
      from ${properties}
      join ${propertyTypes} on ${propertyTypes.id} = ${properties.typeId}
      where ${properties.id} = any(${sql.param(ids)}::integer[])
        and ${properties.published} and ${properties.publishAddress}
    ) point on true
    order by point.id`)
  return result.rows
}

/**
 * What the map shows of a search in a view at a zoom level (docs/decisions/039-map-clusters.md):
 * clusters with their counts, and the listings that stand alone with their marker data. The
 * matches come from the search index (search-index.ts), which applies the list's filters; only
 * listings whose address is published are in it with a position. The listings shown alone are
 * read with the content version in one statement: if the version moved on since the index was
 * loaded, the index is loaded again and the view worked out again, so the counts and the points
 * are of one version.
 */
export async function searchMap(
  db: Database,
  {
    goal,
    state,
    zoom,
    view,
  }: { goal: SearchGoal; state: SearchState; zoom: number; view: MapBounds },
): Promise<{ clusters: MapCluster[]; points: MapPoint[] }> {
  const holder = searchIndexFor(db)
  let index = await holder.current()
  // Twice at most: while listings change without pause (an import), the answer after the second
  // try may mix two versions, its single listings still checked as published in their statement.
  for (let tries = 1; ; tries++) {
    const listings = index.goals[goal]
    const grid = clusterListings(listings, listingTest(index, state), zoom, view)
    const rows = await pointRows(
      db,
      grid.singles.map((at) => listings.id[at]!),
    )
    const version = rows[0]?.version
    if (version === undefined || BigInt(version) <= BigInt(index.version) || tries === 2) {
      const points = rows.filter((row) => row.id !== null) as unknown as MapPoint[]
      return { clusters: grid.clusters, points }
    }
    index = await holder.at(version)
  }
}

/**
 * How many matches of a search the map can show, and the bounds that hold them all: what the
 * page needs to place the map before it asks for what is in view.
 */
export async function searchMapExtent(
  db: Database,
  { goal, state }: { goal: SearchGoal; state: SearchState },
): Promise<{ count: number; bounds: MapBounds | null }> {
  const index = await searchIndexFor(db).current()
  return mappedExtent(index.goals[goal], listingTest(index, state))
}
