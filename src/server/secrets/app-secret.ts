import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Makes sure `process.env.APP_SECRET` is set: the configured value, or one generated once and kept
 * in `DATA_DIR/app-secret` (mode 0600), so signed links and sessions survive restarts of a single
 * instance. Several instances must share one configured APP_SECRET.
 */
export function ensureAppSecret(dataDir: string): string {
  const configured = process.env.APP_SECRET
  if (configured) return configured
  const file = path.resolve(dataDir, 'app-secret')
  let secret: string
  try {
    secret = readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(dataDir, { recursive: true })
    secret = randomBytes(32).toString('hex')
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  }
  process.env.APP_SECRET = secret
  return secret
}

/** The secret set at start (src/server/main.ts); signing without one would be a silent weakness. */
export function appSecret(): string {
  const secret = process.env.APP_SECRET
  if (!secret || secret.length < 32)
    throw new Error('APP_SECRET is not set (ensureAppSecret runs at start)')
  return secret
}
