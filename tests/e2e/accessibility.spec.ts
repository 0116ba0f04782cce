import { expectNoViolations } from './axe'
import { expect, test } from './fixtures'

// Every public template in every language, on a phone and a desktop, with and without the consent
// dialog: tests/e2e/template-matrix.spec.ts. Here the states it does not open.
test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 780 } })
  test('open mobile drawer has no WCAG 2.2 AA violation', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoViolations(page)
  })
})
