'use client'

import { useEffect, useRef } from 'react'
import type { ActionResult } from './action-result'
import styles from './back-office.module.css'

/**
 * The back office's one place for the result of an action, at the top of every screen's main
 * content: a live region, given the focus when it opens with a result, so keyboard and screen
 * reader users are where the answer is. Empty, it has no role (nothing for a test or a screen
 * reader to find but the live region itself).
 */
export function StatusRegion({ result }: { result?: ActionResult }) {
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (result) region.current?.focus()
  }, [result])
  return (
    <div
      ref={region}
      tabIndex={-1}
      aria-live={result?.role === 'alert' ? 'assertive' : 'polite'}
      role={result?.role}
    >
      {result && <p className={result.error ? styles.error : styles.notice}>{result.text}</p>}
    </div>
  )
}
