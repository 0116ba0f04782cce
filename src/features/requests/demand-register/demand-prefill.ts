import { parseSearchParams, type SearchState } from '@/features/catalogue'
import { alertSearchOf } from '@/features/demand-alerts'
import type { FormValues } from '@/lib/forms/form-state'
import { demandGoals } from './demand-register-schemas'

/** The page's query as Next gives it. */
export type DemandQuery = Record<string, string | string[] | undefined>

const all = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]
const firstNumber = (value: string | string[] | undefined) => {
  const text = all(value)[0]?.trim()
  return text && /^\d{1,10}$/.test(text) ? text : undefined
}

/**
 * The demand form's starting values from its query: `goal`, `types`, `priceMin`, `priceMax`,
 * `bedroomsMin`, `zones` and `search` (the list's other filters, kept whole), as a list page's
 * link sets them (`demandQueryFor`). Anything else,
 * or anything malformed, is left out: the visitor fills it in, the schema checks what is sent.
 */
export function prefillFromQuery(query: DemandQuery): {
  values: FormValues
  zones: string[]
  /** The list filters the form keeps but does not edit, canonical ('' for none). */
  search: string
} {
  const values: FormValues = {}
  const goal = all(query.goal)[0]
  if ((demandGoals as readonly string[]).includes(goal ?? '')) values.goal = goal!
  const types = all(query.types).filter((type) => /^\d{1,6}$/.test(type))
  if (types.length > 0) values.types = types
  for (const name of ['priceMin', 'priceMax', 'bedroomsMin'] as const) {
    const number = firstNumber(query[name])
    if (number) values[name] = number
  }
  const zones = all(query.zones)
    .map((zone) => zone.replace(/\s+/g, ' ').trim())
    .filter((zone) => zone.length > 0 && zone.length <= 80)
    .slice(0, 10)
  const search = alertSearchOf(parseSearchParams(new URLSearchParams(all(query.search)[0] ?? '')))
  return { values, zones, search }
}

/** The demand page's query that carries a list page's search over (goal from the page). */
export function demandQueryFor(goal: 0 | 1, state: SearchState): string {
  const query = new URLSearchParams({ goal: demandGoals[goal] })
  for (const type of state.type) query.append('types', String(type))
  if (state.min !== undefined) query.set('priceMin', String(state.min))
  if (state.max !== undefined) query.set('priceMax', String(state.max))
  if (state.beds !== undefined) query.set('bedroomsMin', String(state.beds))
  for (const place of state.place) query.append('zones', place)
  const search = alertSearchOf(state)
  if (search) query.set('search', search)
  return query.toString()
}
