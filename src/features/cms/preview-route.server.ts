import 'server-only'
import { eq } from 'drizzle-orm'
import { cache } from 'react'
import { db } from '@/server/db/client'
import { cmsPageDrafts, cmsPages, pathEntries, pathSlugs } from '@/server/db/schema'
import { breadcrumbSchema, pageDocumentSchema, pageParamsSchema } from '@/lib/content/page-schema'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import type { CatalogueEntry } from '@/server/routing/path-catalogue.server'
import type { CmsPage } from './page.server'

type PreviewEntry = { entry: CatalogueEntry; page: CmsPage | null }

/**
 * The path catalogue as staff preview it: every entry with its page's pending draft applied (its
 * params and localized slugs), also pages not published yet (a few dozen rows, preview only).
 */
const previewCatalogue = cache(async (): Promise<PreviewEntry[]> => {
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
      name: cmsPages.name,
      params: cmsPages.params,
      draft: cmsPageDrafts.document,
    })
    .from(pathEntries)
    .innerJoin(pathSlugs, eq(pathSlugs.entryId, pathEntries.id))
    .leftJoin(cmsPages, eq(cmsPages.id, pathEntries.pageId))
    .leftJoin(cmsPageDrafts, eq(cmsPageDrafts.pageId, pathEntries.pageId))
  const entries = new Map<number, PreviewEntry>()
  for (const row of rows) {
    let found = entries.get(row.id)
    if (!found) {
      const draft = row.draft === null ? null : pageDocumentSchema.parse(row.draft)
      const page =
        row.pageId === null || row.name === null
          ? null
          : {
              id: row.pageId,
              name: draft?.name ?? row.name,
              path: row.originalPath,
              params: draft?.params ?? pageParamsSchema.parse(row.params),
            }
      found = {
        entry: {
          id: row.id,
          originalPath: row.originalPath,
          route: row.route,
          pageId: row.pageId,
          breadcrumb: breadcrumbSchema.parse(row.breadcrumb),
          externalLink: row.externalLink,
          slugs: draft ? { ...draft.slugs } : {},
        },
        page,
      }
      entries.set(row.id, found)
      if (draft) continue
    }
    if (row.draft === null && isSupportedLanguage(row.lang)) found.entry.slugs[row.lang] = row.slug
  }
  return [...entries.values()]
})

/** The entry and page a preview path shows in `lang`, drafts applied, or null (→ 404). */
export async function resolvePreviewSlug(
  lang: Language,
  slug: string,
): Promise<PreviewEntry | null> {
  return (await previewCatalogue()).find(({ entry }) => entry.slugs[lang] === slug) ?? null
}
