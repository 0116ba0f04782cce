/**
 * The listings a visitor keeps in the browser (favourites, the comparison, the recently viewed)
 * are named `property-12` or `project-3`, in localStorage and in the favourites and compare
 * pages' `?ids=` (docs/decisions/045-favourites-and-compare.md).
 */
export type ListingId = `${'property' | 'project'}-${number}`

export const keepLimits = { favourites: 50, compare: 4, recent: 6 } as const

const idPattern = /^(property|project)-([1-9][0-9]{0,9})$/

export function isListingId(value: unknown): value is ListingId {
  return typeof value === 'string' && idPattern.test(value)
}

/** The kind and number of an id. */
export function splitListingId(id: ListingId): { kind: 'property' | 'project'; id: number } {
  const [kind, number] = id.split('-') as ['property' | 'project', string]
  return { kind, id: Number(number) }
}

/**
 * The ids of a `?ids=` value (comma-separated, or repeated parameters) in their order, without
 * duplicates or anything that is not an id, at most `limit` of them.
 */
export function parseListingIds(value: string | string[] | undefined, limit: number): ListingId[] {
  const parts = (Array.isArray(value) ? value : [value ?? '']).flatMap((part) => part.split(','))
  return [...new Set(parts.map((part) => part.trim()).filter(isListingId))].slice(0, limit)
}

/** A list's `?ids=` query string; commas stay readable in a shared link. */
export function idsQuery(ids: readonly ListingId[]): string {
  return ids.length === 0 ? '' : `?ids=${ids.join(',')}`
}
