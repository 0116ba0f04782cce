import { expect, test } from './fixtures'
import { holdScripts } from './hold-scripts'

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 780 } })

  test('the drawer opens as a dialog with the mobile-only entry, and Escape closes it', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()
    const button = page.getByRole('button', { name: 'Menu', exact: true })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    const drawer = page.getByRole('dialog', { name: 'Site menu' })
    await expect(drawer).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused()
    const valuation = drawer.getByRole('link', { name: 'Free valuation' })
    await expect(valuation.first()).toHaveAttribute('href', '/contact-demand/')
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await drawer.getByRole('link', { name: 'Testimonials' }).click()
    await expect(page).toHaveURL(/\/services\/testimonial-1\/$/)
  })

  test('the drawer is keyboard operable', async ({ page }) => {
    await page.goto('/Disclaimer/')
    await page.getByRole('button', { name: 'Menu', exact: true }).focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Site menu' })
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(drawer.getByRole('link').first()).toBeFocused()
  })
})

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('the menu links to localized pages and the mobile-only entry is absent', async ({
    page,
  }) => {
    await page.goto('/fr/')
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    await expect(nav).toBeVisible()
    await expect(nav.getByRole('link', { name: /^Accueil$/ })).toHaveAttribute('href', '/fr/')
    await expect(nav.locator('a[href="/fr/nos-services/vente/"]').first()).toBeAttached()
    await expect(nav.locator('a[href="/fr/merci/estimation-gratuite/"]')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeHidden()
  })

  test('a submenu opens by keyboard and closes with Escape', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: /submenu/ })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const submenu = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await expect(submenu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('top-bar links: external ones open in a new tab, hidden ones are absent', async ({
    page,
  }) => {
    await page.goto('/')
    const bar = page.getByRole('navigation', { name: 'Contact and quick links' })
    const phone = bar.locator('a[href^="tel:"]')
    await expect(phone).toHaveAttribute('target', '_blank')
    await expect(phone).toHaveAttribute('rel', /noopener/)
    await expect(bar.locator('a[href*="facebook"]')).toHaveCount(0)
    await expect(bar.locator('a[href="/login/"]')).not.toHaveAttribute('target', /.+/)
  })

  test('the logo links to the home page of the current language', async ({ page }) => {
    await page.goto('/nl/diensten/syndicus/')
    await page.getByRole('banner').getByRole('link').first().click()
    await expect(page).toHaveURL(/\/nl\/$/)
  })

  test('the header becomes fixed after 30 px of scroll', async ({ page }) => {
    await page.goto('/privacy-statement/')
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-position', 'absolute')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(header).toHaveAttribute('data-position', 'fixed')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-position', 'absolute')
  })

  test('a visitor who scrolled before the script arrived sees nothing move when the header becomes fixed', async ({
    page,
  }) => {
    const arrive = await holdScripts(page)
    await page.goto('/privacy-statement/', { waitUntil: 'domcontentloaded' })
    await page.evaluate(() => window.scrollTo(0, 600))
    const footer = page.getByRole('contentinfo')
    const before = (await footer.boundingBox())!.y
    arrive()
    await expect(page.getByRole('banner')).toHaveAttribute('data-position', 'fixed')
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    expect((await footer.boundingBox())!.y).toBeCloseTo(before, 0)
  })

  test('scroll-to-top appears past 10 px and brings the visitor back up', async ({ page }) => {
    await page.goto('/privacy-statement/')
    const button = page.getByRole('button', { name: 'Back to top' })
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 5))
    await page.waitForTimeout(250)
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toBeHidden()
  })
})
