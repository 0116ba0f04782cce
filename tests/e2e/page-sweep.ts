import type { Page, ViewportSize } from '@playwright/test'
import { expect } from './fixtures'
import { obscuredFocusStops } from './obscured-focus'
import type { LayoutKind } from './tiers'

// The sizes and checks the template matrix (public pages) and the back-office sweep share.

/** WCAG 1.4.10: content fits 320 CSS pixels without scrolling sideways. */
export const reflowWidth = 320
export const phone = { width: 375, height: 700 }
export const desktop = { width: 1280, height: 800 }
/** The desktop at 200 % zoom. */
export const zoomed = { width: 640, height: 400 }

/**
 * The two sweeps of a page: loaded at 320 px (reflow), then checked by axe and for hidden focus
 * at 375 px; loaded on a desktop at 200 % zoom, then checked at 1280 px.
 */
export const sweepLayouts: {
  kind: LayoutKind
  name: string
  load: ViewportSize
  check: ViewportSize
  at: string
}[] = [
  {
    kind: 'phone',
    name: 'reflow at 320 px, axe and focus at 375 px',
    load: { width: reflowWidth, height: 640 },
    check: phone,
    at: `${reflowWidth} px`,
  },
  {
    kind: 'desktop',
    name: 'reflow at 200 % zoom, axe and focus at 1280 px',
    load: zoomed,
    check: desktop,
    at: '200 %',
  },
]

/** WCAG 1.4.12: the text spacing a reader may set. */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

/** The page's width, and what sticks out past the viewport (for the failure message). */
function measure(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth
    const outside = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const right = element.getBoundingClientRect().right
        return (
          right > viewport + 0.5 &&
          ![...element.children].some((child) => child.getBoundingClientRect().right > viewport)
        )
      })
      .slice(0, 5)
      .map((element) => `<${element.tagName.toLowerCase()}> ${element.textContent?.slice(0, 40)}`)
    return { width: document.documentElement.scrollWidth, outside }
  })
}

/** Nothing scrolls sideways at `width`, as loaded and with the text spacing (removed after). */
export async function expectNoSidewaysScroll(page: Page, where: string, width: number) {
  const plain = await measure(page)
  expect(plain.width, `${where}: ${plain.outside.join(', ')}`).toBeLessThanOrEqual(width)
  const spacing = await page.addStyleTag({ content: textSpacing })
  const spaced = await measure(page)
  expect(
    spaced.width,
    `${where} with text spacing: ${spaced.outside.join(', ')}`,
  ).toBeLessThanOrEqual(width)
  await spacing.evaluate((style) => (style as HTMLStyleElement).remove())
}

/**
 * WCAG 2.4.11: no focus stop is left entirely under something fixed, whichever way the keyboard
 * comes (tests/e2e/obscured-focus.ts); `fewest` stops at least, so an empty sweep fails.
 */
export async function expectFocusNeverHidden(page: Page, where: string, fewest: number) {
  const sweep = await obscuredFocusStops(page)
  expect(sweep.stops, where).toBeGreaterThanOrEqual(fewest)
  expect(sweep.hidden, where).toEqual([])
}
