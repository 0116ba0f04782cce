import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from './security-headers'

describe('security headers', () => {
  it('allow no third-party script host without configured tags', () => {
    const csp = contentSecurityPolicy(false)
    expect(csp).toContain("script-src 'self' 'unsafe-inline';")
    expect(csp).not.toContain('googletagmanager')
    expect(csp).not.toContain('facebook')
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('allow exactly the hosts of the configured tags', () => {
    const google = contentSecurityPolicy(false, { google: true, facebook: false })
    expect(google).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com;")
    expect(google).not.toContain('facebook')
    const both = contentSecurityPolicy(false, { google: true, facebook: true })
    expect(both).toContain('https://connect.facebook.net')
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
