import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { createPageCache } from './page-cache'

/**
 * Pages show what applies today (an opening-hours exception, a purchase-cost period): a page
 * stored on one day of the Brussels calendar is not served on the next, although no content
 * changed.
 */
describe('the page cache on a new day', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let server: Server
  let origin: string
  let renders = 0

  beforeAll(async () => {
    // Only the clock the cache reads the day from; timers and sockets run as usual.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-24T22:30:00Z'))
    database = await createTestDatabase()
    await database.pool.query(`insert into site_config (id, data) values (1,
      '{"languages": [{"code": "en", "use": true}], "defaultLanguage": "en"}')`)
    const cache = createPageCache({ enabled: true, pool: () => database.pool, settleMs: 0 })
    server = createServer((req, res) => {
      void cache.serve(req, res, false, () => {
        renders += 1
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
        res.end(`<html lang="en"><body><p>Render ${renders}</p></body></html>`)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    vi.useRealTimers()
    await new Promise((resolve) => server.close(resolve))
    await database?.drop()
  })

  const load = async () => {
    const response = await fetch(`${origin}/office/`, {
      headers: { 'accept-encoding': 'identity' },
    })
    return { cache: response.headers.get('x-cache'), html: await response.text() }
  }

  async function stored() {
    for (let attempt = 0; attempt < 20; attempt++) {
      const one = await load()
      if (one.cache === 'HIT') return one
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error('the page was never stored')
  }

  it('serves the stored page until midnight in Brussels, then renders it again', async () => {
    const evening = await stored()
    // 23:59 in Brussels (UTC+1 in December): still the same day.
    vi.setSystemTime(new Date('2026-12-24T22:59:00Z'))
    expect(await load()).toEqual(evening)
    // 00:01 on the 25th in Brussels, still the 24th in UTC.
    vi.setSystemTime(new Date('2026-12-24T23:01:00Z'))
    const nextDay = await load()
    expect(nextDay.cache).toBe('MISS')
    expect(nextDay.html).not.toBe(evening.html)
  })
})
