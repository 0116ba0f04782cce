import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { appSecret } from './app-secret'

// Secrets the site must read back (a TOTP seed, the CRM webhook's signing key) are stored
// encrypted: a leaked dump or backup alone does not give them. AES-256-GCM with a key derived
// from APP_SECRET for each purpose, so one purpose's ciphertext never opens as another's.
const key = (purpose: string) => Buffer.from(hkdfSync('sha256', appSecret(), '', purpose, 32))

/** `iv.tag.ciphertext`, each base64url: never contains a colon. */
export function sealSecret(purpose: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(purpose), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

/** The secret `sealSecret` sealed for `purpose`; throws when it was not (or APP_SECRET changed). */
export function openSecret(purpose: string, stored: string): string {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'))
  const decipher = createDecipheriv('aes-256-gcm', key(purpose), iv!)
  decipher.setAuthTag(tag!)
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8')
}
