// Loaded by property-map.tsx with a dynamic import, together with Leaflet, only when the map view
// is shown: Leaflet's stylesheet comes with it and stays out of every other page.
import 'leaflet/dist/leaflet.css'
import type * as Leaflet from 'leaflet'
import { formatNumber } from '@/lib/format/number-format'
import { maxPolygonCorners } from '@/features/catalogue/search/map-area'
import {
  maxMapZoom,
  type MapBounds,
  type MapCluster,
} from '@/features/catalogue/search/map-clusters'
import type { MapData } from './map-data.server'
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
  /** The button that loads the map before a consent choice, and what it says above it. */
  show: string
  external: string
  loading: string
  error: string
  noScript: string
  searchArea: string
  drawArea: string
  addCentre: string
  finish: string
  cancel: string
  /** What drawing says with 0, 1, 2, and 3 or more corners. */
  drawing: [string, string, string, string]
}

export type MapOptions = {
  /** The bounds of every match the map can show: where the map starts. */
  bounds: MapBounds
  /** /api/map-points with the search's filters; the view and zoom are added to it. */
  endpoint: string
  tilesUrl: string
  attribution: string
  texts: MapTexts
  /** Says something in the map's live region (for screen readers); '' clears it. */
  announce: (text: string) => void
  /** The area the search is limited to, drawn on the map. */
  area?: { bbox?: MapBounds; polygon?: [number, number][] }
}

/**
 * Shows the matches on a Leaflet map in `element`, fitted to their bounds. After every move it
 * asks the server for the clusters and markers of the part in view (a little more, so a short
 * pan shows no gap), and swaps only what changed, so an open popup and the focus stay where they
 * are. A marker's popup links to the detail page. Keyboard: the map pans with the arrow keys once
 * focused, every marker and cluster is a focusable button (Enter opens the popup or zooms into
 * the cluster), an opened popup takes the focus (also with reduced motion), and Escape (on the
 * popup or its marker) or its close button returns it to the marker. After Enter on a cluster the
 * focus goes to the first of what it held, once shown, and the live region says what happened.
 * Returns when the first clusters and markers are on the map, and the function that removes it.
 */
