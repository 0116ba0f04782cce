/**
 * JSON with object keys sorted and undefined members dropped, so two values that PostgreSQL would
 * store as the same jsonb compare equal whatever order their keys were written in.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) => {
    if (member === null || typeof member !== 'object' || Array.isArray(member)) return member
    return Object.fromEntries(
      Object.entries(member)
        .filter(([, inner]) => inner !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    )
  })
}

/** True when `current` already holds every value of `wanted` (only the keys of `wanted` count). */
export function sameValues(wanted: Record<string, unknown>, current: Record<string, unknown>) {
  return Object.keys(wanted).every(
    (key) => canonicalJson(wanted[key]) === canonicalJson(current[key]),
  )
}
