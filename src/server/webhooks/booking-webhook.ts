import { eq } from 'drizzle-orm'
import { appointments, appointmentSlots } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import type { Language } from '@/lib/i18n/languages'
import { enqueueCrmWebhook } from './crm-webhook'
import { requestPayload } from './lead-payload'

/**
 * `booking.created` or `booking.cancelled` for an appointment, in the transaction that booked or
 * cancelled it; the payload is read from the database then, so both events describe a booking
 * alike. The appointment's UID (its calendar event's) is the event's id: a booking is created
 * once and cancelled once.
 */
export async function enqueueBookingWebhook(
  tx: Executor,
  event: 'booking.created' | 'booking.cancelled',
  appointmentId: number,
  { cancelledBy }: { cancelledBy?: 'visitor' | 'agency' } = {},
): Promise<number | null> {
  const [row] = await tx
    .select({ appointment: appointments, slot: appointmentSlots })
    .from(appointments)
    .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointments.slotId))
    .where(eq(appointments.id, appointmentId))
  if (!row) throw new Error(`no appointment ${appointmentId} for its webhook`)
  const { appointment, slot } = row
  const request = await requestPayload(tx, appointment.submissionId)
  return enqueueCrmWebhook(tx, {
    event,
    id: appointment.uid,
    language: request.language as Language,
    kind: request.kind,
    payload: {
      booking: {
        uid: appointment.uid,
        status: appointment.status,
        createdAt: appointment.createdAt.toISOString(),
        ...(event === 'booking.cancelled'
          ? { cancelledAt: new Date().toISOString(), cancelledBy: cancelledBy ?? null }
          : {}),
        slot: {
          id: slot.id,
          startsAt: slot.startsAt.toISOString(),
          endsAt: slot.endsAt.toISOString(),
        },
      },
      request,
    },
  })
}
