import { eq, sql } from 'drizzle-orm'
import { importRuns, type ImportRunRecord } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import { importFeed, InvalidFeedError, MassUnpublishError, type ImportOptions } from './import-feed'
import type { ImportReport, SectionReport } from './report'

export type ImportRunOrigin = {
  origin: 'command' | 'upload'
  staffId: number | null
  fileName: string
}

export type RecordedImport =
  | { runId: number; report: ImportReport }
  | { runId: number; refused: InvalidFeedError | MassUnpublishError }

function sectionRecords(section: 'property' | 'project', report: SectionReport): ImportRunRecord[] {
  const valid = (outcome: 'created' | 'updated' | 'unchanged' | 'unpublished') =>
    report[outcome].map((reference): ImportRunRecord => ({
      section,
      index: null,
      reference,
      outcome,
      errors: [],
    }))
  return [
    ...report.invalid.map((entry): ImportRunRecord => ({
      section,
      index: entry.index,
      reference: entry.reference,
      outcome: 'failed',
      errors: entry.issues,
    })),
    ...valid('created'),
    ...valid('updated'),
    ...valid('unchanged'),
    ...valid('unpublished'),
  ]
}

/** The per-record report of a run: failed records first (they need the operator), then the rest. */
export function runRecords(report: ImportReport): ImportRunRecord[] {
  const all = [
    ...sectionRecords('project', report.projects),
    ...sectionRecords('property', report.properties),
  ]
  return [
    ...all.filter((r) => r.outcome === 'failed'),
    ...all.filter((r) => r.outcome !== 'failed'),
  ]
}

const total = (report: ImportReport, outcome: keyof SectionReport) =>
  report.properties[outcome].length + report.projects[outcome].length

/**
 * Imports a feed as importFeed does and records the run in `import_runs`: started before the
 * import (a crash leaves it `running`), then its counts and per-record report, or why the feed
 * was refused as a whole. Other errors mark the run failed and are thrown again.
 */
export async function recordedImport(
  db: Database,
  origin: ImportRunOrigin,
  feed: unknown,
  options: ImportOptions,
): Promise<RecordedImport> {
  const [run] = await db
    .insert(importRuns)
    .values({ origin: origin.origin, staffId: origin.staffId, fileName: origin.fileName })
    .returning({ id: importRuns.id })
  const runId = run!.id
  const finish = (values: Partial<typeof importRuns.$inferInsert>) =>
    db
      .update(importRuns)
      .set({ ...values, finishedAt: sql`now()` })
      .where(eq(importRuns.id, runId))
  try {
    const report = await importFeed(db, feed, options)
    await finish({
      status: 'done',
      mode: report.mode,
      created: total(report, 'created'),
      updated: total(report, 'updated'),
      unchanged: total(report, 'unchanged'),
      unpublished: total(report, 'unpublished'),
      failed: total(report, 'invalid'),
      warnings: report.notes,
      records: runRecords(report),
    })
    return { runId, report }
  } catch (error) {
    if (error instanceof InvalidFeedError || error instanceof MassUnpublishError) {
      await finish({ status: 'refused', message: error.message, reasons: error.reasons })
      return { runId, refused: error }
    }
    await finish({
      status: 'failed',
      message: error instanceof Error ? error.message : String(error),
    })
    throw error
  }
}
