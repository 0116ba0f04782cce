import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import {
  emptySection,
  importFeed,
  MassUnpublishError,
  mergeReport,
  startImportRun,
  type ImportReport,
} from '@/features/catalogue/node'
import { crmSyncState, type ImportMessage } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import type { ObjectStore } from '@/server/storage/object-store'
import type { CrmLiveIds, CrmPage, MappingContext, PullConnector } from '@/features/crm/connector'
import { CrmError } from '@/features/crm/crm-error'
import { crmLinks, knownRecords, referencesOf, rememberRecords } from './crm-records'
import { ownerLookup } from './owned-listings'
import { agentLookup, syncAgents } from './sync-agents'
import { underSyncLock } from './sync-lock'
import { agentPhotoNotes, crmMassUnpublish, crmMessage, skippedRecords } from './sync-messages'

/** A full reconciliation (every live id listed) at least this often, beside the incremental pulls. */
export const reconcileEveryMs = 24 * 3600 * 1000
/**
 * The next pull asks for changes since the last one began, minus this margin: a change saved in
 * the CRM while the pull ran, or a CRM clock a little behind ours, is fetched again rather than
 * missed. A record fetched twice is `unchanged` the second time.
 */
export const changedSinceMarginMs = 10 * 60 * 1000

export type SyncRequest = {
  db: Database
  media: ObjectStore
  connector: PullConnector
  /** List every live id and take the rest offline, whenever the last reconciliation was. */
  full?: boolean
  /** Takes offline whatever the CRM no longer lists, past the unpublish guard's share. */
  allowMassUnpublish?: boolean
  /** Who asked ("sync now" on the Connections screen); null for the schedule and the command. */
  staffId?: number | null
  /** Progress lines for a person watching (the command prints them). */
  log?: (line: string) => void
}

export type SyncOutcome =
  | { status: 'locked' }
  | {
      status: 'done' | 'failed' | 'refused'
      runId: number
      full: boolean
      report: ImportReport
      agents: { added: number; updated: number }
      /** Why the run failed or was refused (English; the run's reasons hold it localizable). */
      message?: string
    }

const emptyReport = (): ImportReport => ({
  mode: 'partial',
  properties: emptySection(),
  projects: emptySection(),
  warnings: [],
  notes: [],
})

async function importPage(
  db: Database,
  request: SyncRequest,
  feedDir: string,
  page: Pick<CrmPage, 'properties' | 'projects'> & { removed?: CrmLiveIds },
) {
  const { provider } = request.connector
  const removed = page.removed && {
    properties: await referencesOf(db, provider, 'property', page.removed.properties),
    projects: await referencesOf(db, provider, 'project', page.removed.projects),
  }
  const report = await importFeed(
    db,
    {
      mode: 'partial',
      properties: page.properties.map((entry) => entry.record),
      projects: page.projects.map((entry) => entry.record),
      ...(removed ? { removed } : {}),
    },
    { feedDir, media: request.media, allowMassUnpublish: request.allowMassUnpublish },
  )
  await rememberRecords(db, provider, 'project', crmLinks(page.projects))
  await rememberRecords(db, provider, 'property', crmLinks(page.properties))
  return report
}

/** The CRM ids the site imported that are no longer live, by kind. */
async function goneSince(db: Database, request: SyncRequest, live: CrmLiveIds) {
  const { provider } = request.connector
  const missing = async (kind: 'property' | 'project', ids: string[]) => {
    const keep = new Set(ids)
    return (await knownRecords(db, provider, kind))
      .filter((known) => !keep.has(known.crmId))
      .map((known) => known.crmId)
  }
  return {
    properties: await missing('property', live.properties),
    projects: await missing('project', live.projects),
  }
}

