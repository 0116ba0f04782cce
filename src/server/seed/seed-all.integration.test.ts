import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { seedDatabase } from './seed-all'

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
})

afterAll(async () => {
  await database?.drop()
})

describe('seedDatabase on start', () => {
  it('seeds an empty database once when two instances start together', async () => {
    const today = new Date('2026-03-29T10:00:00Z')
    const results = await Promise.all([
      seedDatabase(database.url, { onlyIfEmpty: true, today }),
      seedDatabase(database.url, { onlyIfEmpty: true, today }),
    ])
    expect(results.sort()).toEqual([false, true])
    const { rows } = await database.pool.query<{ configs: number; agents: number }>(
      'select (select count(*)::int from site_config) as configs, (select count(*)::int from agents) as agents',
    )
    expect(rows[0]!.configs).toBe(1)
    expect(rows[0]!.agents).toBeGreaterThan(0)
  })
})
