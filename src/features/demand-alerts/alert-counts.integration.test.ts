import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { seedDatabase } from '@/server/seed/seed-all'
import { eq } from 'drizzle-orm'
import { demandPauses, demands } from '@/server/db/schema'
import { alertCount } from './alert-counts'
import { changeAlert } from './manage-alert'
import { insertDemand, insertListing } from './test-fixtures'

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.url, { onlyIfEmpty: false })
})

afterAll(async () => {
  await database.drop()
})

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

describe("the owner's count of matching alerts", () => {
  it('counts the active alerts the property would be mailed to, now and 30 days ago', async () => {
    const house = await insertListing(database.db, { zip: '8300', city: 'Knokke', hasGarden: true })
    // Registered 40 days ago and still active: in both counts.
    await insertDemand(database.db, 'old@count.example', { zips: ['8300'], createdAt: daysAgo(40) })
    // Registered last week, its list search wants a garden: now only.
    await insertDemand(database.db, 'new@count.example', {
      zips: ['8300'],
      search: 'features=garden',
      createdAt: daysAgo(7),
    })
    // Unsubscribed 10 days ago: 30 days ago only.
    await insertDemand(database.db, 'gone@count.example', {
      zips: ['8300'],
      createdAt: daysAgo(60),
      active: false,
      unsubscribedAt: daysAgo(10),
    })
    // Paused: not now; registered 40 days ago, so counted then.
    await insertDemand(database.db, 'paused@count.example', {
      zips: ['8300'],
      createdAt: daysAgo(40),
      pausedAt: daysAgo(2),
    })
    // Not matching: a terrace the house lacks, a price bound it fails, another zone.
    await insertDemand(database.db, 'terrace@count.example', {
      zips: ['8300'],
      search: 'features=terrace',
      createdAt: daysAgo(40),
    })
    await insertDemand(database.db, 'cheap@count.example', { zips: ['8300'], priceMax: 100_000 })
    await insertDemand(database.db, 'elsewhere@count.example', { zips: ['8000'] })

    expect(await alertCount(database.db, house.id, new Date())).toEqual({ now: 2, before: 3 })
  })

  it('keeps the history of deleted and paused alerts, so the count 30 days ago is exact', async () => {
    const house = await insertListing(database.db, { zip: '8370', city: 'Blankenberge' })
    const old = (email: string) =>
      insertDemand(database.db, email, { zips: ['8370'], createdAt: daysAgo(40) })
    // Deleted and paused from the edit page after the 30-day mark: 30 days ago only.
    await changeAlert(database.db, (await old('deleted@history.example')).id, { intent: 'delete' })
    await changeAlert(database.db, (await old('paused@history.example')).id, { intent: 'pause' })
    // Paused and resumed since: in both counts.
    const resumed = await old('resumed@history.example')
    await changeAlert(database.db, resumed.id, { intent: 'pause' })
    await changeAlert(database.db, resumed.id, { intent: 'resume' })
    // Paused 35 days ago and resumed 20 days ago: now only.
    const back = await old('back@history.example')
    await database.db
      .insert(demandPauses)
      .values({ demandId: back.id, startedAt: daysAgo(35), endedAt: daysAgo(20) })
    // Deleted 35 days ago (before the mark): in neither.
    const gone = await old('gone@history.example')
    await changeAlert(database.db, gone.id, { intent: 'delete' })
    await database.db
      .update(demands)
      .set({ deletedAt: daysAgo(35) })
      .where(eq(demands.id, gone.id))

    expect(await alertCount(database.db, house.id, new Date())).toEqual({ now: 2, before: 3 })
  })
})
