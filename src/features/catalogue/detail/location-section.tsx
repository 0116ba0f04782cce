import { getTranslations } from 'next-intl/server'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import type { Language } from '@/lib/i18n/languages'
import { LazyLocationMap } from './lazy-location-map'
import { LocationLinks } from './location-links'
import { locationLinkLabels, locationMapTexts } from './location-texts'
import { approximateArea, areaRadiusMetres } from './map-area'
import styles from './detail.module.css'

/**
 * A listing's location: its address, an optional note under it, the map links when the address
 * is public (`point`), and a map that loads when scrolled to: a pin on a public address, an area
 * circle around a rounded point when the address is not published (`area`, the exact
 * coordinates, which never reach the page).
 */
export async function LocationSection({
  headingId,
  title,
  address,
  note,
  point,
  area,
  lang,
}: {
  headingId: string
  title: string
  address: string
  note?: string
  point: { lat: number; lng: number } | null
  area?: { lat: number; lng: number } | null
  lang: Language
}) {
  const [t, shellT, config] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'catalogue.detail' }),
    getTranslations({ locale: lang, namespace: 'shell' }),
    getSiteConfig(),
  ])
  const place = point ?? (area ? approximateArea(area.lat, area.lng) : null)
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <address className={styles.plainAddress}>{address}</address>
      {note && <p className={styles.muted}>{note}</p>}
      {point && (
        <LocationLinks lat={point.lat} lng={point.lng} labels={locationLinkLabels(t, shellT)} />
      )}
      {place && (
        <>
          <LazyLocationMap
            lat={place.lat}
            lng={place.lng}
            exact={point !== null}
            radius={areaRadiusMetres}
            label={address}
            tilesUrl={config.map.tilesUrl}
            attribution={config.map.attribution}
            texts={locationMapTexts(t)}
          />
          {!point && <p className={styles.muted}>{t('location.map.areaNote')}</p>}
        </>
      )}
    </section>
  )
}
