import {
  bigint,
  date,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { outboxMessages } from './schema'

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('demand_digests_person_day_key').on(t.emailKey, t.day)],
)
