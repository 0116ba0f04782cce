import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../tests/support/test-database'
import { propertyRecord } from '../src/features/catalogue/import/test-feed'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let folder: string

beforeAll(async () => {
  database = await createTestDatabase()
  folder = await mkdtemp(path.join(tmpdir(), 'seed-cli-'))
})

afterAll(async () => {
  await database?.drop()
  await rm(folder, { recursive: true, force: true })
})

function run(script: string, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      DATA_DIR: folder,
      APP_SECRET: process.env.APP_SECRET,
    },
    encoding: 'utf8',
    timeout: 120_000,
  })
}

const seed = (...args: string[]) => run('seed', ...args)

async function counts() {
  const { rows } = await database.pool.query<{
    listings: number
    imported: number
    owner: number
    demoOwners: number
  }>(
    `select (select count(*)::int from properties) as listings,
            (select count(*)::int from properties where reference = 'IMP-1') as imported,
            (select count(*)::int from owners where email = 'jan.peeters@example.be') as owner,
            (select count(*)::int from owners where email like '%@example.be' and email <> 'jan.peeters@example.be') as "demoOwners"`,
  )
  return rows[0]!
}

describe('npm run seed', () => {
  it('seeds an empty database', () => {
    const seeded = seed()
    expect(seeded.stderr).toBe('')
    expect(seeded.status).toBe(0)
    expect(seeded.stdout).toContain('Database seeded with the demo site.')
  })

  it('reseeds a database that holds only the demo', () => {
    expect(seed().status).toBe(0)
  })

  it('refuses a database with an imported listing and an invited owner, naming them', async () => {
    const feed = path.join(folder, 'feed.json')
    await writeFile(feed, JSON.stringify({ mode: 'partial', properties: [propertyRecord()] }))
    expect(run('import', feed).status).toBe(0)
    const invite = run(
      'owner',
      'invite',
      'jan.peeters@example.be',
      'IMP-1',
      ...['--first-name', 'Jan', '--last-name', 'Peeters', '--language', 'nl'],
    )
    expect(invite.status).toBe(0)
    const before = await counts()

    const refused = seed()
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain('Refused: this database holds more than the demo content')
    expect(refused.stderr).toMatch(/1 listings that are not the demo’s .*: IMP-1/)
    expect(refused.stderr).toMatch(/1 owners that are not the demo’s .*: jan\.peeters@example\.be/)
    expect(refused.stderr).toContain('npm run seed -- --demo-only')
    expect(refused.stderr).toContain('npm run seed -- --force')
    expect(await counts()).toEqual(before)
  })

  it('with --demo-only, reseeds the demo and keeps the imported listing and the owner', async () => {
    const before = await counts()
    const again = seed('--demo-only')
    expect(again.stderr).toBe('')
    expect(again.status).toBe(0)
    expect(again.stdout).toContain('Demo content reseeded; everything else is as it was.')
    expect(await counts()).toEqual(before)
    const { rows } = await database.pool.query<{ reference: string }>(
      `select p.reference from owner_properties op join owners o on o.id = op.owner_id
       join properties p on p.id = op.property_id where o.email = 'jan.peeters@example.be'`,
    )
    expect(rows).toEqual([{ reference: 'IMP-1' }])
  })

  it('with --demo-only, brings back demo listings and owners that were removed', async () => {
    const before = await counts()
    await database.pool.query("delete from properties where reference <> 'IMP-1'")
    await database.pool.query("delete from owners where email <> 'jan.peeters@example.be'")
    expect((await counts()).listings).toBe(1)
    expect(seed('--demo-only').status).toBe(0)
    expect(await counts()).toEqual(before)
    const { rows } = await database.pool.query<{ n: number }>(
      `select count(*)::int as n from auth_users u join owners o on o.email = u.email`,
    )
    expect(rows[0]!.n).toBe(before.demoOwners + 1)
  })

  it('with --force, warns naming what it deletes, and reseeds the demo alone', async () => {
    const forced = seed('--force')
    expect(forced.status).toBe(0)
    expect(forced.stderr).toContain(
      'WARNING (--force): this database held more than the demo content',
    )
    expect(forced.stderr).toMatch(/1 listings that are not the demo’s .*: IMP-1/)
    expect(forced.stderr).toContain('jan.peeters@example.be')
    const after = await counts()
    expect(after.imported).toBe(0)
    expect(after.owner).toBe(0)
    expect(seed().status).toBe(0)
  })
})
