import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { newNonce, scriptNonceOf } from '@/server/csp-nonce'
import { contentSecurityPolicy } from '@/server/security-headers'
import { createPageCache } from './page-cache'

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>

/**
 * Pages through the real page cache in front of a stand-in for Next that renders each page with a
 * nonce of its own, as the proxy gives it: a stored page never repeats the nonce it was sent with.
 */
describe('page cache and script nonces', () => {
  let database: TestDatabase
  let server: Server
  let origin: string
  let renders = 0

  function page(req: IncomingMessage, res: ServerResponse) {
    renders += 1
    const nonce = newNonce()
    const html = Buffer.from(
      `<html><head><script src="/a.js" nonce="${nonce}"></script></head><body>` +
        `<p>Render ${renders}, à Liège</p><script nonce="${nonce}">self.x=1</script></body></html>`,
    )
    const gzip = String(req.headers['accept-encoding']).includes('gzip')
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Content-Security-Policy', contentSecurityPolicy({ https: false, nonce }))
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    res.end(gzip ? gzipSync(html) : html)
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    await database.pool.query(`insert into site_config (id, data) values (1,
      '{"languages": [{"code": "en", "use": true}], "defaultLanguage": "en"}')`)
    const cache = createPageCache({ enabled: true, pool: () => database.pool, settleMs: 0 })
    server = createServer((req, res) => {
      void cache.serve(req, res, false, () => page(req, res))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await database?.drop()
  })

  /** One load: whether it was a hit, the policy's nonce, and the nonces of the page's scripts. */
  async function load(path: string, encoding: string) {
    const response = await fetch(`${origin}${path}`, {
      headers: { 'accept-language': 'en', 'accept-encoding': encoding },
    })
    const html = await response.text()
    return {
      cache: response.headers.get('x-cache'),
      nonce: scriptNonceOf(response.headers.get('content-security-policy') ?? ''),
      scripts: [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]),
      html,
    }
  }

  for (const encoding of ['identity', 'gzip']) {
    it(`sends every hit with a nonce of its own, in the policy and on every script (${encoding})`, async () => {
      const path = `/for-sale/${encoding}/`
      const loads = [
        await load(path, encoding),
        await load(path, encoding),
        await load(path, encoding),
      ]
      expect(loads.map((one) => one.cache)).toEqual(['MISS', 'HIT', 'HIT'])
      expect(new Set(loads.map((one) => one.nonce)).size).toBe(3)
      for (const one of loads) {
        expect(one.nonce).toMatch(/^[A-Za-z0-9_-]{24}$/)
        expect(one.scripts).toEqual([one.nonce, one.nonce])
        // The rest is the stored page, byte for byte.
        expect(one.html.replaceAll(one.nonce!, '')).toBe(
          loads[0]!.html.replaceAll(loads[0]!.nonce!, ''),
        )
      }
    })
  }
})
