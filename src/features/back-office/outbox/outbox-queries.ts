import { and, count, desc, eq } from 'drizzle-orm'
import { outboxMessages } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import type { MailStatus, OutboxFilters } from './outbox-schema'

export const mailsPerPage = 50

const m = outboxMessages

/** One page of the outbox, newest first, with the total for the pager. */
export async function listOutbox(executor: Executor, filters: OutboxFilters) {
  const where = and(
    filters.status ? eq(m.status, filters.status) : undefined,
    filters.channel ? eq(m.channel, filters.channel) : undefined,
  )
  const rows = await executor
    .select({
      id: m.id,
      channel: m.channel,
      kind: m.kind,
      to: m.toAddress,
      subject: m.subject,
      status: m.status,
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: m.createdAt,
      sentAt: m.sentAt,
    })
    .from(m)
    .where(where)
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(mailsPerPage)
    .offset((filters.page - 1) * mailsPerPage)
  const [counted] = await executor.select({ total: count() }).from(m).where(where)
  return { rows, total: Number(counted?.total ?? 0) }
}

/** E-mails and webhooks the worker gave up on: the count in the navigation. */
export async function countFailedMails(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(m)
    .where(eq(m.status, 'failed' satisfies MailStatus))
  return Number(row?.total ?? 0)
}

export async function findMail(executor: Executor, id: number) {
  const [row] = await executor.select().from(m).where(eq(m.id, id))
  return row ?? null
}
