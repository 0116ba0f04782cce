import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { AppointmentSlots } from './appointment-slots'
import { insertListings, insertSlot, ixelles } from './test-support'

// The server component outside Next: a seeded test database and the real catalogues.
let database: Awaited<ReturnType<typeof createTestDatabase>>
vi.mock('@/server/db/client', () => ({ db: () => database.db }))
vi.mock('next-intl/server', () => import('../../../../tests/support/next-intl-server'))

beforeAll(async () => {
  database = await createTestDatabase()
  await insertListings(database.db)
})
afterAll(async () => database?.drop())

describe('AppointmentSlots', () => {
  it('loads the upcoming slots of a property and renders them in the page language', async () => {
    const target = { propertyId: ixelles.id! }
    const year = new Date().getUTCFullYear() + 1
    await insertSlot(database.db, target, { startsInMinutes: -30 })
    const open = await insertSlot(database.db, target, {
      startsAt: new Date(`${year}-11-24T09:00:00Z`),
      capacity: 4,
      booked: 1,
    })
    const full = await insertSlot(database.db, target, {
      startsAt: new Date(`${year}-11-24T09:30:00Z`),
      capacity: 2,
      booked: 2,
    })
    const html = renderToStaticMarkup(
      await AppointmentSlots({ target, lang: 'nl', name: 'slotId', error: 'Kies een moment.' }),
    )
    const values = [...html.matchAll(/name="slotId" value="(\d+)"/g)].map((match) => match[1])
    expect(values).toEqual([String(open), String(full)])
    expect(html).toContain('>Kies een moment voor uw bezoek</legend>')
    expect(html).toContain(`24 november ${year}</legend>`)
    expect(html).toContain('>10:00–10:30</span> <span class="')
    expect(html).toContain('>nog 3 plaatsen vrij</span>')
    expect(html).toContain('>Volzet</span>')
    expect(html).toContain('>Kies een moment.</p>')
  })

  it('says that appointments are full, in English, for a project whose slots are all taken', async () => {
    const target = { projectId: 2 }
    await insertSlot(database.db, target, { capacity: 6, booked: 6 })
    const html = renderToStaticMarkup(await AppointmentSlots({ target, lang: 'en', name: 'slot' }))
    expect(html).toContain('>Appointments are full.</p>')
    expect(html).toContain('>Appointments are full on this day.</p>')
  })
})