async function pull(
  db: Database,
  request: SyncRequest,
  state: { changedSince: Date | null; full: boolean },
  report: ImportReport,
  progress: () => void,
) {
  const { connector, log = () => {} } = request
  const feedDir = await mkdtemp(path.join(tmpdir(), 'crm-sync-'))
  try {
    const context: MappingContext = {
      agentId: await agentLookup(db, connector.provider),
      ...(await ownerLookup(db, connector.provider, state.full)),
    }
    const since = state.full ? null : state.changedSince
    let pages = 0
    for await (const page of connector.changes(since, context)) {
      const pageReport = await importPage(db, request, feedDir, page)
      mergeReport(report, pageReport)
      skippedRecords(report, page.skipped)
      progress()
      pages++
      log(
        `page ${pages}: ${page.properties.length} listings, ${page.projects.length} projects` +
          (page.skipped.length ? `, ${page.skipped.length} unreadable` : ''),
      )
    }
    // Deletions: what the CRM says it removed, or (when it cannot say, and in a full run) every
    // imported id the complete list of live ids no longer has. Never from a list that failed.
    const removed = state.full ? null : await connector.removedSince(since)
    const gone = removed ?? (await goneSince(db, request, await connector.liveIds()))
    if (gone.properties.length || gone.projects.length) {
      const removal = await importPage(db, request, feedDir, {
        properties: [],
        projects: [],
        removed: gone,
      })
      mergeReport(report, removal)
      progress()
      const count = removal.properties.unpublished.length + removal.projects.unpublished.length
      log(`${count} taken offline (removed in the CRM)`)
    }
  } finally {
    await rm(feedDir, { recursive: true, force: true })
  }
}

/**
 * One sync with a pull CRM, recorded as an import run (origin `crm`): the CRM's users as agents,
 * the changed records page by page through the catalogue's import (the same checks, photo
 * decoding and idempotency as a feed), then the deletions, under the unpublish guard. Runs only
 * where no other instance syncs. A failure keeps what the pages before it imported, and the next
 * sync asks again from the same point; nothing is taken offline on a failed or partial list.
 */
export async function runSync(request: SyncRequest): Promise<SyncOutcome> {
  const { db, connector, log = () => {} } = request
  const outcome = await underSyncLock(db, async () => {
    const [state] = await db
      .select()
      .from(crmSyncState)
      .where(eq(crmSyncState.provider, connector.provider))
    const startedAt = new Date()
    const full =
      request.full === true ||
      !state?.reconciledAt ||
      startedAt.getTime() - state.reconciledAt.getTime() >= reconcileEveryMs
    const run = await startImportRun(db, {
      origin: 'crm',
      staffId: request.staffId ?? null,
      fileName: `${connector.provider} ${full ? 'full' : 'incremental'}`,
    })
    const report = emptyReport()
    let agents = { added: 0, updated: 0 }
    const finished = (status: 'done' | 'failed' | 'refused', message?: string) => ({
      status,
      runId: run.runId,
      full,
      report,
      agents,
      ...(message ? { message } : {}),
    })
    try {
      log(`${connector.provider}: ${full ? 'full sync' : 'changes since the last sync'}`)
      const agentSync = await syncAgents(
        db,
        connector.provider,
        await connector.agents(),
        request.media,
      )
      agents = { added: agentSync.added, updated: agentSync.updated }
      agentPhotoNotes(report, agentSync.photoFailures)
      log(`agents: ${agents.added} added, ${agents.updated} updated`)
      await pull(db, request, { changedSince: state?.changedSince ?? null, full }, report, () =>
        run.progress(report),
      )
      const changedSince = new Date(startedAt.getTime() - changedSinceMarginMs)
      await db
        .insert(crmSyncState)
        .values({
          provider: connector.provider,
          changedSince,
          reconciledAt: full ? startedAt : null,
        })
        .onConflictDoUpdate({
          target: crmSyncState.provider,
          set: {
            changedSince,
            ...(full ? { reconciledAt: startedAt } : {}),
          },
        })
      await run.done(report)
      return finished('done')
    } catch (error) {
      if (error instanceof MassUnpublishError) {
        const why = crmMassUnpublish(error)
        await run.refused(why, report)
        return finished('refused', why.message)
      }
      const reasons: ImportMessage[] = error instanceof CrmError ? [crmMessage(error)] : []
      const message = error instanceof Error ? error.message : String(error)
      await run.failed(message, reasons, report)
      if (!(error instanceof CrmError)) throw error
      return finished('failed', message)
    }
  })
  return outcome ?? { status: 'locked' }
}

/** Forgets where the sync stood, so the next one fetches everything (a provider switched). */
export async function resetSyncState(db: Database): Promise<void> {
  await db.execute(sql`delete from ${crmSyncState}`)
}
