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

/**
 * Whether `encoded` (the widget's field) proves the work for a challenge this site signed, and
 * has not been used before. Redeeming happens in the caller's transaction, so a submission that
 * fails to store leaves its proof usable for the retry.
 */
export async function redeemAltcha(tx: Executor, encoded: string): Promise<boolean> {
  const payload = parsePayload(encoded)
  if (!payload?.challenge.signature) return false
  const { signature, key } = keys()
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  }).catch(() => null)
  if (!result?.verified) return false
  const expiresSeconds = payload.challenge.parameters.expiresAt
  const expiresAt = new Date(expiresSeconds ? expiresSeconds * 1000 : Date.now() + lifetimeMs)
  const inserted = await tx.execute(sql`
    INSERT INTO altcha_redeemed (signature, expires_at)
    VALUES (${payload.challenge.signature}, ${expiresAt.toISOString()})
    ON CONFLICT DO NOTHING RETURNING signature`)
  return inserted.rows.length === 1
}

export async function pruneAltcha(executor: Executor) {
  await executor.execute(sql`DELETE FROM altcha_redeemed WHERE expires_at < now()`)
}
