import pg from 'pg'
import type { Logger } from 'pino'

/** Errors of a server that is not up yet (or not reachable yet): worth another try. */
const transient = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // the database system is starting up / shutting down
  '57P03',
])

const firstDelayMs = 250
const maxDelayMs = 5_000

/** The database did not answer in time, or answered with something waiting will not fix. */
export class DatabaseWaitError extends Error {}

function describe(error: unknown): { code: string; message: string } {
  const { code, message } = error as { code?: string; message?: string }
  return {
    code: code ?? (/timeout/i.test(message ?? '') ? 'ETIMEDOUT' : 'unknown'),
    message: message ?? String(error),
  }
}

function place(url: string): string {
  const parsed = new URL(url)
  return `${parsed.hostname}:${parsed.port || 5432}`
}

/**
 * Connects to DATABASE_URL's server until it answers, for at most `seconds`: in a container
 * start the site may come up before its database. Each failed try is one JSON log line; the wait
 * between tries doubles from 250 ms to 5 s. A refused password or a missing database is not
 * waited for. Throws DatabaseWaitError naming the cause and the fix.
 */
export async function waitForDatabase(url: string, seconds: number, log: Logger): Promise<void> {
  const deadline = Date.now() + seconds * 1000
  const where = place(url)
  let delay = firstDelayMs
  for (let attempt = 1; ; attempt++) {
    const remaining = deadline - Date.now()
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: Math.max(1_000, Math.min(5_000, remaining)),
    })
    try {
      await client.connect()
      await client.query('select 1')
      if (attempt > 1) log.info({ msg: 'database reachable', database: where, attempt })
      return
    } catch (error) {
      const { code, message } = describe(error)
      if (!transient.has(code)) {
        throw new DatabaseWaitError(
          `the database at ${where} refused the connection (${code}: ${message}): ` +
            'check the user, password and database name in DATABASE_URL',
        )
      }
      const wait = Math.min(delay, deadline - Date.now())
      if (wait <= 0) {
        throw new DatabaseWaitError(
          `the database at ${where} did not answer within ${seconds} s (${code}: ${message}): ` +
            'start PostgreSQL or make it reachable from this machine, check the host and port in ' +
            'DATABASE_URL, or wait longer with DB_WAIT_SECONDS',
        )
      }
      log.warn({
        msg: 'database not reachable yet; trying again',
        database: where,
        attempt,
        code,
        error: message,
        retryInMs: wait,
      })
      await new Promise((resolve) => setTimeout(resolve, wait))
      delay = Math.min(delay * 2, maxDelayMs)
    } finally {
      await client.end().catch(() => {})
    }
  }
}
