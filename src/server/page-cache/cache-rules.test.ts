import { describe, expect, it } from 'vitest'
import type { IncomingHttpHeaders } from 'node:http'
import {
  acceptsGzip,
  cacheKey,
  isCacheableRequest,
  isCacheableResponse,
  languageAllows,
  languageToRemember,
  withoutLanguageCookie,
  type PageRequest,
} from './cache-rules'
import type { ContentSnapshot } from './content-version'

const page = (url: string, headers: IncomingHttpHeaders = {}, method = 'GET'): PageRequest => ({
  method,
  url,
  headers: { host: 'agency.test', ...headers },
  https: false,
})

const languages: ContentSnapshot = {
  version: '1',
  enabled: ['en', 'nl', 'fr'],
  defaultLanguage: 'en',
}
const nextDynamic = 'private, no-cache, no-store, max-age=0, must-revalidate'

describe('isCacheableRequest', () => {
  it('takes anonymous GET and HEAD requests of pages', () => {
    expect(isCacheableRequest(page('/for-sale/?page=2'))).toBe(true)
    expect(isCacheableRequest(page('/', {}, 'HEAD'))).toBe(true)
    expect(isCacheableRequest(page('/', {}, 'POST'))).toBe(false)
  })
  it('leaves assets, files and technical endpoints alone', () => {
    for (const url of [
      '/api/contact',
      '/healthz/',
      '/files/a.pdf',
      '/img/x',
      '/images/y',
      '/_next/static/a.js',
    ]) {
      expect(isCacheableRequest(page(url))).toBe(false)
    }
  })
  it('allows only the language and consent cookies', () => {
    expect(
      isCacheableRequest(page('/', { cookie: 'lng=nl; consent=all; consentAdStorage=denied' })),
    ).toBe(true)
    expect(isCacheableRequest(page('/', { cookie: 'lng=nl; session=abc' }))).toBe(false)
    expect(isCacheableRequest(page('/', { authorization: 'Basic eDp5' }))).toBe(false)
  })
  it('never answers client-side navigations or language switches', () => {
    expect(isCacheableRequest(page('/', { rsc: '1' }))).toBe(false)
    expect(isCacheableRequest(page('/', { 'next-router-prefetch': '1' }))).toBe(false)
    expect(isCacheableRequest(page('/?lng=fr'))).toBe(false)
  })
})

describe('languageAllows', () => {
  it('serves an unprefixed page only to visitors the proxy would not redirect', () => {
    expect(languageAllows(page('/for-sale/'), languages)).toBe(true)
    expect(languageAllows(page('/', { 'accept-language': 'en-GB,nl;q=0.8' }), languages)).toBe(true)
    expect(languageAllows(page('/', { 'accept-language': 'de-DE,de' }), languages)).toBe(true)
    expect(languageAllows(page('/', { cookie: 'lng=en' }), languages)).toBe(true)
    expect(languageAllows(page('/', { 'accept-language': 'nl-BE,en;q=0.5' }), languages)).toBe(
      false,
    )
    expect(languageAllows(page('/', { cookie: 'lng=fr' }), languages)).toBe(false)
    expect(
      languageAllows(page('/', { cookie: 'lng=en', 'accept-language': 'fr' }), languages),
    ).toBe(true)
  })
  it('serves a prefixed page to every visitor, and names the cookie the proxy would set', () => {
    for (const cookie of ['lng=nl', undefined, 'lng=fr']) {
      const request = page('/nl/te-koop/', cookie ? { cookie } : {})
      expect(languageAllows(request, languages)).toBe(true)
      expect(languageToRemember(request, languages)).toBe(cookie === 'lng=nl' ? null : 'nl')
    }
    expect(languageToRemember(page('/for-sale/'), languages)).toBeNull()
  })
  it('treats a disabled language prefix as a slug', () => {
    expect(languageAllows(page('/de/'), languages)).toBe(true)
  })
})

describe('cacheKey', () => {
  it('tells scheme, host, path, query, encoding and HTML-limited bots apart', () => {
    const base = cacheKey(page('/for-sale/?page=2'))
    expect(base).toBe('http://agency.test/for-sale/?page=2 identity browser')
    expect(cacheKey({ ...page('/for-sale/?page=2'), https: true })).not.toBe(base)
    expect(cacheKey(page('/for-sale/?page=2', { 'x-forwarded-host': 'www.agency.be' }))).toContain(
      '//www.agency.be/',
    )
    expect(cacheKey(page('/for-sale/?page=3'))).not.toBe(base)
    expect(cacheKey(page('/for-sale/?page=2', { 'accept-encoding': 'gzip, br' }))).toContain(
      ' gzip ',
    )
    expect(cacheKey(page('/', { 'user-agent': 'facebookexternalhit/1.1' }))).not.toContain(
      'browser',
    )
  })
  it('reads gzip acceptance with q-values', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br, gzip;q=0')).toBe(false)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip(undefined)).toBe(false)
  })
})

describe('isCacheableResponse', () => {
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': nextDynamic }
  it("stores HTML with Next's dynamic default Cache-Control", () => {
    expect(isCacheableResponse(200, html, 'identity')).toBe(true)
    expect(isCacheableResponse(200, { ...html, 'content-encoding': 'gzip' }, 'gzip')).toBe(true)
  })
  it('refuses other statuses, types, cookies, explicit no-store and the wrong encoding', () => {
    expect(isCacheableResponse(404, html, 'identity')).toBe(false)
    expect(isCacheableResponse(307, html, 'identity')).toBe(false)
    expect(
      isCacheableResponse(200, { ...html, 'content-type': 'text/x-component' }, 'identity'),
    ).toBe(false)
    expect(isCacheableResponse(200, { ...html, 'set-cookie': ['lng=nl'] }, 'identity')).toBe(false)
    expect(isCacheableResponse(200, { ...html, 'cache-control': 'no-store' }, 'identity')).toBe(
      false,
    )
    expect(
      isCacheableResponse(200, { ...html, 'cache-control': 'private, max-age=60' }, 'identity'),
    ).toBe(false)
    expect(isCacheableResponse(200, html, 'gzip')).toBe(false)
  })
})

describe('withoutLanguageCookie', () => {
  const html = { 'content-type': 'text/html' }
  it("leaves out only the proxy's cookie for the page's own language", () => {
    const dutch = { ...html, 'set-cookie': ['lng=nl; Path=/; Max-Age=31536000; SameSite=lax'] }
    expect(withoutLanguageCookie(dutch, 'nl')).toEqual(html)
    expect(withoutLanguageCookie(html, null)).toEqual(html)
  })
  it('refuses any other cookie, or the cookie of another language', () => {
    expect(withoutLanguageCookie({ ...html, 'set-cookie': ['lng=fr; Path=/'] }, 'nl')).toBeNull()
    expect(withoutLanguageCookie({ ...html, 'set-cookie': ['lng=nl; Path=/'] }, null)).toBeNull()
    const session = { ...html, 'set-cookie': ['lng=nl; Path=/', 'session=1; Path=/'] }
    expect(withoutLanguageCookie(session, 'nl')).toBeNull()
  })
})
