import { test as base, expect } from '@playwright/test'
import { serveTiles } from './tiles'

type Fixtures = {
  /** Console errors matching one of these are expected by the test (e.g. a 404 it asked for). */
  allowConsoleErrors: RegExp[]
  /**
   * The consent choice stored before each page loads: most tests are about something else and
   * start as a visitor who already chose "only functional"; consent tests set null.
   */
  storedConsent: 'functional' | null
}

/** The stored consent of a visitor who chose "only functional" (for contexts a test opens itself). */
export const functionalOnly = {
  consent: JSON.stringify({
    functional: true,
    analytics: false,
    advertising: false,
    personalization: false,
    social: false,
    version: 1,
    date: new Date().toISOString(),
  }),
  consentAdUserData: 'denied',
  consentAdStorage: 'denied',
  consentAnalyticsStorage: 'denied',
  consentAdPersonalization: 'denied',
}

/**
 * E2E_CPU_SLOWDOWN=4 runs every page's script four times slower, as on a cheap phone: a hunt for
 * tests (and pages) that only work when the script is there before the visitor acts.
 */
export const cpuSlowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1)

/** Every test fails on an unexpected console error or uncaught page error. */
export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  storedConsent: ['functional', { option: true }],
  page: async ({ page, allowConsoleErrors, storedConsent }, use) => {
    if (cpuSlowdown > 1) {
      const session = await page.context().newCDPSession(page)
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    }
    if (storedConsent === 'functional') {
      await page.addInitScript((values) => {
        for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value)
      }, functionalOnly)
    }
    // The listing and office pages load their map once it is scrolled to, in whatever test; this
    // machine cannot reach the tile server.
    await serveTiles(page)
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(page)
    const unexpected = errors.filter(
      (text) => !allowConsoleErrors.some((allowed) => allowed.test(text)),
    )
    expect(unexpected, 'unexpected console errors').toEqual([])
  },
})

export { expect }
