import { and, eq, gt, isNotNull, notInArray, sql } from 'drizzle-orm'
import { appointmentSlots } from '@/server/db/schema'
import type { Transaction } from '@/server/db/types'
import type { VisitSlotRecord } from './feed-fields'

type Listing = { propertyId: number } | { projectId: number }

/**
 * Makes a listing's future feed slots what the record lists, keyed by their start instant (the
 * stable key: `feed_key`, the start in UTC). A listed slot is created or its length, places and
 * open-house flag brought in line (never fewer places than are booked; a slot the agency
 * cancelled stays cancelled). A feed slot the record no longer lists is deleted only while nobody
 * has booked it; a booked one stays, as do slots made in the back office and past slots. Returns
 * whether anything was written.
 */
export async function syncVisitSlots(
  tx: Transaction,
  listing: Listing,
  records: VisitSlotRecord[],
  now = new Date(),
): Promise<boolean> {
  const ofListing =
    'propertyId' in listing
      ? eq(appointmentSlots.propertyId, listing.propertyId)
      : eq(appointmentSlots.projectId, listing.projectId)
  const wanted = records
    .map((record) => {
      const startsAt = new Date(record.Start)
      return {
        feedKey: startsAt.toISOString(),
        startsAt,
        endsAt: new Date(startsAt.getTime() + record.Length * 60_000),
        capacity: record.Capacity,
        openHouse: record.OpenHouse,
      }
    })
    .filter((slot) => slot.startsAt > now)
  let changed = false
  const existing = await tx
    .select({
      id: appointmentSlots.id,
      feedKey: appointmentSlots.feedKey,
      endsAt: appointmentSlots.endsAt,
      capacity: appointmentSlots.capacity,
      booked: appointmentSlots.booked,
      openHouse: appointmentSlots.openHouse,
    })
    .from(appointmentSlots)
    .where(and(ofListing, isNotNull(appointmentSlots.feedKey)))
    .for('update')
  for (const slot of wanted) {
    const current = existing.find((row) => row.feedKey === slot.feedKey)
    if (!current) {
      await tx.insert(appointmentSlots).values({ ...listing, ...slot })
      changed = true
      continue
    }
    const capacity = Math.max(slot.capacity, current.booked)
    if (
      current.endsAt.getTime() === slot.endsAt.getTime() &&
      current.capacity === capacity &&
      current.openHouse === slot.openHouse
    ) {
      continue
    }
    await tx
      .update(appointmentSlots)
      .set({ endsAt: slot.endsAt, capacity, openHouse: slot.openHouse })
      .where(eq(appointmentSlots.id, current.id))
    changed = true
  }
  const keep = wanted.map((slot) => slot.feedKey)
  const removed = await tx
    .delete(appointmentSlots)
    .where(
      and(
        ofListing,
        isNotNull(appointmentSlots.feedKey),
        keep.length ? notInArray(appointmentSlots.feedKey, keep) : undefined,
        gt(appointmentSlots.startsAt, now),
        eq(appointmentSlots.booked, 0),
        sql`not exists (select 1 from appointments a where a.slot_id = ${appointmentSlots.id})`,
      ),
    )
    .returning({ id: appointmentSlots.id })
  return changed || removed.length > 0
}
