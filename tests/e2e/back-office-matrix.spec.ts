import { expectNoViolations } from './axe'
import { adminPrefix, backOfficeScreens, logInHere } from './back-office-screens'
import { expect, test } from './fixtures'
import { expectFocusNeverHidden, expectNoSidewaysScroll, sweepLayouts } from './page-sweep'
import { matrixLanguages } from './tiers'

// The back office under the public template matrix's rules (template-matrix.spec.ts): the login
// page and every screen the admin opens (back-office-screens.ts), in the four languages in the
// sweep and one per layout in the gate (tiers.ts),
// - WCAG 1.4.10 and 1.4.12: nothing scrolls sideways at 320 px nor on a desktop at 200 % zoom,
//   as loaded and with the text spacing a reader may set (tables scroll in their own region);
// - axe (WCAG 2.2 AA) on a phone (375 px) and a desktop (1280 px);
// - WCAG 2.4.11 at the same sizes: no focus stop hidden under something fixed.
// Phone and desktop are separate tests, so that CI's two workers share them; each logs in once
// and loads each screen once, at the reflow size, then widens it.

for (const layout of sweepLayouts) {
  for (const lang of matrixLanguages(layout.kind)) {
    test(`back office in ${lang}: ${layout.name}`, async ({ page }) => {
      // Some forty screens, each measured twice, checked by axe and swept for hidden focus.
      test.setTimeout(420_000)
      const prefix = adminPrefix(lang)
      const check = async (url: string) => {
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expectNoSidewaysScroll(page, `${url} at ${layout.at}`, layout.load.width)
        await page.setViewportSize(layout.check)
        await expectNoViolations(page)
        // The login page has five stops; every other screen has the navigation's dozen links.
        await expectFocusNeverHidden(page, `${url} at ${layout.check.width} px`, 4)
        await page.setViewportSize(layout.load)
      }
      await page.setViewportSize(layout.load)
      await page.goto(`${prefix}/admin/login/`)
      await check(`${prefix}/admin/login/`)
      await logInHere(page, lang)
      for (const screen of await backOfficeScreens()) {
        const url = `${prefix}${screen}`
        // The login ends on the leads, which need no second load.
        if (new URL(page.url()).pathname !== url) await page.goto(url)
        await check(url)
      }
    })
  }
}
