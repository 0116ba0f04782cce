import { asc, eq, isNull, sql } from 'drizzle-orm'
import { agents, staff } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import { staffWithSecondFactor } from '@/features/back-office/security/second-factor'

const agentName = sql<string | null>`${agents.firstName} || ' ' || ${agents.lastName}`

/** Every staff member for the staff screen: admins first, then by name. */
export async function listStaff(database: Database) {
  const [rows, withFactor] = await Promise.all([
    database
      .select({
        id: staff.id,
        name: staff.name,
        email: staff.email,
        role: staff.role,
        locale: staff.locale,
        disabledAt: staff.disabledAt,
        agent: agentName,
      })
      .from(staff)
      .leftJoin(agents, eq(agents.id, staff.agentId))
      .orderBy(asc(staff.role), asc(staff.name)),
    staffWithSecondFactor(database),
  ])
  return rows.map((row) => ({ ...row, secondFactor: withFactor.has(row.id) }))
}

/** The listing agents a new member can be linked to: those who have not left. */
export function listAgents(database: Database) {
  return database
    .select({ id: agents.id, name: agentName })
    .from(agents)
    .where(isNull(agents.retiredAt))
    .orderBy(asc(agents.firstName), asc(agents.lastName))
}
