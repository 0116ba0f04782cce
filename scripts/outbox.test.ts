import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../tests/support/test-database'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let ids: { failedA: number; failedB: number; sent: number }

beforeAll(async () => {
  database = await createTestDatabase()
  const insert = async (key: string, status: string, lastError: string | null) => {
    const { rows } = await database.pool.query<{ id: string }>(
      `insert into outbox_messages
         (idempotency_key, kind, to_address, subject, text_body, language, message_id, status,
          attempts, last_error, next_attempt_at)
       values ($1, 'site-contact', $2, 'Contact', 'Hello', 'en', $3, $4, 10, $5, now() + interval '1 day')
       returning id`,
      [key, `${key}@example.be`, `<${key}@immohorizon.be>`, status, lastError],
    )
    return Number(rows[0]!.id)
  }
  ids = {
    failedA: await insert('a', 'failed', '550 mailbox unavailable'),
    failedB: await insert('b', 'failed', 'connect ECONNREFUSED'),
    sent: await insert('c', 'sent', null),
  }
})

afterAll(async () => {
  await database?.drop()
})

function outbox(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/outbox.ts', ...args], {
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

async function row(id: number) {
  const { rows } = await database.pool.query<{ status: string; attempts: number; due: boolean }>(
    'select status, attempts, next_attempt_at <= now() as due from outbox_messages where id = $1',
    [id],
  )
  return rows[0]
}

describe('npm run outbox', () => {
  it('lists the failed e-mails with their last error', () => {
    const run = outbox('failed')
    expect(run.status).toBe(0)
    const lines = run.stdout.trim().split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(
      new RegExp(
        `^${ids.failedA}  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  site-contact  a@example.be  550 mailbox unavailable$`,
      ),
    )
    expect(lines[1]).toMatch(new RegExp(`^${ids.failedB} .* b@example.be  connect ECONNREFUSED$`))
    expect(lines[2]).toBe('2 failed e-mails')
  })

  it('queues one failed e-mail again, due now with fresh attempts, and no other', async () => {
    const run = outbox('retry', String(ids.failedA), String(ids.sent))
    expect(run.stdout).toContain(`queued again: ${ids.failedA};`)
    expect(run.stderr).toContain(`not failed or unknown: ${ids.sent}`)
    expect(run.status).toBe(1)
    expect(await row(ids.failedA)).toEqual({ status: 'pending', attempts: 0, due: true })
    expect(await row(ids.failedB)).toMatchObject({ status: 'failed', attempts: 10 })
    expect(await row(ids.sent)).toMatchObject({ status: 'sent' })
  })

  it('queues every failed e-mail with --all', async () => {
    const run = outbox('retry', '--all')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain(`queued again: ${ids.failedB};`)
    expect(await row(ids.failedB)).toEqual({ status: 'pending', attempts: 0, due: true })
    expect(outbox('failed').stdout.trim()).toBe('0 failed e-mails')
  })

  it('explains itself on a wrong command', () => {
    for (const args of [[], ['retry'], ['retry', 'x'], ['failed', '3'], ['send']]) {
      const run = outbox(...args)
      expect(run.status).toBe(1)
      expect(run.stdout).toContain('Usage: npm run outbox -- failed')
    }
  })
})
