import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { agents, projects, properties } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'

// Drizzle writes a column of the selected table without its table's name, which inside these
// subqueries would name the listing's own id: the outer agent is named in full.
const listings = sql<number>`(select count(*)::int from ${properties} l where l.agent_id = "agents"."id")`
const projectCount = sql<number>`(select count(*)::int from ${projects} p where p.agent_id = "agents"."id")`

/** The agents still working, by name, with how many listings and projects each has. */
export function activeAgents(executor: Executor) {
  return executor
    .select({
      id: agents.id,
      firstName: agents.firstName,
      lastName: agents.lastName,
      email: agents.email,
      photo: agents.photo,
      slug: agents.slug,
      listings,
      projects: projectCount,
    })
    .from(agents)
    .where(isNull(agents.retiredAt))
    .orderBy(asc(agents.lastName), asc(agents.firstName), asc(agents.id))
}

const successor = alias(agents, 'successor')

/** The agents who left, the latest first, with who took their listings over. */
export function retiredAgents(executor: Executor) {
  return executor
    .select({
      id: agents.id,
      firstName: agents.firstName,
      lastName: agents.lastName,
      retiredAt: agents.retiredAt,
      successorFirstName: successor.firstName,
      successorLastName: successor.lastName,
    })
    .from(agents)
    .leftJoin(successor, eq(successor.id, agents.successorId))
    .where(isNotNull(agents.retiredAt))
    .orderBy(desc(agents.retiredAt), asc(agents.id))
}

/** An agent still working, for their form; null for one unknown or retired. */
export async function activeAgent(executor: Executor, id: number) {
  const [row] = await executor
    .select()
    .from(agents)
    .where(and(eq(agents.id, id), isNull(agents.retiredAt)))
  return row ?? null
}
