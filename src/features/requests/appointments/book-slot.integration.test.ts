import { count, eq } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestDatabase,
  ignoreDroppedConnection,
} from '../../../../tests/support/test-database'
import * as schema from '@/server/db/schema'
import { appointments, appointmentSlots } from '@/server/db/schema'
import { bookSlot, type BookingResult } from './book-slot.server'
import {
  ghent,
  insertListings,
  insertSlot,
  insertSubmission,
  ixelles,
  otherProperty,
} from './test-support'

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
  await insertListings(database.db)
})
afterAll(async () => database?.drop())

const property = { propertyId: ixelles.id! }

async function slotState(slotId: number) {
  const [slot] = await database.db
    .select({ booked: appointmentSlots.booked, capacity: appointmentSlots.capacity })
    .from(appointmentSlots)
    .where(eq(appointmentSlots.id, slotId))
  const [appointmentCount] = await database.db
    .select({ n: count() })
    .from(appointments)
    .where(eq(appointments.slotId, slotId))
  return { ...slot, appointments: appointmentCount?.n }
}

/** A new submission about `target` and a booking of `slotId` for it, in one transaction. */
function submitAndBook(slotId: number, target: Parameters<typeof insertSubmission>[1] = property) {
  return database.db.transaction(async (tx) => {
    const submissionId = await insertSubmission(tx, target)
    return bookSlot(tx, { slotId, submissionId })
  })
}

describe('bookSlot', () => {
  it('takes a place and stores a confirmed appointment with its own UUID', async () => {
    const slotId = await insertSlot(database.db, property, { capacity: 2 })
    const result = await submitAndBook(slotId)
    expect(result.status).toBe('booked')
    if (result.status !== 'booked') return
    expect(result.appointment).toMatchObject({
      slotId,
      propertyId: ixelles.id,
      projectId: null,
      uid: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    })
    const [row] = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, result.appointment.id))
    expect(row).toMatchObject({ slotId, status: 'confirmed', uid: result.appointment.uid })
    expect(await slotState(slotId)).toEqual({ booked: 1, capacity: 2, appointments: 1 })
  })

  it('books a project slot for a submission about the project', async () => {
    const project = { projectId: ghent.id! }
    const slotId = await insertSlot(database.db, project, { capacity: 6 })
    const result = await submitAndBook(slotId, project)
    expect(result).toMatchObject({ status: 'booked', appointment: { projectId: ghent.id } })
  })

  it('answers full, past or unknown-slot and changes nothing', async () => {
    const full = await insertSlot(database.db, property, { capacity: 2, booked: 2 })
    const past = await insertSlot(database.db, property, { startsInMinutes: -10 })
    const elsewhere = await insertSlot(database.db, { propertyId: otherProperty.id! })
    const results: Record<string, BookingResult> = {
      full: await submitAndBook(full),
      past: await submitAndBook(past),
      missing: await submitAndBook(999_999),
      // A slot id posted with a form about another property is not one of its slots.
      elsewhere: await submitAndBook(elsewhere),
      project: await submitAndBook(full, { projectId: ghent.id! }),
    }
    expect(results).toEqual({
      full: { status: 'full' },
      past: { status: 'past' },
      missing: { status: 'unknown-slot' },
      elsewhere: { status: 'unknown-slot' },
      project: { status: 'unknown-slot' },
    })
    expect(await slotState(full)).toEqual({ booked: 2, capacity: 2, appointments: 0 })
    expect(await slotState(past)).toEqual({ booked: 0, capacity: 1, appointments: 0 })
    expect(await slotState(elsewhere)).toEqual({ booked: 0, capacity: 1, appointments: 0 })
  })

  it('gives the place back when the transaction rolls back', async () => {
    const slotId = await insertSlot(database.db, property)
    await expect(
      database.db.transaction(async (tx) => {
        const submissionId = await insertSubmission(tx, property)
        expect(await bookSlot(tx, { slotId, submissionId })).toMatchObject({ status: 'booked' })
        throw new Error('queueing the e-mails failed')
      }),
    ).rejects.toThrow('queueing the e-mails failed')
    expect(await slotState(slotId)).toEqual({ booked: 0, capacity: 1, appointments: 0 })
    expect(await submitAndBook(slotId)).toMatchObject({ status: 'booked' })
  })

  it('books one place per submission', async () => {
    const slotId = await insertSlot(database.db, property, { capacity: 3 })
    await expect(
      database.db.transaction(async (tx) => {
        const submissionId = await insertSubmission(tx, property)
        await bookSlot(tx, { slotId, submissionId })
        await bookSlot(tx, { slotId, submissionId })
      }),
    ).rejects.toThrow()
    expect(await slotState(slotId)).toEqual({ booked: 0, capacity: 3, appointments: 0 })
  })
})

describe('bookSlot under concurrency', () => {
  // Every booking on its own connection and transaction; all of them have stored their
  // submission and hold an open transaction before any of them tries to take a place.
  const attempts = 24

  async function race(slotId: number) {
    const pool = new pg.Pool({ connectionString: database.url, max: attempts })
    pool.on('error', ignoreDroppedConnection)
    const db = drizzle(pool, { schema })
    let arrived = 0
    let release: () => void = () => {}
    const allReady = new Promise<void>((resolve) => (release = resolve))
    try {
      return await Promise.all(
        Array.from({ length: attempts }, () =>
          db.transaction(async (tx) => {
            const submissionId = await insertSubmission(tx, property)
            if (++arrived === attempts) release()
            await allReady
            return (await bookSlot(tx, { slotId, submissionId })).status
          }),
        ),
      )
    } finally {
      await pool.end()
    }
  }

  it.each([1, 5])(
    'lets exactly %i of 24 simultaneous bookings take the places of a slot',
    async (capacity) => {
      const slotId = await insertSlot(database.db, property, { capacity })
      const outcomes = await race(slotId)
      expect(outcomes.filter((status) => status === 'booked')).toHaveLength(capacity)
      expect(outcomes.filter((status) => status === 'full')).toHaveLength(attempts - capacity)
      expect(await slotState(slotId)).toEqual({
        booked: capacity,
        capacity,
        appointments: capacity,
      })
    },
  )
})
