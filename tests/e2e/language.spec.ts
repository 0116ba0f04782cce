import { request as http } from '@playwright/test'
import { query } from './e2e-database'
import { expect, test } from './fixtures'

/**
 * The status and the path a path redirects to, asked by a client with no cookie and the given Accept-Language
 * (empty: a crawler's, which the default language serves).
 */
async function redirectOf(baseURL: string, path: string, acceptLanguage = '') {
  const client = await http.newContext({ baseURL })
  try {
    const response = await client.get(path, {
      headers: { 'Accept-Language': acceptLanguage },
      maxRedirects: 0,
    })
    const location = response.headers().location
    return {
      status: response.status(),
      location: location === undefined ? null : new URL(location, baseURL).pathname,
    }
  } finally {
    await client.dispose()
  }
}

/** The reference of the first published, available property of a goal and root type. */
async function referenceOf(goal: number, rootType: number): Promise<string> {
  const [row] = await query<{ reference: string }>(
    `select p.reference from properties p join property_types t on t.id = p.type_id
     where p.published and p.status = 'available' and p.goal = $1
       and coalesce(t.parent_id, t.id) = $2 order by p.id limit 1`,
    [goal, rootType],
  )
  return row!.reference
}

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

  // decisions.md §3: a first visit to an unprefixed URL follows the browser language, detail
  // pages included, so a shared English link opens in the visitor's language.
  for (const [what, list, goal, rootType, locale, lang, localizedList] of [
    ['a property for sale', 'for-sale', 0, 2, 'fr-BE', 'fr', 'a-vendre'],
    ['a property for rent', 'for-rent', 1, 1, 'nl-BE', 'nl', 'te-huur'],
  ] as const) {
    test(`a first visit to ${what} follows the browser language (${lang})`, async ({
      browser,
      baseURL,
    }) => {
      const reference = await referenceOf(goal, rootType)
      // The canonical URLs in English and in the visitor's language (wrong segments redirect).
      const english = (await redirectOf(baseURL!, `/${list}/x/y/${reference}/`)).location!
      const localized = (await redirectOf(baseURL!, `/${lang}/${localizedList}/x/y/${reference}/`))
        .location!
      expect(english).toMatch(new RegExp(`^/${list}/[a-z-]+/[a-z-]+/${reference}/$`))
      // One redirect, straight to the localized list, city, type and reference.
      expect(await redirectOf(baseURL!, english, `${locale},${lang};q=0.9,en;q=0.5`)).toEqual({
        status: 307,
        location: localized,
      })

      const context = await browser.newContext({ locale })
      const page = await context.newPage()
      await page.goto(english)
      await expect(page).toHaveURL(localized)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await context.close()
    })
  }

  test('a first visit to a new-build project follows the browser language (de)', async ({
    browser,
  }) => {
    const [project] = await query<{ slug: string }>(
      'select slug from projects where published order by id limit 1',
    )
    const context = await browser.newContext({ locale: 'de-BE' })
    const page = await context.newPage()
    await page.goto(`/new-projects/${project!.slug}/`)
    await expect(page).toHaveURL(`/de/neubauprojekte/${project!.slug}/`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await context.close()
  })

  test('a visitor who chose English keeps an English detail page whatever the browser says', async ({
    browser,
    baseURL,
  }) => {
    const reference = await referenceOf(0, 2)
    const english = (await redirectOf(baseURL!, `/for-sale/x/y/${reference}/`)).location!
    const context = await browser.newContext({ locale: 'fr-BE' })
    await context.addCookies([{ name: 'lng', value: 'en', url: baseURL! }])
    const page = await context.newPage()
    await page.goto(english)
    await expect(page).toHaveURL(english)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })
})
