import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../tests/support/test-database'
import { seedDatabase } from '../src/server/seed/seed-all'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let reference: string

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.url, { onlyIfEmpty: false, today: new Date('2026-03-29T10:00:00Z') })
  const { rows } = await database.pool.query<{ reference: string }>(
    'select reference from properties where published order by id limit 1',
  )
  reference = rows[0]!.reference
})

afterAll(async () => {
  await database?.drop()
})

function invite(email: string, env: Record<string, string> = {}) {
  return spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/owner.ts',
      'invite',
      email,
      reference,
      ...['--first-name', 'Jan', '--last-name', 'Peeters', '--language', 'nl'],
    ],
    {
      env: {
        PATH: process.env.PATH,
        // Not production, which would require PUBLIC_URL: the first case is about its absence.
        NODE_ENV: 'development',
        DATABASE_URL: database.url,
        ...env,
      },
      encoding: 'utf8',
      timeout: 60_000,
    },
  )
}

const inviteLink = async (email: string) => {
  const { rows } = await database.pool.query<{ text_body: string }>(
    'select text_body from outbox_messages where to_address = $1',
    [email],
  )
  return /https?:\/\/\S+token=\S+/.exec(rows[0]!.text_body)![0]
}

describe('npm run owner -- invite', () => {
  it('says so when the link can only point at this machine', async () => {
    const run = invite('jan.local@example.be', { PORT: '4123' })
    expect(run.status).toBe(0)
    expect(run.stderr).toContain(
      'Warning: PUBLIC_URL is not set, so the link in the invitation points to http://localhost:4123',
    )
    expect(await inviteLink('jan.local@example.be')).toMatch(/^http:\/\/localhost:4123\//)
  })

  it('links to PUBLIC_URL without a warning', async () => {
    const run = invite('jan.public@example.be', { PUBLIC_URL: 'https://www.agency.test' })
    expect(run.status).toBe(0)
    expect(run.stderr).not.toContain('Warning')
    expect(await inviteLink('jan.public@example.be')).toMatch(/^https:\/\/www\.agency\.test\//)
  })
})
