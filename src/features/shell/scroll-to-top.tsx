'use client'

import { useEffect, useState } from 'react'
import styles from './scroll-to-top.module.css'

const showFrom = 10
const checkEveryMs = 100
const durationMs = 500

/** Specification §2: hidden under 10 px, re-evaluated at most every 100 ms, ~500 ms scroll up. */
export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    let last = 0
    let pending: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      last = Date.now()
      pending = undefined
      setVisible(window.scrollY >= showFrom)
    }
    const onScroll = () => {
      const wait = checkEveryMs - (Date.now() - last)
      if (wait <= 0) check()
      else pending ??= setTimeout(check, wait)
    }
    check()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      clearTimeout(pending)
    }
  }, [])

  const scrollUp = () => {
    const target = document.getElementById('top')
    const done = () => target?.focus({ preventScroll: true })
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      window.scrollTo(0, 0)
      done()
      return
    }
    const start = window.scrollY
    const began = performance.now()
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / durationMs)
      const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2
      window.scrollTo(0, Math.round(start * (1 - eased)))
      if (progress < 1) requestAnimationFrame(step)
      else done()
    }
    requestAnimationFrame(step)
  }

  return (
    <button type="button" className={styles.button} hidden={!visible} onClick={scrollUp}>
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
        <path fill="currentColor" d="M12 5l7 7-1.4 1.4-4.6-4.6V20h-2V8.8l-4.6 4.6L5 12z" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </button>
  )
}
