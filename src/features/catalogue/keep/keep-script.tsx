'use client'
import { useEffect } from 'react'

/**
 * Loads the favourites' code once the page has hydrated, outside the page's first script (the
 * JavaScript budget, docs/decisions/040); until then every control it drives stays hidden.
 */
export function KeepScript() {
  useEffect(() => {
    void import('./keep-dom').then((keep) => keep.startKeeping())
  }, [])
  return null
}
