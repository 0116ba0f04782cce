import type { Database } from '@/server/db/types'
import { recordAudit } from '@/features/back-office/audit/audit'
import type { StaffAuth } from './staff-auth.server'
import { staffSessionFromHeaders } from './staff-member'

/**
 * Ends the session of `headers` and audits it on its member, with the client's address; better-auth's
 * headers that clear the session cookie are returned for the response.
 */
export async function signOutStaff(
  database: Database,
  auth: StaffAuth,
  input: { headers: Headers; address: string },
): Promise<Headers> {
  const found = await staffSessionFromHeaders(database, auth, input.headers)
  const { headers } = await auth.api.signOut({ headers: input.headers, returnHeaders: true })
  if (found) {
    await recordAudit(database, {
      staffId: found.member.id,
      action: 'staff.sign-out',
      subject: `staff:${found.member.id}`,
      account: found.member.email,
      address: input.address,
    })
  }
  return headers
}
