import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import type { Env } from '@/lib/env-schema'
import { createFileTransport } from './file-transport'
import type { MailTransport } from './types'

/** SMTP when SMTP_URL is set; otherwise `.eml` files under DATA_DIR/mail, so the demo works offline. */
export function createTransport(
  env: Pick<Env, 'SMTP_URL' | 'DATA_DIR'>,
  log: Logger,
): MailTransport {
  if (!env.SMTP_URL) return createFileTransport(path.resolve(env.DATA_DIR, 'mail'), log)
  const smtp = nodemailer.createTransport({
    url: env.SMTP_URL,
    // Well under the worker's two-minute claim on a message, so a hung server cannot make another
    // instance take the message over while this one still sends it.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  })
  return {
    send: async (mail) => {
      await smtp.sendMail(mail)
    },
    close: () => smtp.close(),
  }
}
