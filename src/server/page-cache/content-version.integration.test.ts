import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { createSnapshotSource, readSnapshot } from './content-version'

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>

describe('content version (PostgreSQL triggers)', () => {
  let database: TestDatabase
  const version = async () =>
    (await database.pool.query<{ v: string }>('select version::text as v from content_version'))
      .rows[0]?.v

  beforeAll(async () => {
    database = await createTestDatabase()
    await database.pool.query(`insert into site_config (id, data) values (1,
      '{"languages": [{"code": "en", "use": true}, {"code": "nl", "use": false}],
        "defaultLanguage": "en"}')`)
    await database.pool.query(`insert into property_types (id, web_id, name, slug)
      values (1, 1, '{"en":"House"}', '{"en":"house"}') on conflict do nothing`)
    await database.pool.query(`insert into properties (reference, goal, type_id, zip, city, title,
      description) values ('PC-1', 0, 1, '9000', 'Gent', '{}', '{}')`)
  })
  afterAll(async () => database?.drop())

  it('is bumped by a change to a listing, not by a counted view', async () => {
    const before = await version()
    await database.pool.query(`update properties set price = 123456 where reference = 'PC-1'`)
    const afterUpdate = await version()
    expect(BigInt(afterUpdate ?? 0)).toBe(BigInt(before ?? 0) + 1n)
    await database.pool.query(`insert into property_views_daily (property_id, day, views)
      select id, current_date, 1 from properties where reference = 'PC-1'`)
    expect(await version()).toBe(afterUpdate)
  })

  it('is seen by the snapshot source once its interval has passed', async () => {
    let clock = 0
    const source = createSnapshotSource(
      () => readSnapshot(database.pool),
      { intervalMs: 1_000 },
      () => clock,
    )
    const first = await source()
    expect(first).toMatchObject({ enabled: ['en'], defaultLanguage: 'en' })
    await database.pool.query(`update properties set price = 99 where reference = 'PC-1'`)
    expect((await source()).version).toBe(first.version)
    clock = 1_000
    expect(BigInt((await source()).version)).toBeGreaterThan(BigInt(first.version))
  })
})
