import { eq, inArray, sql } from 'drizzle-orm'
import { parseSiteConfig, type SiteConfig } from '@/lib/site-config/site-config-schema'
import {
  agents,
  cmsPageDrafts,
  cmsPages,
  owners,
  projects,
  properties,
  staff,
  testimonials,
} from '@/server/db/schema'
import type { Database, Transaction } from '@/server/db/types'
import { demoRowIds } from '@/server/seed/demo-inventory'
import { recordAudit } from '@/features/back-office/audit/audit'
import {
  readSettings,
  writeDraft,
  writePublished,
} from '@/features/back-office/settings/settings-store'
import {
  demoAgencyOf,
  demoFindings,
  demoReference,
  demoStaffIds,
  hasDemoLoanNote,
  hasOwnAdmin,
  type DemoReference,
} from './demo-findings'
import type { DemoKind, RemovalProblem } from './demo-kinds'
import { agencyReplacements, demoMarkers, replaceTexts } from './demo-texts'

export type RemovalOutcome = { ok: true; removed: number } | { ok: false; problem: RemovalProblem }

export type RemovalOptions = {
  /** The member who removes (null: the command line). */
  staffId: number | null
  /** Agents: the agency's agent who takes the demo agents' listings and projects (null: none). */
  agentId?: number | null
  reference?: DemoReference
}

type Removal = (
  tx: Transaction,
  ids: Awaited<ReturnType<typeof demoRowIds>>,
  options: RemovalOptions & { reference: DemoReference },
) => Promise<RemovalOutcome>

const values = (found: Map<string, number>) => [...found.values()]

const removals: Record<Exclude<DemoKind, 'branding'>, Removal> = {
  listings: async (tx, ids) => {
    const list = values(ids.properties)
    // Taking the demo away is no news for the registered demands (as loading it, seed-demo.ts).
    await tx.execute(sql`set local agency.listing_changes = 'off'`)
    if (list.length) await tx.delete(properties).where(inArray(properties.id, list))
    return { ok: true, removed: list.length }
  },
  projects: async (tx, ids) => {
    const list = values(ids.projects)
    await tx.execute(sql`set local agency.listing_changes = 'off'`)
    if (list.length) {
      // A listing of the agency's own filed under a demo project stays, without the project.
      await tx
        .update(properties)
        .set({ projectId: null })
        .where(inArray(properties.projectId, list))
      await tx.delete(projects).where(inArray(projects.id, list))
    }
    return { ok: true, removed: list.length }
  },
  agents: async (tx, ids, { agentId = null }) => {
    const list = values(ids.agents)
    if (agentId !== null && (list.includes(agentId) || !(await agentExists(tx, agentId)))) {
      return { ok: false, problem: 'unknownAgent' }
    }
    if (list.length) {
      await tx.execute(sql`set local agency.listing_changes = 'off'`)
      await tx.update(properties).set({ agentId }).where(inArray(properties.agentId, list))
      await tx.update(projects).set({ agentId }).where(inArray(projects.agentId, list))
      // An agent of the agency's who left for a demo agent now hands over to the same successor.
      await tx.update(agents).set({ successorId: agentId }).where(inArray(agents.successorId, list))
      await tx.delete(agents).where(inArray(agents.id, list))
    }
    return { ok: true, removed: list.length }
  },
  owners: async (tx, ids) => {
    const list = values(ids.owners)
    // Their portal logins, sessions and links to listings go with them (foreign keys).
    if (list.length) await tx.delete(owners).where(inArray(owners.id, list))
    return { ok: true, removed: list.length }
  },
  testimonials: async (tx, ids) => {
    const list = values(ids.testimonials)
    if (list.length) await tx.delete(testimonials).where(inArray(testimonials.id, list))
    return { ok: true, removed: list.length }
  },
  staff: async (tx, _ids, { staffId }) => {
    const list = await demoStaffIds(tx)
    if (staffId !== null && list.includes(staffId)) return { ok: false, problem: 'signedInAsDemo' }
    if (!(await hasOwnAdmin(tx, list))) return { ok: false, problem: 'noOwnAdmin' }
    // Their logins and sessions go with them; their leads and audit rows stay, unassigned.
    if (list.length) await tx.delete(staff).where(inArray(staff.id, list))
    return { ok: true, removed: list.length }
  },
  texts: async (tx, _ids, { reference }) => removeDemoTexts(tx, reference.config),
}

