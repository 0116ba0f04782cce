import 'server-only'
import { and, asc, eq, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { db } from '@/server/db/client'
import { agents, priceChanges, properties, propertyTypes } from '@/server/db/schema'
import { isRegion } from '@/lib/belgium/region'
import {
  propertyDetailsSchema,
  type PropertyDetails,
} from '@/features/catalogue/property-details-schema'
import type { AgentView, PropertySummary, PropertyTypeView, PropertyView } from './types'
import type { Database } from '@/server/db/types'

/** The contact person's columns, as the property and project pages select them. */
export const agentColumns = {
  id: agents.id,
  firstName: agents.firstName,
  lastName: agents.lastName,
  email: agents.email,
  phone: agents.phone,
  photo: agents.photo,
  role: agents.role,
  languages: agents.languages,
  slug: agents.slug,
}

const parentType = alias(propertyTypes, 'parent_type')

/**
 * The `details` document, field by field: a field the schema rejects is left out instead of
 * taking the whole page down (an old or hand-edited row must still render).
 */
export function parseDetails(raw: unknown): PropertyDetails {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {}
  const whole = propertyDetailsSchema.safeParse(raw)
  if (whole.success) return whole.data
  const shape = propertyDetailsSchema.shape
  const details: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (!Object.hasOwn(shape, key)) continue
    const field = shape[key as keyof typeof shape].safeParse(value)
    if (field.success && field.data !== undefined) details[key] = field.data
  }
  return details as PropertyDetails
}

const summaryColumns = {
  id: properties.id,
  reference: properties.reference,
  goal: properties.goal,
  status: properties.status,
  publishPrice: properties.publishPrice,
  price: properties.price,
  priceUnit: properties.priceUnit,
  marquee: properties.marquee,
  zip: properties.zip,
  city: properties.city,
  region: properties.region,
  lat: properties.lat,
  lng: properties.lng,
  bedrooms: properties.bedrooms,
  livingArea: properties.livingArea,
  title: properties.title,
  photos: properties.photos,
  details: properties.details,
  typeId: propertyTypes.id,
  typeParentId: propertyTypes.parentId,
  typeWebId: propertyTypes.webId,
  typeName: propertyTypes.name,
  typeSlug: propertyTypes.slug,
  parentId: parentType.id,
  parentWebId: parentType.webId,
  parentName: parentType.name,
  parentSlug: parentType.slug,
}

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null
}

function typeOf(row: SummaryRow): PropertyTypeView {
  return {
    id: row.typeId ?? 0,
    parentId: row.typeParentId ?? null,
    webId: row.typeWebId ?? 0,
    name: row.typeName ?? {},
    slug: row.typeSlug ?? {},
    parent:
      row.parentId !== null
        ? {
            id: row.parentId,
            webId: row.parentWebId ?? 0,
            name: row.parentName ?? {},
            slug: row.parentSlug ?? {},
          }
        : null,
  }
}

export function toSummary(row: SummaryRow): PropertySummary {
  return {
    id: row.id ?? 0,
    reference: row.reference ?? '',
    goal: row.goal ?? 0,
    status: row.status ?? 'available',
    publishPrice: row.publishPrice ?? true,
    price: row.price ?? null,
    priceUnit: row.priceUnit ?? null,
    marquee: row.marquee ?? null,
    zip: row.zip ?? '',
    city: row.city ?? '',
    region: isRegion(row.region) ? row.region : null,
    lat: row.lat ?? null,
    lng: row.lng ?? null,
    bedrooms: row.bedrooms ?? null,
    livingArea: row.livingArea ?? null,
    title: row.title ?? {},
    photos: Array.isArray(row.photos) ? row.photos : [],
    details: parseDetails(row.details),
    type: typeOf(row),
  }
}

/** The select every card query starts from: a property joined with its type and that type's parent. */
export function selectSummaries(database: Database) {
  return database
    .select(summaryColumns)
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .leftJoin(parentType, eq(parentType.id, propertyTypes.parentId))
}

/**
 * The published property with this reference, with its type (and the type's parent) and its
 * contact person; null when there is none. Sold and rented properties stay published and are
 * shown with their marquee.
 */
