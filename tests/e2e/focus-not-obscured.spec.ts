import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { loadListings } from './public-templates'

// WCAG 2.4.11 (focus not obscured): the page scrolls the element in keyboard focus clear of the
// fixed header, going forwards and backwards, on a phone and on a desktop.

/** The focused element, when the fixed header hides it; null when it is in sight. */
function hiddenFocus(page: Page) {
  return page.evaluate(async () => {
    // The header follows the scroll position on the next frame (src/features/shell/scroll-header).
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const focused = document.activeElement
    const header = document.querySelector('header[data-position]')
    if (!focused || focused === document.body || !header) return null
    if (header.contains(focused) || getComputedStyle(header).position !== 'fixed') return null
    const box = focused.getBoundingClientRect()
    if (box.width === 0 && box.height === 0) return null
    const headerBottom = header.getBoundingClientRect().bottom
    if (box.top >= headerBottom) return null
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    if (box.bottom > headerBottom && hit && !header.contains(hit)) return null
    const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40)
    return `<${focused.tagName.toLowerCase()}> "${name}" at ${Math.round(box.top)}–${Math.round(box.bottom)} px, header to ${Math.round(headerBottom)} px`
  })
}

const seen = 'data-sweep-seen'

/** Presses `key` through every stop of the page once; returns the stops the header hid. */
async function sweep(page: Page, key: 'Tab' | 'Shift+Tab') {
  await page.evaluate((mark) => {
    for (const element of document.querySelectorAll(`[${mark}]`)) element.removeAttribute(mark)
  }, seen)
  const hidden: string[] = []
  let stops = 0
  for (let presses = 0; presses < 600; presses++) {
    await page.keyboard.press(key)
    // Past the last stop the focus leaves the page, or comes round to a stop seen before.
    const where = await page.evaluate((mark) => {
      const focused = document.activeElement
      if (!focused || focused === document.body) return 'outside'
      if (focused.hasAttribute(mark)) return 'again'
      focused.setAttribute(mark, '')
      return 'stop'
    }, seen)
    if (where !== 'stop' && stops > 0) return { stops, hidden }
    if (where !== 'stop') continue
    stops++
    const found = await hiddenFocus(page)
    if (found) hidden.push(found)
  }
  throw new Error(`${key} did not go round the page in 600 presses`)
}

// The key sweep takes a while: one long page keeps it as the check of the in-page sweep
// (tests/e2e/obscured-focus.ts) that covers every template.
const pages = [
  ['property detail', async () => `/for-sale/x/y/${(await loadListings()).sale}/`],
] as const

for (const viewport of [
  { width: 375, height: 700 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })
    for (const [name, url] of pages) {
      test(`${name}: Tab and Shift+Tab never leave the focus under the fixed header`, async ({
        page,
      }) => {
        test.slow()
        await page.goto(await url())
        // The header becomes fixed on scrolling once its script runs: wait for that.
        await expect(page.getByRole('banner')).toHaveAttribute('data-position', /absolute|fixed/)
        const forwards = await sweep(page, 'Tab')
        expect(forwards.stops).toBeGreaterThan(10)
        expect(forwards.hidden, 'Tab').toEqual([])
        const backwards = await sweep(page, 'Shift+Tab')
        expect(backwards.stops).toBeGreaterThan(10)
        expect(backwards.hidden, 'Shift+Tab').toEqual([])
      })
    }
  })
}
