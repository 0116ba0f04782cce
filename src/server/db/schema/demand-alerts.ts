import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { properties } from './catalogue'
import { formSubmissions } from './requests'
import { outboxMessages } from './mail'

/** A registered search demand (demand register / search alert, decisions.md §7). */
export const demands = pgTable(
  'demands',
  {
    id: serial('id').primaryKey(),
    submissionId: bigint('submission_id', { mode: 'number' }).references(() => formSubmissions.id, {
      onDelete: 'set null',
    }),
    email: text('email').notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    /** 0 = buy, 1 = rent, as properties.goal. */
    goal: smallint('goal').notNull(),
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    bedroomsMin: smallint('bedrooms_min'),
    bedroomsMax: smallint('bedrooms_max'),
    bathroomsMin: smallint('bathrooms_min'),
    bathroomsMax: smallint('bathrooms_max'),
    garagesMin: smallint('garages_min'),
    garagesMax: smallint('garages_max'),
    parkingsMin: smallint('parkings_min'),
    parkingsMax: smallint('parkings_max'),
    typeIds: integer('type_ids').array().notNull(),
    /** Postal codes of the chosen zones (a municipality on the map expands to its postal codes). */
    zips: varchar('zips', { length: 8 }).array().notNull(),
    /**
     * The list search's filters that the columns above do not hold (features, EPC, region, areas…),
     * as the list's canonical query string (search-params.ts): matched with the list's own filter
     * code, so a new list filter is kept without a migration (decision 048). '' for none.
     */
    search: text('search').notNull().default(''),
    /** instant | daily | weekly: how often the person wants the digest (decision 048). */
    frequency: varchar('frequency', { length: 8 }).notNull().default('daily'),
    /** Set while the person paused the alert from its edit page; matching skips it. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /**
     * Set when the person deleted the alert from its edit page. The row stays, inactive and with
     * its e-mail address cleared, so the owner portal's count 30 days ago stays exact (decision 048).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('demands_active_idx')
      .on(t.goal)
      .where(sql`${t.active}`),
    // A person is an e-mail address, compared without case: one digest a day, one unsubscribe.
    index('demands_email_idx').on(sql`lower(${t.email})`),
  ],
)

/**
 * Each time a demand was paused from its edit page, until it was resumed (`ended_at` null while it
 * still is): the history `demands.paused_at` alone loses at the resume, which the owner portal's
 * count 30 days ago reads (decision 048).
 */
export const demandPauses = pgTable(
  'demand_pauses',
  {
    demandId: integer('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('demand_pauses_demand_idx').on(t.demandId)],
)

/**
 * A listing event a demand can be alerted about, written by a trigger on `properties` for every
 * writer (the import, the seed unless it turns it off, hand edits): migration 0007.
 */
export const listingChanges = pgTable(
  'listing_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** new | price_drop | back_on_market */
    kind: varchar('kind', { length: 16 }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_changes_occurred_idx').on(t.occurredAt),
    // The change trigger asks whether a listing was ever on the market before; deleting a
    // listing (a reseed) finds its changes without reading the table.
    index('listing_changes_property_idx').on(t.propertyId),
  ],
)

/** Which property a demand was already alerted about, so a digest never repeats a listing. */
export const demandAlerts = pgTable(
  'demand_alerts',
  {
    demandId: integer('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    changeKind: varchar('change_kind', { length: 16 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.demandId, t.propertyId, t.changeKind] }),
    // Deleting a listing (a reseed) finds its alerts without reading the table.
    index('demand_alerts_property_idx').on(t.propertyId),
  ],
)

/**
 * One demand-alert e-mail to one person (an e-mail address, compared in lower case) on one
 * Brussels calendar day. The unique key is the "at most one digest per person per day" rule;
 * the id is what the signed unsubscribe link names (src/features/demand-alerts/).
 */
export const demandDigests = pgTable(
  'demand_digests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** lower(demands.email) */
    emailKey: text('email_key').notNull(),
    day: date('day').notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    outboxMessageId: bigint('outbox_message_id', { mode: 'number' }).references(
      () => outboxMessages.id,
      { onDelete: 'set null' },
    ),
    /**
     * 'day' for the daily and weekly digest (one a person a day), else the run's time: an instant
     * digest goes out at every run that finds something (decision 048).
     */
    slot: varchar('slot', { length: 32 }).notNull().default('day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('demand_digests_person_day_key').on(t.emailKey, t.day, t.slot)],
)
