/** After this many attempts a message is marked failed: kept for a person to look at, not retried. */
export const MAX_ATTEMPTS = 10

const firstDelayMs = 30_000
const maxDelayMs = 60 * 60_000

/**
 * How long to wait after the `attempts`-th failed attempt: 30 s, doubling, at most 1 h, so about
 * three hours pass before a message is given up. Randomly up to a quarter shorter, so the messages
 * of one SMTP outage do not all come back in the same second.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxDelayMs, firstDelayMs * 2 ** (attempts - 1))
  return Math.round(ceiling * (0.75 + 0.25 * random()))
}
