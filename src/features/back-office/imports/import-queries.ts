import { desc, eq } from 'drizzle-orm'
import { importRuns, staff } from '@/server/db/schema'
import type { Executor } from '@/server/db/types'

export const runsShown = 50

const summary = {
  id: importRuns.id,
  origin: importRuns.origin,
  fileName: importRuns.fileName,
  status: importRuns.status,
  mode: importRuns.mode,
  created: importRuns.created,
  updated: importRuns.updated,
  unchanged: importRuns.unchanged,
  unpublished: importRuns.unpublished,
  failed: importRuns.failed,
  startedAt: importRuns.startedAt,
  finishedAt: importRuns.finishedAt,
  staffName: staff.name,
}

/** The latest runs, uploaded or from `npm run import`, newest first. */
export function listRuns(executor: Executor) {
  return executor
    .select(summary)
    .from(importRuns)
    .leftJoin(staff, eq(staff.id, importRuns.staffId))
    .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
    .limit(runsShown)
}

/** One run with its per-record report, or null. */
export async function findRun(executor: Executor, id: number) {
  const [run] = await executor
    .select({
      ...summary,
      message: importRuns.message,
      warnings: importRuns.warnings,
      reasons: importRuns.reasons,
      records: importRuns.records,
    })
    .from(importRuns)
    .leftJoin(staff, eq(staff.id, importRuns.staffId))
    .where(eq(importRuns.id, id))
  return run ?? null
}
