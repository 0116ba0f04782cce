import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { createPageCache } from './page-cache'
import { noteUncacheablePage } from './render-notes'

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>

// What Next sends for every dynamically rendered page, public or not.
const nextDefault = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * The owner login and portal pages through the real page cache in front of a stand-in for Next:
 * whatever their headers, they are never stored, so never served to someone else, and keep their
 * private Cache-Control, which no shared cache stores either.
 */
describe('page cache and private pages', () => {
  let database: TestDatabase
  let server: Server
  let origin: string
  const renders = new Map<string, number>()

  function page(res: ServerResponse, path: string) {
    renders.set(path, (renders.get(path) ?? 0) + 1)
    if (path.startsWith('/login/')) noteUncacheablePage()
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', path.startsWith('/portal/') ? 'private, no-store' : nextDefault)
    if (path.startsWith('/welcome/')) res.setHeader('Set-Cookie', 'lng=en; Path=/')
    res.end(`<html><body>render ${renders.get(path)} of ${path}</body></html>`)
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    await database.pool.query(`insert into site_config (id, data) values (1,
      '{"languages": [{"code": "en", "use": true}], "defaultLanguage": "en"}')`)
    const cache = createPageCache({ enabled: true, pool: () => database.pool, settleMs: 0 })
    server = createServer((req, res) => {
      void cache.serve(req, res, false, () => page(res, req.url ?? '/'))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await database?.drop()
  })

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, {
      headers: { 'accept-language': 'en', 'accept-encoding': 'identity', ...headers },
    })

  it('stores a public page (the comparison)', async () => {
    await get('/for-sale/')
    const second = await get('/for-sale/')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(renders.get('/for-sale/')).toBe(1)
  })

  it('never stores the login page, which marks itself while rendering', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await get('/login/')
      expect(response.headers.get('x-cache')).toBe('MISS')
      expect(response.headers.get('cache-control')).toBe(nextDefault)
      expect(await response.text()).toContain(`render ${attempt} of /login/`)
    }
  })

  it('never stores a page sent as private, no-store (the portal)', async () => {
    await get('/portal/')
    const second = await get('/portal/')
    expect(second.headers.get('x-cache')).toBe('MISS')
    expect(second.headers.get('cache-control')).toBe('private, no-store')
    expect(renders.get('/portal/')).toBe(2)
  })

  it('never stores a response that sets a cookie', async () => {
    await get('/welcome/')
    const second = await get('/welcome/')
    expect(second.headers.get('x-cache')).toBe('MISS')
    expect(second.headers.get('cache-control')).toBe(nextDefault)
  })

  it('never answers a request with the owner’s session cookie from the cache', async () => {
    await get('/for-sale/')
    const signedIn = await get('/for-sale/', { cookie: 'owner.session_token=abc.def' })
    expect(signedIn.headers.get('x-cache')).toBeNull()
    expect(signedIn.headers.get('cache-control')).toBe(nextDefault)
    expect(await signedIn.text()).toContain('render 2 of /for-sale/')
  })
})
