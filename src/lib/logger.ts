import pino from 'pino'

/** Structured logs: one JSON line per event (pipe through a formatter to read them locally). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'agency-site' },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
})
