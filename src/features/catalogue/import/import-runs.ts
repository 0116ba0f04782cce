import { and, eq, lt, sql } from 'drizzle-orm'
import { importRuns, type ImportRunRecord } from '@/server/db/schema'
import type { Database } from '@/server/db/types'
import { importFeed, InvalidFeedError, MassUnpublishError, type ImportOptions } from './import-feed'
import type { ImportReport, SectionReport } from './report'
import type { ImportMessage } from '@/server/db/schema'

export type ImportRunOrigin = {
  origin: 'command' | 'upload' | 'crm'
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

/** How often a run writes its heartbeat and its report so far. */
export const heartbeatSeconds = 5
/** A run whose heartbeat is older than this many intervals died: its process would have beaten. */
export const missedHeartbeats = 6

/** The run's counts and records as the report stands (a finished run's, or one in progress). */
function progress(report: ImportReport) {
  return {
    mode: report.mode,
    created: total(report, 'created'),
    updated: total(report, 'updated'),
    unchanged: total(report, 'unchanged'),
    unpublished: total(report, 'unpublished'),
    failed: total(report, 'invalid'),
    warnings: report.notes,
    records: runRecords(report),
  }
}

/**
 * Marks the runs whose process died (killed, host lost) as interrupted: still `running` with a
 * heartbeat older than `missedHeartbeats` intervals. They finished at their last heartbeat, with
 * the report they had written by then. Returns how many. Run before each import and at start.
 */
export async function markInterruptedRuns(db: Database): Promise<number> {
  const stale = sql`now() - make_interval(secs => ${heartbeatSeconds * missedHeartbeats})`
  const rows = await db
    .update(importRuns)
    .set({ status: 'interrupted', finishedAt: sql`${importRuns.heartbeatAt}` })
    .where(and(eq(importRuns.status, 'running'), lt(importRuns.heartbeatAt, stale)))
    .returning({ id: importRuns.id })
  return rows.length
}

/**
 * Writes the run's heartbeat every `heartbeatSeconds`, with what it has done so far, until the
 * returned function stops it (and waits for a write in flight). A failed write is skipped: the
 * next one tries again, and a run that cannot write for long is taken for dead, rightly so.
 */
function startHeartbeat(db: Database, runId: number, report: () => ImportReport | undefined) {
  let writing: Promise<unknown> = Promise.resolve()
  const beat = () => {
    const current = report()
    return db
      .update(importRuns)
      .set({ heartbeatAt: sql`now()`, ...(current ? progress(current) : {}) })
      .where(and(eq(importRuns.id, runId), eq(importRuns.status, 'running')))
      .catch(() => {})
  }
  // One write at a time: a slow database gets the beats in order, never two at once.
  const timer = setInterval(() => (writing = writing.then(beat)), heartbeatSeconds * 1_000)
  // A command that is done must not wait for the next beat to exit.
  timer.unref()
  return async () => {
    clearInterval(timer)
    await writing
  }
}

/** A run being recorded in `import_runs` (startImportRun): one feed, or a CRM sync's pages. */
export type ImportRunHandle = {
  runId: number
  /** The report as it stands, written with the next heartbeat. */
  progress: (report: ImportReport) => void
  done: (report: ImportReport) => Promise<void>
  /** The feed or sync was refused as a whole (InvalidFeedError, MassUnpublishError or alike). */
  refused: (
    why: { message: string; reasons: ImportMessage[] },
    report?: ImportReport,
  ) => Promise<void>
  /** The run stopped on an error; `reasons` say why in the back office's languages. */
  failed: (message: string, reasons?: ImportMessage[], report?: ImportReport) => Promise<void>
}

/**
 * Records a run in `import_runs`: started now with a heartbeat while it goes on (a run whose
 * process dies is marked interrupted by the next run or start, with what it had done), then its
 * counts and per-record report, or why it was refused or failed.
 */
export async function startImportRun(
  db: Database,
  origin: ImportRunOrigin,
): Promise<ImportRunHandle> {
  await markInterruptedRuns(db)
  const [run] = await db
    .insert(importRuns)
    .values({ origin: origin.origin, staffId: origin.staffId, fileName: origin.fileName })
    .returning({ id: importRuns.id })
  const runId = run!.id
  let live: ImportReport | undefined
  const stopHeartbeat = startHeartbeat(db, runId, () => live)
  const finish = async (values: Partial<typeof importRuns.$inferInsert>) => {
    await stopHeartbeat()
    await db
      .update(importRuns)
      .set({ ...values, finishedAt: sql`now()` })
      .where(eq(importRuns.id, runId))
  }
  const counts = (report?: ImportReport) => (report ? progress(report) : {})
  return {
    runId,
    progress: (report) => {
      live = report
    },
    done: (report) => finish({ status: 'done', ...progress(report) }),
    refused: (error, report) =>
      finish({
        status: 'refused',
        ...counts(report),
        message: error.message,
        reasons: error.reasons,
      }),
    failed: (message, reasons = [], report) =>
      finish({ status: 'failed', ...counts(report), message, reasons }),
  }
}

/** Imports a feed as importFeed does and records the run (startImportRun). */
export async function recordedImport(
  db: Database,
  origin: ImportRunOrigin,
  feed: unknown,
  options: ImportOptions,
): Promise<RecordedImport> {
  const run = await startImportRun(db, origin)
  try {
    const report = await importFeed(db, feed, {
      ...options,
      onReport: (report) => {
        run.progress(report)
        options.onReport?.(report)
      },
    })
    await run.done(report)
    return { runId: run.runId, report }
  } catch (error) {
    if (error instanceof InvalidFeedError || error instanceof MassUnpublishError) {
      await run.refused(error)
      return { runId: run.runId, refused: error }
    }
    await run.failed(error instanceof Error ? error.message : String(error))
    throw error
  }
}
