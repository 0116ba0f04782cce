import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../tests/support/test-database'
import { seedDatabase } from '../src/server/seed/seed-all'
import { createStaffAuth } from '../src/features/back-office/auth/staff-auth.server'
import { signInStaff } from '../src/features/back-office/auth/staff-sign-in'

let database: Awaited<ReturnType<typeof createTestDatabase>>

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.url, { onlyIfEmpty: false, today: new Date('2026-03-29T10:00:00Z') })
})

afterAll(async () => {
  await database?.drop()
})

function staff(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://www.agency.example',
      DATABASE_URL: database.url,
    },
    encoding: 'utf8',
    timeout: 60_000,
  })
}

const logIn = (email: string, password: string) =>
  signInStaff(database.db, createStaffAuth(database.db), {
    email,
    password,
    headers: new Headers(),
    address: '203.0.113.30',
    pause: async () => {},
  })

describe('npm run staff', () => {
  it('creates the first admin with a generated password that logs in, once per address', async () => {
    const created = staff('create', 'Boss@Agency.be', '--name', 'Greet Boss', '--role', 'admin')
    expect(created.status, created.stderr).toBe(0)
    const password = /Password \(shown once\): (\S+)/.exec(created.stdout)![1]!
    expect(password.length).toBeGreaterThanOrEqual(24)
    expect(created.stdout).toContain('Log in at https://www.agency.example/admin/login/')
    expect(await logIn('boss@agency.be', password)).toMatchObject({ ok: true, locale: 'en' })

    const again = staff('create', 'boss@agency.be', '--name', 'Greet Boss', '--role', 'admin')
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('A staff account boss@agency.be exists already.')
  })

  it('refuses a bad request with the reason and the usage', () => {
    const noRole = staff('create', 'agent@agency.be', '--name', 'An Agent', '--role', 'boss')
    expect(noRole.status).toBe(1)
    expect(noRole.stderr).toContain('Give --role admin or --role agent.')
    expect(noRole.stderr).toContain('Usage:')
    const unknown = staff('disable', 'nobody@agency.be')
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toContain('No staff account nobody@agency.be.')
  })

  it('disables an account: its password no longer logs in', async () => {
    const created = staff(
      'create',
      'temp@agency.be',
      '--name',
      'Temp',
      '--role',
      'agent',
      '--language',
      'nl',
    )
    const password = /Password \(shown once\): (\S+)/.exec(created.stdout)![1]!
    const disabled = staff('disable', 'temp@agency.be')
    expect(disabled.status, disabled.stderr).toBe(0)
    expect(await logIn('temp@agency.be', password)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('invites a member: an e-mail in their language with a link to choose a password', async () => {
    const invited = staff(
      'invite',
      'Nieuw@Agency.be',
      '--name',
      'Nieuwe Collega',
      '--role',
      'agent',
      '--lang',
      'nl',
    )
    expect(invited.status, invited.stderr).toBe(0)
    expect(invited.stdout).toContain('Invited agent nieuw@agency.be.')
    const { rows } = await database.pool.query<{ language: string; text_body: string }>(
      "select language, text_body from outbox_messages where to_address = 'nieuw@agency.be'",
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]!.language).toBe('nl')
    expect(rows[0]!.text_body).toMatch(
      /https:\/\/www\.agency\.example\/nl\/admin\/password\/\?token=[\w-]+/,
    )
    const audit = await database.pool.query(
      "select staff_id, action from audit_log where action = 'staff.invite'",
    )
    expect(audit.rows).toEqual([{ staff_id: null, action: 'staff.invite' }])

    const again = staff('invite', 'nieuw@agency.be', '--name', 'X', '--role', 'agent')
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('A staff account nieuw@agency.be exists already.')
  })
})
