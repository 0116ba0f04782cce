import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// The images that cannot load while offline are the point of these tests.
test.use({ allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_FAILED/] })

/** Whether the image has pixels: a failed one is complete with a natural width of 0. */
const loaded = (page: Page, index: number) =>
  page
    .locator('main img')
    .nth(index)
    .evaluate((image: HTMLImageElement) => ({
      complete: image.complete,
      pixels: image.naturalWidth > 0,
    }))

// Specification §4: images load only while online; one that failed offline loads once the
// connection is back (docs/decisions/009-listing-images.md).
for (const url of ['/for-sale/', '/fr/projets-neufs/']) {
  test(`${url}: an image that failed offline loads when the connection is back`, async ({
    page,
    context,
  }) => {
    await page.route(/\/img\//, (route) => route.abort('internetdisconnected'))
    await page.goto(url)
    // The page's own scripts first: the one that fetches failed images again is among them, and
    // a chunk cut off by the offline switch is a console error.
    await page.waitForLoadState('networkidle')
    await context.setOffline(true)
    const image = page.locator('main img').first()
    await expect(image).toHaveAttribute('data-retry-online', '')
    await expect.poll(() => loaded(page, 0)).toEqual({ complete: true, pixels: false })

    await page.unroute(/\/img\//)
    await context.setOffline(false)
    await expect.poll(() => loaded(page, 0)).toEqual({ complete: true, pixels: true })
  })
}
