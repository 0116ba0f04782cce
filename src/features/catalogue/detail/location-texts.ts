import type { LocationMapTexts } from './lazy-location-map'

type DetailTranslator = (
  key: `location.map.${keyof LocationMapTexts}` | 'location.openStreetMap' | 'location.streetView',
) => string

/** The lazy location map's texts, from the detail pages' messages (catalogue.detail). */
export function locationMapTexts(t: DetailTranslator): LocationMapTexts {
  return {
    region: t('location.map.region'),
    show: t('location.map.show'),
    external: t('location.map.external'),
    loading: t('location.map.loading'),
    error: t('location.map.error'),
    zoomIn: t('location.map.zoomIn'),
    zoomOut: t('location.map.zoomOut'),
  }
}

/** The labels of the links to the place on OpenStreetMap and in Street View. */
export function locationLinkLabels(t: DetailTranslator, shellT: (key: 'opensInNewTab') => string) {
  return {
    map: t('location.openStreetMap'),
    streetView: t('location.streetView'),
    opensInNewTab: shellT('opensInNewTab'),
  }
}
