'use client'

import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useHydrated } from '@/lib/react/use-hydrated'
import type { ChosenZone, ZonePickerTexts } from './zone-picker-texts'
import type { LeafletModule, MunicipalityProperties, Municipalities, ZoneMap } from './zone-map'
import styles from './zone-picker.module.css'

type Suggestion = { zip: string; name: string }

const fill = (template: string, name: string, value: string) => template.replace(`{${name}}`, value)

/**
 * The zones of a demand (specification §2 "Demand register": a map of the municipalities, or a
 * postal code or town search). Without JavaScript it is one text field, `name`, of postal codes
 * and towns separated by commas, which the server parses (zonesSchema). With JavaScript the chosen
 * zones are removable chips, each sent as its own `name` value: a postal code picked from the
 * suggestions of /api/places, a town as typed, or a municipality clicked on the map (its NIS
 * code). The map, Leaflet and the boundaries load only when the visitor opens the map.
 */
export function ZonePicker({
  name = 'zones',
  lang,
  texts,
  initial,
  tilesUrl,
  attribution,
  invalid = false,
  errorId,
  labelSuffix,
}: {
  name?: string
  lang: string
  texts: ZonePickerTexts
  /** Zones chosen before (a submission sent back with errors), from zonePickerProps. */
  initial: ChosenZone[]
  tilesUrl: string
  attribution: string
  invalid?: boolean
  /** The id of the field's error message, when there is one. */
  errorId?: string
  /** What follows the label: the form's mark of a required field. */
  labelSuffix?: ReactNode
}) {
  const id = useId()
  const hydrated = useHydrated()
  const [zones, setZones] = useState<ChosenZone[]>(initial)
  const [query, setQuery] = useState('')
  // The last suggestions, offered in the list, with the text they answer: only those of the text
  // in the field decide what a typed town stands for.
  const [answered, setAnswered] = useState<{ query: string; places: Suggestion[] }>({
    query: '',
    places: [],
  })
  const [announcement, setAnnouncement] = useState('')
  // A typed text that names no Belgian place: said next to the field, and not added.
  const [refused, setRefused] = useState('')
  const [mapOpen, setMapOpen] = useState(false)
  const searchInput = useRef<HTMLInputElement>(null)
  const chipList = useRef<HTMLUListElement>(null)
  const selected = useMemo(() => new Set(zones.map((zone) => zone.token)), [zones])

  useEffect(() => {
    if (query.trim().length < 2) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetch(`/api/places/?q=${encodeURIComponent(query)}&lang=${lang}`, {
        signal: controller.signal,
      })
        .then((response) => (response.ok ? (response.json() as Promise<Suggestion[]>) : []))
        .then((places) => setAnswered({ query, places }))
        .catch(() => {})
    }, 150)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, lang])

  // A postal code added before its suggestions arrived is named once /api/places answers.
  const naming = useRef(new Set<string>())
  useEffect(() => {
    for (const { token, label } of zones) {
      if (label !== token || !/^\d{4}$/.test(token) || naming.current.has(token)) continue
      naming.current.add(token)
      void placeName(token, lang).then((name) => {
        naming.current.delete(token)
        if (!name) return
        setZones((current) =>
          current.map((zone) =>
            zone.token === token && zone.label === token
              ? { token, label: `${token} ${name}` }
              : zone,
          ),
        )
      })
    }
  }, [zones, lang])

  const describedBy = (hint: string) => [hint, errorId].filter(Boolean).join(' ')

  if (!hydrated) {
    return (
      <label className={styles.field}>
        <span>
          {texts.label}
          {labelSuffix}
        </span>
        <input
          type="text"
          name={name}
          defaultValue={initial.map((zone) => zone.token).join(', ')}
          aria-describedby={describedBy(`${id}-typed`)}
          aria-invalid={invalid || undefined}
          autoComplete="off"
        />
        <small id={`${id}-typed`} className={styles.hint}>
          {texts.typedHint}
        </small>
      </label>
    )
  }

  function add(zone: ChosenZone) {
    setQuery('')
    setRefused('')
    if (selected.has(zone.token)) return
    setZones((current) => [...current, zone])
    setAnnouncement(fill(texts.added, 'zone', zone.label))
  }

  function remove(token: string) {
    const index = zones.findIndex((zone) => zone.token === token)
    const zone = zones[index]
    if (!zone) return
    setZones((current) => current.filter((other) => other.token !== token))
    setAnnouncement(fill(texts.removed, 'zone', zone.label))
    // The focus goes to the chip that takes this one's place, or back to the search field.
    const buttons = chipList.current?.querySelectorAll('button') ?? []
    const next = buttons[index + 1] ?? buttons[index - 1]
    ;(next ?? searchInput.current)?.focus()
  }

  /**
   * Adds what was typed when it names a Belgian place: a postal code of the table, or the first
   * suggestion for a town. Anything else is refused with a message naming it. When the places
   * cannot be asked (offline), the text is added as typed and the server checks it.
   */
  async function addTyped(text: string) {
    const typed = text.replace(/\s+/g, ' ').trim()
    if (!typed) return
    // The suggestions on offer answer this text, or hold the postal code chosen among them.
    const offered = answered.query === text || answered.places.some((place) => place.zip === typed)
    const places = offered ? answered.places : await findPlaces(typed, lang)
    if (places === null) return add({ token: typed, label: typed })
    const suggestion = /^\d{4}$/.test(typed)
      ? places.find((place) => place.zip === typed)
      : places[0]
    if (suggestion) add({ token: suggestion.zip, label: `${suggestion.zip} ${suggestion.name}` })
    else setRefused(typed)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    // Enter adds the zone instead of submitting the form.
    event.preventDefault()
    void addTyped(query)
  }

  function onQuery(value: string) {
    // Choosing a suggestion puts its postal code in the field: that is a choice, add it.
    if (answered.places.some((place) => place.zip === value)) void addTyped(value)
    else {
      setQuery(value)
      setRefused('')
    }
  }

  function toggleMunicipality(municipality: MunicipalityProperties, label: string) {
    if (selected.has(municipality.nis)) remove(municipality.nis)
    else add({ token: municipality.nis, label: fill(texts.municipality, 'name', label) })
  }

  return (
    <fieldset className={styles.picker} aria-describedby={errorId}>
      <legend>
        {texts.label}
        {labelSuffix}
      </legend>
      {zones.map((zone) => (
        <input key={zone.token} type="hidden" name={name} value={zone.token} />
      ))}
      <div className={styles.search}>
        <label>
          <span>{texts.search}</span>
          <input
            ref={searchInput}
            type="text"
            list={`${id}-places`}
            autoComplete="off"
            value={query}
            maxLength={80}
            onChange={(event) => onQuery(event.target.value)}
            onKeyDown={onKeyDown}
            aria-describedby={[refused ? `${id}-refused` : '', `${id}-search`]
              .filter(Boolean)
              .join(' ')}
            aria-invalid={(invalid && zones.length === 0) || refused !== '' || undefined}
          />
        </label>
        <button type="button" className={styles.button} onClick={() => void addTyped(query)}>
          {texts.add}
        </button>
      </div>
      {refused && (
        <p id={`${id}-refused`} role="alert" className={styles.refused}>
          {fill(texts.unknown, 'zone', refused)}
        </p>
      )}
      <small id={`${id}-search`} className={styles.hint}>
        {texts.searchHint}
      </small>
      <datalist id={`${id}-places`}>
        {answered.places.map((place) => (
          <option key={`${place.zip}-${place.name}`} value={place.zip}>
            {`${place.zip} ${place.name}`}
          </option>
        ))}
      </datalist>
      {zones.length > 0 ? (
        <ul ref={chipList} className={styles.chips} aria-label={texts.chosen}>
          {zones.map((zone) => (
            <li key={zone.token} className={styles.chip}>
              <span>{zone.label}</span>
              <button
                type="button"
                aria-label={fill(texts.remove, 'zone', zone.label)}
                onClick={() => remove(zone.token)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>{texts.none}</p>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <div>
        <button
          type="button"
          className={styles.button}
          aria-expanded={mapOpen}
          aria-controls={`${id}-map`}
          onClick={() => setMapOpen((open) => !open)}
        >
          {mapOpen ? texts.hideMap : texts.showMap}
        </button>
      </div>
      <div id={`${id}-map`} hidden={!mapOpen}>
        {mapOpen && (
          <MunicipalityMap
            texts={texts}
            lang={lang}
            tilesUrl={tilesUrl}
            attribution={attribution}
            selected={selected}
            onToggle={toggleMunicipality}
          />
        )}
      </div>
    </fieldset>
  )
}

/** The places /api/places suggests for a text; null when it cannot be reached. */
async function findPlaces(query: string, lang: string): Promise<Suggestion[] | null> {
  try {
    const response = await fetch(`/api/places/?q=${encodeURIComponent(query)}&lang=${lang}`)
    return response.ok ? ((await response.json()) as Suggestion[]) : null
  } catch {
    return null
  }
}

/** The main locality of a postal code in `lang`, or null when it is unknown or unreachable. */
async function placeName(zip: string, lang: string): Promise<string | null> {
  const places = await findPlaces(zip, lang)
  return places?.find((place) => place.zip === zip)?.name ?? null
}

function MunicipalityMap({
  texts,
  lang,
  tilesUrl,
  attribution,
  selected,
  onToggle,
}: {
  texts: ZonePickerTexts
  lang: string
  tilesUrl: string
  attribution: string
  selected: ReadonlySet<string>
  onToggle: (municipality: MunicipalityProperties, label: string) => void
}) {
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<ZoneMap | undefined>(undefined)
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading')
  const toggle = useEffectEvent(onToggle)
  const initiallySelected = useEffectEvent(() => selected)

  useEffect(() => {
    const element = container.current
    if (!element) return
    let cancelled = false
    const load = async () => {
      const [leaflet, zoneMap, response] = await Promise.all([
        import('leaflet'),
        import('./zone-map'),
        fetch('/geo/be-municipalities.json'),
      ])
      if (!response.ok) throw new Error(`municipalities: HTTP ${response.status}`)
      const municipalities = (await response.json()) as Municipalities
      // The CommonJS build of Leaflet arrives as the default export.
      const L = (leaflet as unknown as { default?: LeafletModule }).default ?? leaflet
      if (cancelled) return
      map.current = zoneMap.mountZoneMap(
        L,
        element,
        {
          municipalities,
          tilesUrl,
          attribution,
          zoomIn: texts.zoomIn,
          zoomOut: texts.zoomOut,
          selected: initiallySelected(),
          onToggle: (municipality) =>
            toggle(municipality, zoneMap.municipalityName(municipality, lang)),
        },
        lang,
      )
      setState('ready')
    }
    load().catch(() => {
      if (!cancelled) setState('error')
    })
    return () => {
      cancelled = true
      map.current?.remove()
      map.current = undefined
    }
  }, [tilesUrl, attribution, lang, texts.zoomIn, texts.zoomOut])

  useEffect(() => {
    map.current?.select(selected)
  }, [selected])

  return (
    <div className={styles.frame}>
      <p className={styles.hint}>{texts.mapHelp}</p>
      <div
        ref={container}
        role="region"
        aria-label={texts.map}
        aria-busy={state === 'loading'}
        className={styles.map}
      />
      {state !== 'ready' && (
        <p className={styles.overlay} role={state === 'error' ? 'alert' : undefined}>
          <span>{state === 'error' ? texts.error : texts.loading}</span>
        </p>
      )}
    </div>
  )
}
