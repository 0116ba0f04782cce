'use client'

import { useRef, useState, type ReactNode } from 'react'
import styles from './header.module.css'

/** The mobile menu: a modal dialog, so focus stays inside and Escape closes it. */
export function MobileDrawer({
  openLabel,
  closeLabel,
  title,
  children,
}: {
  openLabel: string
  closeLabel: string
  title: string
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          dialog.current?.showModal()
          setOpen(true)
        }}
      >
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
        {openLabel}
      </button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-label={title}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current.close()
        }}
      >
        <div className={styles.drawerPanel}>
          <button
            type="button"
            className={styles.closeButton}
            onClick={() => dialog.current?.close()}
            autoFocus
          >
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
              <path
                fill="currentColor"
                d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z"
              />
            </svg>
            {closeLabel}
          </button>
          {children}
        </div>
      </dialog>
    </>
  )
}
