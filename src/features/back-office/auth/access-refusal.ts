import type { Database } from '@/server/db/types'
import { recordAudit } from '@/features/back-office/audit/audit'
import type { StaffMember, StaffRole } from './staff-member'

/**
 * Audits a member turned away by role: the path asked for (src/proxy.ts passes it on), whether a
 * page was opened or a server action posted (always a POST; with script also `Next-Action`), the
 * member's role and the roles it needed, and the client's address.
 */
export async function recordAccessRefusal(
  database: Database,
  member: StaffMember,
  allowed: readonly StaffRole[],
  request: Headers,
): Promise<void> {
  const posted = request.get('x-request-method') === 'POST' || request.has('next-action')
  await recordAudit(database, {
    staffId: member.id,
    action: 'access.refused',
    subject: request.get('x-pathname') ?? 'unknown',
    after: { kind: posted ? 'action' : 'page', role: member.role, allowed: allowed.join(', ') },
    account: member.email,
    address: request.get('x-client-ip') ?? 'unknown',
  })
}
