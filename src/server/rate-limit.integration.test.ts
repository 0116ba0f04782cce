import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../tests/support/test-database'
import { rateLimitHits } from '@/server/db/schema'
import { clear, consume, prune, refund, type RateLimit } from './rate-limit'

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(async () => {
  await database.drop()
})

beforeEach(async () => {
  await database.db.delete(rateLimitHits)
})

const at = (time: string) => new Date(`2026-11-24T${time}Z`)
const perMinute = (key: string, max: number): RateLimit => ({ key, max, windowSeconds: 60 })

async function hits() {
  const rows = await database.db.select().from(rateLimitHits)
  return Object.fromEntries(
    rows.map((row) => [`${row.key}@${row.windowStart.toISOString().slice(11, 19)}`, row.hits]),
  )
}

describe('rate limits on PostgreSQL', () => {
  it('allows `max` hits in a window, counts the refused ones too, and starts again in the next', async () => {
    const limit = [perMinute('form:ip:203.0.113.7', 2)]
    expect(await consume(database.db, limit, at('10:00:05'))).toBe(true)
    expect(await consume(database.db, limit, at('10:00:30'))).toBe(true)
    expect(await consume(database.db, limit, at('10:00:59'))).toBe(false)
    expect(await consume(database.db, limit, at('10:00:59'))).toBe(false)
    expect(await consume(database.db, limit, at('10:01:00'))).toBe(true)
    expect(await hits()).toEqual({
      'form:ip:203.0.113.7@10:00:00': 4,
      'form:ip:203.0.113.7@10:01:00': 1,
    })
  })

  it('refuses when any of the limits is reached, and counts the hit against all of them', async () => {
    const limits = (email: string) => [perMinute('ip:1', 3), perMinute(`email:${email}`, 1)]
    expect(await consume(database.db, limits('a@example.be'), at('10:00:00'))).toBe(true)
    expect(await consume(database.db, limits('a@example.be'), at('10:00:01'))).toBe(false)
    expect(await consume(database.db, limits('b@example.be'), at('10:00:02'))).toBe(true)
    expect(await consume(database.db, limits('c@example.be'), at('10:00:03'))).toBe(false)
    expect(await hits()).toMatchObject({ 'ip:1@10:00:00': 4, 'email:a@example.be@10:00:00': 2 })
  })

  it('gives a hit back in the window it was counted in, never below zero', async () => {
    const limit = [perMinute('login:1', 1)]
    expect(await consume(database.db, limit, at('10:00:59'))).toBe(true)
    // Checking took a second: the refund still finds the window of the attempt.
    await refund(database.db, limit, at('10:00:59'))
    await refund(database.db, limit, at('10:00:59'))
    expect(await hits()).toEqual({ 'login:1@10:00:00': 0 })
    expect(await consume(database.db, limit, at('10:00:59'))).toBe(true)
  })

  it('clears every window of one key, and prunes windows older than a day', async () => {
    await consume(database.db, [perMinute('owner:a', 5)], at('10:00:00'))
    await consume(database.db, [perMinute('owner:a', 5)], at('10:05:00'))
    await consume(database.db, [perMinute('owner:b', 5)], at('10:05:00'))
    await clear(database.db, 'owner:a')
    expect(await hits()).toEqual({ 'owner:b@10:05:00': 1 })

    await consume(database.db, [perMinute('old', 5)], new Date('2026-11-23T10:00:00Z'))
    const day = { key: 'friend:tom@example.be', max: 3, windowSeconds: 86_400 }
    await consume(database.db, [day], at('23:59:00'))
    await prune(database.db, at('23:59:30'))
    // The day's window began less than a day before: it stays; yesterday's minute is gone.
    expect(await hits()).toEqual({ 'friend:tom@example.be@00:00:00': 1, 'owner:b@10:05:00': 1 })
    await prune(database.db, new Date('2026-11-25T10:05:01Z'))
    expect(await hits()).toEqual({})
  })
})
