'use client'

import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/lib/react/use-hydrated'
import { useConsentChosen } from '@/lib/react/use-consent-choice'
import type { MapBounds } from '@/features/catalogue/search/map-clusters'
import type { LeafletModule, MapOptions, MapTexts } from './leaflet-map'
import styles from './property-map.module.css'

export type { MapTexts } from './leaflet-map'

/**
 * The map of the map view, on tiles from the configured tile server: placed on the bounds of the
 * matches, it shows the clusters and markers the server works out for the part in view
 * (`endpoint`, /api/map-points with the search's filters). Leaflet and its stylesheet are
 * imported in the effect, so they are separate chunks that only this view downloads, and the
 * tile server is contacted only here: once a consent choice is stored, or when the visitor presses
 * "Show the map"; before the choice the frame keeps the map's size and offers that button
 * (docs/decisions/059). The server renders the results as a list below the map, so the page
 * works without JavaScript and the map is an addition to it.
 */
export function PropertyMap({
  bounds,
  endpoint,
  tilesUrl,
  attribution,
  texts,
  area,
}: {
  bounds: MapBounds
  /** The area the search is limited to, outlined on the map. */
  area?: MapOptions['area']
  endpoint: string
  tilesUrl: string
  attribution: string
  texts: MapTexts
}) {
  const container = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading')
  // Asked for with the button before any consent choice: this view's map only.
  const [asked, setAsked] = useState(false)
  const wanted = useConsentChosen() || asked
  const [announcement, setAnnouncement] = useState('')
  // False in the server's HTML: without JavaScript the page says so instead of 'loading'.
  const hydrated = useHydrated()

  useEffect(() => {
    const element = container.current
    if (!element || !wanted) return
    let cancelled = false
    let unmount: (() => void) | undefined
    const load = async () => {
      const [leaflet, { mountMap }] = await Promise.all([
        import('leaflet'),
        import('./leaflet-map'),
      ])
      // The CommonJS build of Leaflet arrives as the default export.
      const L = (leaflet as unknown as { default?: LeafletModule }).default ?? leaflet
      if (cancelled) return
      const mounted = mountMap(L, element, {
        bounds,
        endpoint,
        tilesUrl,
        attribution,
        texts,
        area,
        announce: setAnnouncement,
      })
      unmount = mounted.remove
      // The button the visitor pressed is gone with the placeholder: the focus goes on to the map.
      if (asked) element.focus()
      // Ready once the first clusters and markers are on the map.
      await mounted.loaded
      if (!cancelled) setState('ready')
    }
    load().catch(() => {
      if (!cancelled) setState('error')
    })
    return () => {
      cancelled = true
      unmount?.()
    }
  }, [wanted, asked, bounds, endpoint, tilesUrl, attribution, texts, area])

  return (
    <div className={styles.frame}>
      <div
        ref={container}
        role="region"
        aria-label={texts.region}
        aria-busy={wanted && state === 'loading'}
        className={styles.map}
      />
      {/* Present from the start, so that screen readers announce what is later written in it. */}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {hydrated && !wanted && (
        <div className={styles.placeholder}>
          <p>{texts.external}</p>
          <button type="button" className={styles.show} onClick={() => setAsked(true)}>
            {texts.show}
          </button>
        </div>
      )}
      {hydrated && wanted && state !== 'ready' && (
        <p className={styles.overlay} role={state === 'error' ? 'alert' : undefined}>
          <span>{state === 'error' ? texts.error : texts.loading}</span>
        </p>
      )}
      <noscript>
        <p className={styles.overlay}>
          <span>{texts.noScript}</span>
        </p>
      </noscript>
    </div>
  )
}
