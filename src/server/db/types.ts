import type { NodePgDatabase, NodePgQueryResultHKT } from 'drizzle-orm/node-postgres'
import type { PgDatabase } from 'drizzle-orm/pg-core'
import type * as schema from './schema'

// Type-only, so CLI code (seed, import, owner) can name the handle without the site's pool.

/** A database handle with the site's schema. */
export type Database = NodePgDatabase<typeof schema>

/** The handle inside `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** A database or a transaction: what a query that may run inside either takes. */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>
