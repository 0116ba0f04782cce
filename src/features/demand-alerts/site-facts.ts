import { and, eq, inArray, isNull, or } from 'drizzle-orm'
import { parseSiteConfig } from '@/lib/site-config/site-config-schema'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { cmsPages, pathEntries, pathSlugs, siteConfig } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'

/** What a digest e-mail needs from the site: languages, the agency, the list path per goal. */
export type SiteFacts = {
  enabled: Language[]
  defaultLanguage: Language
  agencyName: string
  agencyEmail: string
  /** The localized slug of the sale (0) and rent (1) lists, per language. */
  listSlugs: Record<0 | 1, Partial<Record<Language, string>>>
}

/**
 * Reads them from the database. The alert job runs in the server process outside Next's request
 * scope, so it cannot use the cached loaders of the pages (they import 'server-only').
 */
export async function loadSiteFacts(db: Executor): Promise<SiteFacts> {
  const [row] = await db
    .select({ data: siteConfig.data })
    .from(siteConfig)
    .where(eq(siteConfig.id, 1))
  if (!row) throw new Error('The site configuration is missing: run `npm run seed`.')
  const config = parseSiteConfig(row.data)
  const slugs = await db
    .select({ route: pathEntries.route, lang: pathSlugs.lang, path: pathSlugs.path })
    .from(pathEntries)
    .innerJoin(pathSlugs, eq(pathSlugs.entryId, pathEntries.id))
    .leftJoin(cmsPages, eq(cmsPages.id, pathEntries.pageId))
    .where(
      and(
        inArray(pathEntries.route, ['sale-list', 'rent-list']),
        or(isNull(pathEntries.pageId), eq(cmsPages.status, 'Published')),
      ),
    )
  const listSlugs: SiteFacts['listSlugs'] = { 0: {}, 1: {} }
  for (const slug of slugs) {
    if (isSupportedLanguage(slug.lang)) {
      listSlugs[slug.route === 'sale-list' ? 0 : 1][slug.lang] = slug.path
    }
  }
  return {
    enabled: config.languages.filter((language) => language.use).map((language) => language.code),
    defaultLanguage: config.defaultLanguage,
    agencyName: config.agency.name,
    agencyEmail: config.agency.email,
    listSlugs,
  }
}
