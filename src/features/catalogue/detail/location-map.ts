// Loaded by lazy-location-map.tsx with a dynamic import, together with Leaflet, only when the map
// comes into view or is asked for: Leaflet's stylesheet comes with it and stays out of the page.
import 'leaflet/dist/leaflet.css'
import { escapeHtml } from '@/lib/html/escape-html'
import type { LeafletModule } from '@/features/catalogue/list/leaflet-map'
import styles from '@/features/catalogue/list/property-map.module.css'
import own from './location-map.module.css'

export type LocationMapOptions = {
  lat: number
  lng: number
  /** A pin at the point; otherwise a circle of `radius` metres around it (an unpublished address). */
  exact: boolean
  radius: number
  /** The pin's accessible name: the address or the place. */
  label: string
  tilesUrl: string
  attribution: string
  texts: { zoomIn: string; zoomOut: string }
}

/**
 * One place on a Leaflet map in `element`, on the list map's tiles and pin: a pin where the
 * address is published, an area circle where it is not. Keyboard and wheel behave as on the list
 * map (arrow keys pan once focused, the wheel zooms only after that). Returns the function that
 * removes it.
 */
export function mountLocationMap(
  L: LeafletModule,
  element: HTMLElement,
  { lat, lng, exact, radius, label, tilesUrl, attribution, texts }: LocationMapOptions,
): () => void {
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const map = L.map(element, {
    zoomControl: false,
    scrollWheelZoom: false,
    fadeAnimation: !still,
    zoomAnimation: !still,
    markerZoomAnimation: !still,
  })
  map.on('focus', () => map.scrollWheelZoom.enable())
  map.on('blur', () => map.scrollWheelZoom.disable())
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map)
  map.attributionControl.addAttribution(escapeHtml(attribution))
  L.tileLayer(tilesUrl, { maxZoom: 18 }).addTo(map)
  if (exact) {
    map.setView([lat, lng], 16)
    L.marker([lat, lng], {
      title: label,
      keyboard: false,
      icon: L.divIcon({
        className: `${styles.marker} map-marker`,
        html: `<span class="${styles.pin}" aria-hidden="true"></span>`,
        iconSize: L.point(28, 28),
        iconAnchor: L.point(14, 26),
      }),
    }).addTo(map)
  } else {
    // The view first: Leaflet adds layers to a map only once it has one.
    map.fitBounds(L.latLng(lat, lng).toBounds(radius * 2), { padding: [24, 24] })
    L.circle([lat, lng], {
      radius,
      weight: 2,
      fillOpacity: 0.15,
      interactive: false,
      // Coloured by the stylesheet: the theme's colour is a CSS variable.
      className: `${own.area} map-area`,
    }).addTo(map)
  }
  return () => map.remove()
}
