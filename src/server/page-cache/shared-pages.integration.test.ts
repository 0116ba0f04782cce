import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { newNonce, scriptNonceOf } from '@/server/csp-nonce'
import { contentSecurityPolicy } from '@/server/security-headers'
import { pickAcceptedLanguage } from '@/lib/routing/localized-url'
import { cookiesOf } from './cache-rules'
import { createPageCache } from './page-cache'

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>

// What Next sends for every dynamically rendered page.
const nextDefault = 'private, no-cache, no-store, max-age=0, must-revalidate'
const shared = 'public, max-age=0, s-maxage=5, stale-while-revalidate=10'

/**
 * Pages through the real page cache in front of a stand-in for the proxy and Next: English is the
 * default language at unprefixed paths, Dutch under /nl/. Each render has a nonce of its own, as
 * the proxy gives it. The first visitor gets that private page; later ones the shared form, which
 * a shared cache may keep: the same for everyone, its inline scripts allowed by their hashes.
 */
describe('pages in their shared form', () => {
  let database: TestDatabase
  let server: Server
  let origin: string
  let renders = 0

  function page(req: IncomingMessage, res: ServerResponse) {
    renders += 1
    const path = req.url ?? '/'
    const cookie = cookiesOf(req.headers).get('lng')
    const dutch = path.startsWith('/nl/')
    const preferred = cookie ?? pickAcceptedLanguage(req.headers['accept-language'], ['en', 'nl'])
    if (!dutch && preferred === 'nl') {
      res.writeHead(307, { Location: '/nl/te-koop/', Vary: 'Cookie, Accept-Language' })
      return res.end()
    }
    const nonce = newNonce()
    const html = Buffer.from(
      `<html lang="${dutch ? 'nl' : 'en'}"><head><script src="/a.js" nonce="${nonce}" async></script>` +
        `<script nonce="${nonce}">self.town = "Liège"\r\n</script>` +
        `<script type="application/ld+json">{"@type":"House"}</script></head><body>` +
        `<p>Render ${renders}: ${dutch ? 'Te koop' : 'For sale'}</p>` +
        `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>` +
        `<SCRIPT type="module" nonce="${nonce}">import '/b.js'</SCRIPT></body></html>`,
    )
    const gzip = String(req.headers['accept-encoding']).includes('gzip')
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', nextDefault)
    res.setHeader('Content-Security-Policy', contentSecurityPolicy({ https: false, nonce }))
    // Next's own Vary replaces the one the proxy gives unprefixed pages.
    res.setHeader('Vary', 'rsc, Accept-Encoding')
    if (dutch && cookie !== 'nl') res.setHeader('Set-Cookie', 'lng=nl; Path=/')
    if (gzip) res.setHeader('Content-Encoding', 'gzip')
    res.end(gzip ? gzipSync(html) : html)
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    await database.pool.query(`insert into site_config (id, data) values (1,
      '{"languages": [{"code": "en", "use": true}, {"code": "nl", "use": true}],
        "defaultLanguage": "en"}')`)
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

  async function load(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${origin}${path}`, {
      headers: { 'accept-encoding': 'identity', ...headers },
      redirect: 'manual',
    })
    const policy = response.headers.get('content-security-policy') ?? ''
    return {
      status: response.status,
      cache: response.headers.get('x-cache'),
      cacheControl: response.headers.get('cache-control'),
      vary: (response.headers.get('vary') ?? '').split(',').map((name) => name.trim()),
      scriptSources:
        policy
          .split('; ')
          .find((d) => d.startsWith('script-src '))
          ?.split(' ') ?? [],
      policy,
      html: await response.text(),
    }
  }

  /** Until the page is stored (the store happens after the first response has finished). */
  async function stored(path: string, headers: Record<string, string> = {}) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const one = await load(path, headers)
      if (one.cache === 'HIT') return one
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`${path} was never stored`)
  }

  /** The hash sources of the inline scripts a browser runs, read from the page's text. */
  function hashesOf(html: string): string[] {
    return [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/gi)]
      .filter(([, attributes]) => !/src=|ld\+json/.test(attributes!))
      .map(([, , text]) => createHash('sha256').update(text!.replaceAll('\r\n', '\n'), 'utf8'))
      .map((hash) => `'sha256-${hash.digest('base64')}'`)
  }

  for (const encoding of ['identity', 'gzip']) {
    it(`gives the first visitor a private page with a nonce, every later one the same shareable page (${encoding})`, async () => {
      const path = `/for-sale/${encoding}/`
      const first = await load(path, { 'accept-encoding': encoding })
      expect(first.cache).toBe('MISS')
      expect(first.cacheControl).toBe(nextDefault)
      expect(scriptNonceOf(first.policy)).not.toBeNull()

      const hit = await stored(path, { 'accept-encoding': encoding })
      expect(hit.cacheControl).toBe(shared)
      expect(hit.vary).toEqual(expect.arrayContaining(['Accept-Encoding', 'Cookie']))
      expect(hit.html).toBe(first.html)
      // Exactly the page's three inline scripts, by hash; Next's files by 'self'; no nonce.
      const hashes = hashesOf(hit.html)
      expect(hashes).toHaveLength(3)
      expect(hit.scriptSources).toEqual(['script-src', "'self'", ...hashes])
      expect(hit.scriptSources.join(' ')).not.toMatch(/'nonce-|'strict-dynamic'|'unsafe-/)

      const again = await load(path, { 'accept-encoding': encoding })
      expect(again).toEqual(hit)
    })
  }

  it('never serves an unprefixed English page to a visitor whose language is another', async () => {
    const english = await stored('/for-sale/', { 'accept-language': 'en-GB,en;q=0.9' })
    expect(english.html).toContain('For sale')
    // What the page depends on, for a cache that honours Vary.
    expect(english.vary).toEqual(
      expect.arrayContaining(['Accept-Encoding', 'Cookie', 'Accept-Language']),
    )
    const dutchVisitors: Record<string, string>[] = [
      { 'accept-language': 'nl-BE,nl;q=0.9' },
      { 'accept-language': 'en', cookie: 'lng=nl' },
    ]
    for (const headers of dutchVisitors) {
      const dutch = await load('/for-sale/', headers)
      expect(dutch).toMatchObject({ status: 307, cache: 'MISS' })
      expect(dutch.cacheControl ?? '').not.toMatch(/public/)
    }
  })

  it('stores a first visit to a prefixed page without its cookie, and sets the cookie on a hit', async () => {
    const first = await fetch(`${origin}/nl/`, { headers: { 'accept-encoding': 'identity' } })
    expect(first.headers.get('set-cookie')).toBe('lng=nl; Path=/')
    await first.text()
    const rendered = renders
    // Without the cookie, or with another, the hit sets it in a private answer no shared cache keeps.
    for (const headers of [{}, { cookie: 'lng=en' }] as Record<string, string>[]) {
      const hit = await stored('/nl/', headers)
      expect(hit).toMatchObject({ status: 200, cacheControl: 'private, no-store' })
      expect(hit.html).toContain('Te koop')
      const again = await fetch(`${origin}/nl/`, {
        headers: { 'accept-encoding': 'identity', ...headers },
      })
      expect(again.headers.get('set-cookie')).toBe('lng=nl; Path=/; Max-Age=31536000; SameSite=Lax')
    }
    // A visitor whose cookie names the page already gets the shared form, without a cookie.
    const remembered = await fetch(`${origin}/nl/`, {
      headers: { 'accept-encoding': 'identity', cookie: 'lng=nl' },
    })
    expect(remembered.headers.get('set-cookie')).toBeNull()
    expect(remembered.headers.get('cache-control')).toBe(shared)
    expect(remembered.headers.get('x-cache')).toBe('HIT')
    expect(renders).toBe(rendered)
  })
})
