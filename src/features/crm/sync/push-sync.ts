import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  importFeed,
  MassUnpublishError,
  startImportRun,
  type ImportReport,
} from '@/features/catalogue/node'
import { and, eq, inArray } from 'drizzle-orm'
import { projects, properties, type ImportMessage } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import type { ObjectStore } from '@/server/storage/object-store'
import type { CrmPage, PushConnector } from '@/features/crm/connector'
import { CrmError } from '@/features/crm/crm-error'
import { crmLinks, referencesOf, rememberRecords } from './crm-records'
import { agentLookup, syncAgents, type AgentSync } from './sync-agents'
import { underSyncLock } from './sync-lock'
import { agentPhotoNotes, crmMassUnpublish, crmMessage, skippedRecords } from './sync-messages'

export type PushRequest = {
  db: Database
  media: ObjectStore
  connector: PushConnector
  /** The CRM's id of the record the event is about. */
  crmId: string
  /** The CRM says the record was deleted or taken off publication. */
  removed: boolean
  /** The absolute address of a listing's page on the site, by reference; null when offline. */
  publicUrl: (reference: string) => Promise<string | null>
}

export type PushOutcome = {
  status: 'done' | 'failed' | 'refused'
  runId: number
  report: ImportReport
  message?: string
}

/**
 * Applies one change a push CRM announced (SweepBright's webhook), recorded as an import run: the
 * record is fetched from the CRM and imported like any feed record, or taken offline when the CRM
 * deleted it or no longer gives it; then the CRM is told each imported listing's address. Waits for
 * a sync under way, so two changes never import the same record at once.
 */
export async function applyPushEvent(request: PushRequest): Promise<PushOutcome> {
  const { db, connector, crmId } = request
  const outcome = await underSyncLock(
    db,
    async (): Promise<PushOutcome> => {
      const run = await startImportRun(db, {
        origin: 'crm',
        staffId: null,
        fileName: `${connector.provider} ${crmId}`,
      })
      const feedDir = await mkdtemp(path.join(tmpdir(), 'crm-push-'))
      let report: ImportReport | undefined
      try {
        const fetched = request.removed ? null : await fetchWithAgents(request)
        const page = fetched?.page ?? null
        const gone = page
          ? { properties: [], projects: [] }
          : {
              properties: await referencesOf(db, connector.provider, 'property', [crmId]),
              projects: await referencesOf(db, connector.provider, 'project', [crmId]),
            }
        // A project's units the CRM no longer gives with it (withdrawn, sold off the site) go
        // offline with it; a deleted project takes all its units along.
        const projectReferences = page
          ? page.projects.map((entry) => String(entry.record.Reference).trim())
          : gone.projects
        const kept = new Set(page?.properties.map((entry) => String(entry.record.Reference).trim()))
        const units = (await publishedUnits(db, projectReferences)).filter(
          (unit) => !kept.has(unit),
        )
        const removed = {
          properties: [...gone.properties, ...units],
          projects: gone.projects,
        }
        report = await importFeed(
          db,
          {
            mode: 'partial',
            properties: page?.properties.map((entry) => entry.record) ?? [],
            projects: page?.projects.map((entry) => entry.record) ?? [],
            removed,
          },
          // The CRM named this one record: the guard against an empty or truncated list of a
          // whole catalogue has nothing to guard here (a project may take many units along).
          { feedDir, media: request.media, allowMassUnpublish: true },
        )
        agentPhotoNotes(report, fetched?.photoFailures ?? [])
        if (page) {
          skippedRecords(report, page.skipped)
          await rememberRecords(db, connector.provider, 'project', crmLinks(page.projects))
          await rememberRecords(db, connector.provider, 'property', crmLinks(page.properties))
          const imported = new Set([...report.properties.created, ...report.properties.updated])
          for (const { crmId: id, record } of page.properties) {
            const reference = String(record.Reference).trim()
            const url = imported.has(reference) ? await request.publicUrl(reference) : null
            if (url) await reportUrl(connector, report, { crmId: id, reference, url })
          }
        }
        await run.done(report)
        return { status: 'done', runId: run.runId, report }
      } catch (error) {
        const empty = report
        if (error instanceof MassUnpublishError) {
          const why = crmMassUnpublish(error)
          await run.refused(why, empty)
          return {
            status: 'refused',
            runId: run.runId,
            report: empty ?? emptyOf(),
            message: why.message,
          }
        }
        const reasons: ImportMessage[] = error instanceof CrmError ? [crmMessage(error)] : []
        const message = error instanceof Error ? error.message : String(error)
        await run.failed(message, reasons, empty)
        if (!(error instanceof CrmError)) throw error
        return { status: 'failed', runId: run.runId, report: empty ?? emptyOf(), message }
      } finally {
        await rm(feedDir, { recursive: true, force: true })
      }
    },
    { wait: true },
  )
  // Waiting for the lock never returns null.
  return outcome!
}

/**
 * The record the event names, its negotiators made agents first: a CRM without a users list
 * (SweepBright) names them in its records only. When one is new, the record is mapped again so
 * that it names the new agent.
 */
async function fetchWithAgents(
  request: PushRequest,
): Promise<{ page: CrmPage | null; photoFailures: AgentSync['photoFailures'] }> {
  const { db, connector, crmId, media } = request
  const lookup = async () => ({ agentId: await agentLookup(db, connector.provider) })
  const page = await connector.fetchOne(crmId, await lookup())
  if (!page?.agents?.length) return { page, photoFailures: [] }
  const { added, photoFailures } = await syncAgents(db, connector.provider, page.agents, media)
  return {
    page: added > 0 ? await connector.fetchOne(crmId, await lookup()) : page,
    photoFailures,
  }
}

/**
 * Tells the CRM where the listing is on the site. A CRM that refuses (a unit it keeps under its
 * project only) leaves the import as it is: the run notes it, in the operator's language.
 */
async function reportUrl(
  connector: PushConnector,
  report: ImportReport,
  listing: { crmId: string; reference: string; url: string },
) {
  try {
    await connector.reportUrl(listing.crmId, listing.url)
  } catch (error) {
    if (!(error instanceof CrmError) || error.code !== 'refused') throw error
    const text = `${listing.reference}: the CRM was not told the listing's address (${error.message})`
    report.warnings.push(text)
    report.notes.push({
      code: 'crmReportUrl',
      params: { reference: listing.reference, reason: error.message },
      text,
    })
  }
}

/** The references of the published listings that are units of these projects. */
async function publishedUnits(db: Database, projectReferences: string[]): Promise<string[]> {
  if (projectReferences.length === 0) return []
  const rows = await db
    .select({ reference: properties.reference })
    .from(properties)
    .innerJoin(projects, eq(projects.id, properties.projectId))
    .where(and(eq(properties.published, true), inArray(projects.reference, projectReferences)))
  return rows.map((row) => row.reference)
}

const emptyOf = (): ImportReport => ({
  mode: 'partial',
  properties: { created: [], updated: [], unchanged: [], unpublished: [], invalid: [] },
  projects: { created: [], updated: [], unchanged: [], unpublished: [], invalid: [] },
  warnings: [],
  notes: [],
})
