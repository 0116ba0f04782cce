import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  importFeed,
  MassUnpublishError,
  startImportRun,
  type ImportReport,
} from '@/features/catalogue/node'
import type { ImportMessage } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import type { ObjectStore } from '@/server/storage/object-store'
import type { PushConnector } from '@/features/crm/connector'
import { CrmError } from '@/features/crm/crm-error'
import { crmLinks, referencesOf, rememberRecords } from './crm-records'
import { agentLookup } from './sync-agents'
import { underSyncLock } from './sync-lock'
import { crmMassUnpublish, crmMessage, skippedRecords } from './sync-messages'

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
        const page = request.removed
          ? null
          : await connector.fetchOne(crmId, { agentId: await agentLookup(db, connector.provider) })
        const removed = page
          ? undefined
          : {
              properties: await referencesOf(db, connector.provider, 'property', [crmId]),
              projects: await referencesOf(db, connector.provider, 'project', [crmId]),
            }
        report = await importFeed(
          db,
          {
            mode: 'partial',
            properties: page?.properties.map((entry) => entry.record) ?? [],
            projects: page?.projects.map((entry) => entry.record) ?? [],
            ...(removed ? { removed } : {}),
          },
          { feedDir, media: request.media },
        )
        if (page) {
          skippedRecords(report, page.skipped)
          await rememberRecords(db, connector.provider, 'project', crmLinks(page.projects))
          await rememberRecords(db, connector.provider, 'property', crmLinks(page.properties))
          const imported = new Set([...report.properties.created, ...report.properties.updated])
          for (const { crmId: id, record } of page.properties) {
            const reference = String(record.Reference).trim()
            const url = imported.has(reference) ? await request.publicUrl(reference) : null
            if (url) await connector.reportUrl(id, url)
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

const emptyOf = (): ImportReport => ({
  mode: 'partial',
  properties: { created: [], updated: [], unchanged: [], unpublished: [], invalid: [] },
  projects: { created: [], updated: [], unchanged: [], unpublished: [], invalid: [] },
  warnings: [],
  notes: [],
})