export function mountMap(
  L: LeafletModule,
  element: HTMLElement,
  { bounds, endpoint, tilesUrl, attribution, texts, announce, area }: MapOptions,
): { loaded: Promise<void>; remove: () => void } {
  // With reduced motion the map neither fades nor animates its zoom: a popup is there at once.
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const map = L.map(element, {
    zoomControl: false,
    scrollWheelZoom: false,
    fadeAnimation: !still,
    zoomAnimation: !still,
    markerZoomAnimation: !still,
    maxZoom: maxMapZoom,
  })
  // The page scrolls with the wheel until the visitor starts using the map.
  map.on('focus', () => map.scrollWheelZoom.enable())
  map.on('blur', () => map.scrollWheelZoom.disable())
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map)
  // The configured attribution is text; Leaflet would read it as HTML.
  map.attributionControl.addAttribution(escapeHtml(attribution))

  const latLngBounds = (box: MapBounds) =>
    L.latLngBounds([box.south, box.west], [box.north, box.east])
  map.fitBounds(latLngBounds(bounds), { padding: [32, 32], maxZoom: 16 })
  L.tileLayer(tilesUrl, { maxZoom: maxMapZoom }).addTo(map)
  const layer = L.layerGroup().addTo(map)
  // Coloured by the stylesheet: an SVG attribute takes no CSS variable.
  const outline = { className: styles.area ?? '', weight: 3, interactive: false }
  if (area?.bbox) L.rectangle(latLngBounds(area.bbox), outline).addTo(map)
  if (area?.polygon) L.polygon(area.polygon, outline).addTo(map)

  // The marker whose popup is open: Escape closes it wherever the focus is on the map.
  let open: Leaflet.Marker | undefined
  // The cluster Enter was pressed on: once its area is shown, the focus goes into it.
  let opened: MapCluster | undefined
  const shown = new Map<string, Leaflet.Marker>()

  // The offset draws the pin that many pixels away from its position (see spreadOut).
  const markerLayer = (marker: MapMarker, [dx, dy]: [number, number]) => {
    const label = `${marker.title}, ${marker.price}`
    const pin = L.marker([marker.lat, marker.lng], {
      title: label,
      icon: L.divIcon({
        className: `${styles.marker} ${marker.closed ? styles.closed : ''} map-marker`,
        html:
          `<span class="${styles.pin}" aria-hidden="true"></span>` +
          `<span class="visually-hidden">${escapeHtml(label)}</span>`,
        iconSize: L.point(28, 28),
        iconAnchor: L.point(14 - dx, 26 - dy),
        popupAnchor: L.point(dx, dy - 24),
      }),
    })
    pin.bindPopup(() => popupContent(marker), { maxWidth: 260 })
    pin.on('popupopen', (event) => {
      const popup = event.popup.getElement()
      popup
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', texts.closePopup)
      const link = popup?.querySelector<HTMLElement>(`.${styles.popup} a`)
      open = pin
      link?.focus({ preventScroll: true })
      // A popup still fading in may not take the focus yet: then it does on the next frame.
      if (link && document.activeElement !== link) {
        requestAnimationFrame(() => {
          if (open === pin) link.focus({ preventScroll: true })
        })
      }
    })
    pin.on('popupclose', (event) => {
      if (open === pin) open = undefined
      // The popup (fading out) took the focus with it: give it back to the marker, if on the map.
      const focused = document.activeElement
      if (!focused || focused === document.body || event.popup.getElement()?.contains(focused)) {
        pin.getElement()?.focus({ preventScroll: true })
      }
    })
    return pin
  }

  const clusterLayer = (cluster: MapCluster) => {
    const count = formatNumber(cluster.count)
    const pin = L.marker([cluster.lat, cluster.lng], {
      icon: L.divIcon({
        className: `${styles.cluster} map-cluster`,
        html:
          `<span aria-hidden="true">${count}</span>` +
          `<span class="visually-hidden">${escapeHtml(texts.cluster.replace('{count}', count))}</span>`,
        iconSize: L.point(44, 44),
      }),
    })
    const zoomIn = (byKey: boolean) => {
      // Only a keyboard user needs the focus taken to the new markers.
      opened = byKey ? cluster : undefined
      map.fitBounds(latLngBounds(cluster), { padding: [32, 32], maxZoom: maxMapZoom })
    }
    pin.on('click', () => zoomIn(false))
    // A button also answers Enter and the space bar (Leaflet passes the keys on as 'keypress').
    pin.on('keypress', (event) => {
      const key = (event as Leaflet.LeafletKeyboardEvent).originalEvent
      if (key.key !== 'Enter' && key.key !== ' ') return
      key.preventDefault()
      zoomIn(true)
    })
    return pin
  }

  // The focus goes to the first (in reading order) of the markers now in the cluster's area.
  const focusInto = (cluster: MapCluster) => {
    const area = latLngBounds(cluster)
    const first = [...shown.values()]
      .filter((pin) => area.contains(pin.getLatLng()) && pin.getElement())
      .map((pin) => ({ pin, at: map.latLngToContainerPoint(pin.getLatLng()) }))
      .sort((a, b) => a.at.y - b.at.y || a.at.x - b.at.x)[0]
    first?.pin.getElement()?.focus({ preventScroll: true })
    announce(texts.clusterOpened.replace('{count}', formatNumber(cluster.count)))
  }

  const render = ({ clusters, markers }: MapData) => {
    const next = new Map<string, () => Leaflet.Marker>()
    for (const cluster of clusters) {
      next.set(`c${map.getZoom()}:${cluster.lat}:${cluster.lng}:${cluster.count}`, () =>
        clusterLayer(cluster),
      )
    }
    const offsets = spreadOut(markers)
    for (const [at, marker] of markers.entries()) {
      const offset = offsets[at]!
      next.set(`m${marker.id}:${offset.join(',')}`, () => markerLayer(marker, offset))
    }
    for (const [key, pin] of shown) {
      if (next.has(key)) continue
      layer.removeLayer(pin)
      shown.delete(key)
    }
    for (const [key, make] of next) {
      if (shown.has(key)) continue
      const pin = make()
      layer.addLayer(pin)
      shown.set(key, pin)
    }
  }

  // Settled by the first answer: the map is ready once it shows something, or failed.
  let ready!: () => void
  let failed!: (error: unknown) => void
  const loaded = new Promise<void>((resolve, reject) => {
    ready = resolve
    failed = reject
  })
  let request: AbortController | undefined
  const load = async () => {
    request?.abort()
    const current = new AbortController()
    request = current
    // The view and a margin of half its size around it.
    const view = map.getBounds().pad(0.5)
    const zoom = map.getZoom()
    const query = new URLSearchParams({
      zoom: String(zoom),
      south: String(view.getSouth()),
      west: String(view.getWest()),
      north: String(view.getNorth()),
      east: String(view.getEast()),
    })
    const response = await fetch(`${endpoint}&${query}`, { signal: current.signal })
    if (!response.ok) throw new Error(`map points: ${response.status}`)
    const data = (await response.json()) as MapData
    if (request !== current) return
    render(data)
    ready()
    const cluster = opened
    opened = undefined
    if (cluster) focusInto(cluster)
  }
  const update = () => {
    load().catch((error: unknown) => {
      // A request overtaken by a newer one is no failure; after a failure later on, the map
      // keeps what it shows.
      if (!(error instanceof DOMException && error.name === 'AbortError')) failed(error)
    })
  }
  map.on('moveend', update)
  const tools = searchTools(L, map, texts, announce)
  // Moves from the first placing on are the visitor's; a failed load property-map.tsx shows.
  loaded.then(
    () => map.on('moveend', tools.moved),
    () => undefined,
  )

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

  update()
  return {
    loaded,
    remove: () => {
      request?.abort()
      element.removeEventListener('keydown', onKeyDown)
      map.remove()
    },
  }
}

