import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { adminLogIn, adminPrefix, backOfficeScreens } from './back-office-screens'
import { expect, test } from './fixtures'
import { obscuredFocusStops } from './obscured-focus'
import { languages } from './site-pages'

// The back office under the public pages' rules, in the four languages, as the admin sees every
// screen at 320 CSS pixels: no sideways scrolling, also with the text spacing a reader may set
// (WCAG 1.4.10, 1.4.12; tables scroll inside their own named region), and no keyboard focus stop
// hidden under something fixed (WCAG 2.4.11); axe on the longest form. Each screen's own browser
// test runs axe on it.
const width = 320
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

test.use({ viewport: { width, height: 640 } })

for (const lang of languages) {
  test(`back office in ${lang}: no sideways scrolling at 320 px, also with text spacing, and focus never hidden`, async ({
    page,
  }) => {
    // Some forty screens, each measured twice and swept for hidden focus.
    test.setTimeout(180_000)
    const prefix = adminPrefix(lang)
    await page.goto(`${prefix}/admin/login/`)
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width)
    await adminLogIn(page, lang)
    for (const screen of await backOfficeScreens()) {
      const url = `${prefix}${screen}`
      await page.goto(url)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      expect(await scrollWidth(page), url).toBeLessThanOrEqual(width)
      const sweep = await obscuredFocusStops(page)
      expect(sweep.hidden, url).toEqual([])
      await page.addStyleTag({ content: textSpacing })
      expect(await scrollWidth(page), `${url} with text spacing`).toBeLessThanOrEqual(width)
    }
    await expectNoViolations(page)
  })
}
