import 'server-only'
import { asc, eq, isNotNull } from 'drizzle-orm'
import { agents, type MultiLang } from '@/server/db/schema'
import type { Database } from '@/server/db/types'

/** What the team page and an agent's page show of an agent. */
export type AgentProfile = {
  id: number
  slug: string
  firstName: string
  lastName: string
  email: string
  phone: string
  photo: string | null
  role: MultiLang
  /** Language codes ('nl', 'fr'…), in the order the agent gave them. */
  languages: string[]
  bio: MultiLang | null
}

const columns = {
  id: agents.id,
  slug: agents.slug,
  firstName: agents.firstName,
  lastName: agents.lastName,
  email: agents.email,
  phone: agents.phone,
  photo: agents.photo,
  role: agents.role,
  languages: agents.languages,
  bio: agents.bio,
}

type Row = Omit<AgentProfile, 'slug'> & { slug: string | null }
const withSlug = (rows: Row[]) =>
  rows.flatMap((row) => (row.slug ? [{ ...row, slug: row.slug }] : []))

/** Every agent who has a page (a slug), by name. */
export async function listAgents(db: Database): Promise<AgentProfile[]> {
  const rows = await db
    .select(columns)
    .from(agents)
    .where(isNotNull(agents.slug))
    .orderBy(asc(agents.lastName), asc(agents.firstName), asc(agents.id))
  return withSlug(rows)
}

/** The agent of a page's last segment; null when no agent has that slug. */
export async function agentBySlug(db: Database, slug: string): Promise<AgentProfile | null> {
  const rows = await db.select(columns).from(agents).where(eq(agents.slug, slug)).limit(1)
  return withSlug(rows)[0] ?? null
}
