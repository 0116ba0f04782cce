import type { appointmentSlots, properties } from '@/server/db/schema'
import { addDays, brusselsTime, isWeekend } from './dates'
import { projectIds } from './ids'
import { createRng, type Rng } from './prng'
import { typeIds } from './property-types'

type SlotRow = typeof appointmentSlots.$inferInsert
type PropertyRow = typeof properties.$inferInsert
type Target = Pick<SlotRow, 'propertyId' | 'projectId'>

/** Slots are offered from tomorrow for three weeks, so a freshly seeded demo has bookable ones. */
const horizonDays = 21
const otherListingsWithSlots = 5
const homeTypes = new Set<number>([
  typeIds.house,
  typeIds.villa,
  typeIds.bungalow,
  typeIds.terracedHouse,
  typeIds.semiDetachedHouse,
  typeIds.apartment,
  typeIds.studio,
  typeIds.duplex,
  typeIds.penthouse,
  typeIds.groundFloorApartment,
])

/** Visit blocks in Belgian office hours: start and the latest end, as [hours, minutes]. */
type Block = { from: [number, number]; until: [number, number] }
const weekdayBlocks: Block[] = [
  { from: [9, 30], until: [12, 0] },
  { from: [14, 0], until: [17, 0] },
  { from: [16, 30], until: [19, 0] },
]
const saturdayBlock: Block = { from: [10, 0], until: [13, 0] }
const openHouseBlocks: Block[] = [
  { from: [14, 0], until: [18, 0] },
  { from: [10, 0], until: [13, 0] },
]

type Visits = {
  /** Minutes per slot. */
  length: number
  capacity: (rng: Rng) => number
  /** The share of slots the demo shows as already fully booked. */
  fullShare: number
}

const privateVisits: Visits = {
  length: 30,
  capacity: (rng) => rng.pick([1, 1, 1, 2, 3]),
  fullShare: 0.25,
}
const openHouse: Visits = { length: 60, capacity: (rng) => rng.int(6, 8), fullShare: 0.2 }

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()
const toMinutes = ([hours, minutes]: [number, number]) => hours * 60 + minutes

function blockSlots(
  target: Target,
  day: string,
  block: Block,
  visits: Visits,
  rng: Rng,
  fullDay: boolean,
): Omit<SlotRow, 'id'>[] {
  const start = toMinutes(block.from)
  const room = Math.floor((toMinutes(block.until) - start) / visits.length)
  const count = rng.int(Math.min(3, room), room)
  return Array.from({ length: count }, (_, i) => {
    const from = start + i * visits.length
    const capacity = visits.capacity(rng)
    const full = fullDay || rng.chance(visits.fullShare)
    return {
      ...target,
      startsAt: brusselsTime(day, Math.floor(from / 60), from % 60),
      endsAt: brusselsTime(
        day,
        Math.floor((from + visits.length) / 60),
        (from + visits.length) % 60,
      ),
      capacity,
      booked: full ? capacity : rng.int(0, capacity - 1),
    }
  })
}

/** Five to eight visit days (Monday to Saturday) of a property in the next three weeks. */
function propertySlots(
  row: PropertyRow,
  today: string,
  seed: number,
  fullDay: boolean,
): Omit<SlotRow, 'id'>[] {
  const rng = createRng(seed, `slots-property-${row.id}`)
  const open = Array.from({ length: horizonDays }, (_, i) => addDays(today, i + 1)).filter(
    (day) => weekdayOf(day) !== 0,
  )
  const days = rng.shuffle(open).slice(0, rng.int(5, 8)).sort()
  return days.flatMap((day, index) => {
    const block = isWeekend(day) ? saturdayBlock : rng.pick(weekdayBlocks)
    // The demo's one fully booked day: the second visit day of the first listing.
    return blockSlots(
      { propertyId: row.id },
      day,
      block,
      privateVisits,
      rng,
      fullDay && index === 1,
    )
  })
}

/** A new-build project's open house: Wednesday afternoons and Saturday mornings, hourly groups. */
function projectSlots(projectId: number, today: string, seed: number): Omit<SlotRow, 'id'>[] {
  const rng = createRng(seed, `slots-project-${projectId}`)
  return Array.from({ length: horizonDays }, (_, i) => addDays(today, i + 1)).flatMap((day) => {
    const weekday = weekdayOf(day)
    if (weekday !== 3 && weekday !== 6) return []
    const block = openHouseBlocks[weekday === 3 ? 0 : 1]!
    return blockSlots({ projectId }, day, block, openHouse, rng, false)
  })
}

/**
 * Visit slots of the demo: property 4521 (Ixelles) and five other published homes on the market,
 * and open-house slots of the Ghent project, in Belgian office hours over the next three weeks.
 * Some slots are full and one day of 4521 is fully booked, so every state of the slot picker
 * shows. The booked places stand for bookings the agency took by phone: they have no
 * appointment rows.
 */
export function generateAppointmentSlots(
  seed: number,
  today: string,
  propertyRows: PropertyRow[],
): SlotRow[] {
  const eligible = propertyRows.filter(
    (row) =>
      row.published !== false &&
      (row.status ?? 'available') === 'available' &&
      row.projectId == null &&
      row.countryId !== 50 &&
      homeTypes.has(row.typeId),
  )
  const ixelles = eligible.find((row) => row.reference === '4521')
  const others = createRng(seed, 'slots-listings')
    .shuffle(eligible.filter((row) => row !== ixelles))
    .slice(0, otherListingsWithSlots)
  const listings = ixelles ? [ixelles, ...others] : others
  return [
    ...listings.flatMap((row, index) => propertySlots(row, today, seed, index === 0)),
    ...projectSlots(projectIds.gent, today, seed),
  ].map((slot, index) => ({ id: index + 1, ...slot }))
}
