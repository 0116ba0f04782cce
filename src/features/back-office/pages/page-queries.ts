import { asc, eq, sql } from 'drizzle-orm'
import {
  cmsPageDrafts,
  cmsPageRevisions,
  cmsPages,
  pathEntries,
  pathSlugs,
} from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { pageDocumentSchema, type PageDocument } from '@/lib/content/page-schema'
import { pageVersion, publishedDocument } from './page-changes'

export type PageListRow = {
  id: number
  name: string
  status: string
  sort: number
  slugs: Partial<Record<Language, string>>
  draftPending: boolean
}

/** Every CMS page in the order of its sort, with its published slugs and whether a draft waits. */
export async function listPages(executor: Executor): Promise<PageListRow[]> {
  const rows = await executor
    .select({
      id: cmsPages.id,
      name: cmsPages.name,
      status: cmsPages.status,
      sort: cmsPages.sort,
      lang: pathSlugs.lang,
      slug: pathSlugs.path,
      draftPending: sql<boolean>`${cmsPageDrafts.document} is not null`,
    })
    .from(cmsPages)
    .leftJoin(pathEntries, eq(pathEntries.pageId, cmsPages.id))
    .leftJoin(pathSlugs, eq(pathSlugs.entryId, pathEntries.id))
    .leftJoin(cmsPageDrafts, eq(cmsPageDrafts.pageId, cmsPages.id))
    .orderBy(asc(cmsPages.sort), asc(cmsPages.id))
  const pages = new Map<number, PageListRow>()
  for (const row of rows) {
    let page = pages.get(row.id)
    if (!page) {
      page = {
        id: row.id,
        name: row.name,
        status: row.status,
        sort: row.sort,
        slugs: {},
        draftPending: Boolean(row.draftPending),
      }
      pages.set(row.id, page)
    }
    if (row.lang !== null && row.slug !== null && isSupportedLanguage(row.lang)) {
      page.slugs[row.lang] = row.slug
    }
  }
  return [...pages.values()]
}

export type EditablePage = {
  id: number
  version: number
  published: PageDocument
  draft: PageDocument | null
  canRevert: boolean
}

/** A page as its edit screen opens it: the draft when one waits, else the published version. */
export async function findEditablePage(
  executor: Executor,
  id: number,
): Promise<EditablePage | null> {
  const published = await publishedDocument(executor, id)
  if (!published) return null
  const [draft] = await executor
    .select({ document: cmsPageDrafts.document })
    .from(cmsPageDrafts)
    .where(eq(cmsPageDrafts.pageId, id))
  const [revision] = await executor
    .select({ id: cmsPageRevisions.id })
    .from(cmsPageRevisions)
    .where(eq(cmsPageRevisions.pageId, id))
    .limit(1)
  return {
    id,
    version: await pageVersion(executor, id),
    published,
    draft: draft?.document ? pageDocumentSchema.parse(draft.document) : null,
    canRevert: Boolean(revision),
  }
}

/** Every page, by name: the choices for a page's parent, less the page and those below it. */
export async function pageChoices(executor: Executor): Promise<{ id: number; name: string }[]> {
  return executor
    .select({ id: cmsPages.id, name: cmsPages.name })
    .from(cmsPages)
    .orderBy(asc(cmsPages.name))
}
