import 'server-only'
import { drizzle } from 'drizzle-orm/node-postgres'
import { sharedPool } from './pool-registry'
import * as schema from './schema'
import type { Database } from './types'

let database: Database | undefined

export function db(): Database {
  database ??= drizzle(sharedPool(), { schema })
  return database
}
