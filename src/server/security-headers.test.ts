import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from './security-headers'

/** One directive of a policy, e.g. 'script-src'. */
const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('security headers', () => {
  it('allow no third-party script host without configured tags', () => {
    const csp = contentSecurityPolicy(false)
    expect(csp).toContain("script-src 'self' 'unsafe-inline';")
    expect(csp).not.toContain('googletagmanager')
    for (const name of ['script-src', 'img-src', 'connect-src']) {
      expect(directive(csp, name)).not.toContain('facebook')
    }
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('allow exactly the hosts of the configured tags', () => {
    const google = contentSecurityPolicy(false, { google: true, facebook: false })
    expect(google).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com;")
    expect(directive(google, 'script-src')).not.toContain('facebook')
    expect(directive(google, 'connect-src')).not.toContain('facebook')
    const both = contentSecurityPolicy(false, { google: true, facebook: true })
    expect(both).toContain('https://connect.facebook.net')
  })

  it('allow video players only in frames', () => {
    const frames = directive(contentSecurityPolicy(false), 'frame-src')
    expect(frames).toContain('https://www.youtube-nocookie.com')
    expect(frames).toContain('https://player.vimeo.com')
    expect(frames).not.toContain('https://www.youtube.com ')
  })

  it('send HSTS and upgrade-insecure-requests only over HTTPS', () => {
    expect(securityHeaders(false)['Strict-Transport-Security']).toBeUndefined()
    expect(securityHeaders(true)['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(securityHeaders(true)['Content-Security-Policy']).toContain('upgrade-insecure-requests')
    expect(securityHeaders(false)['X-Content-Type-Options']).toBe('nosniff')
  })
})
