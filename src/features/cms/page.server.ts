import 'server-only'
import { eq } from 'drizzle-orm'
import { cache } from 'react'
import { db } from '@/server/db/client'
import { cmsPages } from '@/server/db/schema'
import { pageParamsSchema, type PageParams } from '@/lib/content/page-schema'

export type CmsPage = { id: number; name: string; path: string; params: PageParams }

/** A published CMS page, or null: unpublished pages are never served. */
export const getPublishedPage = cache(async (id: number): Promise<CmsPage | null> => {
  const [row] = await db().select().from(cmsPages).where(eq(cmsPages.id, id))
  if (!row || row.status !== 'Published') return null
  return { id: row.id, name: row.name, path: row.path, params: pageParamsSchema.parse(row.params) }
})
