import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'
import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot.js'
import { isSupportedLanguage, type Language } from '@/lib/i18n/languages'
import { pickAcceptedLanguage, splitLanguagePrefix } from '@/lib/routing/localized-url'
import type { ContentSnapshot } from './content-version'

export type PageRequest = {
  method: string | undefined
  url: string | undefined
  headers: IncomingHttpHeaders
  https: boolean
}

// Static assets have their own immutable caching; the rest are not pages.
const excludedPrefixes = ['/api/', '/healthz', '/files/', '/img/', '/images/', '/_next/']

/** Cookies that do not change the HTML: the language choice (see languageAllows) and consent. */
// The owner portal's device cookie only counts login failures per browser: no page depends on it.
function harmlessCookie(name: string): boolean {
  return name === 'lng' || name.startsWith('consent') || name === 'owner_device'
}

export function cookiesOf(headers: IncomingHttpHeaders): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=')
    const name = (index < 0 ? part : part.slice(0, index)).trim()
    if (name) cookies.set(name, index < 0 ? '' : part.slice(index + 1).trim())
  }
  return cookies
}

/**
 * Whether the request may be answered from, or stored into, the cache at all: an anonymous GET or
 * HEAD of a page, not a client-side navigation (RSC payloads share the page's URL).
 */
export function isCacheableRequest(request: PageRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const url = request.url ?? ''
  if (!url.startsWith('/') || excludedPrefixes.some((prefix) => url.startsWith(prefix))) {
    return false
  }
  const headers = request.headers
  if (headers.authorization !== undefined) return false
  if (Object.keys(headers).some((name) => name === 'rsc' || name.startsWith('next-'))) return false
  // `?lng=` always redirects and sets the cookie (src/proxy.ts).
  if (new URLSearchParams(url.split('?')[1] ?? '').has('lng')) return false
  return [...cookiesOf(headers).keys()].every(harmlessCookie)
}

/**
 * Whether a cached page may be served to this visitor without skipping what the proxy would do
 * (src/proxy.ts): an unprefixed page redirects a visitor whose remembered or browser language is
 * not the default one, so those requests go to Next instead. A prefixed page is the same for
 * everyone; the cookie the proxy sets with it is added by the hit (languageToRemember).
 */
export function languageAllows(request: PageRequest, languages: ContentSnapshot): boolean {
  const { enabled, defaultLanguage } = languages
  const pathname = (request.url ?? '/').split('?')[0] ?? '/'
  if (splitLanguagePrefix(pathname, enabled).lang) return true
  const cookie = cookiesOf(request.headers).get('lng')
  const remembered = isSupportedLanguage(cookie) && enabled.includes(cookie) ? cookie : null
  const accepted = pickAcceptedLanguage(request.headers['accept-language'], enabled)
  return (remembered ?? accepted ?? defaultLanguage) === defaultLanguage
}

/**
 * The language the proxy remembers in the `lng` cookie when it serves this request: a prefixed
 * page's, when the visitor's cookie names another or none (a first visit to /nl/). Null otherwise.
 */
export function languageToRemember(
  request: PageRequest,
  languages: ContentSnapshot,
): Language | null {
  const pathname = (request.url ?? '/').split('?')[0] ?? '/'
  const { lang } = splitLanguagePrefix(pathname, languages.enabled)
  return lang && cookiesOf(request.headers).get('lng') !== lang ? lang : null
}

/**
 * The response's headers without the proxy's `lng` cookie for `lang`, or null when it sets any
 * other cookie (then the page is not stored). The page is the same with or without the cookie;
 * the hit sets it again for the visitors who need it.
 */
export function withoutLanguageCookie(
  headers: OutgoingHttpHeaders,
  lang: Language | null,
): OutgoingHttpHeaders | null {
  const cookies = [headers['set-cookie'] ?? []].flat()
  if (cookies.length === 0) return headers
  if (!lang || !cookies.every((cookie) => cookie.startsWith(`lng=${lang};`))) return null
  const rest = { ...headers }
  delete rest['set-cookie']
  return rest
}

/**
 * Whether the page at this address depends on the visitor's Accept-Language: an unprefixed page
 * redirects a visitor whose browser prefers another enabled language (src/proxy.ts).
 */
export function followsAcceptLanguage(request: PageRequest, languages: ContentSnapshot): boolean {
  const pathname = (request.url ?? '/').split('?')[0] ?? '/'
  return splitLanguagePrefix(pathname, languages.enabled).lang === null
}

/** Whether the client takes gzip, which is what Next's compression then sends it. */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return (coding.trim() === 'gzip' || coding.trim() === '*') && (!q || Number(q.slice(2)) > 0)
  })
}

/**
 * The cache key: everything the HTML depends on. Scheme and host appear in canonical URLs;
 * the encoding decides the bytes; Next renders metadata differently for HTML-limited bots.
 */
export function cacheKey(request: PageRequest): string {
  const headers = request.headers
  const host = String(headers['x-forwarded-host'] ?? headers.host ?? '')
  const scheme = request.https ? 'https' : 'http'
  const bot = getBotType(headerText(headers['user-agent']) ?? '') ?? 'browser'
  return `${scheme}://${host}${request.url ?? ''} ${encodingFor(request)} ${bot}`
}

export function encodingFor(request: PageRequest): 'gzip' | 'identity' {
  return acceptsGzip(headerText(request.headers['accept-encoding'])) ? 'gzip' : 'identity'
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value
}

// Next's answer for every dynamically rendered page: it keeps browsers and shared caches from
// storing the page, which this cache does not contradict (it is invalidated on every change).
const nextDynamicDefault = 'private, no-cache, no-store, max-age=0, must-revalidate'

/** Whether a finished response may be stored under a key made for `encoding`. */
export function isCacheableResponse(
  status: number,
  headers: OutgoingHttpHeaders,
  encoding: 'gzip' | 'identity',
): boolean {
  if (status !== 200) return false
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return false
  if (headers['set-cookie'] !== undefined) return false
  const cacheControl = String(headers['cache-control'] ?? '')
  if (cacheControl !== nextDynamicDefault && /\b(no-store|private)\b/.test(cacheControl)) {
    return false
  }
  const contentEncoding = String(headers['content-encoding'] ?? 'identity')
  return contentEncoding === encoding
}
