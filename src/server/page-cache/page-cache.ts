import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { drizzle } from 'drizzle-orm/node-postgres'
import type pg from 'pg'
import { recordPropertyView } from '@/server/views/record-view'
import { logger } from '@/lib/logger'
import { brusselsWallClock } from '@/lib/belgium/brussels-clock'
import { languageCookieHeader } from '@/lib/i18n/language-cookie'
import { captureBody } from './capture-body'
import {
  cacheKey,
  encodingFor,
  followsAcceptLanguage,
  isCacheableRequest,
  isCacheableResponse,
  languageAllows,
  languageToRemember,
  withoutLanguageCookie,
  type PageRequest,
} from './cache-rules'
import {
  createSnapshotSource,
  readSnapshot,
  type ContentSnapshot,
  type SnapshotTiming,
} from './content-version'
import { PageLru, type CachedPage } from './lru'
import { renderNotes, type RenderNotes } from './render-notes'
import { shareable } from './shareable'

export type PageCacheOptions = {
  enabled: boolean
  pool: () => pg.Pool
  maxEntries?: number
  maxBytes?: number
  maxEntryBytes?: number
  /** How often the content version is read again, at most, and how long a failure is trusted. */
  timing?: SnapshotTiming
  /**
   * How long after a change nothing is stored: Next's own config memo may still be a few seconds
   * old (5 s, src/server/site-config/site-config.server.ts), and a page rendered from it would stay.
   */
  settleMs?: number
}

// Per-connection headers, and the ones a hit sets itself.
const unstored = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
])

/**
 * The public page cache (docs/decisions/011-page-cache.md): whole responses in memory, dropped
 * whenever the content version in PostgreSQL changes, so every instance is fresh within about a
 * second of any write by any process. A page is stored in the form every visitor may get, which a
 * shared cache in front may keep too (shareable.ts, docs/decisions/052-shared-cache.md).
 */
