import type {
  ConnectorDeps,
  CrmAgent,
  CrmLiveIds,
  CrmPage,
  MappingContext,
  PullConnector,
} from '@/features/crm/connector'
import { CrmError } from '@/features/crm/crm-error'
import { brusselsTimestamp } from '@/lib/belgium/brussels-clock'
import { logger } from '@/lib/logger'
import { createWhiseClient } from './whise-client'
import { whiseEstateSchema, type WhiseEstate } from './whise-estate'
import {
  whiseCollectionKeys,
  whiseLiveIdsPageSize,
  whisePageSize,
  whisePaths,
} from './whise-fields'
import { whiseContactUpsert } from './whise-leads'
import {
  mapWhiseProject,
  mapWhiseProperty,
  whiseEstateKind,
  whiseReference,
  whiseRepresentative,
  whiseUnpublishedReason,
  type Mapped,
} from './whise-mapping'

/** A moment as Whise writes its zoneless timestamps (§2.4: createDateTime, updateDateTime): Brussels time. */
export const whiseLocalTime = (date: Date): string => brusselsTimestamp(date)

const emptyPage = (): CrmPage => ({ properties: [], projects: [], skipped: [] })
const hasRecords = (page: CrmPage) =>
  page.properties.length + page.projects.length + page.skipped.length > 0

type Row = { estate: WhiseEstate } | { crmId: string; reason: string }

function readEstate(row: unknown): Row {
  const parsed = whiseEstateSchema.safeParse(row)
  if (parsed.success) return { estate: parsed.data }
  const id = (row as { id?: unknown } | null)?.id
  const issue = parsed.error.issues[0]
  return {
    crmId: typeof id === 'number' || typeof id === 'string' ? String(id) : '?',
    reason: `unreadable estate: ${issue?.path.join('.') || 'record'}: ${issue?.message ?? ''}`,
  }
}

