import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { signToken, verifyToken } from './signed-token'

const secret = 'a-test-secret-of-more-than-32-characters'
const options = { secret }

describe('signed link tokens', () => {
  it('give back the claims they were made with', () => {
    const token = signToken('unsubscribe', { email: 'lena@example.com' }, options)
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/)
    expect(verifyToken('unsubscribe', token, options)).toEqual({ email: 'lena@example.com' })
  })

  it('refuse a changed payload, a changed signature, another purpose and another secret', () => {
    const token = signToken('approve', { id: 7 }, options)
    const [payload, signature] = token.split('.') as [string, string]
    const forged = Buffer.from(JSON.stringify({ id: 8 })).toString('base64url')
    expect(verifyToken('approve', `${forged}.${signature}`, options)).toBeNull()
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    expect(verifyToken('approve', `${payload}.${flipped}`, options)).toBeNull()
    expect(verifyToken('reject', token, options)).toBeNull()
    expect(verifyToken('approve', token, { secret: `${secret}-other` })).toBeNull()
  })

  it('refuse every other last character of the signature, even one that decodes to the same bytes', () => {
    const token = signToken('approve', { id: 7 }, options)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    for (const last of alphabet) {
      const variant = `${token.slice(0, -1)}${last}`
      expect(verifyToken('approve', variant, options) !== null).toBe(variant === token)
    }
  })

  it('refuse malformed tokens without throwing', () => {
    for (const token of ['', 'abc', 'a.b', '.'.repeat(50), `${'x'.repeat(10)}.${'y'.repeat(43)}`]) {
      expect(verifyToken('approve', token, options)).toBeNull()
    }
    // Correctly signed, but not claims: only a leaked secret could make these.
    for (const text of ['not json', '[1]', 'null', '{"exp":"soon"}']) {
      const payload = Buffer.from(text).toString('base64url')
      const signature = createHmac('sha256', secret)
        .update(`approve.${payload}`)
        .digest('base64url')
      expect(verifyToken('approve', `${payload}.${signature}`, options)).toBeNull()
    }
  })

  it('expire at the time they were given, to the second', () => {
    const expiresAt = new Date('2026-03-01T12:00:00Z')
    const token = signToken('approve', { id: 3 }, { secret, expiresAt })
    const before = new Date('2026-03-01T11:59:59Z')
    expect(verifyToken('approve', token, { secret, now: before })).toEqual({
      id: 3,
      exp: expiresAt.getTime() / 1000,
    })
    expect(verifyToken('approve', token, { secret, now: expiresAt })).toBeNull()
  })
})
