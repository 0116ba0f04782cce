import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { loadListings, publicTemplates } from './public-templates'
import { languages } from './site-pages'
import { serveTiles } from './tiles'

// WCAG 1.4.10 (reflow) and 1.4.12 (text spacing): at 320 CSS pixels, and with the text spacing a
// reader may set, no page scrolls sideways. One page per template and language, in one browser
// page each, measured as loaded and again with the spacing added.
const width = 320
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

test.use({ viewport: { width, height: 640 }, allowConsoleErrors: [/status of 404/] })

for (const template of publicTemplates) {
  test(`${template.name}: no sideways scrolling at 320 px in any language, also with text spacing`, async ({
    page,
  }) => {
    await serveTiles(page)
    const listings = await loadListings()
    for (const lang of languages) {
      const url = template.url(lang, listings)
      await page.goto(url)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      const plain = await measure(page)
      expect(plain.width, `${url}: ${plain.outside.join(', ')}`).toBeLessThanOrEqual(width)
      await page.addStyleTag({ content: textSpacing })
      const spaced = await measure(page)
      expect(
        spaced.width,
        `${url} with text spacing: ${spaced.outside.join(', ')}`,
      ).toBeLessThanOrEqual(width)
    }
  })
}
