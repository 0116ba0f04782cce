import { describe, expect, it } from 'vitest'
import { newNonce, scriptNonceOf } from './csp-nonce'
import { contentSecurityPolicy } from './security-headers'

describe('script nonces', () => {
  it('are fresh, 144 bits, and need no escaping anywhere', () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce))
    expect(nonces.size).toBe(1000)
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/)
  })

  it('are read back from the policy that carries them, as Next reads them', () => {
    const nonce = newNonce()
    expect(
      scriptNonceOf(
        contentSecurityPolicy({ https: true, nonce, tags: { google: true, facebook: true } }),
      ),
    ).toBe(nonce)
    expect(scriptNonceOf("default-src 'self'; script-src 'self'")).toBeNull()
    // Only script-src counts; a nonce elsewhere is not the scripts' nonce.
    expect(scriptNonceOf("style-src 'nonce-abc'; script-src 'self'")).toBeNull()
    expect(scriptNonceOf("script-src 'self' 'nonce-a+b/c='")).toBe('a+b/c=')
  })
})
