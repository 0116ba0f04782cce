import type { Page } from '@playwright/test'

/**
 * A slow connection: the page's HTML arrives, its script waits until the returned function is
 * called. For what a visitor sees and does before the page has hydrated.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let arrive!: () => void
  const held = new Promise<void>((resolve) => (arrive = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held
    await route.continue().catch(() => undefined)
  })
  return arrive
}
