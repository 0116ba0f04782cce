import { brusselsInstant } from '@/lib/belgium/brussels-clock'
import type { OmnicasaItem } from './omnicasa-client'
import {
  historySource,
  maxHistoryRows,
  visitStatistic,
  type HistoryOperation,
} from './omnicasa-fields'
import { paragraphs, pick, text, whole } from './omnicasa-values'

/** A feed `OwnerHistory` row (docs/feed-format.md "Owner history rows"). */
export type HistoryRow = {
  Key: string
  Date: string
  Type: HistoryOperation['type']
  Subject: string
  Contact?: string
  Comment?: string
  Status?: string
  Source: string
}

/** The feed's `VisitCounters` (docs/feed-format.md "Visit counters"). */
export type VisitCounters = Record<'Today' | 'Week' | 'Month' | 'Total', number | null>

/**
 * A date of Omnicasa's (§1.2): `YYYY-MM-DD HH:MM:SS` (or with a `T`) is Brussels wall-clock time,
 * `/Date(ms±hhmm)/` an instant; null for anything else or an hour the clocks skip.
 */
export function omnicasaDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null
  const wcf = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(value.trim())
  if (wcf) return new Date(Number(wcf[1]))
  const plain = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/.exec(
    value.trim(),
  )
  if (!plain) return null
  const instant = brusselsInstant(plain[1]!, plain[2] ?? '00:00')
  return instant && new Date(instant.getTime() + Number(plain[3] ?? 0) * 1000)
}

const cut = (value: string | null, max: number) => (value ? value.slice(0, max).trim() : null)

/** "An P.": what the owner may see of a person (decisions.md §6). */
function contactOf(row: OmnicasaItem, fields: HistoryOperation['fields']): string | null {
  let first = text(pick(row, fields.contactFirstName))
  let last = text(pick(row, fields.contactLastName))
  if (!first && !last) {
    const [given, ...rest] = (text(pick(row, fields.contactFullName)) ?? '').split(/\s+/)
    first = given || null
    last = rest.join(' ') || null
  }
  const initial = last ? [...last][0] : undefined
  return cut(
    [first, initial ? `${initial.toLocaleUpperCase()}.` : null].filter(Boolean).join(' '),
    200,
  )
}

/**
 * One row of a history operation (field names [inferred], omnicasa-fields.ts) as a feed history
 * row, keyed by the operation and the row's id; null for a row without an id, a date or a subject.
 */
export function historyRowOf(source: HistoryOperation, row: OmnicasaItem): HistoryRow | null {
  const { fields } = source
  const id = text(pick(row, fields.id))?.replace(/[^A-Za-z0-9._-]/g, '-')
  const date = omnicasaDate(pick(row, fields.date))
  const subject = cut(paragraphs(pick(row, fields.subject))?.replace(/\s+/g, ' ') ?? null, 300)
  if (!id || !date || !subject) return null
  const entry: HistoryRow = {
    Key: `${source.keyPrefix}${id}`.slice(0, 64),
    Date: date.toISOString(),
    Type: source.type,
    Subject: subject,
    Source: cut(text(pick(row, fields.source)), 100) ?? historySource,
  }
  const contact = contactOf(row, fields)
  const comment = cut(paragraphs(pick(row, fields.comment)), 2000)
  const status = cut(text(pick(row, fields.status)), 40)
  if (contact) entry.Contact = contact
  if (comment) entry.Comment = comment
  if (status) entry.Status = status
  return entry
}

/** The rows of every operation, once per key, newest first, at most the feed's limit. */
export function historyOf(
  rows: { source: HistoryOperation; items: OmnicasaItem[] }[],
): HistoryRow[] {
  const byKey = new Map<string, HistoryRow>()
  for (const { source, items } of rows) {
    for (const item of items) {
      const entry = historyRowOf(source, item)
      if (entry && !byKey.has(entry.Key)) byKey.set(entry.Key, entry)
    }
  }
  return [...byKey.values()]
    .sort((a, b) => Date.parse(b.Date) - Date.parse(a.Date))
    .slice(0, maxHistoryRows)
}

/**
 * GetVisitStatisticOfProperty's answer (counter names [inferred]) as the feed's visit counters;
 * null when it holds no count the map knows, so the portal shows nothing extra.
 */
export function visitCountersOf(value: unknown): VisitCounters | null {
  const row = Array.isArray(value) ? value[0] : value
  if (typeof row !== 'object' || row === null) return null
  const count = (names: readonly string[]) => {
    const found = whole(pick(row as OmnicasaItem, names))
    return found !== null && found >= 0 ? found : null
  }
  const { fields } = visitStatistic
  const counters = {
    Today: count(fields.today),
    Week: count(fields.week),
    Month: count(fields.month),
    Total: count(fields.total),
  }
  return Object.values(counters).some((value) => value !== null) ? counters : null
}
