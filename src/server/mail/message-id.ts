import { createHash } from 'node:crypto'

/** The domain of the sender address, e.g. `immohorizon.be` for `"Immo" <info@immohorizon.be>`. */
export function mailDomain(mailFrom: string): string {
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()
}

/**
 * The Message-ID of an outbox e-mail. It depends only on the idempotency key, so every retry carries
 * the same one and a receiver can drop a copy. The key is hashed because it may hold personal data
 * (an address, a name) that must not travel in a header.
 */
export function messageIdFor(idempotencyKey: string, mailFrom: string): string {
  const hash = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)
  return `<${hash}@${mailDomain(mailFrom)}>`
}
