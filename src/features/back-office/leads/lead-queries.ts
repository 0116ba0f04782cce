import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  like,
  lt,
  or,
  type SQL,
} from 'drizzle-orm'
import { addCalendarDays, brusselsInstant } from '@/lib/belgium/brussels-clock'
import {
  appointments,
  appointmentSlots,
  formSubmissions,
  leadNotes,
  outboxMessages,
  projects,
  properties,
  staff,
} from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import type { LeadFilters, LeadStatus } from './lead-schema'

export const leadsPerPage = 50

/**
 * What a staff member may see: an admin every lead, an agent those assigned to them and the
 * unassigned ones (issue #12). Every query of the inbox starts from this condition.
 */
export function visibleTo(member: StaffMember): SQL | undefined {
  if (member.role === 'admin') return undefined
  return or(eq(formSubmissions.assigneeId, member.id), isNull(formSubmissions.assigneeId))
}

function filtersOf(member: StaffMember, filters: LeadFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visibleTo(member)]
  if (filters.status) conditions.push(eq(formSubmissions.status, filters.status))
  if (filters.kind) conditions.push(eq(formSubmissions.kind, filters.kind))
  if (filters.assignee === 'me') conditions.push(eq(formSubmissions.assigneeId, member.id))
  else if (filters.assignee === 'none') conditions.push(isNull(formSubmissions.assigneeId))
  else if (filters.assignee)
    conditions.push(eq(formSubmissions.assigneeId, Number(filters.assignee)))
  // Whole days on Belgian clocks; midnight always exists there (the clocks change at 2 or 3 am).
  if (filters.from) {
    conditions.push(gte(formSubmissions.createdAt, brusselsInstant(filters.from, '00:00')!))
  }
  if (filters.until) {
    const next = addCalendarDays(filters.until, 1)
    conditions.push(lt(formSubmissions.createdAt, brusselsInstant(next, '00:00')!))
  }
  if (filters.listing) {
    const [kind, id] = filters.listing.split('-')
    const column = kind === 'project' ? formSubmissions.projectId : formSubmissions.propertyId
    conditions.push(eq(column, Number(id)))
  }
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(
      or(
        ilike(formSubmissions.email, pattern),
        ilike(formSubmissions.firstName, pattern),
        ilike(formSubmissions.lastName, pattern),
        ilike(properties.reference, pattern),
        ilike(projects.name, pattern),
      ),
    )
  }
  return and(...conditions)
}

export type LeadRow = {
  id: number
  kind: string
  locale: string
  firstName: string | null
  lastName: string | null
  email: string
  phone: string | null
  data: Record<string, unknown>
  status: string
  assigneeName: string | null
  propertyReference: string | null
  projectName: string | null
  /** When the visit a booking lead made starts; null for every other lead. */
  visitStartsAt: Date | null
  createdAt: Date
}

/** The most rows one CSV export holds; a narrower filter gets the rest. */
export const exportLimit = 10_000

/** A listing the inbox can be filtered on: the filter's value and what the member reads. */
export type LeadListing = { value: string; reference: string | null; name: string | null }

/**
 * The properties and projects that the leads the member may see are about, for the inbox's listing
 * filter: properties by reference, then projects by name.
 */
export async function leadListings(
  executor: Executor,
  member: StaffMember,
): Promise<LeadListing[]> {
  const rows = await executor
    .selectDistinct({
      propertyId: formSubmissions.propertyId,
      reference: properties.reference,
      city: properties.city,
      projectId: formSubmissions.projectId,
      projectName: projects.name,
    })
    .from(formSubmissions)
    .leftJoin(properties, eq(properties.id, formSubmissions.propertyId))
    .leftJoin(projects, eq(projects.id, formSubmissions.projectId))
    .where(
      and(
        visibleTo(member),
        or(isNotNull(formSubmissions.propertyId), isNotNull(formSubmissions.projectId)),
      ),
    )
  const listings = rows.map((row) =>
    row.propertyId !== null
      ? { value: `property-${row.propertyId}`, reference: row.reference, name: row.city }
      : { value: `project-${row.projectId}`, reference: null, name: row.projectName },
  )
  return [...new Map(listings.map((listing) => [listing.value, listing])).values()].sort(
    (a, b) =>
      Number(a.reference === null) - Number(b.reference === null) ||
      (a.reference ?? a.name ?? '').localeCompare(b.reference ?? b.name ?? '', undefined, {
        numeric: true,
      }),
  )
}

