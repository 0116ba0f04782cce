import { createServer, type Server } from 'node:http'
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { createPageCache } from './page-cache'

/**
 * The page cache when its database hangs: a host that takes connections and never answers, as a
 * stopped PostgreSQL does. Stored pages are served, marked stale; after the first read that gives
 * up, no request asks the database again until the breaker's time is over.
 */
describe('the page cache with a hung database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let pool: pg.Pool
  let hung: pg.Pool
  let server: Server
  let origin: string
  let renders = 0
  const silent = createTcpServer((socket) => sockets.push(socket))
  const sockets: Socket[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    await database.pool.query(`insert into site_config (id, data) values (1,
      '{"languages": [{"code": "en", "use": true}], "defaultLanguage": "en"}')`)
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const url = new URL(database.url)
    url.port = String((silent.address() as AddressInfo).port)
    hung = new pg.Pool({ connectionString: url.toString(), connectionTimeoutMillis: 60_000 })
    hung.on('error', () => {})
    pool = database.pool
    // Every request reads the content version (no interval); a failure is trusted a minute.
    const cache = createPageCache({
      enabled: true,
      pool: () => pool,
      settleMs: 0,
      timing: { intervalMs: 0, breakMs: 60_000 },
    })
    server = createServer((req, res) => {
      void cache.serve(req, res, false, () => {
        renders += 1
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(`<html lang="en"><body>${req.url}</body></html>`)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
    await hung.end().catch(() => {})
    await database.drop()
  })

  const load = async (path: string) => {
    const response = await fetch(origin + path, { headers: { 'accept-encoding': 'identity' } })
    return { cache: response.headers.get('x-cache'), body: await response.text() }
  }

  it('serves the stored pages marked stale, and stops asking after the first read gives up', async () => {
    for (let attempt = 0; (await load('/for-sale/')).cache !== 'HIT'; attempt++) {
      expect(attempt).toBeLessThan(20)
    }
    pool = hung
    expect(await load('/for-sale/')).toEqual({
      cache: 'STALE',
      body: expect.stringContaining('/for-sale/'),
    })
    const asked = sockets.length
    expect(asked).toBeGreaterThan(0)
    for (let again = 0; again < 5; again++) {
      expect((await load('/for-sale/')).cache).toBe('STALE')
    }
    // A page it does not hold goes to the renderer (the server answers it 503 there).
    const before = renders
    expect((await load('/contact/')).cache).toBe('MISS')
    expect(renders).toBe(before + 1)
    expect(sockets).toHaveLength(asked)
  })
})
