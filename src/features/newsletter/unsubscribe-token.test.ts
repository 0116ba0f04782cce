import { describe, expect, it } from 'vitest'
import { signToken } from '@/server/secrets/signed-token'
import { unsubscribeAddress, unsubscribeToken } from './unsubscribe-token'

describe('newsletter unsubscribe tokens', () => {
  it('carry the address, in lower case, and only this purpose', () => {
    const token = unsubscribeToken('Lena@Example.com')
    expect(unsubscribeAddress(token)).toBe('lena@example.com')
    expect(unsubscribeAddress(signToken('testimonial-moderation', { e: 'x@y.be' }))).toBeNull()
    expect(unsubscribeAddress(`${token.slice(0, -2)}xx`)).toBeNull()
    expect(unsubscribeAddress('')).toBeNull()
  })
})
