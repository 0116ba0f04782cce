import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
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
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { projects, properties } from './catalogue'
import { staff } from './staff'

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

/**
 * Every accepted form submission (decisions.md §5), stored in the transaction that queues its
 * e-mails. The person's main fields are columns (the owner portal and the agency search them); the
 * rest of what the form asked is in `data`, exactly as validated.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** site-contact | contact-me | info-request | visit-request | construction-contact | documents |
     * free-valuation | demand-register | send-to-friend | purchase-offer | rental-application |
     * job-application | testimonial | newsletter | appointment | renovation-expert */
    kind: varchar('kind', { length: 32 }).notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: varchar('title', { length: 8 }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    /** As typed; displayed with the phone-formatting rule (specification §5). */
    phone: text('phone'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** altcha | no-script: how the anti-spam check was passed. */
    antispam: varchar('antispam', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The back office's lead status: new | in-progress | done | spam | cancelled (its visit). */
    status: varchar('status', { length: 16 }).notNull().default('new'),
    /** The staff member handling the lead (the reference is lazy: staff.ts imports this file). */
    assigneeId: integer('assignee_id').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('form_submissions_property_idx').on(t.propertyId, t.createdAt),
    index('form_submissions_kind_idx').on(t.kind, t.createdAt),
    index('form_submissions_status_idx').on(t.status, t.createdAt),
  ],
)

/**
 * Fixed-window counters for rate limits (per IP, per e-mail address, per owner account), shared by
 * every app instance through PostgreSQL.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_hits_window_idx').on(t.windowStart),
  ],
)

/** ALTCHA challenges already redeemed: a solved challenge is accepted once. */
export const altchaRedeemed = pgTable('altcha_redeemed', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  locale: varchar('locale', { length: 2 }).notNull(),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
})

/** Visit slots the agency offers for a property or a project, each for `capacity` people. */
export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: smallint('capacity').notNull(),
    /** Bookings taken; kept beside capacity so a booking is one conditional UPDATE. */
    booked: smallint('booked').notNull().default(0),
    /** An open house: visitors come during the whole slot rather than at its start. */
    openHouse: boolean('open_house').notNull().default(false),
    /** Set when the agency cancels the slot: no longer offered, its bookings cancelled. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The CRM feed's stable key of a slot it carries (its start); null for the back office's. */
    feedKey: text('feed_key'),
  },
  (t) => [
    index('appointment_slots_property_idx').on(t.propertyId, t.startsAt),
    index('appointment_slots_project_idx').on(t.projectId, t.startsAt),
    uniqueIndex('appointment_slots_property_feed_key')
      .on(t.propertyId, t.feedKey)
      .where(sql`${t.feedKey} is not null`),
    uniqueIndex('appointment_slots_project_feed_key')
      .on(t.projectId, t.feedKey)
      .where(sql`${t.feedKey} is not null`),
    check('appointment_slots_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
    check('appointment_slots_target', sql`num_nonnulls(${t.propertyId}, ${t.projectId}) = 1`),
  ],
)

export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    /** The calendar event's UID (RFC 5545: globally unique and stable), unlike the id never reused
     * after a database reset. */
    uid: uuid('uid').notNull().defaultRandom(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => appointmentSlots.id, { onDelete: 'cascade' }),
    submissionId: bigint('submission_id', { mode: 'number' })
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    /** confirmed | cancelled */
    status: varchar('status', { length: 16 }).notNull().default('confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was cancelled (by the agency or by the visitor's link): the CANCEL's DTSTAMP. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Who cancelled it: agency | visitor (null before this was kept). */
    cancelledBy: varchar('cancelled_by', { length: 8 }),
  },
  (t) => [
    index('appointments_slot_idx').on(t.slotId),
    uniqueIndex('appointments_uid_key').on(t.uid),
    // One submission books one place: a retried booking step cannot take a second one.
    uniqueIndex('appointments_submission_key').on(t.submissionId),
  ],
)

/** Internal notes on a lead (a form submission), oldest first; never shown to the visitor. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: bigint('submission_id', { mode: 'number' })
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_submission_idx').on(t.submissionId, t.createdAt)],
)
