import { DrizzleQueryError } from 'drizzle-orm/errors'
import pino from 'pino'
import { logLevels } from './env-schema'

/**
 * How an error is logged. A failed query's error carries the query's parameters in its message
 * and stack (a visitor's name, e-mail address, message…): the log keeps the query and the
 * database's reason, never the values.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) }
  if (!(error instanceof DrizzleQueryError)) return pino.stdSerializers.err(error)
  const message = `Failed query: ${error.query}`
  const cause = error.cause instanceof Error ? serializeError(error.cause) : undefined
  return {
    type: 'DrizzleQueryError',
    message,
    stack: error.stack?.replace(error.message, message),
    ...(cause && { cause }),
  }
}

// The logger exists before the environment is checked (it reports that check); a wrong LOG_LEVEL is
// named by the check, so here it only must not crash first.
const level = logLevels.find((known) => known === process.env.LOG_LEVEL) ?? 'info'

/** Structured logs: one JSON line per event (pipe through a formatter to read them locally). */
export const logger = pino({
  level,
  base: { service: 'agency-site' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  serializers: { err: serializeError },
})
