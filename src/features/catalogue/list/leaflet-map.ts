// Loaded by property-map.tsx with a dynamic import, together with Leaflet, only when the map view
// is shown: Leaflet's stylesheets come with it and stay out of every other page.
import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import type * as Leaflet from 'leaflet'
import { formatNumber } from '@/lib/format/number-format'
import type { MapMarker } from './map-markers'
import { escapeHtml } from '@/lib/html/escape-html'
import styles from './property-map.module.css'

export type LeafletModule = typeof Leaflet

export type MapTexts = {
  /** The map's accessible name. */
  region: string
  zoomIn: string
  zoomOut: string
  closePopup: string
  /** A cluster's accessible name: '{count} properties here, zoom in'. */
  cluster: string
  /** Announced when Enter on a cluster zoomed in on its '{count}' properties. */
  clusterOpened: string
  /** Announced when Enter on a cluster spread out its '{count}' properties at one place. */
  clusterSpread: string
  loading: string
  error: string
  noScript: string
}

export type MapOptions = {
  markers: MapMarker[]
  tilesUrl: string
  attribution: string
  texts: MapTexts
  /** Says something in the map's live region (for screen readers); '' clears it. */
  announce: (text: string) => void
}

/**
 * Draws the markers on a Leaflet map in `element`, clustered, fitted to their bounds; a marker's
 * popup links to the detail page. Keyboard: the map pans with the arrow keys once focused, every
 * marker and cluster is a focusable button (Enter opens the popup or zooms into the cluster), an
 * opened popup takes the focus (also with reduced motion), and Escape (on the popup or its marker)
 * or its close button returns it to the marker. After
 * Enter on a cluster the focus goes to the first of what it held, now shown, and the live region
 * says what happened. Returns the function that removes the map.
 */
export function mountMap(
  L: LeafletModule,
  element: HTMLElement,
  { markers, tilesUrl, attribution, texts, announce }: MapOptions,
): () => void {
  // With reduced motion the map neither fades nor animates its zoom: a popup is there at once.
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const map = L.map(element, {
    zoomControl: false,
    scrollWheelZoom: false,
    fadeAnimation: !still,
    zoomAnimation: !still,
    markerZoomAnimation: !still,
  })
  // The page scrolls with the wheel until the visitor starts using the map.
  map.on('focus', () => map.scrollWheelZoom.enable())
  map.on('blur', () => map.scrollWheelZoom.disable())
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map)
  // The configured attribution is text; Leaflet would read it as HTML.
  map.attributionControl.addAttribution(escapeHtml(attribution))

  map.fitBounds(L.latLngBounds(markers.map((marker) => [marker.lat, marker.lng])), {
    padding: [32, 32],
    maxZoom: 16,
  })
  L.tileLayer(tilesUrl, { maxZoom: 19 }).addTo(map)

  const group = L.markerClusterGroup({
    showCoverageOnHover: false,
    animate: !still,
    chunkedLoading: true,
    maxClusterRadius: 60,
    iconCreateFunction: (cluster) => {
      const count = formatNumber(cluster.getChildCount())
      return L.divIcon({
        className: `${styles.cluster} map-cluster`,
        html:
          `<span aria-hidden="true">${count}</span>` +
          `<span class="visually-hidden">${escapeHtml(texts.cluster.replace('{count}', count))}</span>`,
        iconSize: L.point(44, 44),
      })
    },
  })

  // The marker whose popup is open: Escape closes it wherever the focus is on the map.
  let open: Leaflet.Marker | undefined
  for (const marker of markers) {
    const label = `${marker.title}, ${marker.price}`
    const layer = L.marker([marker.lat, marker.lng], {
      title: label,
      icon: L.divIcon({
        className: `${styles.marker} ${marker.closed ? styles.closed : ''} map-marker`,
        html:
          `<span class="${styles.pin}" aria-hidden="true"></span>` +
          `<span class="visually-hidden">${escapeHtml(label)}</span>`,
        iconSize: L.point(28, 28),
        iconAnchor: L.point(14, 26),
        popupAnchor: L.point(0, -24),
      }),
    })
    layer.bindPopup(() => popupContent(marker), { maxWidth: 260 })
    layer.on('popupopen', (event) => {
      const popup = event.popup.getElement()
      popup
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', texts.closePopup)
      const link = popup?.querySelector<HTMLElement>(`.${styles.popup} a`)
      open = layer
      link?.focus({ preventScroll: true })
      // A popup still fading in may not take the focus yet: then it does on the next frame.
      if (link && document.activeElement !== link) {
        requestAnimationFrame(() => {
          if (open === layer) link.focus({ preventScroll: true })
        })
      }
    })
    layer.on('popupclose', (event) => {
      if (open === layer) open = undefined
      // The popup (fading out) took the focus with it: give it back to the marker, if on the map.
      const focused = document.activeElement
      if (!focused || focused === document.body || event.popup.getElement()?.contains(focused)) {
        layer.getElement()?.focus({ preventScroll: true })
      }
    })
    group.addLayer(layer)
  }
  // The cluster plugin zooms in on Enter and leaves the focus on the map, where a keyboard user
  // would have to find the markers again: once the new markers are placed, focus the first one
  // (in reading order) of what the cluster held.
  let opened: Leaflet.MarkerCluster | undefined
  const focusFirst = (layers: Leaflet.Marker[]) => {
    const shown = [...new Set(layers.map((layer) => group.getVisibleParent(layer)))]
      .filter((layer): layer is Leaflet.Marker => Boolean(layer?.getElement()))
      .map((layer) => ({ layer, at: map.latLngToContainerPoint(layer.getLatLng()) }))
      .sort((a, b) => a.at.y - b.at.y || a.at.x - b.at.x)
    shown[0]?.layer.getElement()?.focus({ preventScroll: true })
  }
  group.on('clusterkeypress', (event) => {
    const { layer, originalEvent } = event as Leaflet.LeafletEvent & {
      layer: Leaflet.MarkerCluster
      originalEvent: KeyboardEvent
    }
    if (originalEvent.key === 'Enter') opened = layer
  })
  group.on('animationend', () => {
    if (!opened) return
    const cluster = opened
    opened = undefined
    focusFirst(cluster.getAllChildMarkers())
    announce(texts.clusterOpened.replace('{count}', formatNumber(cluster.getChildCount())))
  })
  // At the deepest zoom the plugin spreads a cluster's markers around it instead.
  group.on('spiderfied', ({ markers: spread }) => {
    if (!opened) return
    opened = undefined
    focusFirst(spread)
    announce(texts.clusterSpread.replace('{count}', formatNumber(spread.length)))
  })
  map.addLayer(group)

  const onKeyDown = (event: KeyboardEvent) => {
    // A key pressed after Enter on a cluster is the visitor going on: their focus stays theirs.
    if (event.key !== 'Enter') {
      opened = undefined
      announce('')
    }
    if (event.key !== 'Escape' || !open) return
    event.preventDefault()
    const marker = open
    map.closePopup()
    marker.getElement()?.focus({ preventScroll: true })
  }
  element.addEventListener('keydown', onKeyDown)

  return () => {
    element.removeEventListener('keydown', onKeyDown)
    map.remove()
  }
}

function popupContent(marker: MapMarker): HTMLElement {
  const root = document.createElement('div')
  root.className = styles.popup ?? ''
  const link = document.createElement('a')
  link.href = marker.url
  link.textContent = marker.title
  const price = document.createElement('p')
  price.textContent = marker.price
  root.append(link, price)
  return root
}
