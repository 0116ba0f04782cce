import { TransactionRollbackError, and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import {
  agents,
  crmRecords,
  formSubmissions,
  projects,
  properties,
  staff,
} from '@/server/db/schema'
import type { Database, Executor } from '@/server/db/types'
import type { StaffMember } from '@/features/back-office/auth/staff-member'
import { recordAudit } from '@/features/back-office/audit/audit'
import type { CrmProvider } from '@/features/crm'
import type { AgentInput } from './agent-schema'

/** What an agent's form changes besides the fields: the CRM in force and a new portrait. */
export type AgentExtras = {
  /** The CRM whose id the form shows (null: no CRM, the id is not touched). */
  provider: CrmProvider | null
  /** A stored portrait's address, or null to remove the photo, or undefined to keep it. */
  photo?: string | null
}

export type AgentSaveResult =
  | { result: 'saved'; id: number }
  | { result: 'forbidden' | 'not-found' | 'slugInvalid' | 'slugTaken' | 'crmIdTaken' }

/** `first-last` without accents or signs, as the CRM sync makes an agent's page address. */
export const slugFromName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The CRM's agent records of `provider` that also meet `which` (by the agent or the CRM's id). */
const agentRecord = (provider: CrmProvider, which: SQL) =>
  and(eq(crmRecords.provider, provider), eq(crmRecords.kind, 'agent'), which)

/** The agent's CRM id for `provider`, or '' without one. */
export async function agentCrmId(
  executor: Executor,
  provider: CrmProvider,
  agentId: number,
): Promise<string> {
  const [row] = await executor
    .select({ crmId: crmRecords.crmId })
    .from(crmRecords)
    .where(agentRecord(provider, eq(crmRecords.agentId, agentId)))
    .limit(1)
  return row?.crmId ?? ''
}

/** Links the agent to the CRM's id (none when empty); false when another agent has that id. */
async function linkCrmId(
  tx: Executor,
  provider: CrmProvider,
  agentId: number,
  crmId: string,
): Promise<boolean> {
  const mine = agentRecord(provider, eq(crmRecords.agentId, agentId))
  if (crmId) {
    const [taken] = await tx
      .select({ agentId: crmRecords.agentId })
      .from(crmRecords)
      .where(agentRecord(provider, eq(crmRecords.crmId, crmId)))
    if (taken?.agentId != null && taken.agentId !== agentId) return false
  }
  await tx.delete(crmRecords).where(and(mine, crmId ? ne(crmRecords.crmId, crmId) : undefined))
  if (crmId) {
    await tx
      .insert(crmRecords)
      .values({ provider, kind: 'agent', crmId, agentId })
      .onConflictDoUpdate({
        target: [crmRecords.provider, crmRecords.kind, crmRecords.crmId],
        set: { agentId, updatedAt: sql`now()` },
      })
  }
  return true
}

/**
 * The page address to store: none off the team page, else the typed one or the name's; a refusal
 * when another agent has it, or when the name gives none (no Latin letter or digit in it).
 */
async function slugFor(
  tx: Executor,
  input: AgentInput,
  agentId: number | null,
): Promise<{ slug: string | null } | { refused: 'slugInvalid' | 'slugTaken' }> {
  if (!input.onTeamPage) return { slug: null }
  const slug = input.slug || slugFromName(`${input.firstName} ${input.lastName}`)
  if (!slug) return { refused: 'slugInvalid' }
  const [other] = await tx
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.slug, slug), agentId === null ? undefined : ne(agents.id, agentId)))
  return other ? { refused: 'slugTaken' } : { slug }
}

const stored = (input: AgentInput, slug: string | null) => ({
  firstName: input.firstName,
  lastName: input.lastName,
  email: input.email,
  phone: input.phone,
  role: input.role,
  bio: Object.keys(input.bio).length ? input.bio : null,
  languages: input.languages,
  slug,
})

/**
 * Saves an agent (a new one when `id` is null) with their CRM id, in one transaction with its
 * audit row; admins only. A page address or CRM id another agent has is refused, nothing saved.
 */
