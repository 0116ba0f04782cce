import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
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
import { placeKeySql } from '../../features/catalogue/search/place-key'

/** A text in several languages: `{ en: '…', nl: '…' }` (see src/lib/i18n/multilang.ts). */
export type MultiLang = Record<string, string>

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

/** The one site configuration document (specification §3 "Configuration"), validated by zod. */
export const siteConfig = pgTable('site_config', {
  id: smallint('id').primaryKey().default(1),
  data: jsonb('data').notNull(),
  version: integer('version').notNull().default(1),
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

export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  photo: text('photo'),
  role: jsonb('role').$type<MultiLang>().notNull(),
  languages: text('languages').array().notNull(),
})

/** The property type tree (specification §3 "Tree item": ID, ParentID, Name, WebID). */
export const propertyTypes = pgTable('property_types', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  webId: integer('web_id').notNull(),
  name: jsonb('name').$type<MultiLang>().notNull(),
  slug: jsonb('slug').$type<MultiLang>().notNull(),
})

export type Photo = {
  file: string
  width: number
  height: number
  credit: string
  alt?: MultiLang
  /** Where an imported photo came from, so an unchanged one is not fetched again. */
  source?: string
}

export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  publicAddress: boolean('public_address').notNull().default(true),
  street: text('street'),
  houseNumber: text('house_number'),
  boxNr: text('box_nr'),
  zip: varchar('zip', { length: 8 }).notNull(),
  city: text('city').notNull(),
  countryId: integer('country_id').notNull().default(10),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  description: jsonb('description').$type<MultiLang>().notNull(),
  delivery: jsonb('delivery').$type<MultiLang>(),
  situation: jsonb('situation').$type<MultiLang>(),
  technicalInfo: jsonb('technical_info').$type<MultiLang>(),
  photos: jsonb('photos').$type<Photo[]>().notNull().default([]),
  documents: jsonb('documents').$type<{ title: MultiLang; file: string }[]>().notNull().default([]),
  agentId: integer('agent_id').references(() => agents.id),
  published: boolean('published').notNull().default(true),
  ...timestamps,
})

export const projectUnits = pgTable(
  'project_units',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    floor: text('floor').notNull(),
    name: text('name').notNull(),
    surface: integer('surface'),
    bedrooms: smallint('bedrooms'),
    price: integer('price'),
    /** available | option | sold | sold_out */
    status: varchar('status', { length: 16 }).notNull(),
  },
  (t) => [index('project_units_project_idx').on(t.projectId)],
)

