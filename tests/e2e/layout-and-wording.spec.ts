import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'

// The client's acceptance test, item 10: the desktop menu on one line, one "Free valuation" in
// the phone drawer, the contract type of a sale named as such, one date format per language.

/** The distinct top positions of the menu's entries: one line is one position. */
async function menuLines(nav: Locator) {
  const tops = await nav
    .locator(':scope > ul > li')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
  return new Set(tops).size
}

test.describe('desktop at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const [lang, url, name] of [
    ['en', '/', 'Main navigation'],
    ['nl', '/nl/', 'Hoofdnavigatie'],
    ['fr', '/fr/', 'Navigation principale'],
    ['de', '/de/', 'Hauptnavigation'],
  ] as const) {
    test(`the main menu fits on one line in ${lang}`, async ({ page }) => {
      await page.goto(url)
      const nav = page.getByRole('navigation', { name })
      await expect(nav).toBeVisible()
      await expect(nav.locator(':scope > ul > li')).toHaveCount(7)
      expect(await menuLines(nav)).toBe(1)
      // Nothing of it is cut off or scrolls sideways.
      const box = (await nav.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(1280)
      expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
      expect(box.height).toBeLessThan(60)
    })
  }
})

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 780 } })

  for (const [lang, url, name] of [
    ['en', '/', 'Free valuation'],
    ['fr', '/fr/', 'Estimation gratuite'],
  ] as const) {
    test(`the drawer lists the free valuation once in ${lang}`, async ({ page }) => {
      await page.goto(url)
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      const drawer = page.getByRole('dialog')
      await expect(drawer.getByRole('link', { name, exact: true })).toHaveCount(1)
    })
  }
})

test('a sale names its contract type as a sale, a rental as a lease, in English and French', async ({
  page,
}) => {
  for (const [url, label, value] of [
    ['/for-sale/ixelles/apartment/4521/', 'Type of sale', 'Sale by private treaty'],
    ['/fr/a-vendre/ixelles/appartement/4521/', 'Type de vente', 'Vente de gré à gré'],
  ] as const) {
    await page.goto(url)
    const term = page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })
    await expect(term).toHaveCount(1)
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value)
    await expect(
      page.getByRole('term').filter({ hasText: /^(Type of lease|Type de bail)$/ }),
    ).toHaveCount(0)
  }
  for (const [list, label] of [
    // With its prefix: the French page before it made French the remembered language.
    ['/en/for-rent/?type=2', 'Type of lease'],
    ['/fr/a-louer/?type=2', 'Type de bail'],
  ] as const) {
    await page.goto(list)
    await page.locator('ul[data-view] > li').first().getByRole('heading').getByRole('link').click()
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(
      1,
    )
    await expect(
      page.getByRole('term').filter({ hasText: /^(Type of sale|Type de vente)$/ }),
    ).toHaveCount(0)
  }
})

test('testimonials carry their date as every other page writes it, in English and German', async ({
  page,
}) => {
  for (const [url, pattern] of [
    ['/services/testimonial-1/', /^Posted on \d{1,2} [A-Z][a-z]+ \d{4}$/],
    ['/de/leistungen/erfahrungsberichte/', /^Veröffentlicht am \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/],
  ] as const) {
    await page.goto(url)
    const dates = page.locator('figcaption p').filter({ hasText: /\d{4}$/ })
    expect(await dates.count()).toBeGreaterThan(0)
    for (const text of await dates.allTextContents()) expect(text.trim()).toMatch(pattern)
  }
})
