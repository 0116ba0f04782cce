import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { expect, test } from './fixtures'
import { logIn, sophie } from './owner-login'
import { referencesOf } from './owners'
import { expectFocusNeverHidden, expectNoSidewaysScroll, sweepLayouts } from './page-sweep'
import type { Lang } from './site-pages'
import { matrixLanguages } from './tiers'

// The owner portal as a signed-in owner sees it, under the template matrix's rules
// (template-matrix.spec.ts): the overview of an owner with several properties and a property's
// page (counters, chart, visits, history table), in the four languages in the sweep and one per
// layout in the gate (tiers.ts),
// - WCAG 1.4.10 and 1.4.12: nothing scrolls sideways at 320 px nor at 200 % zoom, as loaded and
//   with the text spacing a reader may set;
// - axe (WCAG 2.2 AA) on a phone (375 px) and a desktop (1280 px);
// - WCAG 2.4.11 at the same sizes: no focus stop hidden under the fixed header.
// One login per test; phone and desktop are separate tests so that CI's two workers share them.

const portalOf = (lang: Lang) => (lang === 'en' ? '/portal/' : `/${lang}/portal/`)

/** The page in `lang`: the language cookie the login set would send '/portal/' elsewhere. */
async function visit(page: Page, url: string, lang: Lang) {
  await page.context().clearCookies({ name: 'lng' })
  await page.goto(url)
  await expect(page).toHaveURL(url)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
}

for (const layout of sweepLayouts) {
  const languages = matrixLanguages(layout.kind)
  test(`owner portal: ${layout.name}, in ${languages.join(', ')}`, async ({ page }) => {
    // A login (Argon2id) and eight pages, each measured twice, checked by axe and swept.
    test.setTimeout(180_000)
    const [property] = await referencesOf(sophie.email)
    await logIn(page, sophie)
    for (const lang of languages) {
      for (const url of [portalOf(lang), `${portalOf(lang)}${property}/`]) {
        await page.setViewportSize(layout.load)
        await visit(page, url, lang)
        await expectNoSidewaysScroll(page, `${url} at ${layout.at}`, layout.load.width)
        await page.setViewportSize(layout.check)
        await expectNoViolations(page)
        await expect(page.getByRole('banner')).toHaveAttribute('data-position', /./)
        await expectFocusNeverHidden(page, `${url} at ${layout.check.width} px`, 6)
      }
    }
  })
}
