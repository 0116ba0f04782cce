import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { timestamps } from './columns'

/** The one site configuration document (specification §3 "Configuration"), validated by zod. */
export const siteConfig = pgTable('site_config', {
  id: smallint('id').primaryKey().default(1),
  data: jsonb('data').notNull(),
  version: integer('version').notNull().default(1),
  ...timestamps,
})

/**
 * The configuration being edited in the back office (docs/decisions/037-configuration-editing.md):
 * one row, apart from `site_config` whose trigger bumps the content version, so saving a draft
 * leaves the public site and its page cache alone. `data` is null when there is no draft;
 * `revision` grows on every write (save, publish, discard), so a form loaded earlier is refused.
 */
export const siteConfigDrafts = pgTable('site_config_drafts', {
  id: smallint('id').primaryKey().default(1),
  data: jsonb('data'),
  revision: integer('revision').notNull().default(0),
  ...timestamps,
})

/** Configurations published before the current one, newest last, for a revert. */
export const siteConfigRevisions = pgTable('site_config_revisions', {
  id: serial('id').primaryKey(),
  version: integer('version').notNull(),
  data: jsonb('data').notNull(),
  ...timestamps,
})

/** CMS pages (specification §3 "CMS page"); `params` holds title, description, metadata, modules… */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    path: text('path').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    sort: integer('sort').notNull().default(0),
    params: jsonb('params').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cms_pages_path_key').on(t.path),
    index('cms_pages_parent_idx').on(t.parentId),
  ],
)

/**
 * The path catalogue (specification §3 "Path catalogue entry"): every public URL is one entry,
 * rendered by `route` (a CMS page, the login, a catalogue list…), localized in `path_slugs`.
 */
export const pathEntries = pgTable('path_entries', {
  id: serial('id').primaryKey(),
  originalPath: text('original_path').notNull().unique(),
  route: varchar('route', { length: 32 }).notNull(),
  pageId: integer('page_id').references(() => cmsPages.id, { onDelete: 'cascade' }),
  breadcrumb: jsonb('breadcrumb')
    .notNull()
    .default(sql`'[]'::jsonb`),
  externalLink: text('external_link'),
})

/** One localized path of a catalogue entry, without language prefix or slashes ('' is the root). */
export const pathSlugs = pgTable(
  'path_slugs',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => pathEntries.id, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 2 }).notNull(),
    path: text('path').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lang, t.path] }),
    uniqueIndex('path_slugs_entry_lang_key').on(t.entryId, t.lang),
  ],
)

/**
 * The back office's edits of a page (docs/decisions/036-content-drafts-and-preview.md): `version`
 * counts every save, publish and revert (the optimistic check of the edit form), `document` is the
 * pending draft (null: none). Apart from `cms_pages` so a draft neither changes the public page
 * nor bumps the content version: this table has no trigger.
 */
export const cmsPageDrafts = pgTable('cms_page_drafts', {
  pageId: integer('page_id')
    .primaryKey()
    .references(() => cmsPages.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  document: jsonb('document'),
  savedBy: integer('saved_by'),
  ...timestamps,
})

/** Published versions a publish or revert replaced, newest last; a revert puts the last one back. */
export const cmsPageRevisions = pgTable(
  'cms_page_revisions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    document: jsonb('document').notNull(),
    replacedBy: integer('replaced_by'),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cms_page_revisions_page_idx').on(t.pageId, t.id)],
)

/**
 * One row whose version every write to public content bumps (triggers in migration 0003), so each
 * instance's page cache can tell it is stale with one cheap query (docs/decisions/011-page-cache.md).
 */
export const contentVersion = pgTable('content_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull(),
})
