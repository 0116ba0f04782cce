import 'server-only'
import { and, eq, ne, sql } from 'drizzle-orm'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import { appointments, appointmentSlots, formSubmissions } from '@/server/db/schema'
import type { Database, Executor } from '@/server/db/types'
import { visitCancelUid } from './cancel-token'
import { announceBookingCancelled } from './booking-cancelled.server'

/** Who cancels: the agency (back office) or the visitor (the link in their confirmation). */
export type CancelledBy = 'agency' | 'visitor'

/** A booking just cancelled, with what its e-mails and the agency's CRM need. */
export type CancelledBooking = {
  id: number
  uid: string
  slotId: number
  submissionId: number
  startsAt: Date
  endsAt: Date
  propertyId: number | null
  projectId: number | null
  cancelledAt: Date
  by: CancelledBy
  person: {
    firstName: string | null
    lastName: string | null
    email: string
    phone: string | null
    locale: Language
  }
}

export type CancelResult =
  | { status: 'cancelled'; booking: CancelledBooking }
  | { status: 'already-cancelled' | 'past' | 'not-found' }

/**
 * Cancels one booking in the caller's transaction; the one way a booking is cancelled, from the
 * back office (a booking, or every booking of a cancelled slot) and from the visitor's link. The
 * appointment row is locked, so two cancellations of one booking give its place back once: the
 * second finds it cancelled. A visit that has started is not cancelled ('past'). On success the
 * slot's place is free again, the booking's lead has the status `cancelled` and the e-mails are
 * queued (announceBookingCancelled).
 */
export async function cancelAppointment(
  tx: Executor,
  target: { appointmentId: number } | { uid: string },
  { by, config }: { by: CancelledBy; config: SiteConfig },
): Promise<CancelResult> {
  const [row] = await tx
    .select({
      id: appointments.id,
      uid: appointments.uid,
      status: appointments.status,
      slotId: appointments.slotId,
      submissionId: appointments.submissionId,
      startsAt: appointmentSlots.startsAt,
      endsAt: appointmentSlots.endsAt,
      propertyId: appointmentSlots.propertyId,
      projectId: appointmentSlots.projectId,
      started: sql<boolean>`${appointmentSlots.startsAt} <= now()`,
      firstName: formSubmissions.firstName,
      lastName: formSubmissions.lastName,
      email: formSubmissions.email,
      phone: formSubmissions.phone,
      locale: formSubmissions.locale,
    })
    .from(appointments)
    .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointments.slotId))
    .innerJoin(formSubmissions, eq(formSubmissions.id, appointments.submissionId))
    .where(
      'uid' in target
        ? eq(appointments.uid, target.uid)
        : eq(appointments.id, target.appointmentId),
    )
    .for('update', { of: appointments })
  if (!row) return { status: 'not-found' }
  if (row.status === 'cancelled') return { status: 'already-cancelled' }
  if (row.started) return { status: 'past' }
  const [cancelled] = await tx
    .update(appointments)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, cancelledBy: by })
    .where(eq(appointments.id, row.id))
    .returning({ cancelledAt: appointments.cancelledAt })
  // The lead of the booking says so in the back office's inbox, unless it was put aside as spam.
  await tx
    .update(formSubmissions)
    .set({ status: 'cancelled' })
    .where(and(eq(formSubmissions.id, row.submissionId), ne(formSubmissions.status, 'spam')))
  await tx
    .update(appointmentSlots)
    .set({ booked: sql`${appointmentSlots.booked} - 1` })
    .where(eq(appointmentSlots.id, row.slotId))
  const { firstName, lastName, email, phone, locale } = row
  const booking: CancelledBooking = {
    id: row.id,
    uid: row.uid,
    slotId: row.slotId,
    submissionId: row.submissionId,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    propertyId: row.propertyId,
    projectId: row.projectId,
    cancelledAt: cancelled!.cancelledAt!,
    by,
    person: {
      firstName,
      lastName,
      email,
      phone,
      locale: isSupportedLanguage(locale) ? locale : config.defaultLanguage,
    },
  }
  await announceBookingCancelled(tx, booking, config)
  return { status: 'cancelled', booking }
}

/** The visitor's own cancellation, by the signed link of their confirmation e-mail. */
export async function cancelVisitByLink(
  database: Database,
  token: string,
  config: SiteConfig,
): Promise<CancelResult['status'] | 'invalid'> {
  const uid = visitCancelUid(token)
  if (!uid) return 'invalid'
  const result = await database.transaction((tx) =>
    cancelAppointment(tx, { uid }, { by: 'visitor', config }),
  )
  return result.status
}
