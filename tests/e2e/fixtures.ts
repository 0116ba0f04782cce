import { test as base, expect } from '@playwright/test'

type Fixtures = {
  /** Console errors matching one of these are expected by the test (e.g. a 404 it asked for). */
  allowConsoleErrors: RegExp[]
}

/** Every test fails on an unexpected console error or uncaught page error. */
export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
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
