import { desc, eq, inArray, sql } from 'drizzle-orm'
import { cmsPages, siteConfig, siteConfigDrafts, siteConfigRevisions } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import type { MultiLangValue } from '@/lib/i18n/multilang'
import { parseSiteConfig, type SiteConfig } from '@/lib/site-config/site-config-schema'

/** How many earlier published configurations are kept for a revert. */
const keptRevisions = 10

export type SettingsSnapshot = {
  published: SiteConfig
  draft: SiteConfig | null
  /** What a form was loaded at: any publish, save or discard since then changes it. */
  token: string
  /** When the configuration before the published one is kept, so it can be put back. */
  canRevert: boolean
}

/**
 * The published configuration and the draft; `lock` in a transaction holds both rows until it
 * ends, so two saves cannot both pass the version check.
 */
export async function readSettings(
  executor: Executor,
  { lock = false }: { lock?: boolean } = {},
): Promise<SettingsSnapshot> {
  if (lock) {
    await executor.insert(siteConfigDrafts).values({ id: 1 }).onConflictDoNothing()
  }
  const published = executor.select().from(siteConfig).where(eq(siteConfig.id, 1))
  const draft = executor.select().from(siteConfigDrafts).where(eq(siteConfigDrafts.id, 1))
  const [[row], [draftRow]] = await Promise.all([
    lock ? published.for('update') : published,
    lock ? draft.for('update') : draft,
  ])
  if (!row) throw new Error('The site configuration is missing: run `npm run seed`.')
  const [revision] = await executor
    .select({ id: siteConfigRevisions.id })
    .from(siteConfigRevisions)
    .limit(1)
  return {
    published: parseSiteConfig(row.data),
    draft: draftRow?.data == null ? null : parseSiteConfig(draftRow.data),
    token: `${row.version}.${draftRow?.revision ?? 0}`,
    canRevert: Boolean(revision),
  }
}

/** Stores the draft (null: none), counting the write so earlier forms are refused. */
export async function writeDraft(executor: Executor, data: SiteConfig | null): Promise<void> {
  await executor
    .update(siteConfigDrafts)
    .set({
      data,
      revision: sql`${siteConfigDrafts.revision} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(siteConfigDrafts.id, 1))
}

/**
 * Publishes a configuration, keeping the one it replaces. The `site_config` trigger of migration
 * 0003 bumps the content version in the same transaction, so every page cache drops its pages.
 */
export async function writePublished(
  executor: Executor,
  replaced: SiteConfig,
  data: SiteConfig,
): Promise<void> {
  const [row] = await executor
    .update(siteConfig)
    .set({ data, version: sql`${siteConfig.version} + 1`, updatedAt: sql`now()` })
    .where(eq(siteConfig.id, 1))
    .returning({ version: siteConfig.version })
  await executor.insert(siteConfigRevisions).values({ version: row!.version - 1, data: replaced })
  const old = await executor
    .select({ id: siteConfigRevisions.id })
    .from(siteConfigRevisions)
    .orderBy(desc(siteConfigRevisions.id))
    .offset(keptRevisions)
  if (old.length > 0) {
    await executor.delete(siteConfigRevisions).where(
      inArray(
        siteConfigRevisions.id,
        old.map((revision) => revision.id),
      ),
    )
  }
}

/** Takes the configuration published before the current one out of the kept ones. */
export async function takeLastRevision(executor: Executor): Promise<SiteConfig | null> {
  const [last] = await executor
    .select()
    .from(siteConfigRevisions)
    .orderBy(desc(siteConfigRevisions.id))
    .limit(1)
  if (!last) return null
  await executor.delete(siteConfigRevisions).where(eq(siteConfigRevisions.id, last.id))
  return parseSiteConfig(last.data)
}

/**
 * Pages only a form or an e-mail leads to (thank-you pages, the visit's cancel page): never in a
 * menu, where they would make no sense to a visitor.
 */
const systemPageTypes = ['feedback', 'visit-cancel']

/** A page a menu item can open: its original path (what an item stores), name and title. */
export type MenuPage = { path: string; name: string; title: MultiLangValue }

/** The CMS pages a menu item can open, system pages left out. */
export async function menuPages(executor: Executor): Promise<MenuPage[]> {
  const rows = await executor
    .select({
      path: cmsPages.path,
      name: cmsPages.name,
      title: sql<MultiLangValue | null>`${cmsPages.params}->'title'`,
    })
    .from(cmsPages)
    .where(
      sql`coalesce(${cmsPages.params}->>'type', '') not in (${sql.join(
        systemPageTypes.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    )
    .orderBy(cmsPages.path)
  return rows.map((row) => ({ ...row, title: row.title ?? row.name }))
}
