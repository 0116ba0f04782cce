import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { query } from './e2e-database'
import { expect, test } from './fixtures'

async function count(where: string, values: unknown[] = []): Promise<number> {
  const [row] = await query<{ n: number }>(
    `select count(*)::int as n from properties where published and ${where}`,
    values,
  )
  return row!.n
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /Page|No results/ })

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([])
}

test('the sale list counts, filters and pages through the URL, and the back button restores it', async ({
  page,
}) => {
  const total = await count('goal = 0')
  const pages = Math.ceil(total / 12)
  await page.goto('/for-sale/')
  await expect(status(page)).toHaveText(`Page 1 of ${pages} [${total} properties]`)
  await expect(page.locator('ul[data-view] > li').first()).toBeVisible()

  const withThree = await count('goal = 0 and bedrooms >= 3')
  await page.getByLabel('Minimum bedrooms').selectOption('3')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/[?&]beds=3/)
  await expect(status(page)).toHaveText(
    `Page 1 of ${Math.ceil(withThree / 12)} [${withThree} properties]`,
  )
  await page.goBack()
  await expect(page).toHaveURL(/\/for-sale\/$/)
  await expect(status(page)).toHaveText(`Page 1 of ${pages} [${total} properties]`)

  const pagination = page.getByRole('navigation', { name: 'Result pages' })
  await pagination.getByRole('link', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect(status(page)).toHaveText(`Page 2 of ${pages} [${total} properties]`)
  await expect(
    page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page')
})

test('a town filter and a sort order are shareable URLs', async ({ page }) => {
  const [ghent] = await query<{ n: number }>(
    "select count(*)::int as n from properties where published and goal = 0 and zip = '9000'",
  )
  await page.goto('/for-sale/?place=9000&sort=price-asc')
  await expect(status(page)).toHaveText(
    ghent!.n === 0 ? 'No results for your search.' : new RegExp(`\\[${ghent!.n} propert`),
  )
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc')
  await expect(page.getByLabel('Town or postal code')).toHaveValue('9000')

  // The largest reduction first: its badge, and the old price struck through and named.
  await page.goto('/for-sale/?sort=reduced')
  const first = page.locator('ul[data-view] > li').first()
  await expect(first.getByText('Price reduced', { exact: true })).toBeVisible()
  await expect(first.locator('del')).toHaveText(/^Previous price: € [\d.]+$/)
})

test('the count follows a listing changed in the database, also for filters counted before', async ({
  page,
}) => {
  const range = 'min=876000&max=877000'
  const inRange = () => count('goal = 0 and publish_price and price between 876000 and 877000')
  const shown = (n: number) =>
    n === 0 ? 'No results for your search.' : new RegExp(`^Page 1 of 1 \\[${n} propert`)
  const before = await inRange()
  await page.goto(`/for-sale/?${range}`)
  await expect(status(page)).toHaveText(shown(before))

  const [listing] = await query<{ id: number; price: number }>(
    `select id, price from properties
     where published and goal = 0 and publish_price and price not between 876000 and 877000
     order by id limit 1`,
  )
  await query('update properties set price = 876543 where id = $1', [listing!.id])
  try {
    // The same filters in another order: a URL no cache has seen, a filter set already counted.
    await page.goto(`/for-sale/?${range}&sort=price-asc`)
    await expect(status(page)).toHaveText(shown(before + 1))
  } finally {
    await query('update properties set price = $1 where id = $2', [listing!.price, listing!.id])
  }
  await page.goto(`/for-sale/?${range}&sort=price-desc`)
  await expect(status(page)).toHaveText(shown(before))
})

test('switching to the list view keeps the filters', async ({ page }) => {
  await page.goto('/for-rent/?beds=2')
  await page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'List' }).click()
  await expect(page).toHaveURL(/beds=2/)
  await expect(page).toHaveURL(/view=list/)
  await expect(page.locator('ul[data-view="list"]')).toBeVisible()
})

test('a search without results says so', async ({ page }) => {
  await page.goto('/for-sale/?min=900000000')
  await expect(status(page)).toHaveText('No results for your search.')
})

test('a card opens its detail page with sections, contact person and valid JSON-LD', async ({
  page,
}) => {
  await page.goto('/fr/a-vendre/?sort=price-desc')
  const firstCard = page.locator('ul[data-view] > li').first()
  const title = (await firstCard.getByRole('heading').textContent())!.trim()
  await firstCard.getByRole('link').click()
  await expect(page).toHaveURL(/\/fr\/a-vendre\/[a-z0-9-]+\/[a-z0-9-]+\/[A-Za-z0-9-]+\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3)
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const data = scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
  const listing = data.find((item) => item['@type'] === 'RealEstateListing') as
    { name: string; offers?: { priceCurrency: string; price: number } } | undefined
  expect(listing?.name).toBe(title)
  if (listing?.offers) expect(listing.offers.priceCurrency).toBe('EUR')
  expect(data.some((item) => item['@type'] === 'BreadcrumbList')).toBe(true)
  await expectNoViolations(page)
})

