import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { serveTiles } from './tiles'

// The team, office and sold-and-let pages of issue #14, as a visitor sees them. axe, reflow and
// the focus sweep run on each in the template matrix (tests/e2e/public-templates.ts).

test("an agent's page, reached from the team page, lists that agent's listings", async ({
  page,
}) => {
  const rows = await query<{ reference: string; agent_id: number }>(
    `select p.reference, p.agent_id from properties p join agents a on a.id = p.agent_id
     where a.slug = 'pieter-janssens' and p.published and p.status in ('available', 'option')`,
  )
  await page.goto('/team/')
  await page.getByRole('link', { name: 'Pieter Janssens' }).click()
  await expect(page).toHaveURL(/\/team\/pieter-janssens\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pieter Janssens' })).toBeVisible()
  const listings = page.getByRole('region', { name: 'Properties offered by Pieter' })
  const links = listings.getByRole('heading', { level: 2 }).getByRole('link')
  await expect(links).toHaveCount(rows.length)
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  )
  for (const { reference } of rows)
    expect(hrefs.some((href) => href.includes(reference))).toBe(true)
})

test('the office page shows the opening hours and a labelled contact form', async ({ page }) => {
  // Its map loads tiles once scrolled to.
  await serveTiles(page)
  await page.goto('/fr/agence/')
  const hours = page.getByRole('region', { name: 'Heures d’ouverture' })
  await expect(hours.getByRole('term').first()).toHaveText('Lundi – vendredi')
  await expect(hours.getByRole('definition').first()).toHaveText('de 09:00 à 18:00')
  const message = page.getByRole('region', { name: 'Écrivez-nous' })
  await expect(message.getByRole('textbox').first()).toBeVisible()
  const fields = message.getByRole('textbox')
  for (let index = 0; index < (await fields.count()); index++)
    expect(
      await fields.nth(index).evaluate((field) => (field as HTMLInputElement).labels?.length),
    ).toBeGreaterThan(0)
})

test('the sold and let page shows sold and let listings without prices', async ({ page }) => {
  await page.goto('/nl/verkocht-en-verhuurd/')
  await expect(page.getByRole('heading', { level: 1, name: 'Verkocht en verhuurd' })).toBeVisible()
  const items = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: /Verkocht in|Verhuurd in/ })
  expect(await items.count()).toBeGreaterThan(0)
  await expect(page.getByRole('main')).not.toContainText('€')
})

test('the sold and let cards fill the width of the page at each screen size', async ({ page }) => {
  for (const width of [320, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/sold-and-let/')
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: /Sold in|Let in/ })
    // Enough cards for a full first row at the widest screen.
    expect(await cards.count()).toBeGreaterThanOrEqual(4)
    const boxes = await cards.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
    )
    // The page's content is as far from the right edge as the heading is from the left one.
    const contentRight = width - heading!.x
    expect(Math.max(...boxes.map((box) => box.right))).toBeGreaterThan(contentRight - 4)
    expect(Math.min(...boxes.map((box) => box.left))).toBeCloseTo(heading!.x, 0)
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0)
  }
})
