import type { SendMailOptions } from 'nodemailer'
import type { outboxMessages } from '@/server/db/schema'

export type OutboxRow = typeof outboxMessages.$inferSelect

/**
 * The e-mail an outbox row describes, with its attachments' bytes (`files`, in the row's order)
 * read from the object store when it is sent.
 */
export function composeMail(
  row: OutboxRow,
  { from, files }: { from: string; files: readonly Buffer[] },
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
    attachments: row.attachments.map((file, index) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: files[index],
    })),
  }
}
