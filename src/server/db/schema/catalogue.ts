import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
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
  varchar,
} from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { placeKeySql } from '@/lib/belgium/place-key'
import { areaPriceOf, reductionOf } from './price-keys'

/** A text in several languages: `{ en: '…', nl: '…' }` (see src/lib/i18n/multilang.ts). */
export type MultiLang = Record<string, string>

export const agents = pgTable('agents', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  photo: text('photo'),
  role: jsonb('role').$type<MultiLang>().notNull(),
  languages: text('languages').array().notNull(),
  /** The last segment of the agent's page (`/team/<slug>/`); no page while null. */
  slug: text('slug').unique(),
  /** A short introduction per language, on the agent's page. */
  bio: jsonb('bio').$type<MultiLang>(),
  /** When the agent left (the Agents screen): no page, not offered for new listings. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
  /** Who took over a retired agent's listings: the CRM's listings of the agent go to them. */
  successorId: integer('successor_id').references((): AnyPgColumn => agents.id),
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
    /**
     * The published price before the listing's current run of reductions, null when its price
     * was not lowered since it last rose or was shown (kept by migration 0018's trigger).
     */
    reducedFrom: integer('reduced_from'),
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
    /** Floor plans, apart from the photos: their own section and viewer, never the cover. */
    floorPlans: jsonb('floor_plans').$type<Photo[]>().notNull().default([]),
    agentId: integer('agent_id').references(() => agents.id),
    projectId: integer('project_id').references(() => projects.id),
    /**
     * When the listing became sold or rented, null while it is not (kept by migration 0019's
     * trigger): the month the references page shows and the period it counts back over.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
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
      t.bathrooms,
      t.livingArea,
      t.createdAt,
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
          ...filters.filter((column) => column !== t.createdAt),
          t.cityKey,
        )
        .where(published),
      index('properties_price_asc_idx')
        .on(t.goal, publishedPrice, t.id, t.typeId, ...filters, t.cityKey)
        .where(published),
      index('properties_price_desc_idx')
        .on(t.goal, sql`${publishedPrice} desc nulls last`, t.id, t.typeId, ...filters, t.cityKey)
        .where(published),
      index('properties_reduced_idx')
        .on(t.goal, sql`${reductionOf(t)} desc nulls last`, t.id, t.typeId, ...filters, t.cityKey)
        .where(published),
      index('properties_area_price_idx')
        .on(t.goal, areaPriceOf(t), t.id, t.typeId, ...filters, t.cityKey)
        .where(published),
      index('properties_city_idx')
        .on(t.goal, t.cityKey, t.id, t.typeId, ...filters)
        .where(published),
      // Also what the search index loads (features/catalogue/search/search-index.ts), position
      // included: read from here, the load never reads the table.
      index('properties_type_idx')
        .on(t.goal, t.typeId, t.id, ...filters, t.cityKey, t.publishAddress, t.lat, t.lng)
        .where(published),
      index('properties_place_idx')
        .on(t.goal, t.zip, t.typeId, ...filters.filter((column) => column !== t.zip), t.cityKey)
        .where(published),
      // The map's areas (bbox, polygon: features/catalogue/search/search-filters.ts) seek a
      // latitude range and check the longitude in the index; only positions the map may show.
      index('properties_position_idx')
        .on(t.goal, t.lat, t.lng)
        .where(sql`${t.published} and ${t.publishAddress}`),
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

/**
 * Every change of a published price of a published listing (migration 0018's trigger, for every
 * writer): the detail page's price history.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    previousPrice: integer('previous_price').notNull(),
    price: integer('price').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_changes_property_idx').on(t.propertyId, t.changedAt)],
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
  (t) => [
    primaryKey({ columns: [t.propertyId, t.day] }),
    // The back office's "most viewed this week" reads the last days of every listing.
    index('property_views_daily_day_idx').on(t.day),
  ],
)
