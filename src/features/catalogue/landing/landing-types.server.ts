import 'server-only'
import { asc } from 'drizzle-orm'
import { cache } from 'react'
import { db } from '@/server/db/client'
import { propertyTypes, type MultiLang } from '@/server/db/schema'

export type LandingType = { id: number; parentId: number | null; name: MultiLang; slug: MultiLang }

/** Every property type (a few dozen rows): each has landing pages under its slug. */
export const landingTypes = cache(async (): Promise<LandingType[]> =>
  db()
    .select({
      id: propertyTypes.id,
      parentId: propertyTypes.parentId,
      name: propertyTypes.name,
      slug: propertyTypes.slug,
    })
    .from(propertyTypes)
    .orderBy(asc(propertyTypes.id)),
)
