import type { Page } from '@playwright/test'

/**
 * WCAG 2.4.11 (focus not obscured) for every focusable element of the page, in the page itself:
 * each one is put where Tab (coming from above: at the bottom edge) and Shift+Tab (coming from
 * below: behind the fixed header) can leave an element that the browser scrolls into view only
 * if needed, then focused. Chromium scrolls for `focus()` as it does for Tab and Shift+Tab
 * (centre if needed, within the scroll padding), so this finds what a key sweep finds, in a
 * fraction of its time; tests/e2e/focus-not-obscured.spec.ts keeps the key sweep for two pages.
 * Returns the stops left entirely under a fixed or sticky element.
 */
export function obscuredFocusStops(page: Page): Promise<{ stops: number; hidden: string[] }> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    // What Tab reaches: tabindex="-1" (the honeypot fields) is left out of the sequence.
    const focusable = [
      'a[href]',
      'button:not([disabled])',
      'input:not([type="hidden"]):not([disabled])',
      'select:not([disabled])',
      'textarea:not([disabled])',
      'summary',
      'iframe',
      '[tabindex]',
    ]
      .map((selector) => `${selector}:not([tabindex="-1"])`)
      .join(',')
    const covers = (element: Element) => {
      const position = getComputedStyle(element).position
      return position === 'fixed' || position === 'sticky'
    }
    /** Whether every sampled point of the box is under something fixed or sticky. */
    const hidden = (target: HTMLElement) => {
      const box = target.getBoundingClientRect()
      const inset = 1
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
      ]
      return points.every(([x, y]) => {
        if (y! < 0 || y! > innerHeight || x! < 0 || x! > innerWidth) return true
        let hit = document.elementFromPoint(x!, y!)
        if (!hit || target.contains(hit)) return false
        for (; hit; hit = hit.parentElement) {
          if (hit.contains(target)) return false
          if (covers(hit)) return true
        }
        return false
      })
    }
    const describe = (target: HTMLElement, how: string) => {
      const name = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 40)
      const box = target.getBoundingClientRect()
      return `${how}: <${target.tagName.toLowerCase()}> "${name}" at ${Math.round(box.top)}–${Math.round(box.bottom)} px`
    }
    // Past 30 px the public header is fixed (src/features/shell/scroll-header.tsx), which its
    // script notes on the next frame: near the top of the page the sweep waits for it, elsewhere
    // the header stays fixed and every step is measured at once. A page without that header (the
    // back office) or too short to scroll past 30 px is measured at once throughout.
    const threshold = 30
    const settle = async () => {
      await frame()
      await frame()
    }
    const header = document.querySelector('header[data-position]')
    const fixes = !!header && document.documentElement.scrollHeight - innerHeight > threshold
    const floor = fixes ? threshold + 1 : 0
    if (fixes) {
      scrollTo({ top: floor, behavior: 'instant' })
      await settle()
    }
    const candidates = [...document.querySelectorAll<HTMLElement>(focusable)].filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true }) &&
        !element.closest('[inert]') &&
        element.getClientRects().length > 0,
    )
    const found: string[] = []
    let stops = 0
    for (const target of candidates) {
      const box = target.getBoundingClientRect()
      const top = box.top + scrollY
      const headerBottom =
        header && getComputedStyle(header).position === 'fixed'
          ? header.getBoundingClientRect().bottom
          : 0
      // The worst places a key leaves the element before the browser decides whether to scroll:
      // entirely behind the fixed header (Shift+Tab), or at the very bottom, where fixed buttons
      // sit (Tab). With the right scroll padding the browser takes both as out of view.
      for (const [how, y] of [
        ['Shift+Tab', top + box.height - headerBottom + 1],
        ['Tab', top + box.height - innerHeight + 1],
      ] as const) {
        target.blur()
        scrollTo({ top: Math.max(floor, y), behavior: 'instant' })
        target.focus()
        if (document.activeElement !== target) continue
        if (fixes && scrollY <= threshold) {
          await settle()
          scrollTo({ top: floor, behavior: 'instant' })
          await settle()
          continue
        }
        stops++
        if (hidden(target)) found.push(describe(target, how))
      }
    }
    return { stops, hidden: found }
  })
}
