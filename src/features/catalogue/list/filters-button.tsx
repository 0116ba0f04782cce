'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * The phone's "Filters (n)" control. Before hydration, and without JavaScript, a link to the
 * filter form below the results; then a button that loads the dialog's code on first use
 * (filters-dialog.ts) and opens the form as a modal dialog.
 */
export function FiltersButton({
  dialogId,
  label,
  className,
}: {
  dialogId: string
  label: string
  className?: string
}) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  if (!hydrated) {
    return (
      <a href={`#${dialogId}`} className={className}>
        {label}
      </a>
    )
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-controls={dialogId}
      onClick={(event) => {
        const opener = event.currentTarget
        import('./filters-dialog')
          .then(({ openFilters }) => openFilters(opener, dialogId))
          .catch(() => {
            // The code could not load (offline): the form is still on the page.
            location.hash = dialogId
          })
      }}
    >
      {label}
    </button>
  )
}
