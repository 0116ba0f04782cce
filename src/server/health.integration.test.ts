import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../tests/support/test-database'
import { answerHealth } from './health'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let server: Server
let origin: string
let current: () => pg.Pool

beforeAll(async () => {
  database = await createTestDatabase()
  current = () => database.pool
  server = createServer((req, res) => {
    if (answerHealth(req, res, () => current())) return
    res.end('passed on')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await database?.drop()
})

const get = async (path: string) => {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' })
  return { status: response.status, body: await response.json() }
}

describe('health endpoints', () => {
  it('answer with and without the trailing slash, never redirecting', async () => {
    for (const path of ['/healthz', '/healthz/']) {
      expect(await get(path)).toEqual({ status: 200, body: { status: 'ok' } })
    }
    for (const path of ['/readyz', '/readyz/']) {
      expect(await get(path)).toEqual({
        status: 200,
        body: { status: 'ok', database: 'ok', migrations: 'ok' },
      })
    }
  })

  it('stay alive but not ready while the database is down', async () => {
    const unreachable = new pg.Pool({
      connectionString: 'postgres://nobody:nothing@127.0.0.1:9/none',
      connectionTimeoutMillis: 1000,
    })
    current = () => unreachable
    try {
      expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok' } })
      expect(await get('/readyz')).toEqual({
        status: 503,
        body: { status: 'error', database: 'unreachable' },
      })
    } finally {
      current = () => database.pool
      await unreachable.end()
    }
  })

  it('is not ready while a migration of this build is missing', async () => {
    const { rows } = await database.pool.query<{ id: number }>(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning id',
    )
    expect(rows).toHaveLength(1)
    expect(await get('/readyz/')).toEqual({
      status: 503,
      body: { status: 'error', database: 'ok', migrations: 'pending' },
    })
  })
})
