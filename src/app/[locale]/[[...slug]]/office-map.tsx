import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { LazyLocationMap } from '@/features/catalogue/detail/lazy-location-map'
import { LocationLinks } from '@/features/catalogue/detail/location-links'

/**
 * The office on a map, as a listing's page shows its place: a pin that loads with Leaflet and
 * its tiles only when scrolled to, and the OpenStreetMap and Street View links, which also work
 * without JavaScript.
 */
export async function OfficeMap({ lat, lng, lang }: { lat: number; lng: number; lang: Language }) {
  const [t, shellT, config] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'catalogue.detail' }),
    getTranslations({ locale: lang, namespace: 'shell' }),
    getSiteConfig(),
  ])
  return (
    <>
      <LazyLocationMap
        lat={lat}
        lng={lng}
        exact
        label={config.agency.name}
        tilesUrl={config.map.tilesUrl}
        attribution={config.map.attribution}
        texts={{
          region: t('location.map.region'),
          show: t('location.map.show'),
          loading: t('location.map.loading'),
          error: t('location.map.error'),
          zoomIn: t('location.map.zoomIn'),
          zoomOut: t('location.map.zoomOut'),
        }}
      />
      <LocationLinks
        lat={lat}
        lng={lng}
        labels={{
          map: t('location.openStreetMap'),
          streetView: t('location.streetView'),
          opensInNewTab: shellT('opensInNewTab'),
        }}
      />
    </>
  )
}
