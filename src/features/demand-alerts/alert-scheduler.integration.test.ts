import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { demandDigests, outboxMessages } from '@/server/db/schema'
import { seedDatabase } from '@/server/seed/seed-all'
import { startAlertScheduler } from './alert-scheduler'
import { insertDemand, insertListing } from './test-fixtures'

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.url, { onlyIfEmpty: false })
})

afterAll(async () => {
  await database.drop()
})

describe('startAlertScheduler', () => {
  it('runs at start and again after each pause, and stops cleanly', async () => {
    await insertDemand(database.db, 'first@scheduler.example', { zips: ['4000'] })
    await insertListing(database.db, { zip: '4000', city: 'Liège' })
    const scheduler = startAlertScheduler({
      db: database.db,
      log: pino({ level: 'silent' }),
      origin: 'http://localhost:3000',
      mailFrom: 'no-reply@immohorizon.be',
      everyMs: 50,
    })
    try {
      await expect
        .poll(() => mailsTo('first@scheduler.example'), { timeout: 10_000 })
        .toHaveLength(1)
      await insertDemand(database.db, 'second@scheduler.example', { zips: ['4020'] })
      await insertListing(database.db, { zip: '4020', city: 'Liège' })
      await expect
        .poll(() => mailsTo('second@scheduler.example'), { timeout: 10_000 })
        .toHaveLength(1)
    } finally {
      await scheduler.stop()
    }
    const [digest] = await database.db
      .select()
      .from(demandDigests)
      .where(eq(demandDigests.emailKey, 'second@scheduler.example'))
    expect(digest?.outboxMessageId).toEqual(expect.any(Number))
  })
})

function mailsTo(email: string) {
  return database.db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, email))
}