export async function loadPropertyByReference(
  reference: string,
  database: Database = db(),
): Promise<PropertyView | null> {
  const ref = reference.trim()
  if (!ref || ref.length > 64) return null
  const [row] = await database
    .select({
      ...summaryColumns,
      published: properties.published,
      publishAddress: properties.publishAddress,
      street: properties.street,
      houseNumber: properties.houseNumber,
      boxNr: properties.boxNr,
      countryId: properties.countryId,
      bathrooms: properties.bathrooms,
      plotArea: properties.plotArea,
      epcValue: properties.epcValue,
      epcLabel: properties.epcLabel,
      hasGarden: properties.hasGarden,
      hasTerrace: properties.hasTerrace,
      hasGarage: properties.hasGarage,
      hasLift: properties.hasLift,
      furnished: properties.furnished,
      description: properties.description,
      floorPlans: properties.floorPlans,
      projectId: properties.projectId,
      createdAt: properties.createdAt,
      updatedAt: properties.updatedAt,
      reducedFrom: sql<number | null>`case when ${properties.publishPrice}
        and ${properties.reducedFrom} > ${properties.price} then ${properties.reducedFrom} end`,
      // A hidden price has no history to show either: its old prices would give it away.
      priceHistory: sql<{ previousPrice: number; price: number; changedAt: string }[] | null>`(
        select json_agg(json_build_object('previousPrice', c.previous_price, 'price', c.price,
          'changedAt', c.changed_at) order by c.changed_at, c.id)
        from ${priceChanges} c
        where c.property_id = ${properties.id} and ${properties.publishPrice})`,
      agent: agentColumns,
    })
    .from(properties)
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .leftJoin(parentType, eq(parentType.id, propertyTypes.parentId))
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .where(and(eq(properties.reference, ref), eq(properties.published, true)))
    .limit(1)
  if (!row) return null
  const agent: AgentView | null = row.agent ? { ...row.agent } : null
  return {
    ...toSummary(row),
    published: row.published,
    publishAddress: row.publishAddress,
    street: row.street,
    houseNumber: row.houseNumber,
    boxNr: row.boxNr,
    countryId: row.countryId,
    bathrooms: row.bathrooms,
    plotArea: row.plotArea,
    epcValue: row.epcValue,
    epcLabel: row.epcLabel,
    hasGarden: row.hasGarden,
    hasTerrace: row.hasTerrace,
    hasGarage: row.hasGarage,
    hasLift: row.hasLift,
    furnished: row.furnished,
    floorPlans: row.floorPlans,
    description: row.description,
    projectId: row.projectId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    reducedFrom: row.reducedFrom,
    priceHistory: (row.priceHistory ?? []).map((change) => ({
      ...change,
      changedAt: new Date(change.changedAt),
    })),
    agent,
  }
}

/** How far apart (price ±30 %) a similar property's price may be. */
export const similarPriceMargin = 0.3

/**
 * Up to `limit` published properties like this one: same goal, same root type, a price within
 * ±30 % (when this one has a price), never itself. Available ones come first, then those under
 * option, then sold or rented ones; within each, the nearest first when both have coordinates,
 * otherwise the closest price.
 */
export async function similarProperties(
  property: Pick<PropertySummary, 'id' | 'goal' | 'price' | 'lat' | 'lng' | 'type'>,
  limit = 4,
  database: Database = db(),
): Promise<PropertySummary[]> {
  if (limit <= 0) return []
  const rootId = property.type.parent?.id ?? property.type.parentId ?? property.type.id
  const conditions: SQL[] = [
    eq(properties.published, true),
    eq(properties.goal, property.goal),
    ne(properties.id, property.id),
    or(eq(propertyTypes.id, rootId), eq(propertyTypes.parentId, rootId))!,
  ]
  if (property.price !== null && property.price > 0) {
    conditions.push(
      gte(properties.price, Math.floor(property.price * (1 - similarPriceMargin))),
      lte(properties.price, Math.ceil(property.price * (1 + similarPriceMargin))),
    )
  }
  const statusRank = sql`case ${properties.status} when 'available' then 0 when 'option' then 1 else 2 end`
  const order: SQL[] = [asc(statusRank)]
  if (property.lat !== null && property.lng !== null) {
    // An equirectangular distance is exact enough to rank places within a country.
    const scale = Math.cos((property.lat * Math.PI) / 180)
    order.push(
      sql`(power(${properties.lat} - ${property.lat}, 2) + power((${properties.lng} - ${property.lng}) * ${scale}, 2)) asc nulls last`,
    )
  }
  if (property.price !== null) order.push(sql`abs(${properties.price} - ${property.price}) asc`)
  order.push(asc(properties.id))
  const rows = await selectSummaries(database)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit)
  return rows.map(toSummary)
}

/** The published properties of a project (its "constructions"), cheapest first. */
export async function projectConstructions(
  projectId: number,
  database: Database = db(),
): Promise<PropertySummary[]> {
  const rows = await selectSummaries(database)
    .where(and(eq(properties.projectId, projectId), eq(properties.published, true)))
    .orderBy(asc(properties.price), asc(properties.id))
  return rows.map(toSummary)
}
