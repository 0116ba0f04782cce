import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'

/** A file sent with an outbox e-mail; `path` is its object store key (under `attachments/`). */
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
