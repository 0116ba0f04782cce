import { isSupportedLanguage } from '@/lib/i18n/languages'
import { listGoalAt, mapData } from '@/features/catalogue/list/map-data.server'
import { MapViewError } from '@/features/catalogue/search/map-clusters'
import { parseSearchParams } from '@/features/catalogue/search/search-params'

const edges = ['south', 'west', 'north', 'east'] as const

/**
 * The map view's clusters and markers for the part of the map in view (docs/decisions/039):
 * `lang`, `list` (the list page's URL, which gives the goal and the detail URLs), `zoom`, the
 * view's `south`, `west`, `north` and `east`, and the list's own search parameters.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const lang = params.get('lang')
  const listUrl = params.get('list') ?? ''
  const zoom = Number(params.get('zoom'))
  const view = Object.fromEntries(edges.map((edge) => [edge, Number(params.get(edge))])) as Record<
    (typeof edges)[number],
    number
  >
  const goal = isSupportedLanguage(lang) ? await listGoalAt(lang, listUrl) : null
  if (
    !isSupportedLanguage(lang) ||
    goal === null ||
    !Number.isInteger(zoom) ||
    !edges.every((edge) => params.get(edge) !== null && Number.isFinite(view[edge]))
  ) {
    return Response.json({ error: 'bad request' }, { status: 400 })
  }
  try {
    const data = await mapData({
      lang,
      listUrl,
      goal,
      state: parseSearchParams(params),
      zoom,
      view,
    })
    return Response.json(data)
  } catch (error) {
    if (error instanceof MapViewError) {
      return Response.json({ error: error.message }, { status: 400 })
    }
    throw error
  }
}