async function agentExists(tx: Transaction, id: number) {
  return (await tx.select({ id: agents.id }).from(agents).where(eq(agents.id, id))).length > 0
}

/**
 * Puts the agency's own name, e-mail, phone and street where the published configuration, its
 * draft and the pages (published and draft) still have the demo's, drops top-bar links to the
 * demo's pages and the demo's example note on the loan estimate (no note is valid). Counts the
 * configuration documents and pages changed.
 */
async function removeDemoTexts(tx: Transaction, demo: SiteConfig): Promise<RemovalOutcome> {
  const settings = await readSettings(tx, { lock: true })
  const demoAgency = demoAgencyOf(demo)
  const own = settings.published.agency
  if (own.name === demoAgency.name || own.email === demoAgency.email) {
    return { ok: false, problem: 'agencyUnchanged' }
  }
  const pairs = agencyReplacements(demoAgency, own)
  const markers = demoMarkers(demoAgency)
  const cleaned = (config: SiteConfig): SiteConfig => {
    const next = replaceTexts(config, pairs)
    const kept = (link: SiteConfig['header']['appBar']['left'][number]) =>
      !markers.test(JSON.stringify(link.href))
    next.header.appBar.left = next.header.appBar.left.filter(kept)
    next.header.appBar.right = next.header.appBar.right.filter(kept)
    if (hasDemoLoanNote(config, demo)) delete next.loanEstimate
    return parseSiteConfig(next)
  }
  let changed = 0
  const published = cleaned(settings.published)
  if (JSON.stringify(published) !== JSON.stringify(settings.published)) {
    await writePublished(tx, settings.published, published)
    changed++
  }
  if (settings.draft) {
    const draft = cleaned(settings.draft)
    if (JSON.stringify(draft) !== JSON.stringify(settings.draft)) await writeDraft(tx, draft)
  }
  const pages = await tx.select({ id: cmsPages.id, params: cmsPages.params }).from(cmsPages)
  for (const page of pages) {
    const params = replaceTexts(page.params, pairs)
    if (JSON.stringify(params) === JSON.stringify(page.params)) continue
    await tx.update(cmsPages).set({ params }).where(eq(cmsPages.id, page.id))
    changed++
  }
  const drafts = await tx
    .select({ pageId: cmsPageDrafts.pageId, document: cmsPageDrafts.document })
    .from(cmsPageDrafts)
  for (const draft of drafts) {
    const document = replaceTexts(draft.document, pairs)
    if (JSON.stringify(document) === JSON.stringify(draft.document)) continue
    await tx.update(cmsPageDrafts).set({ document }).where(eq(cmsPageDrafts.pageId, draft.pageId))
  }
  return { ok: true, removed: changed }
}

/**
 * Removes what is left of one kind of demo data in one transaction, with an audit row naming what
 * went. Every table a public page shows has a trigger that bumps the content version in the same
 * transaction (migration 0003), so every page cache drops its pages at the commit.
 */
export async function removeDemoKind(
  db: Database,
  kind: DemoKind,
  options: RemovalOptions,
): Promise<RemovalOutcome> {
  if (kind === 'branding') return { ok: false, problem: 'notRemovable' }
  const reference = options.reference ?? demoReference()
  const { findings } = await demoFindings(db, reference)
  const before = findings.find((finding) => finding.kind === kind)!
  if (before.count === 0) return { ok: false, problem: 'nothingLeft' }
  return db.transaction(async (tx) => {
    const ids = await demoRowIds(tx, reference.data)
    const outcome = await removals[kind](tx, ids, { ...options, reference })
    if (!outcome.ok) return outcome
    await recordAudit(tx, {
      staffId: options.staffId,
      action: 'demo.remove',
      subject: kind,
      before: { count: before.count, examples: before.examples.slice(0, 20) },
      after: {
        removed: outcome.removed,
        ...(kind === 'agents' ? { agentId: options.agentId ?? null } : {}),
      },
    })
    return outcome
  })
}
