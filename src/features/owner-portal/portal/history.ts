import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '@/server/db/types'

/** The history's type filter, as it appears in the URL (`?type=visits`). */
export const historyFilters = ['visits', 'communications', 'online-media'] as const
export type HistoryFilter = (typeof historyFilters)[number]

const typeOfFilter: Record<HistoryFilter, string> = {
  visits: 'visit',
  communications: 'communication',
  'online-media': 'online_media',
}

export const historyPageSize = 20

/**
 * One history row (specification §3 "Owner history row"). Rows the agency imported carry their
 * subject as text; rows from the site's own records carry what they are (`requestKind`), which the
 * portal names in the owner's language.
 */
export type HistoryRow = {
  key: string
  at: Date
  type: 'visit' | 'communication' | 'online_media'
  contact: string | null
  subject: string | null
  requestKind: string | null
  comment: string | null
  status: string | null
  source: string
}

/**
 * A visitor as the owner may see them (decisions.md §6, default privacy level): first name and
 * the initial of the last name, nothing else.
 */
export function visitorContact(firstName: string | null, lastName: string | null): string | null {
  const first = firstName?.trim() ?? ''
  const initial = [...(lastName?.trim() ?? '')][0]
  const parts = [first, initial ? `${initial.toLocaleUpperCase()}.` : ''].filter(Boolean)
  return parts.length ? parts.join(' ') : null
}

/**
 * Every history row of a property, newest first: the agency's imported rows, the requests received
 * through the site (communications) and the visits booked online (appointments, with their status).
 * A request that booked an appointment appears once, as the visit.
 */
function historyRows(propertyId: number) {
  return sql`
    select 'h' || h.id as key, h.occurred_at as at, h.type, h.contact, null::text as first_name,
      null::text as last_name, h.subject, null::text as request_kind, h.comment, h.status, h.source
    from owner_history h
    where h.property_id = ${propertyId}
    union all
    select 's' || s.id, s.created_at, 'communication', null, s.first_name, s.last_name, null,
      s.kind, null, 'received', 'website'
    from form_submissions s
    where s.property_id = ${propertyId}
      and not exists (select 1 from appointments a where a.submission_id = s.id)
    union all
    select 'a' || a.id, sl.starts_at, 'visit', null, s.first_name, s.last_name, null,
      'appointment', null, a.status, 'website'
    from appointments a
    join appointment_slots sl on sl.id = a.slot_id
    join form_submissions s on s.id = a.submission_id
    where sl.property_id = ${propertyId}`
}

export type HistoryPage = { rows: HistoryRow[]; total: number; page: number; pages: number }

/** One page of a property's history, optionally of one type; a page past the end is the last. */
export async function historyPage(
  database: Database,
  propertyId: number,
  { filter, page }: { filter: HistoryFilter | null; page: number },
): Promise<HistoryPage> {
  const type = filter ? typeOfFilter[filter] : null
  const where = type ? sql`where r.type = ${type}` : sql``
  const counted = await database.execute<{ total: number }>(
    sql`select count(*)::int as total from (${historyRows(propertyId)}) r ${where}`,
  )
  const total = Number(counted.rows[0]?.total ?? 0)
  const pages = Math.max(1, Math.ceil(total / historyPageSize))
  const current = Math.min(Math.max(1, page), pages)
  const rows = await readRows(
    database,
    sql`select * from (${historyRows(propertyId)}) r ${where}
      order by r.at desc, r.key desc
      limit ${historyPageSize} offset ${(current - 1) * historyPageSize}`,
  )
  return { total, page: current, pages, rows }
}

/** Every history row of a property, newest first (the CSV download). */
export function allHistoryRows(database: Database, propertyId: number): Promise<HistoryRow[]> {
  return readRows(
    database,
    sql`select * from (${historyRows(propertyId)}) r order by r.at desc, r.key desc`,
  )
}

async function readRows(database: Database, query: SQL): Promise<HistoryRow[]> {
  const result = await database.execute<{
    key: string
    at: Date | string
    type: HistoryRow['type']
    contact: string | null
    first_name: string | null
    last_name: string | null
    subject: string | null
    request_kind: string | null
    comment: string | null
    status: string | null
    source: string
  }>(query)
  return result.rows.map((row) => ({
    key: row.key,
    at: new Date(row.at),
    type: row.type,
    contact: row.contact ?? visitorContact(row.first_name, row.last_name),
    subject: row.subject,
    requestKind: row.request_kind,
    comment: row.comment,
    status: row.status,
    source: row.source,
  }))
}

/** The filter and page a history URL asks for; anything unknown is the unfiltered first page. */
export function parseHistoryQuery(searchParams: Record<string, string | string[] | undefined>): {
  filter: HistoryFilter | null
  page: number
} {
  const type = searchParams.type
  const filter = historyFilters.find((value) => value === type) ?? null
  const page = Number(searchParams.page)
  return { filter, page: Number.isInteger(page) && page > 0 ? page : 1 }
}
