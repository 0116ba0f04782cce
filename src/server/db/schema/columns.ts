import { timestamp } from 'drizzle-orm/pg-core'

/** Creation and last-change times, on every table that keeps them. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}
