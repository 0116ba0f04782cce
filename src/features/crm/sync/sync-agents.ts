import { and, eq, sql } from 'drizzle-orm'
import { agents, crmRecords } from '@/server/db/schema'
import type { Database, Executor } from '@/server/db/types'
import type { ObjectStore } from '@/server/storage/object-store'
import { storeAgentPhoto } from './agent-photo'
import type { CrmAgent, CrmProvider, MappingContext } from '@/features/crm/connector'

const slugPart = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A free page address for a new agent: `first-last`, else with the CRM id after it. */
async function freeSlug(db: Executor, agent: CrmAgent): Promise<string | null> {
  const base = slugPart(`${agent.firstName} ${agent.lastName}`)
  if (!base) return null
  for (const slug of [base, `${base}-${slugPart(agent.crmId)}`]) {
    const [taken] = await db.select({ id: agents.id }).from(agents).where(eq(agents.slug, slug))
    if (!taken) return slug
  }
  return null
}

export type AgentSync = {
  added: number
  updated: number
  /** Agents whose CRM photo could not be used (their photo stays as it was), with the reason. */
  photoFailures: { name: string; reason: string }[]
}

/**
 * Makes the CRM's users the site's agents: an agent the CRM gave before is updated (name,
 * contact, languages, the photo when the CRM's changed), one with the same e-mail is adopted, any
 * other is added with a page. What the agency wrote on the site itself (role, introduction, page
 * address) is left as it is. Returns how many agents were added and updated.
 */
export async function syncAgents(
  db: Database,
  provider: CrmProvider,
  list: CrmAgent[],
  media: ObjectStore,
): Promise<AgentSync> {
  let added = 0
  let updated = 0
  const photoFailures: AgentSync['photoFailures'] = []
  for (const agent of list) {
    const contact = {
      firstName: agent.firstName,
      lastName: agent.lastName,
      email: agent.email,
      phone: agent.phone,
      ...(agent.languages.length ? { languages: agent.languages } : {}),
    }
    await db.transaction(async (tx) => {
      const [known] = await tx
        .select({ agentId: crmRecords.agentId })
        .from(crmRecords)
        .where(
          and(
            eq(crmRecords.provider, provider),
            eq(crmRecords.kind, 'agent'),
            eq(crmRecords.crmId, agent.crmId),
          ),
        )
      let agentId = known?.agentId ?? null
      if (agentId === null && agent.email) {
        const [same] = await tx
          .select({ id: agents.id })
          .from(agents)
          .where(sql`lower(${agents.email}) = lower(${agent.email})`)
          .limit(1)
        agentId = same?.id ?? null
      }
      if (agentId === null) {
        const [row] = await tx
          .insert(agents)
          .values({
            ...contact,
            languages: agent.languages,
            role: {},
            slug: await freeSlug(tx, agent),
          })
          .returning({ id: agents.id })
        agentId = row!.id
        added++
      } else {
        const [current] = await tx.select().from(agents).where(eq(agents.id, agentId))
        const same =
          current &&
          current.firstName === contact.firstName &&
          current.lastName === contact.lastName &&
          current.email === contact.email &&
          current.phone === contact.phone &&
          (!contact.languages || current.languages.join() === contact.languages.join())
        if (!same) {
          await tx.update(agents).set(contact).where(eq(agents.id, agentId))
          updated++
        }
      }
      await tx
        .insert(crmRecords)
        .values({ provider, kind: 'agent', crmId: agent.crmId, agentId })
        .onConflictDoUpdate({
          target: [crmRecords.provider, crmRecords.kind, crmRecords.crmId],
          set: { agentId, updatedAt: sql`now()` },
        })
    })
    const failure = await syncPhoto(db, provider, agent, media)
    if (failure) photoFailures.push(failure)
  }
  return { added, updated, photoFailures }
}

/** The agent's photo, fetched again only when the CRM's photo address changed. */
async function syncPhoto(db: Database, provider: CrmProvider, agent: CrmAgent, media: ObjectStore) {
  const record = and(
    eq(crmRecords.provider, provider),
    eq(crmRecords.kind, 'agent'),
    eq(crmRecords.crmId, agent.crmId),
  )
  const [known] = await db
    .select({ agentId: crmRecords.agentId, photoSource: crmRecords.photoSource })
    .from(crmRecords)
    .where(record)
  const source = agent.photoKey ?? agent.photoUrl
  if (!known?.agentId || !agent.photoUrl || known.photoSource === source) return null
  try {
    const photo = await storeAgentPhoto(media, agent.photoUrl)
    await db.transaction(async (tx) => {
      await tx.update(agents).set({ photo }).where(eq(agents.id, known.agentId!))
      await tx.update(crmRecords).set({ photoSource: source }).where(record)
    })
    return null
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { name: `${agent.firstName} ${agent.lastName}`.trim(), reason }
  }
}

/**
 * How a mapping finds the site's agent of a CRM user: by the CRM's id, else by e-mail. A retired
 * agent's listings go to whoever took them over (the Agents screen), so a CRM that still names the
 * agent does not give the listings back to someone who left.
 */
export async function agentLookup(
  db: Database,
  provider: CrmProvider,
): Promise<MappingContext['agentId']> {
  const [linked, all] = await Promise.all([
    db
      .select({ crmId: crmRecords.crmId, agentId: crmRecords.agentId })
      .from(crmRecords)
      .where(and(eq(crmRecords.provider, provider), eq(crmRecords.kind, 'agent'))),
    db
      .select({
        id: agents.id,
        email: agents.email,
        retired: sql<boolean>`${agents.retiredAt} is not null`,
        successorId: agents.successorId,
      })
      .from(agents),
  ])
  const byCrmId = new Map(linked.flatMap((row) => (row.agentId ? [[row.crmId, row.agentId]] : [])))
  const byEmail = new Map(all.map((row) => [row.email.toLowerCase(), row.id]))
  const byId = new Map(all.map((row) => [row.id, row]))
  // Each step goes to a later retirement's successor; the bound only guards against a cycle.
  const current = (id: number | null): number | null => {
    for (let step = 0; id !== null && step < byId.size; step++) {
      const agent = byId.get(id)
      if (!agent?.retired) return id
      id = agent.successorId
    }
    return null
  }
  return ({ crmId, email }) =>
    current(
      (crmId ? byCrmId.get(crmId) : undefined) ??
        (email ? byEmail.get(email.toLowerCase()) : undefined) ??
        null,
    )
}
