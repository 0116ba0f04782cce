import { isListingId, keepLimits, type ListingId } from '@/lib/keep/listing-ids'

/** The two lists a visitor builds by pressing buttons on the cards. */
export type KeepList = 'favourites' | 'compare'

/** A detail page the visitor opened: what the "recently viewed" link needs. */
export type RecentVisit = { id: ListingId; title: string; href: string }

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

const storageKey = (name: KeepList | 'recent') => `keep:${name}`

/** A stored value; nothing when storage is blocked (private modes, a full quota) or corrupt. */
function readJson(store: Store, name: KeepList | 'recent'): unknown[] {
  try {
    const value: unknown = JSON.parse(store.getItem(storageKey(name)) ?? '[]')
    return Array.isArray(value) ? value : []
  } catch {
    return []
  }
}

function writeJson(store: Store, name: KeepList | 'recent', value: unknown[]) {
  try {
    if (value.length === 0) store.removeItem(storageKey(name))
    else store.setItem(storageKey(name), JSON.stringify(value))
  } catch {
    // Storage refused (quota, blocked): the list lives until the page is left.
  }
}

export function readList(store: Store, name: KeepList): ListingId[] {
  return [...new Set(readJson(store, name).filter(isListingId))].slice(0, keepLimits[name])
}

/**
 * Adds the id, or removes it when it is there. False when the list is full (the comparison holds
 * four): nothing changes then.
 */
export function toggleInList(store: Store, name: KeepList, id: ListingId): boolean {
  const ids = readList(store, name)
  if (ids.includes(id)) {
    writeJson(
      store,
      name,
      ids.filter((kept) => kept !== id),
    )
    return true
  }
  if (ids.length >= keepLimits[name]) return false
  writeJson(store, name, [...ids, id])
  return true
}

/** Adds the ids the list lacks (a shared list opened on this device), as far as the limit. */
export function addToList(store: Store, name: KeepList, ids: readonly ListingId[]) {
  const kept = readList(store, name)
  writeJson(store, name, [...new Set([...kept, ...ids])].slice(0, keepLimits[name]))
}

const isVisit = (value: unknown): value is RecentVisit => {
  const visit = value as Partial<RecentVisit> | null
  return (
    typeof visit === 'object' &&
    visit !== null &&
    isListingId(visit.id) &&
    typeof visit.title === 'string' &&
    typeof visit.href === 'string' &&
    /^\/(?!\/)/.test(visit.href)
  )
}

export function readRecent(store: Store): RecentVisit[] {
  return readJson(store, 'recent').filter(isVisit).slice(0, keepLimits.recent)
}

/** Puts the visit first, once. */
export function recordVisit(store: Store, visit: RecentVisit) {
  const others = readRecent(store).filter((seen) => seen.id !== visit.id)
  writeJson(store, 'recent', [visit, ...others].slice(0, keepLimits.recent))
}

export function clearRecent(store: Store) {
  writeJson(store, 'recent', [])
}
