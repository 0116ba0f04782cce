import { z } from 'zod'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import * as schema from '../db/schema'
import { cmsPages, pathEntries, pathSlugs, siteConfig } from '../db/schema'
import { parseSiteConfig } from '../../features/config/site-config-schema'
import { seedPageSchema } from '../../features/cms/page-schema'
import siteConfigJson from '../../features/config/seed/site-config.json'
import pagesJson from '../../features/cms/seed/pages.json'

type Db = NodePgDatabase<typeof schema>

/** Replaces the site configuration, CMS pages and path catalogue with the versioned seed files. */
export async function seedContent(db: Db): Promise<void> {
  const config = parseSiteConfig(siteConfigJson)
  const pages = z.array(seedPageSchema).parse(pagesJson)
  await db.transaction(async (tx) => {
    await tx.delete(pathSlugs)
    await tx.delete(pathEntries)
    await tx.delete(cmsPages)
    await tx.delete(siteConfig)
    await tx.insert(siteConfig).values({ id: 1, data: config })
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
