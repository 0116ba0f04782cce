import { and, eq, getTableName, inArray, or, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import {
  agents,
  appointmentSlots,
  authAccounts,
  authUsers,
  ownerHistory,
  ownerProperties,
  owners,
  projects,
  projectUnits,
  properties,
  propertyTypes,
  propertyViewsDaily,
  testimonials,
} from '@/server/db/schema'
import type { Database, Transaction } from '@/server/db/types'
import { generateDemo } from './demo/generate-demo'
import { ownerLoginRows } from './demo/owner-logins'
import { demoRowIds } from './demo-inventory'

/** Moves a serial past the ids in use, so the next default id is free. */
async function resetSequence(tx: Transaction, table: PgTable) {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
  )
}

/** Inserts a demo row under its own id when that is free, else under a new one; returns the id. */
async function insertRow<T extends PgTable>(
  tx: Transaction,
  table: T,
  row: T['$inferInsert'],
): Promise<number> {
  const { id, ...rest } = row as { id?: number }
  const { rows } = await tx.execute(sql`select 1 from ${table} where id = ${id ?? null}`)
  if (rows.length) await resetSequence(tx, table)
  const values = (rows.length ? rest : row) as T['$inferInsert']
  const [inserted] = (await tx.insert(table).values(values).returning()) as unknown as {
    id: number
  }[]
  await resetSequence(tx, table)
  return inserted!.id
}

/** The row without its id, for an insert that lets the serial choose one. */
function withoutId<T extends { id?: number }>(row: T): Omit<T, 'id'> {
  const { id, ...rest } = row
  void id
  return rest
}

const mapped = (ids: Map<number, number>, id: number | null | undefined) =>
  id === null || id === undefined ? id : ids.get(id)

/**
 * `npm run seed -- --demo-only`: brings the demo content back (listings, projects, owners with
 * their logins and statistics, testimonials, visit slots) and touches nothing else. A demo row
 * still there is updated in place, so what visitors or the agency linked to it stays linked; a
 * demo row whose reference, slug or e-mail address is now used by other data is left out and
 * named. Time slots with bookings are kept. Returns what was left out.
 */
