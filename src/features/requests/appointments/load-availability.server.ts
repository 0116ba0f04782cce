import 'server-only'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { appointmentSlots } from '@/server/db/schema'
import { groupByDay, type AppointmentTarget, type Availability } from './availability'
import type { Executor } from '@/server/db/types'

function slotsOf(target: AppointmentTarget) {
  return 'propertyId' in target
    ? eq(appointmentSlots.propertyId, target.propertyId)
    : eq(appointmentSlots.projectId, target.projectId)
}

/**
 * The visit slots of a property or project that have not started yet (by the database clock, as
 * a booking checks it), grouped by Belgian day, with the places left.
 */
export async function loadAvailability(
  db: Executor,
  target: AppointmentTarget,
): Promise<Availability> {
  const rows = await db
    .select({
      id: appointmentSlots.id,
      startsAt: appointmentSlots.startsAt,
      endsAt: appointmentSlots.endsAt,
      capacity: appointmentSlots.capacity,
      booked: appointmentSlots.booked,
    })
    .from(appointmentSlots)
    .where(
      and(
        slotsOf(target),
        gt(appointmentSlots.startsAt, sql`now()`),
        isNull(appointmentSlots.cancelledAt),
      ),
    )
    .orderBy(appointmentSlots.startsAt, appointmentSlots.id)
  return groupByDay(rows)
}
