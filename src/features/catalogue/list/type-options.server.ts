import 'server-only'
import { asc, isNull } from 'drizzle-orm'
import { cache } from 'react'
import { db } from '@/server/db/client'
import { propertyTypes, type MultiLang } from '@/server/db/schema'

/** The root property types, the choices of the type filter (a root also finds its children). */
export const rootTypes = cache(
  async (): Promise<{ id: number; webId: number; name: MultiLang }[]> =>
    db()
      .select({ id: propertyTypes.id, webId: propertyTypes.webId, name: propertyTypes.name })
      .from(propertyTypes)
      .where(isNull(propertyTypes.parentId))
      .orderBy(asc(propertyTypes.webId)),
)
