import { eq, sql, type SQL } from 'drizzle-orm'
import { properties, staff } from '@/server/db/schema'
import type { StaffMember } from '@/features/back-office/auth/staff-member'

/**
 * The listings a staff member works on: an admin every one, an agent those whose listing agent
 * is linked to their staff account (none when it is linked to nobody). Every listing query and
 * change of the back office starts from this condition, so a URL cannot reach another's listing.
 */
export function listingsOf(member: StaffMember): SQL | undefined {
  if (member.role === 'admin') return undefined
  return eq(
    properties.agentId,
    sql`(select ${staff.agentId} from ${staff} where ${staff.id} = ${member.id})`,
  )
}
