import { auditLog } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'

/** One row of the audit log, written in the transaction of the change it describes. */
export async function recordAudit(
  executor: Executor,
  entry: {
    staffId: number | null
    action: string
    subject: string
    before?: Record<string, unknown> | null
    after?: Record<string, unknown> | null
  },
): Promise<void> {
  await executor.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}
