import { getTranslations } from 'next-intl/server'
import type { Language } from '@/lib/i18n/languages'
import { LocationLinks } from './location-links'
import styles from './detail.module.css'

/**
 * A listing's location: its address, an optional note under it, and the map and street-view
 * links when the address is public and has coordinates (`point`).
 */
export async function LocationSection({
  headingId,
  title,
  address,
  note,
  point,
  lang,
}: {
  headingId: string
  title: string
  address: string
  note?: string
  point: { lat: number; lng: number } | null
  lang: Language
}) {
  const [t, shellT] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'catalogue.detail' }),
    getTranslations({ locale: lang, namespace: 'shell' }),
  ])
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <address className={styles.plainAddress}>{address}</address>
      {note && <p className={styles.muted}>{note}</p>}
      {point && (
        <LocationLinks
          lat={point.lat}
          lng={point.lng}
          labels={{
            map: t('location.openStreetMap'),
            streetView: t('location.streetView'),
            opensInNewTab: shellT('opensInNewTab'),
          }}
        />
      )}
    </section>
  )
}
