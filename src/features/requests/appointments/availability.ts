import { brusselsDay } from '@/lib/belgium/brussels-day'

/** Whose visit slots: a property, or a new-build project as a whole. */
export type AppointmentTarget = { propertyId: number } | { projectId: number }

export type SlotAvailability = {
  id: number
  startsAt: Date
  endsAt: Date
  capacity: number
  placesLeft: number
  full: boolean
}

export type DayAvailability = {
  /** The Belgian calendar day, 'YYYY-MM-DD'. */
  day: string
  slots: SlotAvailability[]
  /** Every slot of the day is full. */
  full: boolean
}

export type Availability = {
  days: DayAvailability[]
  /** There are slots and none has a place left: "appointments are full" (specification §8). */
  full: boolean
}

export type SlotRow = { id: number; startsAt: Date; endsAt: Date; capacity: number; booked: number }

/** Slots in time order, grouped by the Belgian day they start on, with the places left. */
export function groupByDay(rows: SlotRow[]): Availability {
  const days: DayAvailability[] = []
  const sorted = [...rows].sort(
    (a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id,
  )
  for (const row of sorted) {
    const placesLeft = Math.max(0, row.capacity - row.booked)
    const slot = { ...row, placesLeft, full: placesLeft === 0 }
    const day = brusselsDay(row.startsAt)
    const last = days.at(-1)
    if (last?.day === day) last.slots.push(slot)
    else days.push({ day, slots: [slot], full: false })
  }
  for (const day of days) day.full = day.slots.every((slot) => slot.full)
  return { days, full: days.length > 0 && days.every((day) => day.full) }
}
