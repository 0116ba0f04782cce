import { z } from '@/lib/zod'
import { sql } from 'drizzle-orm'
import {
  cmsPages,
  pathEntries,
  pathSlugs,
  siteConfig,
  siteConfigDrafts,
  siteConfigRevisions,
} from '@/server/db/schema'
import { parseSiteConfig } from '@/lib/site-config/site-config-schema'
import { seedPageSchema } from '@/lib/content/page-schema'
import siteConfigJson from '@/server/seed/content/site-config.json'
import pagesJson from '@/server/seed/content/pages.json'
import type { Database } from '@/server/db/types'

/** The versioned seed files: the site configuration and the CMS pages, validated. */
export function seedContentFiles() {
  return {
    config: parseSiteConfig(siteConfigJson),
    pages: z.array(seedPageSchema).parse(pagesJson),
  }
}

export type SeedContent = ReturnType<typeof seedContentFiles>

/**
 * Replaces the site configuration (dropping its draft and earlier versions), CMS pages and path
 * catalogue with the versioned seed files.
 */
export async function seedContent(db: Database): Promise<void> {
  const { config, pages } = seedContentFiles()
  await db.transaction(async (tx) => {
    await tx.delete(pathSlugs)
    await tx.delete(pathEntries)
    await tx.delete(cmsPages)
    await tx.delete(siteConfig)
    await tx.insert(siteConfig).values({ id: 1, data: config })
    // A draft or an earlier version of the configuration replaced here would put it back; the
    // draft's count still grows, so a form loaded before the seed is refused.
    await tx.delete(siteConfigRevisions)
    await tx
      .update(siteConfigDrafts)
      .set({ data: null, revision: sql`${siteConfigDrafts.revision} + 1` })
    for (const page of pages) {
      await tx.insert(cmsPages).values({
        id: page.id,
        parentId: page.parentId,
        name: page.name,
        path: page.path,
        status: page.status,
        sort: page.sort,
        params: page.params,
      })
      const [entry] = await tx
        .insert(pathEntries)
        .values({
          originalPath: page.path,
          route: page.params.type,
          pageId: page.id,
          breadcrumb: page.breadcrumb,
          externalLink: page.externalLink,
        })
        .returning({ id: pathEntries.id })
      await tx
        .insert(pathSlugs)
        .values(
          Object.entries(page.slugs).map(([lang, path]) => ({ entryId: entry!.id, lang, path })),
        )
    }
  })
}
