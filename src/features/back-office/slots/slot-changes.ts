import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import { brusselsDay } from '@/lib/belgium/brussels-day'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import { appointments, appointmentSlots } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import { cancelAppointment } from '@/features/requests/server'
import { recordAudit } from '@/features/back-office/audit/audit'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { findManagedListing, slotsOf } from './slot-queries'
import type { ListingKey, SlotErrorCode, SlotField, SlotFormInput } from './slot-schema'
import { planSeries } from './slot-series'

export type CreateSlotsResult =
  | { status: 'created'; ids: number[] }
  | { status: 'not-found' }
  | { status: 'refused'; field: SlotField; error: SlotErrorCode; conflict?: Date }

const subjectOf = (key: ListingKey) => `${key.kind}:${key.id}`

/**
 * Creates a slot or a series for a listing the member manages, all or nothing: refused when a
 * slot would start in the past or overlap one of the listing's slots (cancelled ones aside). The
 * listing's row is locked for the transaction, so two members adding slots to one listing at the
 * same time cannot both pass the overlap check.
 */
export async function createSlots(
  database: Database,
  member: StaffMember,
  key: ListingKey,
  input: SlotFormInput,
  now = new Date(),
): Promise<CreateSlotsResult> {
  const plan = planSeries(input)
  if (!('slots' in plan)) return { status: 'refused', ...plan }
  return database.transaction(async (tx) => {
    if (!(await findManagedListing(tx, member, key, { lock: true }))) {
      return { status: 'not-found' as const }
    }
    const first = plan.slots[0]!
    if (first.startsAt <= now) {
      const field = input.day < brusselsDay(now) ? 'day' : 'time'
      return { status: 'refused' as const, field, error: 'past' as const }
    }
    const [clash] = await tx
      .select({ startsAt: appointmentSlots.startsAt })
      .from(appointmentSlots)
      .where(
        and(
          slotsOf(key),
          isNull(appointmentSlots.cancelledAt),
          or(
            ...plan.slots.map((slot) =>
              and(
                lt(appointmentSlots.startsAt, slot.endsAt),
                gt(appointmentSlots.endsAt, slot.startsAt),
              ),
            ),
          ),
        ),
      )
      .orderBy(asc(appointmentSlots.startsAt))
      .limit(1)
    if (clash) {
      return {
        status: 'refused' as const,
        field: 'time' as const,
        error: 'overlap' as const,
        conflict: clash.startsAt,
      }
    }
    const target = key.kind === 'property' ? { propertyId: key.id } : { projectId: key.id }
    const created = await tx
      .insert(appointmentSlots)
      .values(
        plan.slots.map((slot) => ({
          ...target,
          ...slot,
          capacity: input.capacity,
          openHouse: input.openHouse === 'yes',
        })),
      )
      .returning({ id: appointmentSlots.id })
    await recordAudit(tx, {
      staffId: member.id,
      action: 'slots.create',
      subject: subjectOf(key),
      after: {
        slots: plan.slots.map((slot) => ({
          startsAt: slot.startsAt.toISOString(),
          endsAt: slot.endsAt.toISOString(),
        })),
        capacity: input.capacity,
        openHouse: input.openHouse === 'yes',
      },
    })
    return { status: 'created' as const, ids: created.map((row) => row.id) }
  })
}

export type CancelSlotResult = 'cancelled' | 'not-found' | 'past'

/**
 * Cancels a slot and every booking on it, in one transaction: the slot is no longer offered and
 * each visitor gets the cancellation e-mail with the calendar CANCEL (cancelAppointment).
 */
export async function cancelSlot(
  database: Database,
  member: StaffMember,
  key: ListingKey,
  slotId: number,
  config: SiteConfig,
): Promise<CancelSlotResult> {
  return database.transaction(async (tx) => {
    if (!(await findManagedListing(tx, member, key))) return 'not-found'
    const [slot] = await tx
      .select({
        startsAt: appointmentSlots.startsAt,
        capacity: appointmentSlots.capacity,
        booked: appointmentSlots.booked,
        started: sql<boolean>`${appointmentSlots.startsAt} <= now()`,
      })
      .from(appointmentSlots)
      .where(
        and(eq(appointmentSlots.id, slotId), slotsOf(key), isNull(appointmentSlots.cancelledAt)),
      )
      .for('update')
    if (!slot) return 'not-found'
    if (slot.started) return 'past'
    const booked = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.slotId, slotId), eq(appointments.status, 'confirmed')))
      .orderBy(asc(appointments.id))
    const cancelled: string[] = []
    for (const { id } of booked) {
      const result = await cancelAppointment(tx, { appointmentId: id }, { by: 'agency', config })
      if (result.status === 'cancelled') cancelled.push(result.booking.uid)
    }
    await tx
      .update(appointmentSlots)
      .set({ cancelledAt: sql`now()` })
      .where(eq(appointmentSlots.id, slotId))
    await recordAudit(tx, {
      staffId: member.id,
      action: 'slot.cancel',
      subject: `slot:${slotId}`,
      before: {
        listing: subjectOf(key),
        startsAt: slot.startsAt.toISOString(),
        capacity: slot.capacity,
        booked: slot.booked,
      },
      after: { cancelled: true, cancelledBookings: cancelled },
    })
    return 'cancelled'
  })
}

export type CancelBookingResult = 'cancelled' | 'not-found' | 'past' | 'already-cancelled'

/** Cancels one booking of a listing the member manages; the visitor gets the cancellation. */
export async function cancelBooking(
  database: Database,
  member: StaffMember,
  key: ListingKey,
  appointmentId: number,
  config: SiteConfig,
): Promise<CancelBookingResult> {
  return database.transaction(async (tx) => {
    if (!(await findManagedListing(tx, member, key))) return 'not-found'
    const [ofListing] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointments.slotId))
      .where(and(eq(appointments.id, appointmentId), slotsOf(key)))
    if (!ofListing) return 'not-found'
    const result = await cancelAppointment(tx, { appointmentId }, { by: 'agency', config })
    if (result.status !== 'cancelled') return result.status
    await recordAudit(tx, {
      staffId: member.id,
      action: 'booking.cancel',
      subject: `appointment:${appointmentId}`,
      before: {
        status: 'confirmed',
        slot: result.booking.slotId,
        email: result.booking.person.email,
      },
      after: { status: 'cancelled' },
    })
    return 'cancelled'
  })
}
