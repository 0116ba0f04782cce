import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { withFreshNonce } from './fresh-nonce'
import type { CachedPage } from './lru'

const stored = 'storedNonce0123456789abc'
const fresh = 'freshNonce-0123456789_xyz'
// Some of the page in UTF-8 beyond ASCII, which must come through untouched.
const html = (nonce: string) =>
  `<html><head><link rel="stylesheet" href="/a.css" nonce="${nonce}"><script src="/a.js" nonce="${nonce}"></script></head><body><h1>Maison à Liège – 3 chambres €</h1><script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></body></html>`

function page(encoding: 'gzip' | 'identity'): CachedPage {
  const body = Buffer.from(html(stored))
  return {
    status: 200,
    headers: {
      'content-security-policy': `default-src 'self'; script-src 'self' 'nonce-${stored}' 'strict-dynamic'`,
      link: `</a.css>; rel=preload; as="style"; nonce="${stored}"`,
      'set-example': ['one', `two ${stored}`],
      ...(encoding === 'gzip' ? { 'content-encoding': 'gzip' } : {}),
    },
    body: encoding === 'gzip' ? gzipSync(body) : body,
  }
}

describe('a stored page with a fresh nonce', () => {
  it('has the fresh nonce wherever the stored one was, in headers and HTML, and nothing else changed', async () => {
    const { headers, body } = await withFreshNonce(page('identity'), stored, fresh)
    expect(body.toString()).toBe(html(fresh))
    expect(headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' 'nonce-${fresh}' 'strict-dynamic'`,
    )
    expect(headers.link).toBe(`</a.css>; rel=preload; as="style"; nonce="${fresh}"`)
    expect(headers['set-example']).toEqual(['one', `two ${fresh}`])
  })

  it('is encoded again when it was stored gzipped', async () => {
    const { headers, body } = await withFreshNonce(page('gzip'), stored, fresh)
    expect(headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(body).toString()).toBe(html(fresh))
  })

  it('leaves the stored page as it was, for the next hit', async () => {
    const original = page('identity')
    await withFreshNonce(original, stored, fresh)
    expect(original.body.toString()).toBe(html(stored))
    expect(original.headers.link).toContain(stored)
  })
})