export async function seedDemoOnly(db: Database, today: Date): Promise<string[]> {
  const data = generateDemo({ today })
  const logins = await ownerLoginRows(data.owners)
  const skipped: string[] = []
  await db.transaction(async (tx) => {
    // Loading the demo is not news for the demand alerts (as in seedDemo).
    await tx.execute(sql`set local agency.listing_changes = 'off'`)
    const found = await demoRowIds(tx, data)
    await tx.insert(propertyTypes).values(data.propertyTypes).onConflictDoNothing()

    const agentIds = new Map<number, number>()
    for (const { id, ...agent } of data.agents) {
      const existing = found.agents.get(String(id))
      if (existing !== undefined) await tx.update(agents).set(agent).where(eq(agents.id, existing))
      agentIds.set(id!, existing ?? (await insertRow(tx, agents, { id, ...agent })))
    }

    const projectIds = new Map<number, number>()
    for (const { id, ...project } of data.projects) {
      const values = { ...project, agentId: mapped(agentIds, project.agentId) }
      const existing = found.projects.get(project.reference)
      if (existing !== undefined) {
        await tx.update(projects).set(values).where(eq(projects.id, existing))
        projectIds.set(id!, existing)
        continue
      }
      const taken = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(or(eq(projects.reference, project.reference), eq(projects.slug, project.slug)))
      if (taken.length) skipped.push(`project ${project.reference}`)
      else projectIds.set(id!, await insertRow(tx, projects, { id, ...values }))
    }
    const demoProjects = [...projectIds.values()]
    if (demoProjects.length) {
      await tx.delete(projectUnits).where(inArray(projectUnits.projectId, demoProjects))
    }
    await resetSequence(tx, projectUnits)
    for (const unit of data.projectUnits.map(withoutId)) {
      const projectId = projectIds.get(unit.projectId)
      if (projectId !== undefined) await tx.insert(projectUnits).values({ ...unit, projectId })
    }

    const propertyIds = new Map<number, number>()
    for (const { id, ...property } of data.properties) {
      const values = {
        ...property,
        agentId: mapped(agentIds, property.agentId),
        projectId: mapped(projectIds, property.projectId),
      }
      if (values.projectId === undefined) {
        skipped.push(`listing ${property.reference} (its project is left out)`)
        continue
      }
      const existing = found.properties.get(property.reference)
      if (existing !== undefined) {
        await tx.update(properties).set(values).where(eq(properties.id, existing))
        propertyIds.set(id!, existing)
        continue
      }
      const taken = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.reference, property.reference))
      if (taken.length) skipped.push(`listing ${property.reference}`)
      else propertyIds.set(id!, await insertRow(tx, properties, { id, ...values }))
    }
    const demoProperties = [...propertyIds.values()]

    const ownerIds = new Map<number, number>()
    for (const { id, ...owner } of data.owners) {
      const existing = found.owners.get(owner.email)
      if (existing !== undefined) {
        await tx.update(owners).set(owner).where(eq(owners.id, existing))
        ownerIds.set(id!, existing)
        continue
      }
      const taken = await tx
        .select({ id: owners.id })
        .from(owners)
        .where(eq(owners.email, owner.email))
      if (taken.length) skipped.push(`owner ${owner.email}`)
      else ownerIds.set(id!, await insertRow(tx, owners, { id, ...owner }))
    }
    // The demo owners' logins start again with the documented passwords (their sessions end).
    const demoEmails = data.owners
      .filter((owner) => ownerIds.has(owner.id!))
      .map((owner) => owner.email)
    if (demoEmails.length) {
      await tx.delete(authUsers).where(inArray(authUsers.email, demoEmails))
      const users = logins.users.filter((user) => demoEmails.includes(user.email))
      const userIds = new Set(users.map((user) => user.id))
      if (users.length) await tx.insert(authUsers).values(users)
      const accounts = logins.accounts.filter((account) => userIds.has(account.userId))
      if (accounts.length) await tx.insert(authAccounts).values(accounts)
    }

    if (demoProperties.length) {
      for (const table of [propertyViewsDaily, ownerHistory]) {
        await tx.delete(table).where(inArray(table.propertyId, demoProperties))
      }
    }
    const links = data.ownerProperties.flatMap((link) => {
      const ownerId = ownerIds.get(link.ownerId)
      const propertyId = propertyIds.get(link.propertyId)
      return ownerId !== undefined && propertyId !== undefined ? [{ ownerId, propertyId }] : []
    })
    if (links.length) await tx.insert(ownerProperties).values(links).onConflictDoNothing()
    const views = data.propertyViewsDaily.flatMap((row) => {
      const propertyId = propertyIds.get(row.propertyId)
      return propertyId === undefined ? [] : [{ ...row, propertyId }]
    })
    for (let start = 0; start < views.length; start += 500) {
      await tx.insert(propertyViewsDaily).values(views.slice(start, start + 500))
    }
    await resetSequence(tx, ownerHistory)
    const history = data.ownerHistory.map(withoutId).flatMap((row) => {
      const propertyId = propertyIds.get(row.propertyId)
      return propertyId === undefined ? [] : [{ ...row, propertyId }]
    })
    if (history.length) await tx.insert(ownerHistory).values(history)

    const demoTestimonials = [...found.testimonials.values()]
    if (demoTestimonials.length) {
      await tx.delete(testimonials).where(inArray(testimonials.id, demoTestimonials))
    }
    for (const testimonial of data.testimonials) await insertRow(tx, testimonials, testimonial)

    // Free slots of the demo listings are replaced; a slot a visitor booked stays.
    const demoSlot = or(
      demoProperties.length ? inArray(appointmentSlots.propertyId, demoProperties) : sql`false`,
      demoProjects.length ? inArray(appointmentSlots.projectId, demoProjects) : sql`false`,
    )
    await tx
      .delete(appointmentSlots)
      .where(
        and(
          demoSlot,
          eq(appointmentSlots.booked, 0),
          sql`not exists (select 1 from appointments a where a.slot_id = ${appointmentSlots.id})`,
        ),
      )
    await resetSequence(tx, appointmentSlots)
    const slots = data.appointmentSlots.map(withoutId).flatMap((slot) => {
      const propertyId = mapped(propertyIds, slot.propertyId)
      const projectId = mapped(projectIds, slot.projectId)
      return propertyId === undefined || projectId === undefined
        ? []
        : [{ ...slot, propertyId, projectId }]
    })
    if (slots.length) await tx.insert(appointmentSlots).values(slots)
  })
  return skipped
}