export function createWhiseConnector(deps: ConnectorDeps): PullConnector {
  const { settings } = deps
  const client = createWhiseClient({
    settings,
    http: deps.http,
    warn: (message) => logger.warn({ crm: 'whise' }, message),
  })
  // §2.3: the estates' representatives and details are asked for explicitly.
  const listFilter = { ShowRepresentatives: true, ShowDetails: true }

  function estatePages(since: Date | null, pageSize = whisePageSize) {
    const filter = since
      ? { ...listFilter, UpdateDateTimeRange: { Min: whiseLocalTime(since) } }
      : listFilter
    return client.pages(
      whisePaths.estates,
      whiseCollectionKeys[whisePaths.estates],
      { Filter: filter },
      pageSize,
    )
  }

  function add<T>(
    list: { crmId: string; record: T }[],
    page: CrmPage,
    kind: 'property' | 'project',
    estate: WhiseEstate,
    mapped: Mapped<T>,
  ) {
    if ('record' in mapped) list.push({ crmId: String(estate.id), record: mapped.record })
    else page.skipped.push({ kind, crmId: String(estate.id), reason: mapped.skip })
  }

  /**
   * Projects are rebuilt whole: a changed project or unit needs all the project's units, which
   * Whise finds only in the full list (no parent filter is known), so one more pass keeps just
   * those projects and their units.
   */
  async function* projectPages(projectIds: Set<number>, context: MappingContext) {
    const projects = new Map<number, WhiseEstate>()
    const units = new Map<number, WhiseEstate[]>()
    for await (const { rows } of estatePages(null, whiseLiveIdsPageSize)) {
      for (const row of rows) {
        const read = readEstate(row)
        if (!('estate' in read)) continue
        const { estate } = read
        if (projectIds.has(estate.id) && estate.canHaveChildren) projects.set(estate.id, estate)
        else if (estate.parentId && projectIds.has(estate.parentId)) {
          units.set(estate.parentId, [...(units.get(estate.parentId) ?? []), estate])
        }
      }
    }
    let page = emptyPage()
    for (const id of projectIds) {
      const project = projects.get(id)
      const children = units.get(id) ?? []
      const projectMapped = project ? mapWhiseProject(project, children, context) : null
      if (project && projectMapped) add(page.projects, page, 'project', project, projectMapped)
      const reference =
        projectMapped && 'record' in projectMapped && project ? whiseReference(project) : null
      for (const unit of children) {
        if (whiseUnpublishedReason(unit)) continue
        if (reference === null) {
          page.skipped.push({
            kind: 'property',
            crmId: String(unit.id),
            reason: `its project ${id} is not published`,
          })
        } else
          add(page.properties, page, 'property', unit, mapWhiseProperty(unit, context, reference))
      }
      if (page.properties.length + page.projects.length >= whisePageSize) {
        yield page
        page = emptyPage()
      }
    }
    if (hasRecords(page)) yield page
  }

  async function* changes(since: Date | null, context: MappingContext): AsyncGenerator<CrmPage> {
    const projectIds = new Set<number>()
    for await (const { rows } of estatePages(since)) {
      const page = emptyPage()
      for (const row of rows) {
        const read = readEstate(row)
        if (!('estate' in read)) {
          page.skipped.push({ kind: 'property', crmId: read.crmId, reason: read.reason })
          continue
        }
        const { estate } = read
        const kind = whiseEstateKind(estate)
        if (kind === 'project') projectIds.add(estate.id)
        else if (kind === 'unit' && estate.parentId) projectIds.add(estate.parentId)
        // Estates that are not (or no longer) online are unpublished by the live-id reconciliation.
        else if (!whiseUnpublishedReason(estate)) {
          add(page.properties, page, 'property', estate, mapWhiseProperty(estate, context))
        }
      }
      if (hasRecords(page)) yield page
    }
    if (projectIds.size > 0) yield* projectPages(projectIds, context)
  }

  async function liveIds(): Promise<CrmLiveIds> {
    const live: CrmLiveIds = { properties: [], projects: [] }
    let seen = 0
    let announced: number | null = null
    for await (const { rows, totalCount } of estatePages(null, whiseLiveIdsPageSize)) {
      seen += rows.length
      announced = totalCount ?? announced
      for (const row of rows) {
        const read = readEstate(row)
        if (!('estate' in read)) {
          // An estate that cannot be read still exists: it must not be taken offline.
          if (read.crmId === '?') {
            throw new CrmError('invalid-response', 'POST /v1/estates/list: an estate has no id')
          }
          live.properties.push(read.crmId)
          continue
        }
        const { estate } = read
        if (whiseUnpublishedReason(estate)) continue
        const list = whiseEstateKind(estate) === 'project' ? live.projects : live.properties
        list.push(String(estate.id))
      }
    }
    if (announced !== null && seen !== announced) {
      throw new CrmError(
        'invalid-response',
        `POST /v1/estates/list: read ${seen} estates of the ${announced} announced`,
        { detail: `${seen}/${announced}` },
      )
    }
    return live
  }

  async function agents(): Promise<CrmAgent[]> {
    const agents: CrmAgent[] = []
    const path = whisePaths.representatives
    for await (const { rows } of client.pages(path, whiseCollectionKeys[path], {}, whisePageSize)) {
      for (const row of rows) {
        const person = whiseRepresentative(row)
        if (!person.id) continue
        agents.push({
          crmId: person.id,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          phone: person.phone,
          photoUrl: person.photo,
          languages: [],
        })
      }
    }
    return agents
  }

  return {
    provider: 'whise',
    mode: 'pull',
    async testConnection() {
      await client.authenticate()
      await client.call(whisePaths.estates, { Page: { Limit: 1, Offset: 0 } })
    },
    agents,
    async sendLead(lead) {
      await client.call(whisePaths.contactUpsert, whiseContactUpsert(lead, settings.officeId))
    },
    changes,
    // §2.3: Whise has no deleted-ids call; the runner reconciles with liveIds.
    removedSince: async () => null,
    liveIds,
  }
}
