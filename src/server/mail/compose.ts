import path from 'node:path'
import type { SendMailOptions } from 'nodemailer'
import type { outboxMessages } from '@/server/db/schema'

export type OutboxRow = typeof outboxMessages.$inferSelect

/** The e-mail an outbox row describes; attachments are read from DATA_DIR when it is sent. */
export function composeMail(
  row: OutboxRow,
  { from, dataDir }: { from: string; dataDir: string },
): SendMailOptions {
  return {
    from,
    to: row.toAddress,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody ?? undefined,
    messageId: row.messageId,
    headers: {
      ...row.headers,
      'Content-Language': row.language,
      // RFC 3834: out-of-office replies and other auto-responders must not answer this e-mail.
      'Auto-Submitted': 'auto-generated',
    },
    attachments: row.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      path: path.resolve(dataDir, file.path),
    })),
  }
}
