import { expectNoViolations } from './axe'
import { expect, test } from './fixtures'

const templates = [
  ['home', '/'],
  ['article', '/fr/nos-services/gestion-locative/'],
  ['testimonials', '/nl/diensten/getuigenissen/'],
  ['legal', '/de/datenschutzerklaerung/'],
  ['feedback', '/fr/merci/estimation-gratuite/'],
  ['login', '/nl/login/'],
] as const

for (const [name, url] of templates) {
  test(`${name} template has no WCAG 2.2 AA violation`, async ({ page }) => {
    await page.goto(url)
    await expectNoViolations(page)
  })
}

test.describe('404', () => {
  test.use({ allowConsoleErrors: [/status of 404/] })
  test('404 page has no WCAG 2.2 AA violation', async ({ page }) => {
    await page.goto('/nope/')
    await expectNoViolations(page)
  })
})

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 780 } })
  test('open mobile drawer has no WCAG 2.2 AA violation', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoViolations(page)
  })
})
