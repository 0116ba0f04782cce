import { openStreetMapUrl, streetViewUrl } from './map-links'
import styles from './detail.module.css'

/** The map and street-view links of a published location; both open in a new tab. */
export function LocationLinks({
  lat,
  lng,
  labels,
}: {
  lat: number
  lng: number
  labels: { map: string; streetView: string; opensInNewTab: string }
}) {
  const links = [
    { href: openStreetMapUrl(lat, lng), label: labels.map },
    { href: streetViewUrl(lat, lng), label: labels.streetView },
  ]
  return (
    <ul className={styles.links} data-print="hide">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label} <span className={styles.muted}>{labels.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
