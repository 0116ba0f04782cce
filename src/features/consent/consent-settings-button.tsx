'use client'

import { openConsentEvent } from './consent-manager'

/** Reopens the consent dialog with the current choices, so withdrawing is as easy as giving. */
export function ConsentSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => window.dispatchEvent(new Event(openConsentEvent))}
    >
      {label}
    </button>
  )
}
