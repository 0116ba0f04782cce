import { promisify } from 'node:util'
import { gunzip, gzip } from 'node:zlib'
import type { CachedPage } from './lru'

const gunzipAsync = promisify(gunzip)
const gzipAsync = promisify(gzip)

/**
 * A stored page as it goes to the next visitor: the script nonce it was rendered with replaced by
 * a fresh one (docs/decisions/028-csp-nonces.md), in every header (the policy, Next's Link
 * preloads) and everywhere in the HTML (script and link attributes, the RSC payload). The nonce is
 * 144 random bits, so every occurrence of it is it. A gzip body is decoded and encoded again.
 */
export async function withFreshNonce(
  page: CachedPage,
  stored: string,
  fresh: string,
): Promise<{ headers: CachedPage['headers']; body: Buffer }> {
  const swap = (text: string) => text.replaceAll(stored, fresh)
  const headers: CachedPage['headers'] = {}
  for (const [name, value] of Object.entries(page.headers)) {
    headers[name] = Array.isArray(value) ? value.map(swap) : swap(value)
  }
  const gzipped = page.headers['content-encoding'] === 'gzip'
  const html = gzipped ? await gunzipAsync(page.body) : page.body
  // latin1 maps each byte to one character and back, so the rest of the bytes stay as they were.
  const swapped = Buffer.from(swap(html.toString('latin1')), 'latin1')
  return { headers, body: gzipped ? await gzipAsync(swapped) : swapped }
}
