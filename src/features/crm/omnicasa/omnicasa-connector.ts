import type {
  ConnectorDeps,
  CrmAgent,
  CrmLiveIds,
  CrmPage,
  MappingContext,
  PullConnector,
} from '@/features/crm/connector'
import { CrmError } from '@/features/crm/crm-error'
import { brusselsWallClock } from '@/lib/belgium/brussels-clock'
import { isSupportedLanguage, supportedLanguages, type Language } from '@/lib/i18n/languages'
import { translatorFor } from '@/lib/i18n/translator'
import { submissionKinds } from '@/server/requests/submission-kinds'
import { createOmnicasaClient, type OmnicasaItem, type OmnicasaParams } from './omnicasa-client'
import {
  idPageSize,
  languageIds,
  languagePassFields,
  listParameters as p,
  operations,
  pageSize,
  primaryLanguage,
  publishedStatuses,
  userFields,
} from './omnicasa-fields'
import { leadCall } from './omnicasa-leads'
import { mapProject, mapProperty, type ByLanguage } from './omnicasa-mapping'
import { pick, text } from './omnicasa-values'

const otherLanguages = supportedLanguages.filter((lang) => lang !== primaryLanguage)
const published = { [p.status]: publishedStatuses.join(',') }
const inLanguage = (lang: Language) => ({
  LanguageId: languageIds[lang],
  DescriptionLanguageId: languageIds[lang],
})

/** §1.1: dates are sent as Brussels wall-clock time, `YYYY-MM-DD HH:MM:SS`. */
export function changeSince(since: Date): string {
  const { day, time } = brusselsWallClock(since)
  return `${day} ${time}:00`
}

function languagesOf(value: unknown): Language[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  const byId = Object.fromEntries(Object.entries(languageIds).map(([lang, id]) => [id, lang]))
  const found = parts.map((part) => {
    const token = String(part).trim().toLowerCase()
    return byId[Number(token)] ?? token
  })
  return supportedLanguages.filter((lang) => found.includes(lang))
}

/** A user of GetUserList (field names [inferred], omnicasa-fields.ts) as a site agent. */
export function agentOf(user: OmnicasaItem): CrmAgent | null {
  const crmId = text(pick(user, userFields.id))
  const email = text(pick(user, userFields.email))
  if (!crmId || !email) return null
  return {
    crmId,
    firstName: text(pick(user, userFields.firstName)) ?? '',
    lastName: text(pick(user, userFields.lastName)) ?? '',
    email,
    phone: text(pick(user, userFields.phone)) ?? '',
    photoUrl: text(pick(user, userFields.photo)),
    languages: languagesOf(pick(user, userFields.languages)),
  }
}

