import { describe, expect, it } from 'vitest'
import { browserCookieName, cookieHeaderForAuth, headersForAuth } from '@/server/auth/host-cookie'

describe('the __Host- cookie names', () => {
  it('are used over HTTPS only', () => {
    expect(browserCookieName('owner.session_token', true)).toBe('__Host-owner.session_token')
    expect(browserCookieName('owner.session_token', false)).toBe('owner.session_token')
  })

  it('are made bare for better-auth over HTTPS, and bare portal cookies no longer count', () => {
    expect(
      cookieHeaderForAuth(
        'lng=fr; __Host-owner.session_token=a.b;__Host-other=x; owner.session_token=c.d',
        'owner',
      ),
    ).toBe('lng=fr; owner.session_token=a.b; __Host-other=x')
  })

  it('leave the headers of a plain-HTTP request untouched', () => {
    const list = new Headers({ cookie: 'owner.session_token=a.b' })
    expect(headersForAuth(list, 'owner', false)).toBe(list)
    expect(headersForAuth(list, 'owner', true).get('cookie')).toBe('')
    const prefixed = new Headers({ cookie: '__Host-owner.session_token=a.b', 'x-client-ip': '1' })
    const copy = headersForAuth(prefixed, 'owner', true)
    expect(copy.get('cookie')).toBe('owner.session_token=a.b')
    expect(copy.get('x-client-ip')).toBe('1')
    expect(prefixed.get('cookie')).toBe('__Host-owner.session_token=a.b')
  })
})
