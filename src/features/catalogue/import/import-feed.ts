import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { agents, projects, properties, propertyTypes } from '@/server/db/schema'
import { feedEnvelopeSchema, projectRecordSchema, propertyRecordSchema } from './feed-schema'
import { issueTexts, schemaIssues, type ImportIssue, type ImportMessage } from './import-issue'
import { importProject } from './import-project'
import { importProperty, type PropertyLinks } from './import-property'
import { importSection, rawReference } from './import-section'
import type { PhotoOptions } from './record-outcome'
import { emptySection, type ImportReport } from './report'
import type { Database } from '@/server/db/types'
import type { ObjectStore } from '@/server/storage/object-store'

export type ImportOptions = {
  /** The folder of the feed file: relative photo paths are read from there. */
  feedDir: string
  /** Photos are stored under `media/listings/<reference>/` and `media/projects/…` in it. */
  media: ObjectStore
  /** Given the run's report as it is filled, record by record (import-runs.ts's heartbeat). */
  onReport?: (report: ImportReport) => void
  /**
   * A full feed that would unpublish more than this share (0–1) of the published listings, or of
   * the published projects, is refused before anything is imported: an empty or truncated export
   * from the CRM must not take the whole site offline. Default 0.25.
   */
  maxUnpublishShare?: number
  /** Goes on whatever a full feed unpublishes (`npm run import -- … --allow-unpublish`). */
  allowMassUnpublish?: boolean
}

export const defaultMaxUnpublishShare = 0.25

/** The feed as a whole is unusable (not JSON of the expected shape): nothing was imported. */
export class InvalidFeedError extends Error {
  /** Each reason as the English line the command prints. */
  readonly errors: string[]

  constructor(readonly issues: ImportIssue[]) {
    const errors = issueTexts(issues)
    super(`The feed is not valid:\n${errors.map((error) => `  - ${error}`).join('\n')}`)
    this.name = 'InvalidFeedError'
    this.errors = errors
  }

  get reasons(): ImportMessage[] {
    return this.issues
  }
}

/** A full feed would unpublish more than the allowed share: nothing was imported. */
export class MassUnpublishError extends Error {
  constructor(
    readonly kind: 'listings' | 'projects',
    readonly gone: number,
    readonly published: number,
    readonly maxShare: number,
  ) {
    super(
      `The full feed would unpublish ${gone} of the ${published} published ${kind} ` +
        `(${Math.round((gone / published) * 100)} %), more than the allowed ` +
        `${Math.round(maxShare * 100)} %. Nothing was imported. If the CRM really took them ` +
        'offline, run the import again with --allow-unpublish.',
    )
    this.name = 'MassUnpublishError'
  }

  get reasons(): ImportMessage[] {
    const { kind, gone, published, maxShare } = this
    const share = Math.round((gone / published) * 100)
    const allowed = Math.round(maxShare * 100)
    return [
      {
        code: 'massUnpublish',
        params: { kind, gone, published, share, allowed },
        text: this.message,
      },
    ]
  }
}

/** Throws MassUnpublishError when a full feed's records would unpublish too much of `table`. */
async function guardUnpublish(
  db: Database,
  table: typeof properties | typeof projects,
  records: unknown[],
  kind: 'listings' | 'projects',
  maxShare: number,
) {
  const present = records.map(rawReference)
  // A record without a readable Reference stops all unpublishing (import-section.ts).
  if (present.includes(null)) return
  const keep = present.filter((reference) => reference !== null)
  const [row] = await db
    .select({
      published: count(),
      gone: keep.length
        ? count(sql`case when ${notInArray(table.reference, keep)} then 1 end`)
        : count(),
    })
    .from(table)
    .where(eq(table.published, true))
  const { published, gone } = row ?? { published: 0, gone: 0 }
  if (published > 0 && gone / published > maxShare) {
    throw new MassUnpublishError(kind, gone, published, maxShare)
  }
}

/** Throws MassUnpublishError when taking `removed` offline would unpublish too much of `table`. */
async function guardRemoved(
  db: Database,
  table: typeof properties | typeof projects,
  removed: string[],
  kind: 'listings' | 'projects',
  maxShare: number,
) {
  if (removed.length === 0) return
  const [row] = await db
    .select({
      published: count(),
      gone: count(sql`case when ${inArray(table.reference, removed)} then 1 end`),
    })
    .from(table)
    .where(eq(table.published, true))
  const { published, gone } = row ?? { published: 0, gone: 0 }
  if (published > 0 && gone / published > maxShare) {
    throw new MassUnpublishError(kind, gone, published, maxShare)
  }
}

/** Unpublishes the published rows of `references` that the feed's own records do not hold. */
async function unpublishRemoved(
  db: Database,
  table: typeof properties | typeof projects,
  references: string[],
  records: unknown[],
): Promise<string[]> {
  const present = new Set(records.map(rawReference))
  const gone = references.filter((reference) => !present.has(reference))
  if (gone.length === 0) return []
  const rows = await db
    .update(table)
    .set({ published: false, updatedAt: new Date() })
    .where(and(eq(table.published, true), inArray(table.reference, gone)))
    .returning({ reference: table.reference })
  return rows.map((row) => row.reference)
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
 * InvalidFeedError when the envelope is wrong and MassUnpublishError when a full feed would take
 * too much offline (both before anything is written); a wrong record is only reported.
 */
export async function importFeed(
  db: Database,
  feed: unknown,
  options: ImportOptions,
): Promise<ImportReport> {
  const envelope = feedEnvelopeSchema.safeParse(feed, { reportInput: true })
  if (!envelope.success) throw new InvalidFeedError(schemaIssues(envelope.error, '(feed)'))
  const { mode } = envelope.data
  const removed = {
    properties: envelope.data.removed?.properties ?? [],
    projects: envelope.data.removed?.projects ?? [],
  }
  if (!options.allowMassUnpublish) {
    const maxShare = options.maxUnpublishShare ?? defaultMaxUnpublishShare
    if (mode === 'full') {
      await guardUnpublish(db, properties, envelope.data.properties, 'listings', maxShare)
      if (envelope.data.projects) {
        await guardUnpublish(db, projects, envelope.data.projects, 'projects', maxShare)
      }
    }
    await guardRemoved(db, properties, removed.properties, 'listings', maxShare)
    await guardRemoved(db, projects, removed.projects, 'projects', maxShare)
  }
  const photoOptions: PhotoOptions = {
    feedDir: options.feedDir,
    media: options.media,
  }
  const report: ImportReport = {
    mode,
    properties: emptySection(),
    projects: emptySection(),
    warnings: [],
    notes: [],
  }
  options.onReport?.(report)
  const warn = (section: 'projects' | 'properties') => (message: ImportMessage) => {
    const text = `${section}: ${message.text}`
    report.warnings.push(text)
    report.notes.push({ ...message, params: { ...message.params, section }, text })
  }
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
      report.projects,
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
    report.properties,
  )
  // What the CRM said it took offline (a partial feed's `removed`), after the records.
  const removedRows = async (
    section: 'properties' | 'projects',
    table: typeof properties | typeof projects,
    records: unknown[],
  ) => {
    const gone = await unpublishRemoved(db, table, removed[section], records)
    report[section].unpublished = [...report[section].unpublished, ...gone].sort()
  }
  await removedRows('projects', projects, envelope.data.projects ?? [])
  await removedRows('properties', properties, envelope.data.properties)
  options.onReport?.(report)
  return report
}
