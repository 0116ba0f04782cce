import { and, asc, desc, eq, isNull, ne, or, sql } from 'drizzle-orm'
import {
  cmsPageDrafts,
  cmsPageRevisions,
  cmsPages,
  pathEntries,
  pathSlugs,
} from '@/server/db/schema'
import type { Database, Executor, Transaction } from '@/server/db/types'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { pageDocumentSchema, pageParamsSchema, type PageDocument } from '@/lib/content/page-schema'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { recordAudit } from '@/features/back-office/audit/audit'

// A draft is written to cms_page_drafts only, which has no content_version trigger: the public
// page and every page cache stay as they are. Publish and revert write cms_pages and path_slugs in
// one transaction; their triggers (migration 0003) then empty every instance's page cache within
// about a second (docs/decisions/036-content-drafts-and-preview.md).

export type PageChange =
  | { result: 'saved' | 'published' | 'reverted'; version: number }
  | { result: 'conflict' | 'not-found' | 'nothing-to-revert' }
  | { result: 'slug-taken'; languages: Language[] }
  | { result: 'parent-cycle' }

/** The page as published: its row and the localized slugs of its path-catalogue entry. */
export async function publishedDocument(
  executor: Executor,
  pageId: number,
): Promise<PageDocument | null> {
  const [row] = await executor.select().from(cmsPages).where(eq(cmsPages.id, pageId))
  if (!row) return null
  const slugs = await executor
    .select({ lang: pathSlugs.lang, path: pathSlugs.path })
    .from(pathSlugs)
    .innerJoin(pathEntries, eq(pathEntries.id, pathSlugs.entryId))
    .where(eq(pathEntries.pageId, pageId))
    .orderBy(asc(pathSlugs.lang))
  return {
    name: row.name,
    status: row.status === 'Published' ? 'Published' : 'Draft',
    sort: row.sort,
    parentId: row.parentId,
    slugs: Object.fromEntries(
      slugs.filter((slug) => isSupportedLanguage(slug.lang)).map((slug) => [slug.lang, slug.path]),
    ),
    params: pageParamsSchema.parse(row.params),
  }
}

/** The edit version of a page: 0 until the back office first saves it. */
export async function pageVersion(executor: Executor, pageId: number): Promise<number> {
  const [row] = await executor
    .select({ version: cmsPageDrafts.version })
    .from(cmsPageDrafts)
    .where(eq(cmsPageDrafts.pageId, pageId))
  return row?.version ?? 0
}

/** Stores the edited page as its draft; the public page is untouched. */
export async function saveDraft(
  database: Database,
  member: StaffMember,
  edit: { pageId: number; version: number; document: PageDocument },
): Promise<PageChange> {
  return database.transaction(async (tx) => {
    const refused = await checkEdit(tx, edit)
    if (refused) return refused
    const version = await nextVersion(tx, member, edit.pageId, edit.version, edit.document)
    await recordAudit(tx, {
      staffId: member.id,
      action: 'page.draft',
      subject: `page:${edit.pageId}`,
      after: { version, document: edit.document },
    })
    return { result: 'saved', version }
  })
}

/** Publishes the edited page; the version it replaces is kept for a revert. */
export async function publishPage(
  database: Database,
  member: StaffMember,
  edit: { pageId: number; version: number; document: PageDocument },
): Promise<PageChange> {
  return database.transaction(async (tx) => {
    const refused = await checkEdit(tx, edit)
    if (refused) return refused
    const before = await replacePublished(tx, member, edit.pageId, edit.document)
    const version = await nextVersion(tx, member, edit.pageId, edit.version, null)
    await recordAudit(tx, {
      staffId: member.id,
      action: 'page.publish',
      subject: `page:${edit.pageId}`,
      before: { document: before },
      after: { version, document: edit.document },
    })
    return { result: 'published', version }
  })
}

/**
 * Publishes the version the last publish or revert replaced; the one it replaces takes its place,
 * so a second revert undoes the first. A pending draft stays as it is.
 */
