'use client'
import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False on the server and while the page hydrates, true once this component runs in the browser:
 * what the page shows before its script runs (a link, a no-script marker) must also work alone.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