export async function saveAgent(
  database: Database,
  actor: StaffMember,
  id: number | null,
  input: AgentInput,
  extras: AgentExtras,
): Promise<AgentSaveResult> {
  if (actor.role !== 'admin') return { result: 'forbidden' }
  return database
    .transaction(async (tx) => {
      const [before] =
        id === null
          ? [null]
          : await tx
              .select()
              .from(agents)
              .where(and(eq(agents.id, id), isNull(agents.retiredAt)))
              .for('update')
      if (before === undefined) return { result: 'not-found' } as const
      const page = await slugFor(tx, input, id)
      if ('refused' in page) return { result: page.refused } as const
      const values = {
        ...stored(input, page.slug),
        ...(extras.photo !== undefined ? { photo: extras.photo } : {}),
      }
      const [row] =
        id === null
          ? await tx.insert(agents).values(values).returning({ id: agents.id })
          : await tx
              .update(agents)
              .set(values)
              .where(eq(agents.id, id))
              .returning({ id: agents.id })
      const agentId = row!.id
      const crmBefore = extras.provider ? await agentCrmId(tx, extras.provider, agentId) : ''
      if (extras.provider && !(await linkCrmId(tx, extras.provider, agentId, input.crmId))) {
        tx.rollback()
      }
      await recordAudit(tx, {
        staffId: actor.id,
        action: id === null ? 'agent.create' : 'agent.edit',
        subject: `agent:${agentId}`,
        before: before
          ? { ...auditable(before), ...(extras.provider ? { crmId: crmBefore } : {}) }
          : null,
        after: {
          ...auditable({ ...before, ...values }),
          ...(extras.provider ? { crmId: input.crmId } : {}),
        },
      })
      return { result: 'saved', id: agentId } as const
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return { result: 'crmIdTaken' } as const
      throw error
    })
}

const auditable = (agent: Partial<typeof agents.$inferSelect>) => ({
  firstName: agent.firstName,
  lastName: agent.lastName,
  email: agent.email,
  phone: agent.phone,
  role: agent.role,
  bio: agent.bio,
  languages: agent.languages,
  slug: agent.slug,
  photo: agent.photo,
})

export type RetireResult =
  | { result: 'retired'; properties: number; projects: number; leads: number }
  | { result: 'forbidden' | 'not-found' | 'successorInvalid' | 'successorRequired' }

/**
 * An agent leaves: their listings and projects go to `successor`, as do the open leads of the
 * staff accounts linked to them (to the successor's account, unassigned without one); their page
 * goes (the team page, the sitemap and the page cache follow the row), and the CRM's listings of
 * the agent go to the successor from then on (agentLookup). One transaction with its audit row.
 */
export async function retireAgent(
  database: Database,
  actor: StaffMember,
  input: { id: number; successor: number | null },
): Promise<RetireResult> {
  if (actor.role !== 'admin') return { result: 'forbidden' }
  return database.transaction(async (tx) => {
    const [agent] = await tx
      .select()
      .from(agents)
      .where(and(eq(agents.id, input.id), isNull(agents.retiredAt)))
      .for('update')
    if (!agent) return { result: 'not-found' } as const
    if (input.successor !== null) {
      const [successor] = await tx
        .select({ id: agents.id })
        .from(agents)
        .where(and(eq(agents.id, input.successor), isNull(agents.retiredAt)))
        .for('update')
      if (!successor || successor.id === agent.id) return { result: 'successorInvalid' } as const
    }
    const handed = await handOver(tx, agent.id, input.successor)
    if (handed === null) return { result: 'successorRequired' } as const
    await tx
      .update(agents)
      .set({ retiredAt: sql`now()`, slug: null, successorId: input.successor })
      .where(eq(agents.id, agent.id))
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'agent.retire',
      subject: `agent:${agent.id}`,
      before: { slug: agent.slug },
      after: { successor: input.successor, ...handed },
    })
    return { result: 'retired', ...handed } as const
  })
}

/** Moves the agent's listings, projects and open leads; null when some need a successor. */
async function handOver(tx: Executor, agentId: number, successor: number | null) {
  if (successor === null) {
    const owned = await Promise.all([
      tx.$count(properties, eq(properties.agentId, agentId)),
      tx.$count(projects, eq(projects.agentId, agentId)),
    ])
    if (owned.some((count) => count > 0)) return null
  }
  const movedProperties = await tx
    .update(properties)
    .set({ agentId: successor })
    .where(eq(properties.agentId, agentId))
    .returning({ id: properties.id })
  const movedProjects = await tx
    .update(projects)
    .set({ agentId: successor })
    .where(eq(projects.agentId, agentId))
    .returning({ id: projects.id })
  const [heir] =
    successor === null
      ? []
      : await tx
          .select({ id: staff.id })
          .from(staff)
          .where(and(eq(staff.agentId, successor), isNull(staff.disabledAt)))
          .orderBy(staff.id)
          .limit(1)
  const leaving = tx.select({ id: staff.id }).from(staff).where(eq(staff.agentId, agentId))
  const movedLeads = await tx
    .update(formSubmissions)
    .set({ assigneeId: heir?.id ?? null })
    .where(
      and(
        inArray(formSubmissions.assigneeId, leaving),
        inArray(formSubmissions.status, ['new', 'in-progress']),
      ),
    )
    .returning({ id: formSubmissions.id })
  return {
    properties: movedProperties.length,
    projects: movedProjects.length,
    leads: movedLeads.length,
  }
}
