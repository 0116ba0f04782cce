import {
  agents,
  appointmentSlots,
  formSubmissions,
  projects,
  properties,
  propertyTypes,
} from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import type { AppointmentTarget } from './availability'
import type { Executor } from '@/server/db/types'

// Test helpers: the demo listings the slots hang on, submissions and slots.

const demo = generateDemo({ today: new Date('2026-11-22T12:00:00Z') })
export const ixelles = demo.properties.find((row) => row.reference === '4521')!
export const otherProperty = demo.properties.find((row) => row.reference !== '4521')!
export const ghent = demo.projects[0]!

export async function insertListings(db: Executor) {
  await db.insert(propertyTypes).values(demo.propertyTypes)
  await db.insert(agents).values(demo.agents)
  await db.insert(projects).values(demo.projects)
  await db.insert(properties).values(demo.properties)
}

const minute = 60_000

/** A slot `startsInMinutes` from now (negative: in the past), 30 minutes long. */
export async function insertSlot(
  db: Executor,
  target: AppointmentTarget,
  {
    startsInMinutes = 24 * 60,
    startsAt = new Date(Date.now() + startsInMinutes * minute),
    capacity = 1,
    booked = 0,
  }: { startsInMinutes?: number; startsAt?: Date; capacity?: number; booked?: number } = {},
): Promise<number> {
  const [slot] = await db
    .insert(appointmentSlots)
    .values({
      ...target,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * minute),
      capacity,
      booked,
    })
    .returning({ id: appointmentSlots.id })
  return slot!.id
}

/** A stored appointment request about `target`, as the booking form stores it. */
export async function insertSubmission(
  db: Executor,
  target: AppointmentTarget,
  locale = 'en',
): Promise<number> {
  const [submission] = await db
    .insert(formSubmissions)
    .values({
      kind: 'appointment',
      locale,
      ...target,
      firstName: 'Jan',
      lastName: 'Peeters',
      email: 'jan.peeters@example.be',
      data: {},
      antispam: 'altcha',
    })
    .returning({ id: formSubmissions.id })
  return submission!.id
}
