import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import {
  appointmentSlots,
  ownerHistory,
  properties,
  propertyViewsDaily,
  testimonials,
} from '@/server/db/schema'
import { generateDemo } from './generate-demo'
import { seedDemo } from './seed-demo'

const today = new Date('2026-03-29T10:00:00Z')
let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database?.drop()
})

describe('seedDemo', () => {
  it('loads the generated rows and can run again over them', async () => {
    const expected = generateDemo({ today })
    await seedDemo(database.db, today)
    await seedDemo(database.db, today)
    const [listings] = await database.db.select({ n: count() }).from(properties)
    const [views] = await database.db.select({ n: count() }).from(propertyViewsDaily)
    const [history] = await database.db.select({ n: count() }).from(ownerHistory)
    const [slots] = await database.db.select({ n: count() }).from(appointmentSlots)
    expect(listings?.n).toBe(60)
    expect(views?.n).toBe(expected.propertyViewsDaily.length)
    expect(history?.n).toBe(expected.ownerHistory.length)
    expect(slots?.n).toBe(expected.appointmentSlots.length)
    const [ixelles] = await database.db
      .select({ details: properties.details, title: properties.title })
      .from(properties)
      .where(eq(properties.reference, '4521'))
    expect(ixelles).toEqual({
      details: expected.properties[26]?.details,
      title: expected.properties[26]?.title,
    })
  })

  it('moves the serial sequences past the explicit ids', async () => {
    const [row] = await database.db
      .insert(testimonials)
      .values({ name: 'New visitor', comment: 'Thanks!', locale: 'en' })
      .returning({ id: testimonials.id })
    expect(row?.id).toBe(9)
    const [slot] = await database.db
      .insert(appointmentSlots)
      .values({ propertyId: 1, startsAt: today, endsAt: today, capacity: 1 })
      .returning({ id: appointmentSlots.id })
    expect(slot?.id).toBe(generateDemo({ today }).appointmentSlots.length + 1)
  })
})
