import 'server-only'
import { createHash } from 'node:crypto'

const immutable = 'public, max-age=31536000, immutable'

/** The same bytes give the same tag in every instance, so caches and browsers agree. */
export function entityTag(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`
}

function matches(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((entry) => entry.trim().replace(/^W\//, ''))
    .some((entry) => entry === '*' || entry === tag)
}

/**
 * An image whose URL changes whenever its content does, so it may be cached for a year. `vary`
 * names the request headers its bytes depend on (`Accept` where AVIF or WebP is chosen by it).
 */
export function immutableImageResponse(
  request: Request,
  bytes: Uint8Array,
  contentType: string,
  vary?: string,
): Response {
  const tag = entityTag(bytes)
  const headers: Record<string, string> = { 'Cache-Control': immutable, ETag: tag }
  if (vary) headers.Vary = vary
  if (matches(request.headers.get('if-none-match'), tag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(new Uint8Array(bytes), {
    headers: { ...headers, 'Content-Type': contentType, 'Content-Length': String(bytes.length) },
  })
}

export function notFound(): Response {
  return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
}
