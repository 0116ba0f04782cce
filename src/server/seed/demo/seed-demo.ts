import { getTableName, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import {
  agents,
  appointmentSlots,
  authAccounts,
  authUsers,
  authVerifications,
  ownerHistory,
  ownerProperties,
  owners,
  priceChanges,
  projects,
  projectUnits,
  properties,
  propertyTypes,
  propertyViewsDaily,
  testimonials,
} from '@/server/db/schema'
import { generateDemo } from './generate-demo'
import { ownerLoginRows } from './owner-logins'
import { demoStaffHashes, seedDemoStaff } from './staff-logins'
import type { Database, Transaction } from '@/server/db/types'

// Keeps each INSERT well below PostgreSQL's 65,535 bind parameters.
const chunkSize = 500

async function insertAll<T extends PgTable>(tx: Transaction, table: T, rows: T['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += chunkSize) {
    await tx.insert(table).values(rows.slice(start, start + chunkSize))
  }
}

/** Rows carry explicit ids, so each serial must be moved past them for later inserts. */
async function resetSequence(tx: Transaction, table: PgTable & { id: unknown }) {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
  )
}

/**
 * Replaces the demo listings, projects, owners (with their logins), statistics, testimonials, visit
 * slots and demo staff in one transaction; appointments booked on the slots go with them. With
 * `listings: false` (a CRM brings the agency's own listings, agents and projects) only the
 * property types, testimonials and demo staff are seeded.
 */
export async function seedDemo(
  db: Database,
  today = new Date(),
  { listings = true }: { listings?: boolean } = {},
): Promise<void> {
  const generated = generateDemo({ today })
  const data = listings
    ? generated
    : {
        ...generated,
        agents: [],
        projects: [],
        projectUnits: [],
        properties: [],
        priceChanges: [],
        owners: [],
        ownerProperties: [],
        propertyViewsDaily: [],
        ownerHistory: [],
        appointmentSlots: [],
      }
  const logins = await ownerLoginRows(data.owners)
  const staffHashes = await demoStaffHashes()
  await db.transaction(async (tx) => {
    // Loading the demo listings is not news: without this, the change trigger (migration 0007)
    // would record every listing as new and alert every registered demand about all of them.
    await tx.execute(sql`set local agency.listing_changes = 'off'`)
    // Logins, sessions and accounts go with their owners (foreign keys); links of removed owners
    // would point nowhere.
    await tx.delete(authVerifications)
    for (const table of [
      appointmentSlots,
      ownerHistory,
      propertyViewsDaily,
      ownerProperties,
      owners,
      properties,
      projectUnits,
      projects,
      agents,
      propertyTypes,
      testimonials,
    ]) {
      await tx.delete(table)
    }
    await insertAll(tx, propertyTypes, data.propertyTypes)
    await insertAll(tx, agents, data.agents)
    await insertAll(tx, projects, data.projects)
    await insertAll(tx, projectUnits, data.projectUnits)
    await insertAll(tx, properties, data.properties)
    await insertAll(tx, priceChanges, data.priceChanges)
    await insertAll(tx, owners, data.owners)
    await insertAll(tx, authUsers, logins.users)
    await insertAll(tx, authAccounts, logins.accounts)
    await insertAll(tx, ownerProperties, data.ownerProperties)
    await insertAll(tx, propertyViewsDaily, data.propertyViewsDaily)
    await insertAll(tx, ownerHistory, data.ownerHistory)
    await insertAll(tx, testimonials, data.testimonials)
    await insertAll(tx, appointmentSlots, data.appointmentSlots)
    await seedDemoStaff(tx, staffHashes)
    for (const table of [
      agents,
      projects,
      projectUnits,
      properties,
      owners,
      ownerHistory,
      testimonials,
      appointmentSlots,
    ]) {
      await resetSequence(tx, table)
    }
  })
}
