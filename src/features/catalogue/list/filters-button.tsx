'use client'

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * The phone's "Filters (n)" control. Before hydration, and without JavaScript, a link to the
 * filter form, which CSS shows when it is the link's target; then a button that loads the
 * dialog's code on first use (filters-dialog.ts) and opens the form in a modal dialog.
 */
export function FiltersButton({
  formId,
  dialogId,
  label,
  className,
}: {
  formId: string
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
      <a href={`#${formId}`} className={className}>
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
          .then(({ openFilters }) => openFilters(opener, formId, dialogId))
          .catch(() => {
            // The code could not load (offline): the form is still on the page.
            location.hash = formId
          })
      }}
    >
      {label}
    </button>
  )
}
