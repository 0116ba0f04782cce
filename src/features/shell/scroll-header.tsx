'use client'

import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import styles from './header.module.css'

const threshold = 30

/**
 * Adds the scroll behaviours of specification §2 to the server-rendered header: after 30 px it
 * turns from absolute to fixed (when configured) and reveals a logo hidden on the home page.
 * Without JavaScript the header simply stays in the page flow with its logo visible.
 */
export function ScrollHeader({
  fixedOnScroll,
  hideLogoUntilScroll,
  children,
}: {
  fixedOnScroll: boolean
  hideLogoUntilScroll: boolean
  children: ReactNode
}) {
  const wrapper = useRef<HTMLDivElement>(null)
  const header = useRef<HTMLElement>(null)
  const [scrolled, setScrolled] = useState<boolean | null>(null)

  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      setScrolled(window.scrollY > threshold)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])

  // The header's room is kept before it first leaves the page flow (a layout effect runs before
  // the scroll state's render): a visitor who scrolled before the script ran sees nothing move.
  // Its height is also the page's --header-height, which keeps the element in keyboard focus
  // from scrolling under the fixed header (scroll-padding-top in globals.css), phone or desktop.
  // The page's inline script has written both already (header-room-script.ts); they are written
  // again only when the height changes, as a root property restyles the whole page.
  useLayoutEffect(() => {
    if (!fixedOnScroll || !wrapper.current || !header.current) return
    const box = wrapper.current
    const element = header.current
    const root = document.documentElement
    let kept = root.style.getPropertyValue('--header-height')
    const keepRoom = () => {
      // Read once: a read after the first write would lay the page out again.
      const height = `${element.offsetHeight}px`
      if (height === kept) return
      kept = height
      box.style.height = height
      root.style.setProperty('--header-height', height)
    }
    keepRoom()
    const observer = new ResizeObserver(keepRoom)
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--header-height')
    }
  }, [fixedOnScroll])

  const mode = scrolled === null || !fixedOnScroll ? 'static' : scrolled ? 'fixed' : 'absolute'
  return (
    // The inline script after it sets its height before hydration.
    <div ref={wrapper} className={styles.wrapper} suppressHydrationWarning>
      <header
        ref={header}
        className={styles.header}
        data-position={mode}
        data-scrolled={scrolled ? 'true' : 'false'}
        data-logo-hidden={hideLogoUntilScroll && scrolled === false ? 'true' : 'false'}
      >
        {children}
      </header>
    </div>
  )
}
