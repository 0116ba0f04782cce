import { getTranslations } from 'next-intl/server'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { formatNumber } from '@/lib/format/number-format'
import { db } from '@/server/db/client'
import { priceLabels } from '@/features/catalogue/detail/price-labels.server'
import type { SearchGoal } from '@/features/catalogue/search/search-filters'
import type { SearchState } from '@/features/catalogue/search/search-params'
import { maxMapPoints, searchMapPoints } from '@/features/catalogue/search/search-properties'
import { toMapMarkers } from './map-markers'
import { PropertyMap } from './property-map'
import styles from './property-map.module.css'

/** The id of the results list below the map, which the "skip the map" link jumps to. */
export const mapResultsId = 'map-results'

/**
 * The map of the map view (docs/decisions/010-map.md): every match whose address is published,
 * up to `maxMapPoints`, with a note for those the map cannot show. The markers are worked out
 * here, so prices that are not published, and the prices of sold and rented properties, never
 * reach the browser.
 */
export async function MapView({
  goal,
  state,
  total,
  lang,
  fallbackLanguage,
  listUrl,
}: {
  goal: SearchGoal
  state: SearchState
  /** Every match of the search, so the page can say how many are not on the map. */
  total: number
  lang: Language
  fallbackLanguage: Language
  listUrl: string
}) {
  const [{ points, capped }, config, labels, t] = await Promise.all([
    searchMapPoints(db(), { goal, state }),
    getSiteConfig(),
    priceLabels(lang),
    getTranslations({ locale: lang, namespace: 'catalogue.map' }),
  ])
  const markers = toMapMarkers(points, { goal, lang, fallbackLanguage, listUrl, labels })
  const withoutAddress = capped ? 0 : total - markers.length
  return (
    <>
      {(capped || withoutAddress > 0) && (
        <div className={styles.notes}>
          {capped && <p>{t('capped', { count: formatNumber(maxMapPoints) })}</p>}
          {withoutAddress > 0 && (
            <p>
              {t('withoutAddress', {
                count: withoutAddress,
                countText: formatNumber(withoutAddress),
              })}
            </p>
          )}
        </div>
      )}
      {markers.length > 0 && (
        <>
          <a href={`#${mapResultsId}`} className={styles.skip}>
            {t('skip')}
          </a>
          <PropertyMap
            markers={markers}
            tilesUrl={config.map.tilesUrl}
            attribution={config.map.attribution}
            texts={{
              region: t('region'),
              zoomIn: t('zoomIn'),
              zoomOut: t('zoomOut'),
              closePopup: t('closePopup'),
              cluster: t.raw('cluster') as string,
              clusterOpened: t.raw('clusterOpened') as string,
              clusterSpread: t.raw('clusterSpread') as string,
              loading: t('loading'),
              error: t('error'),
              noScript: t('noScript'),
            }}
          />
        </>
      )}
    </>
  )
}
