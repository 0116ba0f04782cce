import { format } from 'node:util'
import type { Logger } from 'pino'

// ANSI colours, and the marks Next puts before its lines (⨯ error, ⚠ warning, ▲ and ✓ info).
const colours = /\x1b\[[0-9;]*m/g
const mark = /^\s*[⨯⚠▲✓○]\s*/u

const levels = { error: 'error', warn: 'warn', log: 'info', info: 'info' } as const

/**
 * Sends the process's console output through the JSON logger (docs/decisions/032-operations.md):
 * Next prints what it catches while rendering (an uncaught render error, a failed static page)
 * with console.error as coloured text, which would be the one kind of line in the log that is not
 * JSON. An Error argument becomes the line's `err`, the rest its message. Only the site's server
 * process does this (src/server/main.ts); the command-line scripts print to the terminal.
 */
export function routeConsoleToLogger(logger: Logger): void {
  for (const [method, level] of Object.entries(levels)) {
    console[method as keyof typeof levels] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error)
      const rest = args.filter((arg) => arg !== error)
      const text = format(...rest)
        .replace(colours, '')
        .replace(mark, '')
        .trim()
      const msg = text || error?.message || ''
      logger[level]({ source: 'console', ...(error && { err: error }) }, msg)
    }
  }
}
