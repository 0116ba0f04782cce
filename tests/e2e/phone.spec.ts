import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'

// A phone held upright (decisions.md §4: mobile is below 767 px).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

/** How far the page scrolls sideways: 0 when nothing sticks out of the screen. */
async function sidewaysScroll(page: Page) {
  // A page opened by a click can be read before its stylesheets have arrived (a 1,600 px photo
  // without its max-width): nobody sees that layout, the browser paints nothing until then.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet,
    ),
  )
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

test('the list views fit a phone and leave the card text room to read', async ({ page }) => {
  for (const view of ['grid', 'list'] as const) {
    await page.goto(`/for-sale/?view=${view}`)
    await expect(page.locator(`ul[data-view="${view}"] > li`).first()).toBeVisible()
    expect(await sidewaysScroll(page)).toBe(0)
    // In the list view the photo takes a share of the card, not the text's room.
    const title = page.locator(`ul[data-view="${view}"] > li h2, ul[data-view="${view}"] > li h3`)
    const box = await title.first().boundingBox()
    expect(box!.width).toBeGreaterThan(180)
  }
  // The results come first; in the filter dialog two search fields share a row.
  await page.getByRole('button', { name: 'Filters' }).click()
  const dialog = page.getByRole('dialog', { name: 'Filters' })
  const minimum = await dialog.getByLabel('Minimum price').boundingBox()
  const maximum = await dialog.getByLabel('Maximum price').boundingBox()
  expect(maximum!.y).toBe(minimum!.y)
})

test('a sale listing fits a phone, its purchase costs without sideways scrolling', async ({
  page,
}) => {
  const [listing] = await query<{ reference: string }>(
    `select reference from properties where published and goal = 0 and publish_price
       and price is not null and region is not null and status = 'available'
     order by price desc limit 1`,
  )
  // The canonical redirect finds the listing's own URL.
  await page.goto(`/for-sale/x/y/${listing!.reference}/`)
  const costs = page.getByRole('table', { name: 'Purchase costs by item' })
  await expect(costs).toBeVisible()
  expect(await sidewaysScroll(page)).toBe(0)
  const fits = await costs.evaluate(
    (table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth,
  )
  expect(fits).toBe(true)
  // An amount is never broken after its euro sign.
  for (const cell of await costs.locator('tfoot td').all()) {
    const { height } = (await cell.locator('span').boundingBox())!
    const lineHeight = await cell.evaluate((element) =>
      parseFloat(getComputedStyle(element).lineHeight),
    )
    expect(height).toBeLessThan(lineHeight * 1.5)
  }

  await expectNoViolations(page)
})

test('a project page shows each unit with its price and status on a phone', async ({ page }) => {
  const [project] = await query<{ name: string }>(
    `select p.name from projects p where p.published
       and exists (select 1 from project_units u where u.project_id = p.id)
     order by p.name limit 1`,
  )
  await page.goto('/new-projects/')
  await page.getByRole('link', { name: project!.name }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project!.name)
  expect(await sidewaysScroll(page)).toBe(0)
  const table = page.getByRole('table')
  await table.scrollIntoViewIfNeeded()
  for (const name of ['Unit', 'Price', 'Status']) {
    await expect(table.getByRole('columnheader', { name })).toBeInViewport({ ratio: 1 })
  }
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the tables that scroll sideways are named regions the keyboard reaches', async ({
    page,
  }) => {
    const [listing] = await query<{ reference: string }>(
      `select reference from properties where published and goal = 0 and publish_price
         and price is not null and region is not null and status = 'available'
         and project_id is null
       order by price desc limit 1`,
    )
    const [project] = await query<{ slug: string; name: string }>(
      `select p.slug, p.name from projects p where p.published
         and exists (select 1 from project_units u where u.project_id = p.id)
       order by p.name limit 1`,
    )
    await page.goto(`/for-sale/x/y/${listing!.reference}/`)
    const costs = page.getByRole('region', { name: 'Purchase costs by item' })
    await expect(costs).toHaveAttribute('tabindex', '0')
    await expect(costs.getByRole('table', { name: 'Purchase costs by item' })).toBeVisible()
    await costs.focus()
    await expect(costs).toBeFocused()
    await expectNoViolations(page)

    await page.goto(`/new-projects/${project!.slug}/`)
    const units = page.getByRole('region', { name: `Units of ${project!.name}` })
    await expect(units).toHaveAttribute('tabindex', '0')
    await expect(units.getByRole('table')).toBeVisible()
    await expectNoViolations(page)
  })
})
