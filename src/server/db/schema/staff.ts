import {
  bigint,
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { agents } from './catalogue'

/**
 * The agency's staff (the back office, docs/decisions/030-back-office.md). `role` is admin
 * (everything) or agent (leads: their own and unassigned ones). `agentId` links an agent to the
 * person shown on listings; `disabledAt` ends every session and refuses logins.
 */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: varchar('role', { length: 8 }).notNull(),
  locale: varchar('locale', { length: 2 }).notNull(),
  agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * better-auth's tables for staff logins, apart from the owners' (auth_*), so that an owner's
 * session can never be read as a staff session, nor the reverse. Same columns as auth_*.
 */
export const staffAuthUsers = pgTable(
  'staff_auth_users',
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
    foreignKey({ columns: [t.email], foreignColumns: [staff.email], name: 'staff_auth_users_fk' })
      .onUpdate('cascade')
      .onDelete('cascade'),
  ],
)

export const staffAuthSessions = pgTable(
  'staff_auth_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => staffAuthUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the session passed the member's second factor (null: password only so far). */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
  },
  (t) => [index('staff_auth_sessions_user_idx').on(t.userId)],
)

export const staffAuthAccounts = pgTable(
  'staff_auth_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffAuthUsers.id, { onDelete: 'cascade' }),
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
  (t) => [index('staff_auth_accounts_user_idx').on(t.userId)],
)

export const staffAuthVerifications = pgTable(
  'staff_auth_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_auth_verifications_identifier_idx').on(t.identifier)],
)

/** Who did what to which record, when, with the values before and after (admins read it). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 40 }).notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    // The e-mail address an entry concerns, as typed at a sign-in (also for an unknown account),
    // and the client's address: a sign-in, sign-out or refusal is traced to both.
    account: varchar('account', { length: 254 }),
    address: varchar('address', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_account_idx').on(t.account),
  ],
)

/**
 * A member's authenticator app (TOTP, RFC 6238): the secret encrypted with the app secret, null
 * `confirmedAt` while enrolment waits for a first code, the last time step used (a code counts
 * once), and the SHA-256 hashes of the unused backup codes.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staff.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  backupCodes: jsonb('backup_codes').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The back office's own settings, one row (id 1), changed by admins. */
export const backOfficeSettings = pgTable('back_office_settings', {
  id: integer('id').primaryKey().default(1),
  requireSecondFactor: boolean('require_second_factor').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
