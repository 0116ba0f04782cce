import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer, type SMTPServerError } from 'smtp-server'

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string
  port: number
  /** Every accepted e-mail, parsed, in order of arrival. */
  messages: ParsedMail[]
  /** Resolves once `count` e-mails have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>
  /**
   * Answers the next `count` e-mails with 451, a temporary failure the sender must retry
   * (`Infinity`: every e-mail until `failNext(0)`).
   */
  failNext(count: number): void
  /** How many e-mails were answered with 451 so far. */
  readonly refused: number
  stop(): Promise<void>
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for tests of code that sends e-mail.
 * `port` lets a test bring a stopped sink back at the same address.
 */
export async function startSmtpSink({ port = 0 }: { port?: number } = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = []
  const waiters = new Set<() => void>()
  let failures = 0
  let refused = 0

  const server = new SMTPServer({
    logger: false,
    // Plain SMTP: nodemailer would upgrade to TLS and then reject the sink's self-signed certificate.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'test' }),
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        if (failures > 0) {
          failures--
          refused++
          const error: SMTPServerError = new Error('4.3.0 Temporary failure (test sink)')
          error.responseCode = 451
          return callback(error)
        }
        messages.push(mail)
        for (const wake of waiters) wake()
        callback()
      }, callback)
    },
  })
  // A client that drops its connection (a worker being stopped) is not a test failure.
  server.on('error', () => {})
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const actualPort = (server.server.address() as AddressInfo).port

  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    waitFor(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return
          cleanup()
          resolve(messages)
        }
        const timer = setTimeout(() => {
          cleanup()
          reject(new Error(`expected ${count} e-mails, got ${messages.length} in ${timeoutMs} ms`))
        }, timeoutMs)
        const cleanup = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      })
    },
    failNext(count) {
      failures = count
    },
    get refused() {
      return refused
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
