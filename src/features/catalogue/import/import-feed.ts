import { and, eq, notInArray } from 'drizzle-orm'
import { agents, projects, properties, propertyTypes } from '@/server/db/schema'
import { feedEnvelopeSchema, projectRecordSchema, propertyRecordSchema } from './feed-schema'
import { formatIssues } from './format-issues'
import { importProject } from './import-project'
import { importProperty, type PropertyLinks } from './import-property'
import { importSection } from './import-section'
import type { PhotoOptions } from './record-outcome'
import { emptySection, type ImportReport } from './report'
import type { Database } from '@/server/db/types'

export type ImportOptions = {
  /** The folder of the feed file: relative photo paths are read from there. */
  feedDir: string
  /** Photos are stored under `<mediaDir>/listings/<reference>/` and `<mediaDir>/projects/…`. */
  mediaDir: string
  fetchImpl?: typeof fetch
}

/** The feed as a whole is unusable (not JSON of the expected shape): nothing was imported. */
export class InvalidFeedError extends Error {
  constructor(readonly errors: string[]) {
    super(`The feed is not valid:\n${errors.map((error) => `  - ${error}`).join('\n')}`)
    this.name = 'InvalidFeedError'
  }
}

async function loadLinks(db: Database): Promise<PropertyLinks> {
  const [types, agentRows, projectRows] = await Promise.all([
    db.select({ id: propertyTypes.id }).from(propertyTypes),
    db.select({ id: agents.id }).from(agents),
    db.select({ id: projects.id, reference: projects.reference }).from(projects),
  ])
  return {
    typeIds: new Set(types.map((row) => row.id)),
    agentIds: new Set(agentRows.map((row) => row.id)),
    projectIds: new Map(projectRows.map((row) => [row.reference, row.id])),
  }
}

async function unpublish(
  db: Database,
  table: typeof properties | typeof projects,
  keep: string[],
): Promise<string[]> {
  const rows = await db
    .update(table)
    .set({ published: false, updatedAt: new Date() })
    .where(and(eq(table.published, true), notInArray(table.reference, keep)))
    .returning({ reference: table.reference })
  return rows.map((row) => row.reference)
}

/**
 * Imports a CRM feed (docs/feed-format.md) and reports what happened to every record. Throws
 * InvalidFeedError when the envelope is wrong; a wrong record is only reported.
 */
export async function importFeed(
  db: Database,
  feed: unknown,
  options: ImportOptions,
): Promise<ImportReport> {
  const envelope = feedEnvelopeSchema.safeParse(feed)
  if (!envelope.success) throw new InvalidFeedError(formatIssues(envelope.error, '(feed)'))
  const { mode } = envelope.data
  const photoOptions: PhotoOptions = {
    feedDir: options.feedDir,
    mediaDir: options.mediaDir,
    fetchImpl: options.fetchImpl ?? fetch,
  }
  const report: ImportReport = {
    mode,
    properties: emptySection(),
    projects: emptySection(),
    warnings: [],
  }
  const warn = (section: string) => (message: string) =>
    report.warnings.push(`${section}: ${message}`)
  // Projects first, so a listing may belong to a project that arrives in the same feed.
  if (envelope.data.projects) {
    const agentIds = (await loadLinks(db)).agentIds
    report.projects = await importSection(
      envelope.data.projects,
      mode,
      {
        schema: projectRecordSchema,
        importRecord: (record) => importProject(db, record, agentIds, photoOptions),
        unpublishAllBut: (keep) => unpublish(db, projects, keep),
      },
      warn('projects'),
    )
  }
  const links = await loadLinks(db)
  report.properties = await importSection(
    envelope.data.properties,
    mode,
    {
      schema: propertyRecordSchema,
      importRecord: (record) => importProperty(db, record, links, photoOptions),
      unpublishAllBut: (keep) => unpublish(db, properties, keep),
    },
    warn('properties'),
  )
  return report
}
