import { and, asc, eq, sql } from 'drizzle-orm'
import {
  ownerProperties,
  properties,
  propertyTypes,
  propertyViewsDaily,
  type MultiLang,
  type Photo,
} from '@/server/db/schema'
import type { Database } from '@/server/db/types'

export type OwnerProperty = {
  id: number
  reference: string
  goal: number
  status: string
  published: boolean
  title: MultiLang
  street: string | null
  houseNumber: string | null
  zip: string
  city: string
  typeSlug: MultiLang
  photo: Photo | null
  totalViews: number
}

const columns = {
  id: properties.id,
  reference: properties.reference,
  goal: properties.goal,
  status: properties.status,
  published: properties.published,
  title: properties.title,
  street: properties.street,
  houseNumber: properties.houseNumber,
  zip: properties.zip,
  city: properties.city,
  typeSlug: propertyTypes.slug,
  photo: sql<Photo | null>`${properties.photos} -> 0`,
  totalViews: sql<number>`(select coalesce(sum(${propertyViewsDaily.views}), 0)::int
    from ${propertyViewsDaily} where ${propertyViewsDaily.propertyId} = ${properties.id})`,
}

/** The owner's properties, by reference. Every portal query starts from the owner's id. */
export function listOwnerProperties(database: Database, ownerId: number): Promise<OwnerProperty[]> {
  return database
    .select(columns)
    .from(ownerProperties)
    .innerJoin(properties, eq(properties.id, ownerProperties.propertyId))
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .where(eq(ownerProperties.ownerId, ownerId))
    .orderBy(asc(properties.reference))
}

/**
 * The owner's property with this reference, or null when there is none or it belongs to someone
 * else: both answer 404, so a reference never tells whether another owner's property exists.
 */
export async function findOwnerProperty(
  database: Database,
  ownerId: number,
  reference: string,
): Promise<OwnerProperty | null> {
  const [row] = await database
    .select(columns)
    .from(ownerProperties)
    .innerJoin(properties, eq(properties.id, ownerProperties.propertyId))
    .innerJoin(propertyTypes, eq(propertyTypes.id, properties.typeId))
    .where(and(eq(ownerProperties.ownerId, ownerId), eq(properties.reference, reference)))
  return row ?? null
}
