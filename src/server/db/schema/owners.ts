import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { properties } from './catalogue'

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

/**
 * Owner history rows (specification §3 "Owner history row"), added by the agency's staff in the
 * back office or imported with the feed. `feedKey` is the CRM's stable key of an imported row
 * (unique per property, the import upserts by it); rows added by hand have none.
 */
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
    feedKey: text('feed_key'),
  },
  (t) => [
    index('owner_history_property_idx').on(t.propertyId, t.occurredAt),
    uniqueIndex('owner_history_feed_key').on(t.propertyId, t.feedKey),
  ],
)

/**
 * The agency CRM's own counts of views of a listing (its website and the portals it publishes to),
 * imported with the feed's `VisitCounters` and shown in the owner portal beside the site's counts
 * (docs/decisions/069-crm-owner-data.md). A count the CRM does not give is null; a listing without
 * a row shows none.
 */
export const crmVisitCounters = pgTable('crm_visit_counters', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  today: integer('today'),
  week: integer('week'),
  month: integer('month'),
  total: integer('total'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The owner portal's login data, in the shape better-auth's Drizzle adapter reads and writes
 * (docs/decisions/014-owner-portal.md): property names are better-auth's field names, columns are
 * snake_case. The owner's profile stays in `owners`; a login belongs to the owner with its e-mail
 * address, and follows it when the agency changes the address or removes the owner.
 */
export const authUsers = pgTable(
  'auth_users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.email], foreignColumns: [owners.email], name: 'auth_users_owner_fk' })
      .onUpdate('cascade')
      .onDelete('cascade'),
  ],
)

/**
 * One signed-in browser. `updatedAt` is the last activity (the inactivity timeout reads it);
 * `expiresAt` is the absolute end, never extended (src/features/owner-portal/auth/session.server.ts).
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
)

/** The credential (password hash) of a login; better-auth's model also fits external providers. */
export const authAccounts = pgTable(
  'auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_accounts_user_idx').on(t.userId)],
)

/**
 * Single-use tokens (password reset and invitation links). `identifier` holds a SHA-256 of the
 * token, never the token itself, so a copy of the database cannot be used to take over an account.
 */
export const authVerifications = pgTable(
  'auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_verifications_identifier_idx').on(t.identifier)],
)
