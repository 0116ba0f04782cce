import { expect, type Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page. For tests of what the scripted page does: a click
 * before that is the plain form's post, which the no-JavaScript tests cover.
 */
export async function hydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true)
}