export function createPageCache(options: PageCacheOptions) {
  const lru = new PageLru(options.maxEntries ?? 500, options.maxBytes ?? 64 * 1024 * 1024)
  const maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024
  const settleMs = options.settleMs ?? 6_000
  const snapshot = createSnapshotSource(
    () =>
      readSnapshot(options.pool()).catch((error: unknown) => {
        logger.warn(
          { err: error },
          'page cache: reading the content version failed; serving stored pages as they are',
        )
        throw error
      }),
    options.timing,
  )
  let version: string | undefined
  /** The last snapshot read: what decides a hit while the database is unreachable. */
  let known: ContentSnapshot | undefined
  /** Whether the last read failed: then no request waits for the next one. */
  let unreachable = false
  let generation = 0
  let changedAt = Number.NEGATIVE_INFINITY
  let day = brusselsWallClock(new Date()).day

  /**
   * Pages show what applies today (the opening hours' exception, the purchase-cost period): a new
   * day on Belgian calendars drops every stored page, as a content change does.
   */
  function turnDay() {
    const today = brusselsWallClock(new Date()).day
    if (today === day) return
    day = today
    lru.clear()
    generation += 1
  }
  let database: ReturnType<typeof drizzle> | undefined

  /**
   * The latest snapshot, or null while the database is unreachable. Once a read has failed, the
   * next ones (one per breaker period) run in the background: a request never waits on a
   * database that is down or hung, only the requests during the first read that times out do.
   */
  async function current(): Promise<ContentSnapshot | null> {
    const reading = snapshot().then(adopt)
    if (unreachable) {
      reading.catch(() => {})
      return null
    }
    return reading.catch(() => {
      unreachable = true
      return null
    })
  }

  function adopt(latest: ContentSnapshot): ContentSnapshot {
    unreachable = false
    if (latest.version !== version) {
      if (version !== undefined) {
        lru.clear()
        generation += 1
        changedAt = Date.now()
      }
      version = latest.version
    }
    known = latest
    return latest
  }

  function sendHit(
    request: PageRequest,
    res: ServerResponse,
    page: CachedPage,
    hit: { languages: ContentSnapshot; stale: boolean },
  ) {
    res.statusCode = page.status
    for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value)
    res.setHeader('Content-Length', page.body.length)
    // Stale: served while the database is unreachable, as it was when it went away.
    res.setHeader('X-Cache', hit.stale ? 'STALE' : 'HIT')
    const remember = languageToRemember(request, hit.languages)
    if (remember) {
      // The proxy's cookie, which the stored page left out; an answer that sets a cookie is this
      // visitor's alone, so no shared cache keeps it (docs/decisions/052-shared-cache.md).
      res.setHeader('Set-Cookie', languageCookieHeader(remember, request.https))
      res.setHeader('Cache-Control', 'private, no-store')
    }
    res.end(request.method === 'HEAD' ? undefined : page.body)
    const propertyId = page.propertyView
    // Not counted while the database is unreachable: the query would only wait in the pool.
    if (propertyId === undefined || hit.stale) return
    const userAgent = request.headers['user-agent'] ?? null
    database ??= drizzle(options.pool())
    // Like the page's own count: after the response, never failing it.
    recordPropertyView(database, propertyId, userAgent).catch(() => {})
  }

  /** Answers from the cache, or lets `handle` (Next) answer and keeps a copy when allowed. */
  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    https: boolean,
    handle: () => unknown,
  ): Promise<void> {
    const request: PageRequest = { method: req.method, url: req.url, headers: req.headers, https }
    if (!options.enabled || !isCacheableRequest(request)) return void handle()
    turnDay()
    const languages = await current()
    res.setHeader('X-Cache', 'MISS')
    if (!languages) {
      // The database is unreachable: the pages kept from before it went away still answer (no
      // write can have changed them meanwhile); `handle` answers the others.
      const stale = known && languageAllows(request, known) ? lru.get(cacheKey(request)) : undefined
      if (!known || !stale) return void handle()
      return sendHit(request, res, stale, { languages: known, stale: true })
    }
    if (!languageAllows(request, languages)) return void handle()
    const key = cacheKey(request)
    const hit = lru.get(key)
    if (hit) return sendHit(request, res, hit, { languages, stale: false })
    if (request.method !== 'GET' || Date.now() - changedAt < settleMs) return void handle()

    const started = generation
    const body = captureBody(res, maxEntryBytes)
    const notes: RenderNotes = {}
    // 'finish' means the whole response was handed to the socket; an aborted one never gets here.
    res.on('finish', () => {
      const bytes = body()
      const headers = withoutLanguageCookie(
        res.getHeaders(),
        languageToRemember(request, languages),
      )
      if (bytes === null || headers === null || generation !== started || notes.uncacheable) return
      if (!isCacheableResponse(res.statusCode, headers, encodingFor(request))) return
      if (streamedError(bytes, headers)) return
      const page = {
        status: res.statusCode,
        headers: storable(headers),
        body: bytes,
        propertyView: notes.propertyView,
      }
      // This visitor had the page with their own nonce, private; later ones get the shared form.
      shareable(page, followsAcceptLanguage(request, languages)).then(
        (shared) => generation === started && lru.set(key, shared),
        (error: unknown) => logger.warn({ err: error }, 'page cache: a page was not stored'),
      )
    })
    renderNotes.run(notes, handle)
  }

  return { serve, stats: () => ({ entries: lru.size, bytes: lru.totalBytes }) }
}

function storable(headers: OutgoingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || unstored.has(name)) continue
    kept[name] = typeof value === 'number' ? String(value) : value
  }
  return kept
}

/**
 * React marks a boundary that failed on the server with `<!--$!-->` and lets the browser retry
 * it: fine for one visitor, wrong to repeat for every later one.
 */
function streamedError(body: Buffer, headers: OutgoingHttpHeaders): boolean {
  try {
    const html = headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body
    return html.includes('<!--$!-->')
  } catch {
    return true
  }
}
