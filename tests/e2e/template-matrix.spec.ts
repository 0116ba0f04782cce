import type { Page, ViewportSize } from '@playwright/test'
import { expectNoViolations } from './axe'
import { expect, test } from './fixtures'
import { obscuredFocusStops } from './obscured-focus'
import {
  desktop,
  expectFocusNeverHidden,
  expectNoSidewaysScroll,
  phone,
  reflowWidth,
  zoomed,
} from './page-sweep'
import { loadListings, publicTemplates } from './public-templates'
import { urlOf, type Lang } from './site-pages'
import { matrixLanguages } from './tiers'
import { serveTiles } from './tiles'
import en from '../../messages/en.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import de from '../../messages/de.json' with { type: 'json' }

// Every public template, one browser page per template, in the four languages in the sweep and in
// German on the phone and Dutch on the desktop in the gate (tiers.ts):
// - WCAG 1.4.10 and 1.4.12: nothing scrolls sideways at 320 px, nor on a
//   desktop at 200 % zoom, as loaded and again with the text spacing a reader may set;
// - axe (WCAG 2.2 AA) on a phone (375 px) and on a desktop (1280 px);
// - WCAG 2.4.11 on the same phone and desktop: no keyboard focus stop is left under the fixed
//   header or another fixed element, whichever way the visitor tabs (tests/e2e/obscured-focus.ts).
// Phone and desktop are separate tests, so that CI's two workers share the matrix evenly.
const messages = { en, nl, fr, de }
async function expectFocusNeverHiddenUnderHeader(page: Page, where: string) {
  // The header's script has run (its position is set) before the sweep measures.
  await expect(page.getByRole('banner')).toHaveAttribute('data-position', /./)
  await expectFocusNeverHidden(page, where, 11)
}

/**
 * The page in its language at the given size, for a visitor without a language cookie (with one,
 * the default language's URLs answer in the language chosen before).
 */
async function visit(page: Page, url: string, lang: Lang, size: ViewportSize) {
  await page.context().clearCookies()
  await page.setViewportSize(size)
  await page.goto(url)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
}

test.use({ allowConsoleErrors: [/status of 404/] })

const phoneLanguages = matrixLanguages('phone')
const desktopLanguages = matrixLanguages('desktop')

for (const template of publicTemplates) {
  test(`${template.name}: reflow at 320 px, axe and focus at 375 px, in ${phoneLanguages.join(', ')}`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await serveTiles(page)
    const listings = await loadListings()
    for (const lang of phoneLanguages) {
      const url = template.url(lang, listings)
      await visit(page, url, lang, { width: reflowWidth, height: 640 })
      await expectNoSidewaysScroll(page, url, reflowWidth)
      await page.setViewportSize(phone)
      await expectNoViolations(page)
      await expectFocusNeverHiddenUnderHeader(page, `${url} at ${phone.width} px`)
    }
  })

  test(`${template.name}: reflow at 200 % zoom, axe and focus at 1280 px, in ${desktopLanguages.join(', ')}`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await serveTiles(page)
    const listings = await loadListings()
    for (const lang of desktopLanguages) {
      const url = template.url(lang, listings)
      await visit(page, url, lang, zoomed)
      await expectNoSidewaysScroll(page, `${url} at 200 %`, zoomed.width)
      await page.setViewportSize(desktop)
      await expectNoViolations(page)
      await expectFocusNeverHiddenUnderHeader(page, `${url} at ${desktop.width} px`)
    }
  })
}

// The consent dialog is one component on every page: on a first visit to the home page, on a phone
// and on a desktop, in the languages of the matrix.
test.describe('the consent dialog', () => {
  test.use({ storedConsent: null })
  test(`fits 320 px on a phone in ${phoneLanguages.join(', ')}, passes axe there and on a desktop in ${desktopLanguages.join(', ')}`, async ({
    page,
  }) => {
    const visits = [
      ...phoneLanguages.map((lang) => ({ lang, size: { width: reflowWidth, height: 640 } })),
      ...desktopLanguages.map((lang) => ({ lang, size: desktop })),
    ]
    for (const { lang, size } of visits) {
      const url = urlOf(lang, '')
      if (page.url().startsWith('http')) await page.evaluate(() => window.localStorage.clear())
      await visit(page, url, lang, size)
      const consent = page.getByRole('dialog', { name: messages[lang].consent.title })
      await expect(consent).toBeVisible()
      if (size.width === reflowWidth) {
        await expectNoSidewaysScroll(page, `${url} with the consent dialog`, reflowWidth)
        await page.setViewportSize(phone)
      }
      await expectNoViolations(page, 'dialog[open]')
      await consent.getByRole('button', { name: messages[lang].consent.onlyFunctional }).click()
      await expect(consent).toBeHidden()
    }
  })
})

test.describe('the focus sweep itself', () => {
  test.use({ viewport: desktop, storedConsent: 'functional' })
  test('finds focus hidden under the header when the scroll padding is gone', async ({ page }) => {
    await page.goto(`/for-sale/x/y/${(await loadListings()).sale}/`)
    await expect(page.getByRole('banner')).toHaveAttribute('data-position', /./)
    await page.addStyleTag({ content: 'html { scroll-padding: 0 !important; }' })
    const sweep = await obscuredFocusStops(page)
    expect(sweep.hidden.filter((stop) => stop.startsWith('Shift+Tab')).length).toBeGreaterThan(5)
  })
})