export function createOmnicasaConnector(deps: ConnectorDeps): PullConnector {
  const client = createOmnicasaClient(deps.settings, deps.http)

  /** The same records in every other language, asked for by their ids (one call per language). */
  async function translations(ids: string[]): Promise<Map<string, ByLanguage>> {
    const byId = new Map<string, ByLanguage>()
    for (const lang of otherLanguages) {
      const params: OmnicasaParams = {
        ...published,
        ...inLanguage(lang),
        [p.ids]: ids.join(','),
        [p.displayFields]: languagePassFields.join(','),
      }
      for await (const page of client.pages(operations.propertyList, params, ids.length)) {
        for (const item of page.items) {
          const id = text(item.ID)
          if (id) byId.set(id, { ...byId.get(id), [lang]: item })
        }
      }
    }
    return byId
  }

  async function unitsOf(projectId: string): Promise<OmnicasaItem[]> {
    const units: OmnicasaItem[] = []
    const params = {
      ...published,
      ...inLanguage(primaryLanguage),
      [p.projectId]: Number(projectId),
    }
    for await (const page of client.pages(operations.propertyList, params, pageSize)) {
      units.push(...page.items)
    }
    return units
  }

  /**
   * Projects have no ChangeSince (§1.3): every sync reads them all, a window at a time in each
   * language; the import leaves unchanged ones untouched and photos are keyed by picture id.
   */
  async function* projectPages(context: MappingContext): AsyncGenerator<CrmPage> {
    const params = { [p.projectPublished]: true, [p.sortFields]: 'ID' }
    for (let first = 1; ; first += pageSize) {
      const batch = await client.page(
        operations.projectList,
        { ...params, ...inLanguage(primaryLanguage) },
        first,
        pageSize,
      )
      const rows = batch.items
      if (rows.length === 0) return
      const byId = new Map<string, ByLanguage>()
      for (const item of rows) byId.set(text(item.ID) ?? '', { [primaryLanguage]: item })
      for (const lang of otherLanguages) {
        const translated = await client.page(
          operations.projectList,
          { ...params, ...inLanguage(lang) },
          first,
          pageSize,
        )
        // Matched by id: a project added meanwhile lacks this language until the next sync.
        for (const item of translated.items) {
          const entry = byId.get(text(item.ID) ?? '')
          if (entry) entry[lang] = item
        }
      }
      const result: CrmPage = { properties: [], projects: [], skipped: [] }
      for (const item of rows) {
        const id = text(item.ID)
        const mapped = mapProject(
          byId.get(id ?? '') ?? {},
          item,
          id ? await unitsOf(id) : [],
          context,
        )
        if ('skip' in mapped) {
          result.skipped.push({ kind: 'project', crmId: mapped.crmId, reason: mapped.skip })
        } else result.projects.push(mapped)
      }
      yield result
      if (batch.last) return
    }
  }

  async function* propertyPages(since: Date | null, context: MappingContext) {
    const params: OmnicasaParams = {
      ...published,
      ...inLanguage(primaryLanguage),
      [p.sortFields]: 'ID',
      [p.changeSince]: since ? changeSince(since) : undefined,
    }
    for await (const page of client.pages(operations.propertyList, params, pageSize)) {
      const ids = page.items.map((item) => text(item.ID)).filter((id): id is string => !!id)
      const others = ids.length > 0 ? await translations(ids) : new Map<string, ByLanguage>()
      const result: CrmPage = { properties: [], projects: [], skipped: [] }
      for (const item of page.items) {
        const id = text(item.ID) ?? ''
        const mapped = mapProperty({ ...others.get(id), [primaryLanguage]: item }, item, context)
        if ('skip' in mapped) {
          result.skipped.push({ kind: 'property', crmId: mapped.crmId, reason: mapped.skip })
        } else result.properties.push(mapped)
      }
      yield result
    }
  }

  /** Every id of a list, or a CrmError: a list that changes while read is not answered partly. */
  async function allIds(operation: string, params: OmnicasaParams): Promise<string[]> {
    const ids = new Set<string>()
    let expected = 0
    for await (const page of client.pages(operation, params, idPageSize)) {
      expected = page.rowsCount
      for (const item of page.items) {
        const id = text(item.ID)
        if (id) ids.add(id)
      }
    }
    if (ids.size < expected) {
      throw new CrmError(
        'invalid-response',
        `Omnicasa ${operation}: ${ids.size} ids read of ${expected} counted`,
        { label: `Omnicasa ${operation}` },
      )
    }
    return [...ids]
  }

  async function deletedIds(operation: string): Promise<string[]> {
    const value = await client.call(operation)
    if (value === null) return []
    if (!Array.isArray(value)) {
      throw new CrmError('invalid-response', `Omnicasa ${operation}: not a list of ids`, {
        label: `Omnicasa ${operation}`,
      })
    }
    return value.map((id) => text(id)).filter((id): id is string => !!id)
  }

  return {
    provider: 'omnicasa',
    mode: 'pull',

    async testConnection() {
      const value = await client.call(operations.validateCustomer)
      if (value !== true) {
        throw new CrmError('auth', 'Omnicasa ValidateCustomer: the credentials are not valid', {
          label: `Omnicasa ${operations.validateCustomer}`,
        })
      }
    },

    async agents() {
      const agents: CrmAgent[] = []
      const params = { ...inLanguage(primaryLanguage), IncludeHiddenOnWeb: false }
      for await (const page of client.pages(operations.userList, params, pageSize)) {
        for (const user of page.items) {
          const agent = agentOf(user)
          if (agent) agents.push(agent)
        }
      }
      return agents
    },

    async *changes(since, context) {
      // Projects first: a unit's ProjectReference must name a project imported before it.
      yield* projectPages(context)
      yield* propertyPages(since, context)
    },

    // GetDeleted…IDs take no date (§1.3): the runner gets every id Omnicasa still lists.
    async removedSince(): Promise<CrmLiveIds> {
      const [properties, projects] = await Promise.all([
        deletedIds(operations.deletedPropertyIds),
        deletedIds(operations.deletedProjectIds),
      ])
      return { properties, projects }
    },

    async liveIds() {
      const properties = await allIds(operations.propertyList, {
        ...published,
        ...inLanguage(primaryLanguage),
        [p.sortFields]: 'ID',
        [p.displayFields]: 'ID',
      })
      const projects = await allIds(operations.projectList, {
        ...inLanguage(primaryLanguage),
        [p.projectPublished]: true,
        [p.sortFields]: 'ID',
        [p.displayFields]: 'ID',
      })
      return { properties, projects }
    },

    async sendLead(lead) {
      const language = isSupportedLanguage(lead.language) ? lead.language : primaryLanguage
      const t = await translatorFor(language)
      const kind = submissionKinds.find((known) => known === lead.kind)
      const subject = kind ? t(`requestMail.subjects.${kind}`) : lead.kind
      const { operation, params } = leadCall({ ...lead, language }, subject)
      const value = await client.call(operation, params)
      if (value === false || value === null || value === 0) {
        throw new CrmError('refused', `Omnicasa ${operation}: the lead was not taken`, {
          label: `Omnicasa ${operation}`,
        })
      }
    },
  }
}
