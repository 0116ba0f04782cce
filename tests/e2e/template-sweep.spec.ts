import { expect, test } from './fixtures'
import { obscuredFocusStops } from './obscured-focus'
import { loadListings, publicTemplates } from './public-templates'
import { languages } from './site-pages'
import { serveTiles } from './tiles'

// WCAG 2.4.11 (focus not obscured) over every public template, on a phone in the four languages
// and on a desktop in English and German (the shortest and the longest words): no keyboard focus
// stop is left under the fixed header or another fixed element, whichever way the visitor tabs
// (tests/e2e/obscured-focus.ts says how).
const viewports = [
  { width: 375, height: 700, languages },
  { width: 1280, height: 800, languages: ['en', 'de'] as const },
]

test.use({ allowConsoleErrors: [/status of 404/] })

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    for (const template of publicTemplates) {
      test(`${template.name}: focus never hidden, in ${viewport.languages.join(', ')}`, async ({
        page,
      }) => {
        await serveTiles(page)
        const listings = await loadListings()
        for (const lang of viewport.languages) {
          const url = template.url(lang, listings)
          await page.goto(url)
          await expect(page.locator('html')).toHaveAttribute('lang', lang)
          // The header's script has run (its position is set) before the sweep measures.
          await expect(page.getByRole('banner')).toHaveAttribute('data-position', /./)
          const sweep = await obscuredFocusStops(page)
          expect(sweep.stops, url).toBeGreaterThan(10)
          expect(sweep.hidden, url).toEqual([])
        }
      })
    }
  })
}

test.describe('the sweep itself', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  test('finds focus hidden under the header when the scroll padding is gone', async ({ page }) => {
    await page.goto(`/for-sale/x/y/${(await loadListings()).sale}/`)
    await expect(page.getByRole('banner')).toHaveAttribute('data-position', /./)
    await page.addStyleTag({ content: 'html { scroll-padding: 0 !important; }' })
    const sweep = await obscuredFocusStops(page)
    expect(sweep.hidden.filter((stop) => stop.startsWith('Shift+Tab')).length).toBeGreaterThan(5)
  })
})
