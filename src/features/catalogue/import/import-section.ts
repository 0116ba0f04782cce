import type { z } from '@/lib/zod'
import {
  importIssue,
  issueTexts,
  schemaIssues,
  type ImportIssue,
  type ImportMessage,
} from './import-issue'
import type { RecordOutcome } from './record-outcome'
import { emptySection, type SectionReport } from './report'

type Section<R> = {
  schema: z.ZodType<R>
  importRecord: (record: R) => Promise<RecordOutcome>
  /** Unpublishes what is published and not in `keep`; returns the references it unpublished. */
  unpublishAllBut: (keep: string[]) => Promise<string[]>
}

/** The Reference of a record as written, even when the record is invalid; null if unreadable. */
export function rawReference(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || !('Reference' in record)) return null
  const value = record.Reference
  if (typeof value !== 'string' && typeof value !== 'number') return null
  return String(value).trim() || null
}

function duplicates(references: (string | null)[]): Map<string, number[]> {
  const positions = new Map<string, number[]>()
  references.forEach((reference, index) => {
    if (reference !== null) positions.set(reference, [...(positions.get(reference) ?? []), index])
  })
  return new Map([...positions].filter(([, found]) => found.length > 1))
}

function describeFailure(error: unknown): ImportIssue {
  const reason = error instanceof Error ? error.message : String(error)
  return importIssue('(record)', 'failure', `could not be imported: ${reason}`, { reason })
}

const invalid = (reference: string | null, index: number, issues: ImportIssue[]) => ({
  reference,
  index,
  errors: issueTexts(issues),
  issues,
})

/**
 * Imports one list of records, each on its own: a record that fails validation, a database check
 * or its photos is reported and skipped while the others go on. In a full feed, published rows
 * the feed no longer has are unpublished afterwards; a record that is present but invalid still
 * counts as present, so its listing stays online as it was.
 */
export async function importSection<R extends { Reference: string }>(
  records: unknown[],
  mode: 'full' | 'partial',
  section: Section<R>,
  warn: (message: ImportMessage) => void,
  /** Filled as the records go, so a heartbeat can record what the run has done so far. */
  report: SectionReport = emptySection(),
): Promise<SectionReport> {
  const references = records.map(rawReference)
  const repeated = duplicates(references)
  for (const [index, raw] of records.entries()) {
    const reference = references[index] ?? null
    const others = reference === null ? undefined : repeated.get(reference)
    if (others && reference !== null) {
      const records = others.map((position) => `#${position}`).join(', ')
      const english = `${reference} appears more than once in the feed (records ${records})`
      report.invalid.push(
        invalid(reference, index, [
          importIssue('Reference', 'duplicateReference', english, { reference, records }),
        ]),
      )
      continue
    }
    const parsed = section.schema.safeParse(raw, { reportInput: true })
    if (!parsed.success) {
      report.invalid.push(invalid(reference, index, schemaIssues(parsed.error)))
      continue
    }
    const outcome = await section
      .importRecord(parsed.data)
      .catch((error: unknown): RecordOutcome => ({ invalid: [describeFailure(error)] }))
    if (typeof outcome === 'string') report[outcome].push(parsed.data.Reference)
    else report.invalid.push(invalid(reference, index, outcome.invalid))
  }
  if (mode === 'full') {
    if (report.invalid.some((entry) => entry.reference === null)) {
      // That record may be any published listing; unpublishing could take a good one offline.
      warn({
        code: 'nothingUnpublished',
        text: 'Nothing was unpublished: an invalid record has no readable Reference.',
      })
    } else {
      const present = references.filter((reference) => reference !== null)
      report.unpublished = (await section.unpublishAllBut(present)).sort()
    }
  }
  return report
}
