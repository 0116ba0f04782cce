import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'

// A real failure rather than a switch for tests: a published page whose stored content no longer
// fits the page schema (a page type this version does not know) throws while it renders, and its
// own test's copy of the Disclaimer is broken so. The browser logs the failed response, React's
// production message for an error in a server render (#441) and the error page's digest line
// (one pattern: Playwright would take a second array item for the option's settings).
test.use({
  allowConsoleErrors: [
    /status of 500|^Error: Minified React error #441;|^Error page shown \(digest \d+\):/,
  ],
})

/** A published page at /error-test-{id}/ in every language that fails to render; removed after. */
async function brokenPage(id: number): Promise<{ slug: string; repair: () => Promise<unknown> }> {
  const slug = `error-test-${id}`
  await query(
    `with page as (
       insert into cms_pages (id, name, path, status, params)
       select $1, 'Error page test', $2, 'Published', params || '{"type": "gallery"}'
       from cms_pages where path = 'Disclaimer'
       returning id
     ), entry as (
       insert into path_entries (original_path, route, page_id)
       select $2, 'legal', id from page
       returning id
     )
     insert into path_slugs (entry_id, lang, path)
     select entry.id, lang, $2 from entry, unnest(array['en', 'nl', 'fr', 'de']) as lang`,
    [id, slug],
  )
  const repair = () =>
    query(
      `update cms_pages set params = (select params from cms_pages where path = 'Disclaimer')
       where id = $1`,
      [id],
    )
  return { slug, repair }
}

async function removePage(id: number) {
  await query('delete from path_entries where original_path = $1', [`error-test-${id}`])
  await query('delete from cms_pages where id = $1', [id])
}

/** Moves the keyboard focus forward with Tab until it reaches `name`'s control. */
async function tabTo(page: Page, role: 'button' | 'link', name: string) {
  const target = page.getByRole('main').getByRole(role, { name })
  for (let step = 0; step < 10; step++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Tab never reached the ${role} "${name}"`)
}

const cases = [
  {
    id: 9101,
    lang: 'en',
    prefix: '',
    title: 'Something went wrong',
    retry: 'Try again',
    home: 'Go to the homepage',
  },
  {
    id: 9102,
    lang: 'fr',
    prefix: '/fr',
    title: 'Une erreur s’est produite',
    retry: 'Réessayer',
    home: 'Aller à la page d’accueil',
  },
]

for (const { id, lang, prefix, title, retry, home } of cases) {
  test(`a page that fails to render answers 500 with the error page in ${lang}`, async ({
    page,
  }) => {
    const { slug } = await brokenPage(id)
    try {
      const response = await page.goto(`${prefix}/${slug}/`)
      expect(response?.status()).toBe(500)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page).toHaveTitle(title)
      await expect(page.getByRole('main').getByRole('button', { name: retry })).toBeVisible()
      // The digest the visitor can quote is the one in the server's log line.
      await expect(page.getByRole('main')).toContainText(/\d{5,}/)
      await expect(page.getByRole('banner').getByRole('link')).toHaveAttribute('href', `${prefix}/`)
      await expectNoViolations(page)

      await tabTo(page, 'link', home)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(`${prefix}/`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0)
      await expect(page.getByRole('navigation').first()).toBeVisible()
    } finally {
      await removePage(id)
    }
  })
}

test('"Try again" renders the page again once it can be rendered', async ({ page }) => {
  const { slug, repair } = await brokenPage(9103)
  try {
    const response = await page.goto(`/${slug}/`)
    expect(response?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')

    await repair()
    await tabTo(page, 'button', 'Try again')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disclaimer')
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  } finally {
    await removePage(9103)
  }
})
