import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { staff } from './staff'

/**
 * A message of an import run as a code of `backOffice.imports.issues` with its parameters, so
 * the back office says it in the member's language; `text` is the English line `npm run import`
 * prints (docs/feed-format.md).
 */
export type ImportMessage = {
  code: string
  params?: Record<string, string | number>
  text: string
}

/** Why a record (or the feed) was refused: a message about one field (`Photos[2].Url`). */
export type ImportIssue = ImportMessage & { field: string }

/** One record of an import run's report: what happened to it, and why when it failed. */
export type ImportRunRecord = {
  section: 'property' | 'project'
  /** Position in the feed's list, from 0; null for a listing the run unpublished. */
  index: number | null
  reference: string | null
  outcome: 'created' | 'updated' | 'unchanged' | 'unpublished' | 'failed'
  /** Runs before decision 041 stored the English lines only. */
  errors: (ImportIssue | string)[]
}

/**
 * Every run of the feed import (docs/feed-format.md), from `npm run import` or an upload in the
 * back office, with its counts and per-record report. `status`: running, done, refused (the
 * feed as a whole was refused, nothing imported: `message` says why), failed (an error) or
 * interrupted (its process died: killed, host lost; the report is what it had done by its last
 * heartbeat, `finished_at`).
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    /** command | upload | crm */
    origin: varchar('origin', { length: 8 }).notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('running'),
    mode: varchar('mode', { length: 8 }),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    unpublished: integer('unpublished').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    message: text('message'),
    /** Runs before decision 041 stored the English lines only. */
    warnings: jsonb('warnings').$type<(ImportMessage | string)[]>().notNull().default([]),
    /** Why a refused feed was refused, as messages; `message` keeps the English text. */
    reasons: jsonb('reasons').$type<ImportMessage[]>().notNull().default([]),
    records: jsonb('records').$type<ImportRunRecord[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * Written every few seconds while the run goes on, with its report so far: a run still
     * `running` whose heartbeat stopped died with its process (import-runs.ts).
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_runs_started_idx').on(t.startedAt)],
)
