import { auditLog } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'
import type { AuditAction } from './audit-actions'

/** One row of the audit log, written in the transaction of the change it describes. */
export async function recordAudit(
  executor: Executor,
  entry: {
    staffId: number | null
    action: AuditAction
    subject: string
    before?: Record<string, unknown> | null
    after?: Record<string, unknown> | null
    /** The e-mail address concerned, as typed at a sign-in (also when no account has it). */
    account?: string | null
    /** The client's address (src/server/client-address.ts), where a request is traced. */
    address?: string | null
  },
): Promise<void> {
  await executor.insert(auditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
    account: entry.account?.slice(0, 254) ?? null,
    address: entry.address?.slice(0, 64) ?? null,
  })
}
