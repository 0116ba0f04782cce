import { expect, test } from './fixtures'

test.use({ allowConsoleErrors: [/status of 404/] })

const cases = [
  {
    url: '/this-page-does-not-exist/',
    lang: 'en',
    title: 'Page not found',
    text: 'This page no longer exists.',
  },
  {
    url: '/nl/bestaat-niet/',
    lang: 'nl',
    title: 'Pagina niet gevonden',
    text: 'Deze pagina bestaat niet meer.',
  },
  {
    url: '/fr/n-existe-pas/',
    lang: 'fr',
    title: 'Page introuvable',
    text: 'Cette page n’existe plus.',
  },
  {
    url: '/de/gibt-es-nicht/',
    lang: 'de',
    title: 'Seite nicht gefunden',
    text: 'Diese Seite existiert nicht mehr.',
  },
]

for (const { url, lang, title, text } of cases) {
  test(`404 in ${lang}`, async ({ page }) => {
    const response = await page.goto(url)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText(text)).toBeVisible()
    const home = page.getByRole('main').getByRole('link')
    await expect(home).toHaveAttribute('href', lang === 'en' ? '/' : `/${lang}/`)
    await home.click()
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
}

test('a page does not carry a second copy of the site frame for its not-found boundary', async ({
  request,
}) => {
  // Next puts the not-found boundary's rendering into every page's payload. The footer's label is
  // in the HTML and in the payload that hydrates it, and not a third time for that boundary.
  const html = await (await request.get('/')).text()
  expect(html.split('Site information')).toHaveLength(3)
})
