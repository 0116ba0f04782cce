import { randomBytes } from 'node:crypto'

/**
 * A fresh nonce for one response's scripts: 144 random bits in base64url, so it needs no escaping
 * in an HTML attribute, a JSON string or a header, and cannot occur in a page by chance.
 */
export function newNonce(): string {
  return randomBytes(18).toString('base64url')
}

/** The nonce a policy gives scripts (`'nonce-…'` in script-src), as Next reads it; else null. */
export function scriptNonceOf(policy: string): string | null {
  const scripts = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
  for (const source of scripts?.slice(1) ?? []) {
    const match = /^'nonce-([A-Za-z0-9+/_-]+={0,2})'$/.exec(source)
    if (match) return match[1]!
  }
  return null
}
