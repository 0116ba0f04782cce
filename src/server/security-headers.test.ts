import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  securityHeaders,
  tileImageSource,
  withScriptHashes,
  type PolicyOptions,
} from './security-headers'

/** One directive of a policy, e.g. 'script-src'. */
const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

const nonce = 'n0nce'
const policy = (options: Partial<PolicyOptions> = {}) =>
  contentSecurityPolicy({ https: false, nonce, ...options })

describe('security headers', () => {
  it('allow no third-party script host without configured tags', () => {
    const csp = policy()
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-n0nce' 'strict-dynamic'")
    expect(csp).not.toContain('googletagmanager')
    for (const name of ['script-src', 'img-src', 'connect-src']) {
      expect(directive(csp, name)).not.toContain('facebook')
    }
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('allow exactly the hosts of the configured tags', () => {
    const google = policy({ tags: { google: true, facebook: false } })
    expect(directive(google, 'script-src')).toBe(
      "script-src 'self' 'nonce-n0nce' 'strict-dynamic' https://www.googletagmanager.com",
    )
    expect(directive(google, 'script-src')).not.toContain('facebook')
    expect(directive(google, 'connect-src')).not.toContain('facebook')
    const both = policy({ tags: { google: true, facebook: true } })
    expect(both).toContain('https://connect.facebook.net')
  })

  it("run scripts by the response's nonce alone, and what they load, never inline code", () => {
    for (const csp of [policy(), securityHeaders(true, nonce, '/')['Content-Security-Policy']!]) {
      expect(directive(csp, 'script-src')).toContain("'nonce-n0nce' 'strict-dynamic'")
      expect(directive(csp, 'script-src')).not.toMatch(/'unsafe-(inline|eval)'/)
    }
  })

  it('keep every response to the site itself but the listing photos that e-mails show', () => {
    for (const path of ['/', '/files/a.pdf', '/testimonial-images/1.webp', '/x/img/600/a.webp']) {
      expect(securityHeaders(true, nonce, path)['Cross-Origin-Resource-Policy']).toBe('same-origin')
    }
    expect(securityHeaders(false, nonce, '/')['Cross-Origin-Resource-Policy']).toBe('same-origin')
    expect(
      securityHeaders(true, nonce, '/img/600/media/demo/a.jpg.webp')[
        'Cross-Origin-Resource-Policy'
      ],
    ).toBe('cross-origin')
  })

  it('allow video players only in frames', () => {
    const frames = directive(policy(), 'frame-src')
    expect(frames).toContain('https://www.youtube-nocookie.com')
    expect(frames).toContain('https://player.vimeo.com')
    expect(frames).not.toContain('https://www.youtube.com ')
  })

  it('allow the configured map tile server for images, and no other', () => {
    const osm = policy({ tilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })
    expect(directive(osm, 'img-src')).toBe(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    )
    const other = policy({ tilesUrl: 'https://{s}.tiles.example.be/{z}/{x}/{y}.png' })
    expect(directive(other, 'img-src')).toContain('https://*.tiles.example.be')
    expect(other).not.toContain('openstreetmap')
    expect(directive(policy(), 'img-src')).toBe("img-src 'self' data: blob:")
    for (const name of ['script-src', 'connect-src', 'frame-src']) {
      expect(directive(other, name)).not.toContain('example.be')
    }
  })

  it('turn a tiles URL template into an image source', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    )
    expect(tileImageSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.openstreetmap.org',
    )
    expect(tileImageSource('HTTP://Tiles.Example.be:8080/{z}/{x}/{y}.png?key=1')).toBe(
      'http://tiles.example.be:8080',
    )
    // Served by the site itself: 'self' covers it.
    expect(tileImageSource('/tiles/{z}/{x}/{y}.png')).toBeNull()
    // Nothing that could widen or break the policy.
    expect(tileImageSource("https://a.example; script-src 'unsafe-eval'/{z}")).toBeNull()
    expect(tileImageSource('https://tiles.{s}.example/{z}/{x}/{y}.png')).toBeNull()
    expect(tileImageSource('https://*/{z}/{x}/{y}.png')).toBeNull()
    expect(tileImageSource('javascript:alert(1)')).toBeNull()
  })

  it('send HSTS and upgrade-insecure-requests only over HTTPS', () => {
    expect(securityHeaders(false, nonce, '/')['Strict-Transport-Security']).toBeUndefined()
    expect(securityHeaders(true, nonce, '/')['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(securityHeaders(true, nonce, '/')['Content-Security-Policy']).toContain(
      'upgrade-insecure-requests',
    )
    expect(securityHeaders(false, nonce, '/')['X-Content-Type-Options']).toBe('nosniff')
  })

  it("run a shared page's scripts by their hashes, 'self' and the tag hosts, never a nonce", () => {
    const tagged = policy({ tags: { google: true, facebook: false } })
    const shared = withScriptHashes(tagged, ["'sha256-a'", "'sha256-b'"])
    expect(directive(shared, 'script-src')).toBe(
      "script-src 'self' 'sha256-a' 'sha256-b' https://www.googletagmanager.com",
    )
    // Only script-src changes.
    expect(shared.replace(directive(shared, 'script-src'), '')).toBe(
      tagged.replace(directive(tagged, 'script-src'), ''),
    )
  })
})
