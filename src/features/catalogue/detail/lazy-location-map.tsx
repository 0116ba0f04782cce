'use client'

import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/lib/react/use-hydrated'
import { useConsentChosen } from '@/lib/react/use-consent-choice'
import type { LeafletModule } from '@/features/catalogue/list/leaflet-map'
import detail from './detail.module.css'
import styles from './location-map.module.css'

export type LocationMapTexts = {
  /** The map's accessible name. */
  region: string
  show: string
  /** Under the place in the placeholder: where the map comes from and when it loads. */
  external: string
  loading: string
  error: string
  zoomIn: string
  zoomOut: string
}

/**
 * A place on a map that costs nothing until it is wanted: Leaflet, its stylesheet and the tiles
 * load when the visitor presses "Show the map", or, once a consent choice is stored, when the
 * frame comes near the view (IntersectionObserver). Before the choice no tile is asked for from
 * the tile server, a third party (docs/decisions/059). Until then the frame, at the map's size,
 * shows the place (`label`, the text alternative of the map) and says where the map comes from.
 * `exact` false draws an area circle of `radius` metres instead of a pin (an unpublished address:
 * the caller passes an approximate point). Without JavaScript the page's map links still work.
 */
export function LazyLocationMap({
  lat,
  lng,
  exact,
  radius = 1000,
  label,
  tilesUrl,
  attribution,
  texts,
}: {
  lat: number
  lng: number
  exact: boolean
  radius?: number
  label: string
  tilesUrl: string
  attribution: string
  texts: LocationMapTexts
}) {
  const container = useRef<HTMLDivElement>(null)
  // Wanted once in view or asked for; the state after that is only shown, so that setting it
  // does not run the loading effect's clean-up (which removes the map).
  const [wanted, setWanted] = useState(false)
  // Asked for with the button, which the map replaces: the focus then goes on to the map.
  const pressed = useRef(false)
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'error'>('idle')
  // The button needs the script: without it the frame shows the place and the note only.
  const hydrated = useHydrated()
  const chosen = useConsentChosen()

  useEffect(() => {
    const element = container.current
    if (!element || wanted || !chosen) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true)
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [wanted, chosen])

  useEffect(() => {
    const element = container.current
    if (!element || !wanted) return
    let cancelled = false
    setState('loading')
    let remove: (() => void) | undefined
    Promise.all([import('leaflet'), import('./location-map')])
      .then(([leaflet, { mountLocationMap }]) => {
        if (cancelled) return
        // The CommonJS build of Leaflet arrives as the default export.
        const L = (leaflet as unknown as { default?: LeafletModule }).default ?? leaflet
        remove = mountLocationMap(L, element, {
          lat,
          lng,
          exact,
          radius,
          label,
          tilesUrl,
          attribution,
          texts,
        })
        setState('ready')
        if (pressed.current) element.focus()
      })
      .catch(() => {
        if (!cancelled) setState('error')
      })
    return () => {
      cancelled = true
      remove?.()
    }
  }, [wanted, lat, lng, exact, radius, label, tilesUrl, attribution, texts])

  return (
    <div className={styles.frame} data-print="hide">
      <div
        ref={container}
        role="region"
        aria-label={texts.region}
        aria-busy={state === 'loading'}
        className={styles.map}
        data-map-state={state}
      />
      {state === 'idle' && (
        <div className={styles.placeholder}>
          <p className={styles.place}>{label}</p>
          <p className={styles.external}>{texts.external}</p>
          {hydrated && (
            <button
              type="button"
              className={detail.action}
              onClick={() => {
                pressed.current = true
                setWanted(true)
              }}
            >
              {texts.show}
            </button>
          )}
        </div>
      )}
      {(state === 'loading' || state === 'error') && (
        <p className={styles.placeholder} role={state === 'error' ? 'alert' : undefined}>
          <span>{state === 'error' ? texts.error : texts.loading}</span>
        </p>
      )}
    </div>
  )
}
