import path from 'node:path'
import { z } from '@/lib/zod'
import { mailboxPattern } from '@/lib/env-schema'

const mailbox = z.string().trim().regex(mailboxPattern, { error: 'must be an e-mail address' })

const attachment = z.object({
  filename: z.string().min(1).max(255),
  // Parameters as tokens only (`text/calendar; charset=utf-8; method=PUBLISH`): nothing that
  // could end the header line or open a quoted string.
  contentType: z
    .string()
    .regex(/^[\w.+-]+\/[\w.+-]+(?:; ?[\w.+-]+=[\w.+-]+)*$/, { error: 'must be a MIME type' }),
  // The worker reads this key from the object store when it sends; only attachments/ holds what
  // may be mailed, so a bug cannot mail any other stored file.
  path: z
    .string()
    .refine(
      (file) =>
        file.startsWith('attachments/') &&
        !file.includes('\\') &&
        path.posix.normalize(file) === file,
      { error: 'must be a storage key under attachments/' },
    ),
})

// Header fields composeMail or nodemailer set themselves; a caller's value would replace or repeat
// them (a second From or Message-ID, a Bcc no one sees).
const reservedHeaders = new Set([
  'from',
  'sender',
  'to',
  'cc',
  'bcc',
  'reply-to',
  'subject',
  'date',
  'message-id',
  'in-reply-to',
  'references',
  'mime-version',
  'content-type',
  'content-transfer-encoding',
  'content-language',
  'auto-submitted',
])

const headerName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9-]*$/, { error: 'must be a header field name' })
  .refine((name) => !reservedHeaders.has(name.toLowerCase()), {
    error: 'is set by the mailer itself',
  })

/** One e-mail to queue; see enqueueMail. */
export const outboxMessageSchema = z.object({
  /**
   * Unique forever for this e-mail, e.g. `site-contact:<request uuid>:agency`: enqueueing it again is
   * a no-op and it becomes the Message-ID, so it must not repeat after a database reset.
   */
  idempotencyKey: z.string().min(1).max(200),
  kind: z.string().regex(/^[a-z][a-z0-9-]*$/, { error: 'must be kebab-case, e.g. site-contact' }),
  to: mailbox,
  replyTo: mailbox.optional(),
  subject: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .regex(/^[^\r\n]*$/, { error: 'must be one line' }),
  text: z.string().min(1),
  html: z.string().min(1).optional(),
  attachments: z.array(attachment).default([]),
  /** Extra header fields, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers: z
    .record(
      headerName,
      z
        .string()
        .min(1)
        .max(2000)
        .regex(/^[^\r\n]*$/, { error: 'must be one line' }),
    )
    .default({}),
  language: z.string().regex(/^[a-z]{2}$/, { error: 'must be a two-letter language code' }),
})

export type OutboxMessage = z.input<typeof outboxMessageSchema>
