import { sql, type SQL } from 'drizzle-orm'
import { properties, propertyTypes } from '@/server/db/schema'
import {
  listingCardColumns,
  toListingCard,
  type ListingCard,
  type ListingCardRow,
} from './listing-card'
import { searchCondition, type SearchGoal } from './search-filters'
import { orderBySql, reversed, sortTerms, type SortTerm } from './search-order'
import type { SearchState } from './search-params'
import { searchTotalsFor, totalKey, type SearchTotals } from './search-totals'
import { searchIndexFor, type SearchIndexHolder } from './search-index'
import { countListings, listingTest } from './search-index-filter'
import type { Database } from '@/server/db/types'

export type SearchResult = {
  items: ListingCard[]
  /** Every listing that matches, over all pages. */
  total: number
  /** The page shown: the requested one, or the last one when the request went beyond it. */
  page: number
  /** 0 when nothing matches. */
  pageCount: number
}

export const defaultPageSize = 12
const maxPageSize = 100

type SearchRow = Partial<ListingCardRow> & {
  contentVersion: string | null
  /** The statement ran outside a transaction that wrote: its snapshot shows committed data only. */
  committedOnly: boolean
  total: number
  counted: boolean
}

/**
 * One page of the published listings of a goal that match the search, with the exact total, in
 * one statement (one snapshot, so the total and the page always agree). A page beyond the last
 * shows the last page (a shared link to page 9 of a search that now has 3 pages still shows
 * listings); `page` says which page that is.
 *
 * The count and the page are separate parts of the statement rather than count(*) over(): a
 * window count makes PostgreSQL read and sort every match, while this way the count is answered
 * from an index alone and the page reads a few entries of the index that has the sort order.
 * Pages in the second half are read from the end of that index, so the last page of a long list
 * costs what the first one does.
 *
 * The count is skipped when `totals` knows the filter set's total at the content version the
 * statement sees (search-totals.ts): paging, sorting and changing the view cost a page read.
 * Otherwise the search index (search-index.ts, `index`), when it holds that version, counts the
 * matches in memory in a fraction of a millisecond (docs/decisions/039-map-clusters.md); a
 * statement that finds the index older counts in SQL and has the index loaded again in the
 * background. `totals: null` and `index: null` count in SQL every time.
 */
export async function searchProperties(
  db: Database,
  {
    goal,
    state,
    pageSize = defaultPageSize,
    totals = searchTotalsFor(db),
    index = searchIndexFor(db),
    now = new Date(),
  }: {
    goal: SearchGoal
    state: SearchState
    pageSize?: number
    totals?: SearchTotals | null
    index?: SearchIndexHolder | null
    /** The moment "new this week" counts back from. */
    now?: Date
  },
): Promise<SearchResult> {
  const size = Math.min(Math.max(Math.trunc(pageSize) || defaultPageSize, 1), maxPageSize)
  const requestedPage = Math.max(Math.trunc(state.page) || 1, 1)
  const where = searchCondition(goal, state, now)
  const cacheKey = totalKey(goal, state, now)
  const indexed = index?.peek()
  const known =
    totals?.lookup(cacheKey) ??
    (indexed && {
      version: indexed.version,
      total: countListings(indexed.goals[goal], listingTest(indexed, state, now)),
    })
  const terms = sortTerms(state.sort)
  const key = (index: number) => sql.identifier(`k${index}`)
  const pageKeys = sql.join(
    terms.map((term, index) => sql`${term.key} as ${key(index)}`),
    sql`, `,
  )
  const termKey = (term: SortTerm) => term.key
  const offset = (requestedPage - 1) * size
  const pageRows = (order: SortTerm[], half: SQL, limit: SQL, skip: SQL) => sql`
    select ${properties.id} as id, ${pageKeys}
    from ${properties}
    where ${where} and ${half}
    order by ${orderBySql(order, termKey)}
    limit ${limit} offset ${skip}`
  // The first half has a constant limit and offset, which the planner can cost. The second half
  // (and a page beyond the last, shown as the last page) is read backwards from the end. Only one
  // of the two runs; the outer limit tells the planner the page is small (a few key lookups).
  const forward = pageRows(
    terms,
    sql`(select ${offset}::bigint * 2 < n from total)`,
    sql`${size}`,
    sql`${offset}`,
  )
  const backward = pageRows(
    reversed(terms),
    sql`(select ${offset}::bigint * 2 >= n from total)`,
    sql`(select least(${size}::bigint, n - first) from bounds)`,
    sql`(select greatest(n - first - ${size}::bigint, 0) from bounds)`,
  )
  // The count is an uncorrelated subquery in the ELSE branch: PostgreSQL runs such a subquery
  // only when the branch is taken, so a known total at the version this snapshot sees costs
  // nothing. The version row is bumped in the same transaction as any listing change.
  const count = sql`(select count(*)::integer from ${properties} where ${where})`
  const totalSql = known
    ? sql`case when (select version from meta) = ${known.version}
        then ${known.total}::integer else ${count} end`
    : count

  const result = await db.execute<SearchRow>(sql`
    with meta as (
      select (select version::text from content_version where id = 1) as version,
        pg_current_xact_id_if_assigned() is null as committed_only
    ),
    total as (
      select ${totalSql} as n,
        ${known ? sql`(select version from meta) is distinct from ${known.version}` : sql`true`}
          as counted
    ),
    bounds as (
      select n,
        least(${offset}::bigint, greatest((n - 1) / ${size}::integer, 0) * ${size}::bigint) as first
      from total
    ),
    page as ((${forward}) union all (${backward}) limit ${size})
    select meta.version as "contentVersion", meta.committed_only as "committedOnly",
      total.n as "total", total.counted as "counted", cards.*
    from meta cross join total
    left join (
      select ${listingCardColumns}, ${sql.join(
        terms.map((_, index) => sql`page.${key(index)}`),
        sql`, `,
      )}
      from page
      join ${properties} on ${properties.id} = page.id
      join ${propertyTypes} on ${propertyTypes.id} = ${properties.typeId}
    ) cards on true
    order by ${orderBySql(terms, (_, index) => sql`cards.${key(index)}`)}`)

  const [first] = result.rows
  if (!first) throw new Error('the search statement returned no row')
  if (first.contentVersion !== null && first.committedOnly) index?.refresh(first.contentVersion)
  // Only a total from committed data may serve other requests: a total counted inside a
  // transaction that changed listings is tied to a version that may never commit.
  if (totals && first.contentVersion !== null && first.committedOnly) {
    totals.record(cacheKey, first.contentVersion, first.total, first.counted)
  }
  const total = first.total
  const pageCount = Math.ceil(total / size)
  return {
    items: result.rows
      .filter((row) => row.id != null)
      .map((row) => toListingCard(row as ListingCardRow)),
    total,
    page: Math.max(1, Math.min(requestedPage, pageCount)),
    pageCount,
  }
}
