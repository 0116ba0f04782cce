import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import type { MailTransport } from './types'

/** Writes each e-mail as an RFC 822 `.eml` file in `dir` (opens in any mail client) and logs it. */
export function createFileTransport(dir: string, log: Logger): MailTransport {
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(mail) {
      const info = await stream.sendMail(mail)
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const id = info.messageId.replace(/^<|@.*$/g, '').replace(/[^\w.-]/g, '_')
      const file = path.join(dir, `${stamp}-${id}.eml`)
      await mkdir(dir, { recursive: true })
      await writeFile(file, info.message)
      log.info({ file }, 'e-mail written to a file (no SMTP_URL)')
    },
    close: () => stream.close(),
  }
}
