import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Waits until React has hydrated the page, or `element` when it is given: a form rendered as a
 * deferred island (src/lib/react/deferred-island.tsx) hydrates after the page, once its code has
 * arrived. For tests of what the scripted page does: a click before that is the plain form's
 * post, which the no-JavaScript tests cover.
 */
export async function hydrated(page: Page, element: Locator = page.locator('body')) {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true)
}
