import 'server-only'
import { createHmac, randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { appSecret } from '@/server/secrets/app-secret'
import type { Executor } from '@/server/db/types'

/** A few hundred milliseconds of work in a browser, nothing for a person, costly at scale. */
const cost = 1_000
const lifetimeMs = 60 * 60 * 1000

function keys() {
  const secret = appSecret()
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex')
  return { signature: derive('altcha-signature'), key: derive('altcha-key-signature') }
}

export async function newChallenge(): Promise<Challenge> {
  const { signature, key } = keys()
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost,
    counter: randomInt(500, 3_000),
    deriveKey,
    expiresAt: new Date(Date.now() + lifetimeMs),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  })
}

function parsePayload(encoded: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload
    return payload?.challenge?.parameters && payload.solution ? payload : null
  } catch {
    return null
  }
}

/** A proof whose work and signature check out; whether it was used before is the database's. */
export type VerifiedProof = { signature: string; expiresAt: Date }

/**
 * Whether `encoded` (the widget's field) proves the work for a challenge this site signed. No
 * database: a forged proof is refused before anything (a rate limit, a row) is spent on it.
 */
export async function verifyAltcha(encoded: string): Promise<VerifiedProof | null> {
  const payload = parsePayload(encoded)
  if (!payload?.challenge.signature) return null
  const { signature, key } = keys()
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  }).catch(() => null)
  if (!result?.verified) return null
  const expiresSeconds = payload.challenge.parameters.expiresAt
  return {
    signature: payload.challenge.signature,
    expiresAt: new Date(expiresSeconds ? expiresSeconds * 1000 : Date.now() + lifetimeMs),
  }
}

/** Whether a verified proof was already used (a replay), checked before the rate limits. */
export async function wasRedeemed(executor: Executor, proof: VerifiedProof): Promise<boolean> {
  const found = await executor.execute(
    sql`SELECT 1 FROM altcha_redeemed WHERE signature = ${proof.signature}`,
  )
  return found.rows.length > 0
}

/**
 * Marks a verified proof used; false when it already was. Done in the caller's transaction, so a
 * submission that fails to store leaves its proof usable for the retry, and two submissions of
 * one proof at the same moment store one.
 */
export async function redeemAltcha(tx: Executor, proof: VerifiedProof): Promise<boolean> {
  const inserted = await tx.execute(sql`
    INSERT INTO altcha_redeemed (signature, expires_at)
    VALUES (${proof.signature}, ${proof.expiresAt.toISOString()})
    ON CONFLICT DO NOTHING RETURNING signature`)
  return inserted.rows.length === 1
}

export async function pruneAltcha(executor: Executor) {
  await executor.execute(sql`DELETE FROM altcha_redeemed WHERE expires_at < now()`)
}
