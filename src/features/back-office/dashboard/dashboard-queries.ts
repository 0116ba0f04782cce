import { and, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm'
import {
  appointments,
  appointmentSlots,
  formSubmissions,
  projects,
  properties,
  propertyViewsDaily,
  staff,
} from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { visibleTo } from '@/features/back-office/leads/lead-queries'
import { countFailedMails } from '@/features/back-office/outbox/outbox-queries'
import { listingsOf } from '@/features/back-office/properties/property-scope'
import { missingCondition } from '@/features/back-office/properties/property-queries'

/** How many rows each list of the dashboard shows; its figure counts them all. */
export const dashboardListSize = 5

const memberAgent = (member: StaffMember) =>
  sql`(select ${staff.agentId} from ${staff} where ${staff.id} = ${member.id})`

/** A booking's slot is the member's: an admin every one, an agent their listings' and projects'. */
function bookingsOf(member: StaffMember): SQL | undefined {
  if (member.role === 'admin') return undefined
  return or(eq(properties.agentId, memberAgent(member)), eq(projects.agentId, memberAgent(member)))
}

async function newLeads(executor: Executor, member: StaffMember) {
  const where = and(visibleTo(member), eq(formSubmissions.status, 'new'))
  const [counted, latest] = await Promise.all([
    executor.select({ total: count() }).from(formSubmissions).where(where),
    executor
      .select({
        id: formSubmissions.id,
        kind: formSubmissions.kind,
        firstName: formSubmissions.firstName,
        lastName: formSubmissions.lastName,
        email: formSubmissions.email,
        createdAt: formSubmissions.createdAt,
      })
      .from(formSubmissions)
      .where(where)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(dashboardListSize),
  ])
  return { total: Number(counted[0]?.total ?? 0), latest }
}

async function upcomingBookings(executor: Executor, member: StaffMember, now: Date) {
  const until = new Date(now.getTime() + 7 * 86_400_000)
  const where = and(
    eq(appointments.status, 'confirmed'),
    gte(appointmentSlots.startsAt, now),
    lt(appointmentSlots.startsAt, until),
    bookingsOf(member),
  )
  const base = () =>
    executor
      .select({
        id: appointments.id,
        submissionId: appointments.submissionId,
        startsAt: appointmentSlots.startsAt,
        reference: properties.reference,
        project: projects.name,
      })
      .from(appointments)
      .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointments.slotId))
      .leftJoin(properties, eq(properties.id, appointmentSlots.propertyId))
      .leftJoin(projects, eq(projects.id, appointmentSlots.projectId))
      .where(where)
  const [counted, next] = await Promise.all([
    executor
      .select({ total: count() })
      .from(appointments)
      .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointments.slotId))
      .leftJoin(properties, eq(properties.id, appointmentSlots.propertyId))
      .leftJoin(projects, eq(projects.id, appointmentSlots.projectId))
      .where(where),
    base().orderBy(appointmentSlots.startsAt, appointments.id).limit(dashboardListSize),
  ])
  return { total: Number(counted[0]?.total ?? 0), next }
}

async function listingsMissing(executor: Executor, member: StaffMember) {
  const [row] = await executor
    .select({
      photos: count(sql`case when ${missingCondition('photos')} then 1 end`),
      epc: count(sql`case when ${missingCondition('epc')} then 1 end`),
    })
    .from(properties)
    .where(and(eq(properties.published, true), listingsOf(member)))
  return { photos: Number(row?.photos ?? 0), epc: Number(row?.epc ?? 0) }
}

/** The listings viewed most in the last seven days (today in Brussels and the six before). */
function mostViewed(executor: Executor, member: StaffMember) {
  const views = sql<number>`sum(${propertyViewsDaily.views})::int`
  return executor
    .select({ reference: properties.reference, city: properties.city, views })
    .from(propertyViewsDaily)
    .innerJoin(properties, eq(properties.id, propertyViewsDaily.propertyId))
    .where(
      and(
        gte(propertyViewsDaily.day, sql`(now() at time zone 'Europe/Brussels')::date - 6`),
        listingsOf(member),
      ),
    )
    .groupBy(properties.id)
    .orderBy(desc(views), properties.reference)
    .limit(dashboardListSize)
}

/**
 * The dashboard's figures, scoped as the screens they link to: leads as the inbox shows them to
 * the member, bookings and listings of an agent's own listings, failed e-mails for admins only.
 */
export async function dashboardFigures(executor: Executor, member: StaffMember, now = new Date()) {
  const isAdmin = member.role === 'admin'
  const [leads, bookings, missing, viewed, failedMails] = await Promise.all([
    newLeads(executor, member),
    upcomingBookings(executor, member, now),
    listingsMissing(executor, member),
    mostViewed(executor, member),
    isAdmin ? countFailedMails(executor) : Promise.resolve(null),
  ])
  return { leads, bookings, missing, viewed, failedMails }
}
