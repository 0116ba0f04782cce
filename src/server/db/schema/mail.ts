import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
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
 * The transactional outbox (docs/decisions/008-mail-outbox.md): written in the same transaction as
 * the request it belongs to, delivered by src/server/mail/worker.ts. Since decision 034 it carries
 * two channels: `mail`, and `webhook` (the CRM hand-off), whose row reads as a request to the
 * agency's CRM: `to_address` is the URL, `subject` the event, `text_body` the JSON body exactly as
 * signed and sent, `message_id` the X-Webhook-Id (the idempotency key).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** mail | webhook | crm (a lead for the CRM's own API: docs/decisions/068-crm-connectors.md) */
    channel: varchar('channel', { length: 8 }).notNull().default('mail'),
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
    /** pending | sending | sent | failed | closed (given up by staff, with `closed_reason`) */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** Why a member of staff closed a failed message instead of sending it again. */
    closedReason: text('closed_reason'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_messages_due_idx').on(t.status, t.nextAttemptAt),
    check('outbox_messages_channel', sql`${t.channel} in ('mail', 'webhook', 'crm')`),
  ],
)

/** The CRM webhook's events (docs/webhooks.md); `webhook.test` is sent only by the button. */
export const webhookEvents = ['request.accepted', 'booking.created', 'booking.cancelled'] as const
export type WebhookEvent = (typeof webhookEvents)[number]

/**
 * The agency's CRM webhook, set by an admin (one row, id 1). The secret signs every delivery; it
 * is stored sealed with APP_SECRET (src/server/webhooks/webhook-secret.ts, decision 041).
 */
export const webhookSettings = pgTable(
  'webhook_settings',
  {
    id: integer('id').primaryKey().default(1),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: text('events').array().$type<WebhookEvent[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('webhook_settings_single_row', sql`${t.id} = 1`)],
)
