import 'server-only'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { sharedPool } from './pool-registry'
import * as schema from './schema'

export type Database = NodePgDatabase<typeof schema>

let database: Database | undefined

export function db(): Database {
  database ??= drizzle(sharedPool(), { schema })
  return database
}
