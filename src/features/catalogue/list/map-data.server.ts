import 'server-only'
import type { Language } from '@/lib/i18n/languages'
import { localizedUrl } from '@/lib/routing/localized-url'
import { db } from '@/server/db/client'
import { getPathCatalogue } from '@/server/routing/path-catalogue.server'
import { getLanguageSettings } from '@/server/site-config/site-config.server'
import { priceLabels } from '@/features/catalogue/detail/price-labels.server'
import { listGoals } from '@/features/catalogue/list-routes'
import type { MapBounds, MapCluster } from '@/features/catalogue/search/map-clusters'
import { searchMap } from '@/features/catalogue/search/map-points'
import type { SearchGoal } from '@/features/catalogue/search/search-filters'
import type { SearchState } from '@/features/catalogue/search/search-params'
import { toMapMarkers, type MapMarker } from './map-markers'

/** What the map view's script receives for the view it shows (GET /api/map-points). */
export type MapData = { clusters: MapCluster[]; markers: MapMarker[] }

/** The goal of the property list published at `listUrl` in `lang`, or null when it is none. */
export async function listGoalAt(lang: Language, listUrl: string): Promise<SearchGoal | null> {
  const settings = await getLanguageSettings()
  if (!settings.enabled.includes(lang)) return null
  for (const entry of (await getPathCatalogue()).values()) {
    if (entry.route !== 'sale-list' && entry.route !== 'rent-list') continue
    const slug = entry.slugs[lang]
    if (slug !== undefined && localizedUrl(lang, slug, settings.defaultLanguage) === listUrl) {
      return listGoals[entry.route]
    }
  }
  return null
}

/**
 * The clusters and markers of a search in a view at a zoom level, in the page's language. The
 * markers' price texts are worked out here, as for the cards, so a price that is not published
 * never reaches the browser.
 */
export async function mapData({
  lang,
  listUrl,
  goal,
  state,
  zoom,
  view,
}: {
  lang: Language
  listUrl: string
  goal: SearchGoal
  state: SearchState
  zoom: number
  view: MapBounds
}): Promise<MapData> {
  const [{ clusters, points }, labels, settings] = await Promise.all([
    searchMap(db(), { goal, state, zoom, view }),
    priceLabels(lang),
    getLanguageSettings(),
  ])
  const markers = toMapMarkers(points, {
    goal,
    lang,
    fallbackLanguage: settings.defaultLanguage,
    listUrl,
    labels,
  })
  return { clusters, markers }
}
