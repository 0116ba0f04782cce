import { describe, expect, it } from 'vitest'
import { tokenExpiry } from './whise-client'
import { whiseTokenLifetimeMs } from './whise-fields'

const jwt = (claims: object) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.')

describe('Whise token expiry', () => {
  it("takes a JWT's own exp", () => {
    expect(tokenExpiry(jwt({ exp: 1_800_000_000 }), 0)).toBe(1_800_000_000_000)
  })

  it('assumes the configured lifetime for an opaque token or a JWT without exp', () => {
    expect(tokenExpiry('cli-0123abcd', 1_000)).toBe(1_000 + whiseTokenLifetimeMs)
    expect(tokenExpiry(jwt({ sub: 'x' }), 1_000)).toBe(1_000 + whiseTokenLifetimeMs)
    expect(tokenExpiry('a.%%%.b', 1_000)).toBe(1_000 + whiseTokenLifetimeMs)
  })
})
