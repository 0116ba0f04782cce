import { getTranslations } from 'next-intl/server'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { formatNumber } from '@/lib/format/number-format'
import { db } from '@/server/db/client'
import { searchMapExtent } from '@/features/catalogue/search/map-points'
import type { SearchGoal } from '@/features/catalogue/search/search-filters'
import {
  defaultSearchState,
  serializeSearchParams,
  type SearchState,
} from '@/features/catalogue/search/search-params'
import { bboxBounds, boundsOfCorners, polygonCorners } from '@/features/catalogue/search/map-area'
import { PropertyMap, type MapTexts } from './property-map'
import styles from './property-map.module.css'

/** The id of the results list below the map, which the "skip the map" link jumps to. */
export const mapResultsId = 'map-results'

/**
 * The map of the map view (docs/decisions/010-map.md, 039-map-clusters.md): every match whose
 * address is published, with a note for those the map cannot show. The page places the map on
 * the bounds of the matches; the map then asks /api/map-points for the clusters and markers of
 * what it shows, worked out on the server, so prices that are not published, and the prices of
 * sold and rented properties, never reach the browser.
 */
export async function MapView({
  goal,
  state,
  total,
  lang,
  listUrl,
}: {
  goal: SearchGoal
  state: SearchState
  /** Every match of the search, so the page can say how many are not on the map. */
  total: number
  lang: Language
  listUrl: string
}) {
  const [{ count, bounds: matched }, config, t, tArea] = await Promise.all([
    searchMapExtent(db(), { goal, state }),
    getSiteConfig(),
    getTranslations({ locale: lang, namespace: 'catalogue.map' }),
    getTranslations({ locale: lang, namespace: 'catalogue.mapSearch' }),
  ])
  // A search limited to an area shows that area, even when nothing in it matches.
  const area = {
    bbox: state.bbox !== undefined ? bboxBounds(state.bbox) : undefined,
    polygon: state.polygon !== undefined ? polygonCorners(state.polygon) : undefined,
  }
  const bounds = area.bbox ?? (area.polygon ? boundsOfCorners(area.polygon) : undefined) ?? matched
  const withoutAddress = total - count
  // The filters only: the sort, the page and the view change nothing on the map.
  const filters = serializeSearchParams({
    ...state,
    sort: defaultSearchState.sort,
    page: defaultSearchState.page,
    view: defaultSearchState.view,
  })
  const endpoint = `/api/map-points?${new URLSearchParams({ lang, list: listUrl })}${filters ? `&${filters}` : ''}`
  return (
    <>
      {withoutAddress > 0 && (
        <div className={styles.notes}>
          <p>
            {t('withoutAddress', {
              count: withoutAddress,
              countText: formatNumber(withoutAddress),
            })}
          </p>
        </div>
      )}
      {bounds && (
        <>
          <a href={`#${mapResultsId}`} className={styles.skip}>
            {t('skip')}
          </a>
          <PropertyMap
            bounds={bounds}
            area={area}
            endpoint={endpoint}
            tilesUrl={config.map.tilesUrl}
            attribution={config.map.attribution}
            texts={{
              region: t('region'),
              zoomIn: t('zoomIn'),
              zoomOut: t('zoomOut'),
              closePopup: t('closePopup'),
              cluster: t.raw('cluster') as string,
              clusterOpened: t.raw('clusterOpened') as string,
              show: t('show'),
              external: t('external'),
              loading: t('loading'),
              error: t('error'),
              noScript: t('noScript'),
              searchArea: tArea('searchArea'),
              drawArea: tArea('drawArea'),
              addCentre: tArea('addCentre'),
              finish: tArea('finish'),
              cancel: tArea('cancel'),
              drawing: [0, 1, 2, 3].map((count) =>
                tArea('drawing', { count }),
              ) as MapTexts['drawing'],
            }}
          />
        </>
      )}
    </>
  )
}
