import { filterKeys, type SearchState } from './search-params'
import { newSince, type SearchGoal } from './search-filters'

/** What a search statement needs to skip counting: a total and the content version it is for. */
export type KnownTotal = { version: string; total: number }

/**
 * Exact search totals per filter set, each valid for one content version
 * (docs/decisions/013-search-totals.md). Counting 30,000 to 65,000 matches is most of a broad
 * search's time, while paging, sorting and changing the view keep the filters and so the total.
 * The version is the one migration 0003's triggers bump with every change to the listings, the
 * property types or anything else public; the search statement reads it in its own snapshot and
 * counts again when it differs, so a total from here is never older than the page it comes with.
 */
export class SearchTotals {
  private version: bigint | undefined
  private readonly totals = new Map<string, number>()
  /** Searches answered with a remembered total, and searches that counted (for the bench). */
  hits = 0
  misses = 0

  constructor(readonly maxEntries = 2_000) {}

  get size() {
    return this.totals.size
  }

  /** The remembered total of the filter set, with the version it was counted at. */
  lookup(key: string): KnownTotal | undefined {
    const total = this.totals.get(key)
    if (total === undefined || this.version === undefined) return undefined
    this.totals.delete(key)
    this.totals.set(key, total)
    return { version: this.version.toString(), total }
  }

  /**
   * Notes what a search statement found. A newer version makes every remembered total useless;
   * a total counted in an older snapshot (a statement that began before a change another one
   * has already seen) is not kept.
   */
  record(key: string, version: string, total: number, counted: boolean): void {
    if (counted) this.misses += 1
    else this.hits += 1
    const seen = BigInt(version)
    if (this.version === undefined || seen > this.version) {
      this.totals.clear()
      this.version = seen
    }
    if (seen < this.version) return
    this.totals.delete(key)
    this.totals.set(key, total)
    for (const oldest of this.totals.keys()) {
      if (this.totals.size <= this.maxEntries) break
      this.totals.delete(oldest)
    }
  }
}

/**
 * The filter set of a search: everything its WHERE is made of, and nothing else. "New this week"
 * is a different set every hour (newSince).
 */
export function totalKey(goal: SearchGoal, state: SearchState, now: Date = new Date()): string {
  const since = state.new ? newSince(now).getTime() : null
  return JSON.stringify([goal, ...filterKeys.map((key) => state[key] ?? null), since])
}

// One per database handle: each database has its own content version (tests use several).
const perDatabase = new WeakMap<object, SearchTotals>()

export function searchTotalsFor(database: object): SearchTotals {
  let totals = perDatabase.get(database)
  if (!totals) {
    totals = new SearchTotals()
    perDatabase.set(database, totals)
  }
  return totals
}
