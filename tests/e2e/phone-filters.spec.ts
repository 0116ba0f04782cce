import { expectNoViolations } from './axe'
import { expect, test } from './fixtures'

// The issue's phone: 412×839, under decisions.md §4's 767 px (docs/decisions/046-phone-filters.md).
test.use({ viewport: { width: 412, height: 839 }, hasTouch: true, isMobile: true })

const firstCard = 'ul[data-view] > li'

test('on a phone the results come first and the filters open as a dialog with a live count', async ({
  page,
}) => {
  await page.goto('/for-sale/?beds=2')
  const photo = page.locator(`${firstCard} img`).first()
  await expect(photo).toBeVisible()
  const box = (await photo.boundingBox())!
  expect(box.y).toBeLessThan(839)

  const button = page.getByRole('button', { name: 'Filters (1)' })
  await button.click()
  const dialog = page.getByRole('dialog', { name: 'Filters' })
  await expect(dialog).toBeVisible()
  const submit = dialog.getByRole('button', { name: /^Show \d[\d.]* results$/ })
  await expect(submit).toBeVisible()
  const before = await submit.textContent()
  await expectNoViolations(page)

  await dialog.getByLabel('Minimum bedrooms').selectOption('4')
  await expect(submit).not.toHaveText(before!)
  const narrowed = (await submit.textContent())!
  await submit.click()
  await expect(page).toHaveURL(/[?&]beds=4(&|$)/)
  const count = narrowed.replace(/\D/g, '')
  await expect(page.getByRole('status').first()).toContainText(`[${count} `)

  // Keyboard: Escape closes the dialog and gives focus back to the button.
  const again = page.getByRole('button', { name: 'Filters (1)' })
  await again.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden()
  await expect(again).toBeFocused()
})

test('two towns in the URL list the listings of both', async ({ page }) => {
  await page.goto('/for-sale/?place=Gent&place=1050&sort=city')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('1050 and Gent')
  const places = page.locator(`${firstCard} p`).filter({ hasText: '·' })
  await expect(places.first()).toContainText(/^9\d{3} Gent/)
  await page.goto('/for-sale/?place=Gent&place=1050&sort=city&page=1000')
  await expect(places.last()).toContainText(/^1050 /)
})