export async function revertPage(
  database: Database,
  member: StaffMember,
  edit: { pageId: number; version: number },
): Promise<PageChange> {
  return database.transaction(async (tx) => {
    const locked = await lockPage(tx, edit.pageId, edit.version)
    if (locked) return locked
    const [previous] = await tx
      .select()
      .from(cmsPageRevisions)
      .where(eq(cmsPageRevisions.pageId, edit.pageId))
      .orderBy(desc(cmsPageRevisions.id))
      .limit(1)
    if (!previous) return { result: 'nothing-to-revert' }
    const document = pageDocumentSchema.parse(previous.document)
    if (await makesCycle(tx, edit.pageId, document.parentId)) return { result: 'parent-cycle' }
    const clash = await slugClashes(tx, edit.pageId, document)
    if (clash.length) return { result: 'slug-taken', languages: clash }
    await tx.delete(cmsPageRevisions).where(eq(cmsPageRevisions.id, previous.id))
    const before = await replacePublished(tx, member, edit.pageId, document)
    const [draft] = await tx
      .select({ document: cmsPageDrafts.document })
      .from(cmsPageDrafts)
      .where(eq(cmsPageDrafts.pageId, edit.pageId))
    const pending = draft?.document ? pageDocumentSchema.parse(draft.document) : null
    const version = await nextVersion(tx, member, edit.pageId, edit.version, pending)
    await recordAudit(tx, {
      staffId: member.id,
      action: 'page.revert',
      subject: `page:${edit.pageId}`,
      before: { document: before },
      after: { version, document },
    })
    return { result: 'reverted', version }
  })
}

/**
 * A new page, not published (status Draft) and so not public, with its path-catalogue entry:
 * `path` is its original path and, until edited, its slug in every language.
 */
