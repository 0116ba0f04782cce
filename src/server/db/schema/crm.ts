import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { agents } from './catalogue'
import { staff } from './staff'

/**
 * The agency's CRM as an admin set it on the Connections screen (one row, id 1); without the row
 * the environment's CRM_* values apply (docs/decisions/068-crm-connectors.md). The password and
 * the client secret are sealed with APP_SECRET like the webhook secret.
 */
export const crmConnection = pgTable(
  'crm_connection',
  {
    id: integer('id').primaryKey().default(1),
    /** omnicasa | whise | sweepbright | none (the site's own data, whatever the environment says) */
    provider: varchar('provider', { length: 16 }).notNull(),
    baseUrl: text('base_url'),
    username: text('username'),
    passwordSealed: text('password_sealed'),
    clientId: text('client_id'),
    clientSecretSealed: text('client_secret_sealed'),
    officeId: text('office_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [check('crm_connection_single_row', sql`${t.id} = 1`)],
)

/** Where each CRM's sync stands: the next incremental asks for what changed since `changedSince`. */
export const crmSyncState = pgTable('crm_sync_state', {
  provider: varchar('provider', { length: 16 }).primaryKey(),
  /** When the last successful pull began (the CRM's changes after it are fetched next). */
  changedSince: timestamp('changed_since', { withTimezone: true }),
  /** When the last full reconciliation succeeded. */
  reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
})

/**
 * A CRM record's id beside the site's: a listing's or project's reference (leads name the CRM id),
 * an agent's row (the CRM's user becomes the site's agent).
 */
export const crmRecords = pgTable(
  'crm_records',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    /** property | project | agent */
    kind: varchar('kind', { length: 8 }).notNull(),
    crmId: text('crm_id').notNull(),
    reference: text('reference'),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    /** The agent photo's URL as the CRM gave it: fetched again only when it changes. */
    photoSource: text('photo_source'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.kind, t.crmId] }),
    index('crm_records_reference_idx').on(t.provider, t.kind, t.reference),
  ],
)
