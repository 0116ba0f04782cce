import 'server-only'
import { and, eq } from 'drizzle-orm'
import { cache } from 'react'
import { db } from '@/server/db/client'
import { cmsPages, pathEntries, pathSlugs } from '@/server/db/schema'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { breadcrumbSchema } from '@/lib/content/page-schema'
import type { z } from '@/lib/zod'

export type CatalogueEntry = {
  id: number
  originalPath: string
  route: string
  pageId: number | null
  breadcrumb: z.infer<typeof breadcrumbSchema>
  externalLink: string | null
  slugs: Partial<Record<Language, string>>
}

/** Every published entry of the path catalogue, keyed by original path (a few dozen rows). */
export const getPathCatalogue = cache(async (): Promise<Map<string, CatalogueEntry>> => {
  const rows = await db()
    .select({
      id: pathEntries.id,
      originalPath: pathEntries.originalPath,
      route: pathEntries.route,
      pageId: pathEntries.pageId,
      breadcrumb: pathEntries.breadcrumb,
      externalLink: pathEntries.externalLink,
      lang: pathSlugs.lang,
      slug: pathSlugs.path,
      status: cmsPages.status,
    })
    .from(pathEntries)
    .innerJoin(pathSlugs, eq(pathSlugs.entryId, pathEntries.id))
    .leftJoin(cmsPages, eq(cmsPages.id, pathEntries.pageId))
  const catalogue = new Map<string, CatalogueEntry>()
  for (const row of rows) {
    if (row.pageId !== null && row.status !== 'Published') continue
    let entry = catalogue.get(row.originalPath)
    if (!entry) {
      entry = {
        id: row.id,
        originalPath: row.originalPath,
        route: row.route,
        pageId: row.pageId,
        breadcrumb: breadcrumbSchema.parse(row.breadcrumb),
        externalLink: row.externalLink,
        slugs: {},
      }
      catalogue.set(row.originalPath, entry)
    }
    if (isSupportedLanguage(row.lang)) entry.slugs[row.lang] = row.slug
  }
  return catalogue
})

/** The published entry served at `slug` in `lang`, or null (→ 404). */
export async function resolveSlug(lang: Language, slug: string): Promise<CatalogueEntry | null> {
  const [row] = await db()
    .select({ originalPath: pathEntries.originalPath })
    .from(pathSlugs)
    .innerJoin(pathEntries, eq(pathEntries.id, pathSlugs.entryId))
    .where(and(eq(pathSlugs.lang, lang), eq(pathSlugs.path, slug)))
  if (!row) return null
  return (await getPathCatalogue()).get(row.originalPath) ?? null
}
