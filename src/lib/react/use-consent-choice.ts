'use client'
import { useSyncExternalStore } from 'react'

// The contract between the consent dialog, which knows whether the visitor's choice is stored,
// and what waits for it (the maps, whose tiles come from a third-party server): an attribute on
// <html> and an event, so that neither imports the other (docs/decisions/059).
const chosenAttribute = 'data-consent-chosen'
const chosenEvent = 'consent:chosen'

/** Called by the consent dialog once a choice is stored, found on load or just made. */
export function markConsentChosen() {
  document.documentElement.setAttribute(chosenAttribute, '')
  window.dispatchEvent(new Event(chosenEvent))
}

function subscribe(onChange: () => void) {
  window.addEventListener(chosenEvent, onChange)
  return () => window.removeEventListener(chosenEvent, onChange)
}

/**
 * Whether the visitor has made a consent choice, whichever it is: false on the server, while the
 * page hydrates and before the choice, true from then on (also when it is made on this page).
 */
export function useConsentChosen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.documentElement.hasAttribute(chosenAttribute),
    () => false,
  )
}
