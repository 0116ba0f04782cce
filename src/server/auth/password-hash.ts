import { randomBytes } from 'node:crypto'
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2'

/**
 * Argon2id at OWASP's recommended minimum (Password Storage Cheat Sheet: m = 19 MiB, t = 2, p = 1).
 * better-auth's default is scrypt with N = 2^14, r = 16, p = 1, a quarter of OWASP's scrypt cost;
 * these two functions replace it (docs/decisions/014-owner-portal.md).
 */
export const passwordHashOptions = {
  // `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} satisfies Options

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions)
}

/** The parameters travel in the PHC string, so older hashes keep verifying after a change of cost. */
export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string
  password: string
}): Promise<boolean> {
  try {
    return await verify(stored, password)
  } catch {
    // A hash that is not a PHC string (corrupted row) is a failed login, not a server error.
    return false
  }
}

let unknownAccount: Promise<string> | undefined

/**
 * The hash a login without an account checks its password against, so that it does a real
 * login's work (one verification) and its answer takes as long: the password behind it is random
 * and forgotten, nothing ever matches it.
 */
export function unknownAccountHash(): Promise<string> {
  unknownAccount ??= hashPassword(randomBytes(32).toString('base64url'))
  return unknownAccount
}
