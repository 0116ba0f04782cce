import 'server-only'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { appointments, appointmentSlots, formSubmissions } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'

export type BookedAppointment = {
  id: number
  /** The calendar event's UID (a UUID). */
  uid: string
  slotId: number
  startsAt: Date
  endsAt: Date
  propertyId: number | null
  projectId: number | null
}

export type BookingResult =
  | { status: 'booked'; appointment: BookedAppointment }
  /** No place left. */
  | { status: 'full' }
  /** The slot has started or is over. */
  | { status: 'past' }
  /** No such slot, or it belongs to another property or project than the submission. */
  | { status: 'unknown-slot' }

/**
 * The slot belongs to the property or project the submission is about (the form posts the slot
 * id; the server does not trust it to be one of the page's slots).
 */
const slotOfSubmission = (submissionId: number) => sql`exists (
  select 1 from ${formSubmissions}
  where ${formSubmissions.id} = ${submissionId}
    and (${formSubmissions.propertyId} = ${appointmentSlots.propertyId}
      or ${formSubmissions.projectId} = ${appointmentSlots.projectId}))`

async function whyNotBooked(
  tx: Executor,
  slotId: number,
  submissionId: number,
): Promise<'full' | 'past' | 'unknown-slot'> {
  const [slot] = await tx
    .select({ past: sql<boolean>`${appointmentSlots.startsAt} <= now()` })
    .from(appointmentSlots)
    .where(
      and(
        eq(appointmentSlots.id, slotId),
        isNull(appointmentSlots.cancelledAt),
        slotOfSubmission(submissionId),
      ),
    )
  if (!slot) return 'unknown-slot'
  return slot.past ? 'past' : 'full'
}

/**
 * Books a place on a visit slot for a stored submission, in the caller's transaction: one
 * conditional UPDATE takes the place only while one is left and the slot has not started, then
 * the appointment is inserted as confirmed. Concurrent bookings of a slot queue on its row lock,
 * and each re-checks `booked < capacity` on the row the one before committed (READ COMMITTED, the
 * default; a stricter isolation level would fail them with a serialization error instead), so
 * the last place is taken exactly once. When the result is not 'booked' nothing was written; the
 * caller rolls back or goes on as it sees fit. A submission books at most one appointment (a
 * second call fails on a unique index).
 */
export async function bookSlot(
  tx: Executor,
  { slotId, submissionId }: { slotId: number; submissionId: number },
): Promise<BookingResult> {
  const [slot] = await tx
    .update(appointmentSlots)
    .set({ booked: sql`${appointmentSlots.booked} + 1` })
    .where(
      and(
        eq(appointmentSlots.id, slotId),
        lt(appointmentSlots.booked, appointmentSlots.capacity),
        gt(appointmentSlots.startsAt, sql`now()`),
        isNull(appointmentSlots.cancelledAt),
        slotOfSubmission(submissionId),
      ),
    )
    .returning({
      startsAt: appointmentSlots.startsAt,
      endsAt: appointmentSlots.endsAt,
      propertyId: appointmentSlots.propertyId,
      projectId: appointmentSlots.projectId,
    })
  if (!slot) return { status: await whyNotBooked(tx, slotId, submissionId) }
  const [appointment] = await tx
    .insert(appointments)
    .values({ slotId, submissionId, status: 'confirmed' })
    .returning({ id: appointments.id, uid: appointments.uid })
  if (!appointment) throw new Error(`appointment for slot ${slotId} was not inserted`)
  return { status: 'booked', appointment: { ...appointment, slotId, ...slot } }
}