/**
 * Properties. Columns the search filters and sorts on are real columns; the long tail of
 * specification §3 fields (costs, flood, permits, life annuity…) lives in `details`.
 */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    /** 0 = for sale, 1 = for rent (specification §9: '0' sale, anything else rent). */
    goal: smallint('goal').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => propertyTypes.id),
    /** available | option | sold | rented */
    status: varchar('status', { length: 16 }).notNull().default('available'),
    published: boolean('published').notNull().default(true),
    publishPrice: boolean('publish_price').notNull().default(true),
    price: integer('price'),
    priceUnit: smallint('price_unit'),
    marquee: smallint('marquee'),
    publishAddress: boolean('publish_address').notNull().default(true),
    street: text('street'),
    houseNumber: text('house_number'),
    boxNr: text('box_nr'),
    zip: varchar('zip', { length: 8 }).notNull(),
    city: text('city').notNull(),
    /** `city` as the search compares and sorts it, case and accents folded: 'Liège' → 'liege'. */
    cityKey: text('city_key').generatedAlwaysAs(placeKeySql(sql`${sql.identifier('city')}`)),
    countryId: integer('country_id').notNull().default(10),
    /** Flanders | Wallonia | Brussels | null outside Belgium */
    region: varchar('region', { length: 16 }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    bedrooms: smallint('bedrooms'),
    bathrooms: smallint('bathrooms'),
    livingArea: integer('living_area'),
    plotArea: integer('plot_area'),
    epcValue: integer('epc_value'),
    epcLabel: varchar('epc_label', { length: 16 }),
    hasGarden: boolean('has_garden').notNull().default(false),
    hasTerrace: boolean('has_terrace').notNull().default(false),
    hasGarage: boolean('has_garage').notNull().default(false),
    hasLift: boolean('has_lift').notNull().default(false),
    furnished: boolean('furnished').notNull().default(false),
    title: jsonb('title').$type<MultiLang>().notNull(),
    description: jsonb('description').$type<MultiLang>().notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    photos: jsonb('photos').$type<Photo[]>().notNull().default([]),
    agentId: integer('agent_id').references(() => agents.id),
    projectId: integer('project_id').references(() => projects.id),
    ...timestamps,
  },
  (t) => {
    // One index per sort order of the search (features/catalogue/search/search-order.ts), keyed
    // like its ORDER BY so a page is read in order, plus two that seek for counting: on postal
    // codes, and on region, EPC label and bedrooms. The other filtered columns follow as trailing
    // keys (drizzle has no INCLUDE), fixed-width first: counting the matches never reads the table.
    // All partial: the search never looks at unpublished listings.
    const filters = [
      t.price,
      t.publishPrice,
      t.bedrooms,
      t.hasGarden,
      t.hasTerrace,
      t.hasGarage,
      t.hasLift,
      t.furnished,
      t.zip,
      t.region,
      t.epcLabel,
    ]
    const publishedPrice = sql`(case when ${t.publishPrice} then ${t.price} end)`
    const published = sql`${t.published}`
    return [
      index('properties_search_idx').on(t.published, t.goal, t.typeId, t.price),
      index('properties_zip_idx').on(t.zip),
      index('properties_newest_idx')
        .on(
          t.goal,
          t.createdAt.desc().nullsLast(),
          t.id.desc().nullsLast(),
          t.typeId,
          ...filters,
          t.cityKey,
        )
        .where(published),
      index('properties_price_asc_idx')
        .on(t.goal, publishedPrice, t.id, t.typeId, ...filters, t.cityKey)
        .where(published),
      index('properties_price_desc_idx')
        .on(t.goal, sql`${publishedPrice} desc nulls last`, t.id, t.typeId, ...filters, t.cityKey)
        .where(published),
      index('properties_city_idx')
        .on(t.goal, t.cityKey, t.id, t.typeId, ...filters)
        .where(published),
      index('properties_type_idx')
        .on(t.goal, t.typeId, t.id, ...filters, t.cityKey)
        .where(published),
      index('properties_place_idx')
        .on(t.goal, t.zip, t.typeId, ...filters.filter((column) => column !== t.zip), t.cityKey)
        .where(published),
      // PostgreSQL 18 skips through the few regions and labels to seek a label or bedrooms alone.
      index('properties_filter_idx')
        .on(
          t.goal,
          t.region,
          t.epcLabel,
          t.bedrooms,
          t.typeId,
          ...filters.filter((column) => ![t.region, t.epcLabel, t.bedrooms].includes(column)),
          t.cityKey,
        )
        .where(published),
    ]
  },
)

export const owners = pgTable('owners', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  locale: varchar('locale', { length: 2 }).notNull(),
  ...timestamps,
})

export const ownerProperties = pgTable(
  'owner_properties',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.propertyId] })],
)

/** First-party page views, one row per property per day (decisions.md §6). */
export const propertyViewsDaily = pgTable(
  'property_views_daily',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
)

/** Owner history rows (specification §3 "Owner history row") imported by the agency. */
export const ownerHistory = pgTable(
  'owner_history',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** visit | communication | online_media */
    type: varchar('type', { length: 16 }).notNull(),
    contact: text('contact'),
    subject: text('subject').notNull(),
    comment: text('comment'),
    status: text('status'),
    source: text('source').notNull(),
  },
  (t) => [index('owner_history_property_idx').on(t.propertyId, t.occurredAt)],
)

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  comment: text('comment').notNull(),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  postedBy: text('posted_by'),
  aboutYou: text('about_you'),
  website: text('website'),
  image: text('image'),
  locale: varchar('locale', { length: 2 }).notNull(),
  /** pending | published | rejected */
  status: varchar('status', { length: 16 }).notNull().default('pending'),
})

/** A file sent with an outbox e-mail; `path` is relative to DATA_DIR (under `attachments/`). */
export type OutboxAttachment = { filename: string; contentType: string; path: string }

/**
 * The transactional e-mail outbox (docs/decisions/008-mail-outbox.md): written in the same
 * transaction as the request it belongs to, delivered by src/server/mail/worker.ts.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** Extra header fields, e.g. List-Unsubscribe (src/server/mail/outbox-message.ts lists which). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    language: varchar('language', { length: 2 }).notNull(),
    messageId: text('message_id').notNull(),
    /** pending | sending | sent | failed */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_due_idx').on(t.status, t.nextAttemptAt)],
)

/**
 * One row whose version every write to public content bumps (triggers in migration 0003), so each
 * instance's page cache can tell it is stale with one cheap query (docs/decisions/011-page-cache.md).
 */
export const contentVersion = pgTable('content_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull(),
})

export * from './requests-schema'

export * from './owner-auth-schema'
