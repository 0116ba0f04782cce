import { createHash } from 'node:crypto'

/**
 * How a single-use token is stored (better-auth's `verification.storeIdentifier`): a SHA-256 of
 * `<purpose>:<token>`. Links created by the portal (reset-link.server.ts) and tokens checked by
 * better-auth go through this one function, so both always agree.
 */
export async function hashTokenIdentifier(identifier: string): Promise<string> {
  return createHash('sha256').update(identifier).digest('base64url')
}
