import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { appointmentSlots } from '@/server/db/schema'
import { loadAvailability } from './load-availability.server'
import { ghent, insertListings, insertSlot, ixelles, otherProperty } from './test-support'

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
  await insertListings(database.db)
})
afterAll(async () => database?.drop())

const year = new Date().getUTCFullYear() + 2
const at = (iso: string) => new Date(`${year}-${iso}`)

describe('loadAvailability', () => {
  it('groups the slots by Belgian day in time order, with the places left', async () => {
    const target = { propertyId: ixelles.id! }
    // 23:30 UTC in January is 00:30 the next day in Brussels; 21:30 UTC in July is 23:30 the same day.
    const late = await insertSlot(database.db, target, { startsAt: at('01-15T23:30:00Z') })
    const morning = await insertSlot(database.db, target, {
      startsAt: at('01-16T09:00:00Z'),
      capacity: 3,
      booked: 1,
    })
    const summer = await insertSlot(database.db, target, { startsAt: at('07-01T21:30:00Z') })
    const earlier = await insertSlot(database.db, target, {
      startsAt: at('01-15T09:00:00Z'),
      capacity: 2,
    })

    const availability = await loadAvailability(database.db, target)
    expect(availability.full).toBe(false)
    expect(availability.days.map((day) => day.day)).toEqual([
      `${year}-01-15`,
      `${year}-01-16`,
      `${year}-07-01`,
    ])
    expect(availability.days.map((day) => day.slots.map((slot) => slot.id))).toEqual([
      [earlier],
      [late, morning],
      [summer],
    ])
    expect(availability.days[1]?.slots[1]).toEqual({
      id: morning,
      startsAt: at('01-16T09:00:00Z'),
      endsAt: at('01-16T09:30:00Z'),
      capacity: 3,
      booked: 1,
      placesLeft: 2,
      full: false,
    })
  })

  it('hides slots that have started or are over', async () => {
    const target = { propertyId: otherProperty.id! }
    await insertSlot(database.db, target, { startsInMinutes: -24 * 60 })
    await insertSlot(database.db, target, { startsInMinutes: -1 })
    const upcoming = await insertSlot(database.db, target, { startsInMinutes: 60 })
    const availability = await loadAvailability(database.db, target)
    expect(availability.days.flatMap((day) => day.slots.map((slot) => slot.id))).toEqual([upcoming])
  })

  it('marks a full slot, a full day, and "appointments are full" when no place is left', async () => {
    const target = { projectId: ghent.id! }
    const fullSlot = await insertSlot(database.db, target, {
      startsAt: at('03-02T09:00:00Z'),
      capacity: 6,
      booked: 6,
    })
    const openSlot = await insertSlot(database.db, target, {
      startsAt: at('03-02T10:00:00Z'),
      capacity: 6,
      booked: 5,
    })
    for (const hour of ['09', '10', '11']) {
      await insertSlot(database.db, target, {
        startsAt: at(`03-04T${hour}:00:00Z`),
        capacity: 2,
        booked: 2,
      })
    }

    const availability = await loadAvailability(database.db, target)
    const [mixed, fullDay] = availability.days
    expect(mixed?.full).toBe(false)
    expect(mixed?.slots.map((slot) => [slot.id, slot.placesLeft, slot.full])).toEqual([
      [fullSlot, 0, true],
      [openSlot, 1, false],
    ])
    expect(fullDay?.full).toBe(true)
    expect(fullDay?.slots.map((slot) => slot.placesLeft)).toEqual([0, 0, 0])
    expect(availability.full).toBe(false)

    await database.db
      .update(appointmentSlots)
      .set({ booked: sql`${appointmentSlots.capacity}` })
      .where(eq(appointmentSlots.projectId, ghent.id!))
    const allFull = await loadAvailability(database.db, target)
    expect(allFull.full).toBe(true)
    expect(allFull.days.every((day) => day.full)).toBe(true)
  })

  it('keeps property and project slots apart, and has nothing for a listing without slots', async () => {
    const none = await loadAvailability(database.db, { propertyId: 60 })
    expect(none).toEqual({ days: [], full: false })
    const project = await loadAvailability(database.db, { projectId: ghent.id! })
    const property = await loadAvailability(database.db, { propertyId: ixelles.id! })
    const ids = (a: typeof project) => a.days.flatMap((day) => day.slots.map((slot) => slot.id))
    expect(ids(project).filter((id) => ids(property).includes(id))).toEqual([])
    expect(ids(project)).toHaveLength(5)
  })
})
