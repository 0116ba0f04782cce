import { spawnSync } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../tests/support/test-database'
import { seedDatabase } from '../src/server/seed/seed-all'
import { generateDemo } from '../src/server/seed/demo/generate-demo'

let database: Awaited<ReturnType<typeof createTestDatabase>>
const today = new Date('2026-11-30T10:00:00Z')
const demo = generateDemo({ today })
const backups: string[] = []

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.url, { onlyIfEmpty: false, today })
})

afterAll(async () => {
  for (const folder of backups) await rm(folder, { recursive: true, force: true })
  await database?.drop()
})

function demoCommand(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/demo.ts', ...args], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://www.agency.example',
      DATABASE_URL: database.url,
      DATA_DIR: path.resolve('data', `demo-command-${process.pid}`),
    },
    encoding: 'utf8',
    timeout: 120_000,
  })
}

/** The status lines as kind → [count, state]. */
const statusOf = (stdout: string) =>
  Object.fromEntries(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split('\t'))
      .map(([kind, count, state]) => [kind, [Number(count), state]]),
  )

describe('npm run demo', { timeout: 180_000 }, () => {
  it('prints one line per kind: how many are left and whether they can go now', () => {
    const status = demoCommand('status')
    expect(status.status, status.stderr).toBe(0)
    expect(statusOf(status.stdout)).toEqual({
      listings: [demo.properties.length, 'ready'],
      projects: [demo.projects.length, 'ready'],
      agents: [demo.agents.length, 'ready'],
      owners: [demo.owners.length, 'ready'],
      testimonials: [demo.testimonials.length, 'ready'],
      staff: [2, 'noOwnAdmin'],
      texts: [expect.any(Number), 'agencyUnchanged'],
      branding: [2, 'notRemovable'],
    })
  })

  it('removes one kind after a backup, and refuses the staff without an admin of the agency’s own', async () => {
    const removed = demoCommand('remove', '--kind', 'projects')
    expect(removed.status, removed.stderr).toBe(0)
    const folder = /Backup written to (\S+) /.exec(removed.stdout)?.[1]
    expect(folder).toBeDefined()
    backups.push(folder!)
    const manifest = JSON.parse(await readFile(path.join(folder!, 'manifest.json'), 'utf8'))
    expect(manifest.tables.find((t: { name: string }) => t.name === 'projects').rows).toBe(
      demo.projects.length,
    )
    expect(removed.stdout).toContain(`projects\tremoved ${demo.projects.length}`)
    const { rows } = await database.pool.query('select 1 from projects')
    expect(rows).toEqual([])

    const staff = demoCommand('remove', '--kind', 'staff', '--no-backup')
    expect(staff.status).toBe(1)
    expect(staff.stdout).toContain('staff\trefused: create your own admin first')
    expect(statusOf(demoCommand('status').stdout).projects).toEqual([0, 'clean'])
  })

  it('refuses an unknown kind with the usage', () => {
    const wrong = demoCommand('remove', '--kind', 'everything')
    expect(wrong.status).toBe(1)
    expect(wrong.stderr).toContain('--kind is one of listings, projects')
  })
})
