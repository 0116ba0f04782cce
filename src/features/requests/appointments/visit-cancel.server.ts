import 'server-only'
import { eq, sql } from 'drizzle-orm'
import {
  appointments,
  appointmentSlots,
  formSubmissions,
  projects,
  properties,
} from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import { visitCancelUid } from './cancel-token'

export type VisitToCancel = {
  uid: string
  state: 'confirmed' | 'cancelled' | 'past'
  startsAt: Date
  endsAt: Date
  reference: string
  city: string
  name: string
}

/** The visit a cancel link names, as its page shows it; null for a link that does not work. */
export async function visitForCancelLink(
  executor: Executor,
  token: string,
): Promise<VisitToCancel | null> {
  const uid = visitCancelUid(token)
  if (!uid) return null
  const [row] = await executor
    .select({
      uid: appointments.uid,
      status: appointments.status,
      started: sql<boolean>`${appointmentSlots.startsAt} <= now()`,
      startsAt: appointmentSlots.startsAt,
      endsAt: appointmentSlots.endsAt,
      reference: sql<string>`coalesce(${properties.reference}, ${projects.reference})`,
      city: sql<string>`coalesce(${properties.city}, ${projects.city})`,
      firstName: formSubmissions.firstName,
      lastName: formSubmissions.lastName,
    })
    .from(appointments)
    .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointments.slotId))
    .innerJoin(formSubmissions, eq(formSubmissions.id, appointments.submissionId))
    .leftJoin(properties, eq(properties.id, appointmentSlots.propertyId))
    .leftJoin(projects, eq(projects.id, appointmentSlots.projectId))
    .where(eq(appointments.uid, uid))
  if (!row) return null
  return {
    uid: row.uid,
    state: row.status === 'cancelled' ? 'cancelled' : row.started ? 'past' : 'confirmed',
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    reference: row.reference,
    city: row.city,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
  }
}
