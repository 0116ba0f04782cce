import { db } from '@/server/db/client'
import { countSearch } from '@/features/catalogue/search/search-count'
import { parseSearchParams } from '@/features/catalogue/search/search-params'

/**
 * The number of listings a search finds, for the live count of the phone's filter dialog:
 * `goal` (0 for sale, 1 for rent) and the list's own search parameters, as its form sends them.
 * Counted from the search index in memory; a browser may keep an answer for a minute, so going
 * back to a filter set asked for a moment ago costs no request.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const goal = params.get('goal')
  if (goal !== '0' && goal !== '1') {
    return Response.json({ error: 'bad request' }, { status: 400 })
  }
  const total = await countSearch(db(), goal === '0' ? 0 : 1, parseSearchParams(params))
  return Response.json({ total }, { headers: { 'Cache-Control': 'public, max-age=60' } })
}
