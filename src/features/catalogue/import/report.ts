import type { ImportIssue, ImportMessage } from '@/server/db/schema'

export type InvalidRecord = {
  /** The record's Reference when it could be read, so the operator can find it in the CRM. */
  reference: string | null
  /** Position in the feed's list, from 0. */
  index: number
  /** Each reason as the English line `npm run import` prints (docs/feed-format.md). */
  errors: string[]
  /** The same reasons as message codes, for the back office (import-issue.ts). */
  issues: ImportIssue[]
}

export type SectionReport = {
  created: string[]
  updated: string[]
  unchanged: string[]
  unpublished: string[]
  invalid: InvalidRecord[]
}

export type ImportReport = {
  mode: 'full' | 'partial'
  properties: SectionReport
  projects: SectionReport
  /** Things the operator should know that concern no single record, as the command prints them. */
  warnings: string[]
  /** The same as messages, for the back office (import-issue.ts). */
  notes: ImportMessage[]
}

export function emptySection(): SectionReport {
  return { created: [], updated: [], unchanged: [], unpublished: [], invalid: [] }
}

/** `3 created, 1 updated, 55 unchanged, 1 unpublished, 2 invalid` */
export function summarizeSection(section: SectionReport): string {
  return [
    `${section.created.length} created`,
    `${section.updated.length} updated`,
    `${section.unchanged.length} unchanged`,
    `${section.unpublished.length} unpublished`,
    `${section.invalid.length} invalid`,
  ].join(', ')
}

export function summarizeReport(report: ImportReport): string {
  return `properties: ${summarizeSection(report.properties)}; projects: ${summarizeSection(report.projects)}`
}

/** Adds a later import's outcomes to a run's report (a CRM sync imports page by page). */
export function mergeReport(into: ImportReport, from: ImportReport): void {
  for (const section of ['properties', 'projects'] as const) {
    const target = into[section]
    const source = from[section]
    const offset = target.invalid.length
    target.created.push(...source.created)
    target.updated.push(...source.updated)
    target.unchanged.push(...source.unchanged)
    target.unpublished.push(...source.unpublished)
    target.invalid.push(
      ...source.invalid.map((entry) => ({ ...entry, index: entry.index + offset })),
    )
  }
  into.warnings.push(...from.warnings)
  into.notes.push(...from.notes)
}