/** One page of the inbox, newest first, with the total for the pager. */
export async function listLeads(
  executor: Executor,
  member: StaffMember,
  filters: LeadFilters,
  window: { limit: number; offset: number } = {
    limit: leadsPerPage,
    offset: (filters.page - 1) * leadsPerPage,
  },
): Promise<{ rows: LeadRow[]; total: number }> {
  const where = filtersOf(member, filters)
  const base = executor
    .select({
      id: formSubmissions.id,
      kind: formSubmissions.kind,
      locale: formSubmissions.locale,
      firstName: formSubmissions.firstName,
      lastName: formSubmissions.lastName,
      email: formSubmissions.email,
      phone: formSubmissions.phone,
      data: formSubmissions.data,
      status: formSubmissions.status,
      assigneeName: staff.name,
      propertyReference: properties.reference,
      projectName: projects.name,
      visitStartsAt: appointmentSlots.startsAt,
      createdAt: formSubmissions.createdAt,
    })
    .from(formSubmissions)
    .leftJoin(staff, eq(staff.id, formSubmissions.assigneeId))
    .leftJoin(properties, eq(properties.id, formSubmissions.propertyId))
    .leftJoin(projects, eq(projects.id, formSubmissions.projectId))
    // A booking has one appointment (appointments_submission_key).
    .leftJoin(appointments, eq(appointments.submissionId, formSubmissions.id))
    .leftJoin(appointmentSlots, eq(appointmentSlots.id, appointments.slotId))
  const rows = await base
    .where(where)
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(window.limit)
    .offset(window.offset)
  const [counted] = await executor
    .select({ total: count() })
    .from(formSubmissions)
    .leftJoin(properties, eq(properties.id, formSubmissions.propertyId))
    .leftJoin(projects, eq(projects.id, formSubmissions.projectId))
    .where(where)
  return { rows, total: Number(counted?.total ?? 0) }
}

/** New leads the member may see: the count in the navigation. */
export async function countNewLeads(executor: Executor, member: StaffMember): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(formSubmissions)
    .where(and(visibleTo(member), eq(formSubmissions.status, 'new' satisfies LeadStatus)))
  return Number(row?.total ?? 0)
}

/** A lead with its notes and the e-mails it caused, or null where the member may not see it. */
export async function findLead(executor: Executor, member: StaffMember, id: number) {
  const [lead] = await executor
    .select({
      submission: formSubmissions,
      propertyReference: properties.reference,
      projectName: projects.name,
    })
    .from(formSubmissions)
    .leftJoin(properties, eq(properties.id, formSubmissions.propertyId))
    .leftJoin(projects, eq(projects.id, formSubmissions.projectId))
    .where(and(eq(formSubmissions.id, id), visibleTo(member)))
  if (!lead) return null
  const notes = await executor
    .select({
      id: leadNotes.id,
      text: leadNotes.text,
      createdAt: leadNotes.createdAt,
      author: staff.name,
    })
    .from(leadNotes)
    .leftJoin(staff, eq(staff.id, leadNotes.staffId))
    .where(eq(leadNotes.submissionId, id))
    .orderBy(leadNotes.createdAt, leadNotes.id)
  // A request's mails carry its request id in their idempotency key (src/server/requests/).
  const requestId = lead.submission.data.requestId
  const mails =
    typeof requestId === 'string' && /^[0-9a-f-]{36}$/.test(requestId)
      ? await executor
          .select({
            id: outboxMessages.id,
            subject: outboxMessages.subject,
            to: outboxMessages.toAddress,
            status: outboxMessages.status,
            createdAt: outboxMessages.createdAt,
          })
          .from(outboxMessages)
          .where(like(outboxMessages.idempotencyKey, `%:${requestId}:%`))
          .orderBy(outboxMessages.id)
      : []
  // An appointment's lead shows the visit it booked, and whether it still takes place.
  const [visit] = await executor
    .select({
      startsAt: appointmentSlots.startsAt,
      endsAt: appointmentSlots.endsAt,
      status: appointments.status,
      cancelledBy: appointments.cancelledBy,
    })
    .from(appointments)
    .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointments.slotId))
    .where(eq(appointments.submissionId, id))
  return { ...lead, notes, mails, visit: visit ?? null }
}

/** Staff a lead can be assigned to: active members (an agent only sees themself in the list). */
export async function assignableStaff(executor: Executor, member: StaffMember) {
  const active = executor
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(
      and(isNull(staff.disabledAt), member.role === 'admin' ? undefined : eq(staff.id, member.id)),
    )
    .orderBy(staff.name)
  return active
}