/**
 * Pixel offsets that set listings at one and the same position around it in a circle, so that a
 * mouse reaches each (at the deepest zoom nothing clusters them); other markers stay in place.
 */
function spreadOut(markers: MapMarker[]): [number, number][] {
  const together = new Map<string, number[]>()
  for (const [at, marker] of markers.entries()) {
    const key = `${marker.lat},${marker.lng}`
    together.set(key, [...(together.get(key) ?? []), at])
  }
  const offsets = markers.map((): [number, number] => [0, 0])
  for (const group of together.values()) {
    if (group.length < 2) continue
    // Far enough apart for 28-pixel pins, however many share the spot.
    const radius = Math.max(24, (group.length * 32) / (2 * Math.PI))
    for (const [index, at] of group.entries()) {
      const angle = (2 * Math.PI * index) / group.length - Math.PI / 2
      offsets[at] = [Math.round(radius * Math.cos(angle)), Math.round(radius * Math.sin(angle))]
    }
  }
  return offsets
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

/** The list's URL with the map's area in place of any other, from page 1. */
function goTo(key: 'bbox' | 'polygon', value: string) {
  const url = new URL(window.location.href)
  for (const name of ['bbox', 'polygon', 'page']) url.searchParams.delete(name)
  url.searchParams.set(key, value)
  url.hash = ''
  window.location.assign(url)
}

const fixed = (value: number) => value.toFixed(5)

/**
 * The map's search tools: "search this area" once the visitor has moved the map (the list then
 * shows the view's box), and "draw an area", where each click on the map (or the map's centre,
 * by keyboard: pan with the arrow keys, then the button) adds a corner; with 3 or more corners
 * the search goes to the drawn area. The server checks and rounds both (map-area.ts).
 */
function searchTools(
  L: LeafletModule,
  map: Leaflet.Map,
  texts: MapTexts,
  announce: (text: string) => void,
): { moved: () => void } {
  const box = L.DomUtil.create('div', styles.tools)
  L.DomEvent.disableClickPropagation(box)
  const button = (text: string) => {
    const element = L.DomUtil.create('button', styles.tool, box)
    element.type = 'button'
    element.textContent = text
    return element
  }
  const searchHere = button(texts.searchArea)
  const draw = button(texts.drawArea)
  const addCentre = button(texts.addCentre)
  const finish = button(texts.finish)
  const cancel = button(texts.cancel)
  searchHere.hidden = true
  const Tools = L.Control.extend({ onAdd: () => box })
  new Tools({ position: 'topright' }).addTo(map)

  let corners: Leaflet.LatLng[] = []
  let drawing = false
  const shape = L.polygon([], { className: styles.drawn ?? '', weight: 3, dashArray: '6 4' })
  const show = () => {
    for (const element of [addCentre, finish, cancel]) element.hidden = !drawing
    draw.hidden = drawing
    if (drawing) searchHere.hidden = true
    finish.disabled = corners.length < 3
    shape.setLatLngs(corners)
    if (drawing) announce(texts.drawing[Math.min(corners.length, 3)]!)
  }
  const add = (corner: Leaflet.LatLng) => {
    if (corners.length >= maxPolygonCorners) return
    corners = [...corners, corner]
    show()
  }
  draw.addEventListener('click', () => {
    drawing = true
    corners = []
    shape.addTo(map)
    show()
    addCentre.focus()
  })
  addCentre.addEventListener('click', () => add(map.getCenter()))
  cancel.addEventListener('click', () => {
    drawing = false
    corners = []
    shape.remove()
    show()
    announce('')
    draw.focus()
  })
  finish.addEventListener('click', () =>
    goTo('polygon', corners.flatMap((corner) => [fixed(corner.lat), fixed(corner.lng)]).join(',')),
  )
  searchHere.addEventListener('click', () => {
    const view = map.getBounds()
    const edges = [view.getSouth(), view.getWest(), view.getNorth(), view.getEast()]
    goTo('bbox', edges.map(fixed).join(','))
  })
  map.on('click', (event: Leaflet.LeafletMouseEvent) => {
    if (drawing) add(event.latlng)
  })
  show()
  return {
    moved: () => {
      if (!drawing) searchHere.hidden = false
    },
  }
}
