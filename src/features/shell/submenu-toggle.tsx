'use client'

import { useEffect, useRef, useState } from 'react'
import styles from './header.module.css'

/**
 * Opens a submenu on click or keyboard; hovering and focus also show it through CSS, so it works
 * without JavaScript. Escape closes it (WCAG 1.4.13).
 */
export function SubmenuToggle({ label, controls }: { label: string; controls: string }) {
  const button = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const item = button.current?.parentElement
    if (!item) return
    item.dataset.open = String(open)
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && item.contains(document.activeElement)) {
        setOpen(false)
        item.dataset.dismissed = 'true'
        button.current?.focus()
      }
    }
    const onLeave = () => delete item.dataset.dismissed
    const onFocusOut = (event: FocusEvent) => {
      if (!item.contains(event.relatedTarget as Node | null)) onLeave()
    }
    document.addEventListener('keydown', onKey)
    item.addEventListener('mouseleave', onLeave)
    item.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('keydown', onKey)
      item.removeEventListener('mouseleave', onLeave)
      item.removeEventListener('focusout', onFocusOut)
    }
  }, [open])

  return (
    <button
      ref={button}
      type="button"
      className={styles.submenuButton}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => setOpen((value) => !value)}
    >
      <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 24 24">
        <path fill="currentColor" d="M4 8l8 8 8-8z" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  )
}
