import { eq } from 'drizzle-orm'
import { envSchema } from '@/lib/env-schema'
import { outboxMessages } from '@/server/db/schema'
import { messageIdFor } from './message-id'
import { outboxMessageSchema, type OutboxMessage } from './outbox-message'
import type { Executor } from '@/server/db/types'

/** The caller's transaction (or, for an e-mail that belongs to nothing else, the database). */

/**
 * Queues an e-mail in the caller's transaction, so it exists only if the request it belongs to was
 * stored too. Queueing an idempotency key again changes nothing and returns the existing row's id.
 */
export async function enqueueMail(
  tx: Executor,
  message: OutboxMessage,
  mailFrom: string = envSchema.shape.MAIL_FROM.parse(process.env.MAIL_FROM || undefined),
): Promise<number> {
  const mail = outboxMessageSchema.parse(message)
  const [inserted] = await tx
    .insert(outboxMessages)
    .values({
      idempotencyKey: mail.idempotencyKey,
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      attachments: mail.attachments,
      headers: mail.headers,
      language: mail.language,
      messageId: messageIdFor(mail.idempotencyKey, mailFrom),
    })
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
    .returning({ id: outboxMessages.id })
  if (inserted) return inserted.id
  // A separate statement: under READ COMMITTED it sees the row of a concurrent transaction that the
  // insert waited for and conflicted with.
  const [existing] = await tx
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(eq(outboxMessages.idempotencyKey, mail.idempotencyKey))
  if (!existing) throw new Error(`outbox key ${mail.idempotencyKey} conflicted but is not visible`)
  return existing.id
}
