import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { LazyLocationMap } from '@/features/catalogue/detail/lazy-location-map'
import { LocationLinks } from '@/features/catalogue/detail/location-links'
import { locationLinkLabels, locationMapTexts } from '@/features/catalogue/detail/location-texts'

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
        texts={locationMapTexts(t)}
      />
      <LocationLinks lat={lat} lng={lng} labels={locationLinkLabels(t, shellT)} />
    </>
  )
}