test('the photo viewer works with the keyboard', async ({ page }) => {
  const [row] = await query<{ reference: string }>(
    'select reference from properties where published and goal = 0 and jsonb_array_length(photos) >= 3 order by id limit 1',
  )
  await page.goto(`/for-sale/x/y/${row!.reference}/`)
  const opener = page.getByRole('link', { name: /enlarge photo 2 of/ })
  const viewer = page.getByRole('dialog', { name: /^Photos of/ })
  // Before the viewer has hydrated, the link would lead to the photo itself (the first viewer is
  // the photos'; a listing with floor plans has a second).
  await expect(page.locator('[data-viewer="ready"]').first()).toBeAttached()
  await opener.focus()
  await page.keyboard.press('Enter')
  await expect(viewer).toBeVisible()
  await expect(viewer.getByText(/^2 \/ \d+/)).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(viewer.getByText(/^3 \/ \d+/)).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(viewer.getByText(/^2 \/ \d+/)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(opener).toBeFocused()

  // "Show all photos" opens the viewer too, at the first photo, rather than unfolding the list.
  await page.getByText(/^Show all \d+ photos$/).click()
  await expect(viewer.getByText(/^1 \/ \d+/)).toBeVisible()
  await page.keyboard.press('Escape')
  // The list stayed folded: the first photo's only link is the main photo.
  await expect(page.getByRole('link', { name: /enlarge photo 1 of/ })).toHaveCount(1)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every photo is a link to the large photo, the ones past the fifth behind "show all photos"', async ({
    page,
  }) => {
    const [row] = await query<{ reference: string; photos: number }>(
      'select reference, jsonb_array_length(photos) as photos from properties where published and goal = 0 and jsonb_array_length(photos) >= 7 order by id limit 1',
    )
    // The browser names AVIF in its Accept header, and gets it.
    const shown = page.waitForResponse(
      (response) => response.request().resourceType() === 'image' && /\/img\//.test(response.url()),
    )
    await page.goto(`/for-sale/x/y/${row!.reference}/`)
    expect((await shown).headers()['content-type']).toBe('image/avif')
    const last = page.getByRole('link', {
      name: new RegExp(`enlarge photo ${row!.photos} of ${row!.photos}\\)$`),
    })
    await expect(last).toBeHidden()
    await page.getByText(`Show all ${row!.photos} photos`).click()
    await expect(last).toBeVisible()
    const href = (await last.getAttribute('href'))!
    expect(href).toMatch(/^\/img\/(1360|original)\/.+\.webp$/)
    // A client that does not name AVIF gets the same URL as WebP.
    const photo = await page.request.get(href, { headers: { Accept: 'image/webp,*/*' } })
    expect(photo.status()).toBe(200)
    expect(photo.headers()['content-type']).toBe('image/webp')
  })
})

test('a wrong city or type in a detail URL redirects to the canonical one', async ({ request }) => {
  const [row] = await query<{ reference: string }>(
    'select reference from properties where published and goal = 0 order by id limit 1',
  )
  const response = await request.get(`/for-sale/nowhere/thing/${row!.reference}/`, {
    maxRedirects: 0,
  })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toMatch(
    new RegExp(`^/for-sale/[a-z0-9-]+/[a-z0-9-]+/${row!.reference}/$`),
  )
})

test('sold and rented properties show their status instead of the price', async ({ page }) => {
  const [sold] = await query<{ reference: string }>(
    "select reference from properties where published and goal = 0 and status = 'sold' limit 1",
  )
  await page.goto(`/for-sale/x/y/${sold!.reference}/`)
  await expect(page.getByText('This property has been sold.')).toBeVisible()
  const [rented] = await query<{ reference: string }>(
    "select reference from properties where published and goal = 1 and status = 'rented' limit 1",
  )
  await page.goto(`/nl/te-huur/x/y/${rented!.reference}/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  await expect(
    page
      .getByRole('main')
      .getByText(/verhuurd/i)
      .first(),
  ).toBeVisible()
})

test.describe('unknown listings', () => {
  test.use({ allowConsoleErrors: [/status of 404/] })
  test('an unknown reference is a real 404 that says the property was not found', async ({
    page,
  }) => {
    const response = await page.goto('/for-sale/ixelles/apartment/NOPE-0/')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Property not found')
    const french = await page.goto('/fr/a-vendre/ixelles/appartement/NOPE-0/')
    expect(french?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bien introuvable')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the 404 pages are rendered on the server, in their language', async ({ page }) => {
      const listing = await page.goto('/nl/te-koop/elsene/appartement/NOPE-0/')
      expect(listing?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
      await expect(page).toHaveTitle('Pand niet gevonden')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pand niet gevonden')
      await expect(
        page.getByRole('main').getByRole('link', { name: /startpagina/i }),
      ).toHaveAttribute('href', '/nl/')

      const missing = await page.goto('/de/gibt-es-nicht/')
      expect(missing?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      await expect(page).toHaveTitle('Seite nicht gefunden')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden')
    })
  })
})

test('new-build projects list their units and open their detail page', async ({ page }) => {
  const [project] = await query<{ name: string }>(
    'select name from projects where published order by name limit 1',
  )
  await page.goto('/new-projects/')
  await page.getByRole('link', { name: project!.name }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project!.name)
  await expect(page.getByRole('table')).toBeVisible()
  await expectNoViolations(page)
})

for (const url of ['/for-sale/', '/nl/te-huur/?view=list', '/de/neubauprojekte/']) {
  test(`${url} has no WCAG 2.2 AA violation`, async ({ page }) => {
    await page.goto(url)
    await expectNoViolations(page)
  })
}

test('place suggestions come from the Belgian postal codes', async ({ request }) => {
  const places = (await (await request.get('/api/places/?q=gent&lang=nl')).json()) as {
    zip: string
    name: string
  }[]
  expect(places.some((place) => place.zip === '9000')).toBe(true)
})
