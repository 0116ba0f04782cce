import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm'
import { properties, propertyTypes } from '@/server/db/schema'
import { regionFromSlug } from '@/lib/belgium/epc'
import { placeKey } from '@/lib/belgium/place-key'
import { bboxBounds, boundsOfCorners, polygonCorners } from './map-area'
import type { MapBounds } from './map-clusters'
import { publishedPriceSql } from './published-price'
import { postalCodesNamed } from './postal-places'
import { newListingDays, type Feature, type SearchState } from './search-params'

export type SearchGoal = 0 | 1

const featureColumns = {
  garden: properties.hasGarden,
  terrace: properties.hasTerrace,
  garage: properties.hasGarage,
  lift: properties.hasLift,
  furnished: properties.furnished,
} as const satisfies Record<Feature, unknown>

/**
 * The chosen types and every type below them. Wrapped in array() so PostgreSQL evaluates the
 * tree walk once and then uses the result as an index condition on type_id.
 */
function typeCondition(ids: number[]): SQL {
  const idList = sql.join(
    ids.map((id) => sql`${id}::integer`),
    sql`, `,
  )
  return sql`${properties.typeId} = any(array(
    with recursive chosen(id) as (
      select ${propertyTypes.id} from ${propertyTypes} where ${propertyTypes.id} in (${idList})
      union
      select child.id from ${propertyTypes} child join chosen on child.parent_id = chosen.id
    )
    select id from chosen
  ))`
}

/**
 * Any of the places: a postal code matches the zip; a name matches the stored town or any postal
 * code so called. All the postal codes go into one `in` list, so a search of several towns still
 * uses the zip index.
 */
function placeCondition(places: string[]): SQL {
  const zips = new Set<string>()
  const keys = new Set<string>()
  for (const place of places) {
    if (/^\d{4}$/.test(place)) {
      zips.add(place)
    } else {
      keys.add(placeKey(place))
      for (const zip of postalCodesNamed(place)) zips.add(zip)
    }
  }
  const byZip = zips.size > 0 ? inArray(properties.zip, [...zips]) : undefined
  const byName = keys.size > 0 ? inArray(properties.cityKey, [...keys]) : undefined
  return (byZip && byName ? or(byName, byZip) : (byZip ?? byName)) as SQL
}

/**
 * Listings whose published position lies in the box: a listing whose address is not published
 * is in no area (trying areas would otherwise reveal where it is). A range on lat and lng that
 * properties_position_idx answers.
 */
function boxCondition(box: MapBounds): SQL {
  return sql`${properties.publishAddress}
    and ${properties.lat} between ${box.south} and ${box.north}
    and ${properties.lng} between ${box.west} and ${box.east}`
}

/**
 * Listings inside a drawn area: the box around it (on the index), then PostgreSQL's own
 * point-in-polygon test (`polygon @> point`, x the longitude), without PostGIS.
 */
function polygonCondition(polygon: string): SQL {
  const corners = polygonCorners(polygon)
  const outline = `(${corners.map(([lat, lng]) => `(${lng},${lat})`).join(',')})`
  return sql`${boxCondition(boundsOfCorners(corners))}
    and ${outline}::polygon @> point(${properties.lng}, ${properties.lat})`
}

const hour = 3_600_000

/**
 * The first-publication time from which a listing is "new this week". Whole hours, so that the
 * totals remembered for the filter (search-totals.ts keys on it) are used for an hour and the
 * statement and the search index compare with the same instant.
 */
export function newSince(now: Date): Date {
  return new Date(Math.floor(now.getTime() / hour) * hour - newListingDays * 24 * hour)
}

/**
 * The WHERE of a search: published listings of the goal that pass every filter of the state.
 * A price bound leaves out listings whose price is not published (their price is null here):
 * trying bounds would otherwise reveal it. search-index-filter.ts applies the same filters to the
 * search index (the map, and the totals): a new filter goes into both, and into the index's load.
 */
export function searchCondition(goal: SearchGoal, state: SearchState, now: Date): SQL {
  // Boolean columns are tested as such, not compared with a parameter, so PostgreSQL can prove
  // that the partial indexes (… where published) apply.
  const conditions: (SQL | undefined)[] = [sql`${properties.published}`, eq(properties.goal, goal)]
  if (state.type.length > 0) conditions.push(typeCondition(state.type))
  // On the published price, so that the price indexes can seek to the range.
  if (state.min !== undefined) conditions.push(gte(publishedPriceSql, state.min))
  if (state.max !== undefined) conditions.push(lte(publishedPriceSql, state.max))
  if (state.beds !== undefined) conditions.push(gte(properties.bedrooms, state.beds))
  if (state.baths !== undefined) conditions.push(gte(properties.bathrooms, state.baths))
  if (state.area !== undefined) conditions.push(gte(properties.livingArea, state.area))
  // The creation of the row is the first publication: the newest order sorts on it too.
  if (state.new) conditions.push(gte(properties.createdAt, newSince(now)))
  if (state.place.length > 0) conditions.push(placeCondition(state.place))
  if (state.region !== undefined) {
    conditions.push(eq(properties.region, regionFromSlug(state.region) ?? ''))
  }
  if (state.bbox !== undefined) conditions.push(boxCondition(bboxBounds(state.bbox)))
  if (state.polygon !== undefined) conditions.push(polygonCondition(state.polygon))
  for (const feature of state.features) conditions.push(sql`${featureColumns[feature]}`)
  if (state.epc.length > 0) conditions.push(inArray(properties.epcLabel, state.epc))
  return and(...conditions) as SQL
}
