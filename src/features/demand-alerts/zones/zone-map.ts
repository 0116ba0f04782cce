// Loaded by zone-picker.tsx with a dynamic import, with Leaflet and the municipality boundaries,
// only when the visitor opens the map: Leaflet's stylesheet comes with it.
import 'leaflet/dist/leaflet.css'
import type * as Leaflet from 'leaflet'
import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson'
import { escapeHtml } from '@/lib/html/escape-html'

export type LeafletModule = typeof Leaflet

/** A municipality of public/geo/be-municipalities.json (scripts/build-zone-map.ts). */
export type MunicipalityProperties = { nis: string; name: string; nameNl: string; nameFr: string }
export type Municipalities = FeatureCollection<Polygon | MultiPolygon, MunicipalityProperties>

export type ZoneMapOptions = {
  municipalities: Municipalities
  tilesUrl: string
  attribution: string
  zoomIn: string
  zoomOut: string
  /** NIS codes of the municipalities chosen now. */
  selected: ReadonlySet<string>
  /** The visitor clicked a municipality: add it, or remove it if it was chosen. */
  onToggle: (municipality: MunicipalityProperties) => void
}

export type ZoneMap = {
  /** Shows a new selection (after a chip was added or removed). */
  select(selected: ReadonlySet<string>): void
  remove(): void
}

/** The municipality's name in the page language (the map data has Dutch and French). */
export function municipalityName(properties: MunicipalityProperties, lang: string): string {
  return lang === 'nl' ? properties.nameNl : lang === 'fr' ? properties.nameFr : properties.name
}

/**
 * The municipalities of Belgium over the configured tiles; a click toggles one. The chosen ones
 * are filled in the site's colour. Keyboard users choose zones with the search field next to the
 * map, which covers the same municipalities; the map itself pans with the arrow keys once focused.
 */
export function mountZoneMap(
  L: LeafletModule,
  element: HTMLElement,
  options: ZoneMapOptions,
  lang: string,
): ZoneMap {
  // Half zoom steps: Belgium fills the box instead of a whole step's worth of margin.
  const map = L.map(element, { zoomControl: false, scrollWheelZoom: false, zoomSnap: 0.5 })
  map.on('focus', () => map.scrollWheelZoom.enable())
  map.on('blur', () => map.scrollWheelZoom.disable())
  L.control.zoom({ zoomInTitle: options.zoomIn, zoomOutTitle: options.zoomOut }).addTo(map)
  map.attributionControl.addAttribution(escapeHtml(options.attribution))
  L.tileLayer(options.tilesUrl, { maxZoom: 19 }).addTo(map)

  const primary = getComputedStyle(element).getPropertyValue('--color-primary').trim() || '#1d4ed8'
  let selected = options.selected
  const style: Leaflet.StyleFunction<MunicipalityProperties> = (feature) => {
    const chosen = feature ? selected.has(feature.properties.nis) : false
    return {
      color: chosen ? primary : '#52606d',
      weight: chosen ? 2 : 1,
      fillColor: primary,
      fillOpacity: chosen ? 0.45 : 0.04,
    }
  }
  const layer = L.geoJSON(options.municipalities, {
    style,
    onEachFeature: (feature, path) => {
      const properties = feature.properties as MunicipalityProperties
      path.bindTooltip(escapeHtml(municipalityName(properties, lang)), { sticky: true })
      path.on('click', () => options.onToggle(properties))
    },
  }).addTo(map)
  map.fitBounds(layer.getBounds(), { padding: [8, 8] })

  return {
    select(next) {
      selected = next
      layer.setStyle(style as Leaflet.StyleFunction)
    },
    remove() {
      map.remove()
    },
  }
}