export async function createPage(
  database: Database,
  member: StaffMember,
  input: { name: string; path: string; languages: readonly Language[] },
): Promise<{ result: 'created'; id: number } | { result: 'slug-taken'; languages: Language[] }> {
  return database.transaction(async (tx) => {
    // Page ids come from the seed's numbering; one creation at a time picks the next.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cms_pages.create'))`)
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${cmsPages.id}), 0) + 1` })
      .from(cmsPages)
    const slugs = Object.fromEntries(input.languages.map((lang) => [lang, input.path]))
    const document: PageDocument = {
      name: input.name,
      status: 'Draft',
      sort: 0,
      parentId: null,
      slugs,
      params: pageParamsSchema.parse({
        title: Object.fromEntries(input.languages.map((lang) => [lang, input.name])),
        description: {},
        metadata: {},
        type: 'article',
      }),
    }
    const [taken] = await tx
      .select({ id: pathEntries.id })
      .from(pathEntries)
      .where(eq(pathEntries.originalPath, input.path))
    const clash = await slugClashes(tx, next, document)
    if (taken || clash.length) {
      return {
        result: 'slug-taken' as const,
        languages: clash.length ? clash : [...input.languages],
      }
    }
    await tx.insert(cmsPages).values({
      id: next,
      parentId: null,
      name: input.name,
      path: input.path,
      status: 'Draft',
      sort: 0,
      params: document.params,
    })
    const [entry] = await tx
      .insert(pathEntries)
      .values({ originalPath: input.path, route: 'article', pageId: next })
      .returning({ id: pathEntries.id })
    await tx
      .insert(pathSlugs)
      .values(input.languages.map((lang) => ({ entryId: entry!.id, lang, path: input.path })))
    await recordAudit(tx, {
      staffId: member.id,
      action: 'page.create',
      subject: `page:${next}`,
      after: { document },
    })
    return { result: 'created' as const, id: next }
  })
}

/** The page locked for this change, refused when it is gone or moved past `version`. */
async function lockPage(
  tx: Transaction,
  pageId: number,
  version: number,
): Promise<PageChange | null> {
  const [page] = await tx
    .select({ id: cmsPages.id })
    .from(cmsPages)
    .where(eq(cmsPages.id, pageId))
    .for('update')
  if (!page) return { result: 'not-found' }
  if ((await pageVersion(tx, pageId)) !== version) return { result: 'conflict' }
  return null
}

async function checkEdit(
  tx: Transaction,
  edit: { pageId: number; version: number; document: PageDocument },
): Promise<PageChange | null> {
  const locked = await lockPage(tx, edit.pageId, edit.version)
  if (locked) return locked
  if (await makesCycle(tx, edit.pageId, edit.document.parentId)) return { result: 'parent-cycle' }
  const clash = await slugClashes(tx, edit.pageId, edit.document)
  return clash.length ? { result: 'slug-taken', languages: clash } : null
}

/**
 * The page and every page below it in the published tree: none of them may become its parent,
 * or the page would be its own ancestor (the menus and breadcrumbs walk the parents up).
 */
export async function pageAndDescendants(executor: Executor, pageId: number): Promise<number[]> {
  const rows = await executor.execute<{ id: number }>(sql`
    with recursive below(id) as (
      select ${pageId}::integer
      union
      select ${cmsPages.id} from ${cmsPages} join below on ${cmsPages.parentId} = below.id
    )
    select id from below`)
  return rows.rows.map((row) => Number(row.id))
}

async function makesCycle(
  executor: Executor,
  pageId: number,
  parentId: number | null,
): Promise<boolean> {
  return parentId !== null && (await pageAndDescendants(executor, pageId)).includes(parentId)
}

/** The languages in which another catalogue entry already has the document's slug. */
async function slugClashes(
  executor: Executor,
  pageId: number,
  document: PageDocument,
): Promise<Language[]> {
  const wanted = Object.entries(document.slugs) as [Language, string][]
  if (wanted.length === 0) return []
  const rows = await executor
    .select({ lang: pathSlugs.lang })
    .from(pathSlugs)
    .innerJoin(pathEntries, eq(pathEntries.id, pathSlugs.entryId))
    .where(
      and(
        or(isNull(pathEntries.pageId), ne(pathEntries.pageId, pageId)),
        or(
          ...wanted.map(([lang, path]) => and(eq(pathSlugs.lang, lang), eq(pathSlugs.path, path))),
        ),
      ),
    )
  return rows.map((row) => row.lang).filter(isSupportedLanguage)
}

/** Writes `document` as the published page; returns the version it replaced, now a revision. */
async function replacePublished(
  tx: Transaction,
  member: StaffMember,
  pageId: number,
  document: PageDocument,
): Promise<PageDocument | null> {
  const before = await publishedDocument(tx, pageId)
  if (before) {
    await tx.insert(cmsPageRevisions).values({ pageId, document: before, replacedBy: member.id })
  }
  await tx
    .update(cmsPages)
    .set({
      name: document.name,
      status: document.status,
      sort: document.sort,
      parentId: document.parentId,
      params: document.params,
      updatedAt: sql`now()`,
    })
    .where(eq(cmsPages.id, pageId))
  const [entry] = await tx
    .update(pathEntries)
    .set({ route: document.params.type })
    .where(eq(pathEntries.pageId, pageId))
    .returning({ id: pathEntries.id })
  if (entry) {
    await tx.delete(pathSlugs).where(eq(pathSlugs.entryId, entry.id))
    const slugs = Object.entries(document.slugs)
    if (slugs.length) {
      await tx
        .insert(pathSlugs)
        .values(slugs.map(([lang, path]) => ({ entryId: entry.id, lang, path })))
    }
  }
  return before
}

/** Counts the change in the page's edit version and stores its draft (null: none pending). */
async function nextVersion(
  tx: Transaction,
  member: StaffMember,
  pageId: number,
  version: number,
  document: PageDocument | null,
): Promise<number> {
  const next = version + 1
  await tx
    .insert(cmsPageDrafts)
    .values({ pageId, version: next, document, savedBy: member.id })
    .onConflictDoUpdate({
      target: cmsPageDrafts.pageId,
      set: { version: next, document, savedBy: member.id, updatedAt: sql`now()` },
    })
  return next
}
