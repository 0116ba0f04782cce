import { and, asc, eq, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { MultiLang } from '@/server/db/schema'
import {
  appointments,
  appointmentSlots,
  formSubmissions,
  projects,
  properties,
  staff,
} from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import type { ListingKey } from './slot-schema'

const maxListings = 50

/**
 * The listings whose slots a member manages: an admin every one, an agent those whose listing
 * agent is the person their staff account is linked to (none without a link). Every page and
 * action on slots starts from this condition, so a URL or a posted id cannot reach another's.
 */
export function managedBy(
  member: StaffMember,
  agentColumn: typeof properties.agentId | typeof projects.agentId,
): SQL | undefined {
  if (member.role === 'admin') return undefined
  return eq(
    agentColumn,
    sql`(select ${staff.agentId} from ${staff} where ${staff.id} = ${member.id})`,
  )
}

export type ListingSummary = ListingKey & {
  reference: string
  title: MultiLang | string
  city: string
  upcoming: number
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

// Drizzle writes the selected table's columns without its name, which inside the subquery would
// name the slot's own id: the outer listing is named in full.
const upcomingOf = (kind: ListingKey['kind']) =>
  sql<number>`(select count(*)::int from ${appointmentSlots} s
    where s.${sql.identifier(kind === 'property' ? 'property_id' : 'project_id')}
      = ${sql.identifier(kind === 'property' ? 'properties' : 'projects')}.id
    and s.starts_at > now() and s.cancelled_at is null)`

/** Properties and projects the member manages, matching a reference or town when one is typed. */
export async function searchListings(
  executor: Executor,
  member: StaffMember,
  q: string,
): Promise<ListingSummary[]> {
  const pattern = q.trim() === '' ? null : escapeLike(q.trim())
  const found = await executor
    .select({
      id: properties.id,
      reference: properties.reference,
      title: properties.title,
      city: properties.city,
      upcoming: upcomingOf('property'),
    })
    .from(properties)
    .where(
      and(
        managedBy(member, properties.agentId),
        pattern
          ? or(ilike(properties.reference, pattern), ilike(properties.city, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(properties.reference))
    .limit(maxListings)
  const foundProjects = await executor
    .select({
      id: projects.id,
      reference: projects.reference,
      title: projects.name,
      city: projects.city,
      upcoming: upcomingOf('project'),
    })
    .from(projects)
    .where(
      and(
        managedBy(member, projects.agentId),
        pattern
          ? or(
              ilike(projects.reference, pattern),
              ilike(projects.city, pattern),
              ilike(projects.name, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(projects.reference))
    .limit(maxListings)
  return [
    ...foundProjects.map((row) => ({ ...row, kind: 'project' as const })),
    ...found.map((row) => ({ ...row, kind: 'property' as const })),
  ]
}

export type ManagedListing = ListingKey & {
  reference: string
  title: MultiLang | string
  city: string
}

/** The listing if the member manages it, else null (the page answers 404, an action nothing). */
export async function findManagedListing(
  executor: Executor,
  member: StaffMember,
  key: ListingKey,
  { lock = false }: { lock?: boolean } = {},
): Promise<ManagedListing | null> {
  if (key.kind === 'property') {
    const query = executor
      .select({ reference: properties.reference, title: properties.title, city: properties.city })
      .from(properties)
      .where(and(eq(properties.id, key.id), managedBy(member, properties.agentId)))
    const [row] = lock ? await query.for('update') : await query
    return row ? { ...key, ...row } : null
  }
  const query = executor
    .select({ reference: projects.reference, title: projects.name, city: projects.city })
    .from(projects)
    .where(and(eq(projects.id, key.id), managedBy(member, projects.agentId)))
  const [row] = lock ? await query.for('update') : await query
  return row ? { ...key, ...row } : null
}

/** The slot column that points at the listing. */
export const slotsOf = (key: ListingKey) =>
  key.kind === 'property'
    ? eq(appointmentSlots.propertyId, key.id)
    : eq(appointmentSlots.projectId, key.id)

export type SlotBooking = {
  id: number
  firstName: string | null
  lastName: string | null
  email: string
  phone: string | null
  locale: string
}

export type SlotRow = {
  id: number
  startsAt: Date
  endsAt: Date
  capacity: number
  booked: number
  openHouse: boolean
  fromFeed: boolean
  bookings: SlotBooking[]
}

/** The listing's slots that have not ended and are not cancelled, with who booked them. */
export async function upcomingSlots(executor: Executor, key: ListingKey): Promise<SlotRow[]> {
  const slots = await executor
    .select({
      id: appointmentSlots.id,
      startsAt: appointmentSlots.startsAt,
      endsAt: appointmentSlots.endsAt,
      capacity: appointmentSlots.capacity,
      booked: appointmentSlots.booked,
      openHouse: appointmentSlots.openHouse,
      fromFeed: sql<boolean>`${appointmentSlots.feedKey} is not null`,
    })
    .from(appointmentSlots)
    .where(
      and(
        slotsOf(key),
        gt(appointmentSlots.endsAt, sql`now()`),
        isNull(appointmentSlots.cancelledAt),
      ),
    )
    .orderBy(asc(appointmentSlots.startsAt), asc(appointmentSlots.id))
  if (!slots.length) return []
  const bookings = await executor
    .select({
      slotId: appointments.slotId,
      id: appointments.id,
      firstName: formSubmissions.firstName,
      lastName: formSubmissions.lastName,
      email: formSubmissions.email,
      phone: formSubmissions.phone,
      locale: formSubmissions.locale,
    })
    .from(appointments)
    .innerJoin(formSubmissions, eq(formSubmissions.id, appointments.submissionId))
    .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointments.slotId))
    .where(
      and(
        slotsOf(key),
        eq(appointments.status, 'confirmed'),
        gt(appointmentSlots.endsAt, sql`now()`),
      ),
    )
    .orderBy(asc(appointments.id))
  return slots.map((slot) => ({
    ...slot,
    bookings: bookings.filter((booking) => booking.slotId === slot.id),
  }))
}
