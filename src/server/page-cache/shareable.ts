import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import { withScriptHashes } from '@/server/security-headers'
import { inlineScriptHashes } from './inline-scripts'
import type { CachedPage } from './lru'

const gunzipAsync = promisify(gunzip)

/**
 * How long a shared cache (nginx, a CDN) may answer with a stored page without asking the site,
 * and how much longer it may answer with it once while it asks again in the background
 * (docs/decisions/052-shared-cache.md). Browsers ask every time (`max-age=0`).
 */
export const sharedMaxAgeSeconds = 5
export const staleWhileRevalidateSeconds = 10
export const sharedCacheControl = `public, max-age=0, s-maxage=${sharedMaxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`

/**
 * What the stored bytes depend on besides the URL: the encoding, and the `lng` cookie (a page in
 * another language than the cookie's sets it; an unprefixed page redirects a visitor whose cookie
 * names another language), and for an unprefixed page Accept-Language likewise.
 */
const varies = ['Accept-Encoding', 'Cookie']

/**
 * A stored page as every later visitor gets it, from this cache or a shared one: the same bytes
 * and headers for all, so no per-visitor nonce. Its policy lists the hashes of its own inline
 * scripts, its Cache-Control lets a shared cache keep it briefly, its Vary names what it depends
 * on. The body stays as rendered: the nonce its scripts still carry is no source in the policy.
 */
export async function shareable(
  page: CachedPage,
  followsAcceptLanguage: boolean,
): Promise<CachedPage> {
  const html =
    page.headers['content-encoding'] === 'gzip' ? await gunzipAsync(page.body) : page.body
  const headers = { ...page.headers }
  const policy = headers['content-security-policy']
  if (typeof policy === 'string') {
    headers['content-security-policy'] = withScriptHashes(policy, inlineScriptHashes(html))
  }
  headers['cache-control'] = sharedCacheControl
  headers.vary = withVary(headers.vary, [
    ...varies,
    ...(followsAcceptLanguage ? ['Accept-Language'] : []),
  ])
  return { ...page, headers }
}

function withVary(value: string | string[] | undefined, varies: string[]): string {
  const names = [value ?? []]
    .flat()
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
  const known = new Set(names.map((name) => name.toLowerCase()))
  return [
    ...names.filter(Boolean),
    ...varies.filter((name) => !known.has(name.toLowerCase())),
  ].join(', ')
}
