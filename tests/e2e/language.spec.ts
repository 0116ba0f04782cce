import { expect, test } from './fixtures'

test.describe('language selection', () => {
  test('the switcher lands on the equivalent localized page and the choice is remembered', async ({
    page,
  }) => {
    await page.goto('/services/vente/')
    const switcher = page.getByRole('navigation', { name: 'Choose a language' })
    await switcher.getByRole('link', { name: /FR/ }).click()
    await expect(page).toHaveURL(/\/fr\/nos-services\/vente\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    // Written once the page's script runs.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lng'))).toBe('fr')

    // An unprefixed URL now follows the remembered choice.
    await page.goto('/Disclaimer/')
    await expect(page).toHaveURL(/\/fr\/avertissement-legal\/$/)

    // Choosing the default language again overrides the remembered one.
    await page
      .getByRole('navigation', { name: 'Choisir une langue' })
      .getByRole('link', { name: /EN/ })
      .click()
    await expect(page).toHaveURL(/\/Disclaimer\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('the switcher keeps the search, its sort and its page', async ({ page }) => {
    await page.goto('/for-sale/?sort=price-asc&page=2')
    const french = page
      .getByRole('navigation', { name: 'Choose a language' })
      .getByRole('link', { name: /FR/ })
    await expect(french).toHaveAttribute('href', '/fr/a-vendre/?sort=price-asc&page=2')
    await french.click()
    await expect(page).toHaveURL(/\/fr\/a-vendre\/\?sort=price-asc&page=2$/)
    await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('price-asc')

    await page.goto('/nl/te-koop/?sort=price-desc&page=2')
    await page
      .getByRole('navigation', { name: 'Kies een taal' })
      .getByRole('link', { name: /EN/ })
      .click()
    await expect(page).toHaveURL(/\/for-sale\/\?sort=price-desc&page=2$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('a first visit follows the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'nl-BE' })
    const page = await context.newPage()
    await page.goto('/services/location/')
    await expect(page).toHaveURL(/\/nl\/diensten\/verhuren\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    await context.close()
  })

  test('a crawler without Accept-Language gets the default language', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Language': '' }, maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('<html lang="en"')
  })

  test('?lng= applies a language and is then dropped from the URL', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' })
    const page = await context.newPage()
    await page.goto('/feedback/contact-me/?lng=de')
    await expect(page).toHaveURL(/\/de\/danke\/[a-z-]+\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await context.close()
  })

  test('every language has its own home page', async ({ page }) => {
    for (const [url, lang] of [
      ['/nl/', 'nl'],
      ['/fr/', 'fr'],
      ['/de/', 'de'],
      ['/en/', 'en'],
    ] as const) {
      await page.goto(url)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
    }
  })
})
