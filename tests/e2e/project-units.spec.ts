import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'

/**
 * Two projects of its own, named to sort after the demo ones (other tests open the first project
 * of the list): one whose units are all sold or sold out, one whose two units on offer cost the
 * same. Removed again after the tests.
 */
test.describe.configure({ mode: 'serial' })

const stamp = Date.now()
const soldOut = { name: `Zz Sold Out ${stamp}`, slug: `zz-sold-out-${stamp}` }
const onePrice = { name: `Zz One Price ${stamp}`, slug: `zz-one-price-${stamp}` }

async function addProject(
  project: { name: string; slug: string },
  units: { name: string; status: string }[],
) {
  const [row] = await query<{ id: number }>(
    `insert into projects (reference, slug, name, zip, city, description)
     values ($1, $2, $3, '1050', 'Ixelles', '{"en": "A test project", "fr": "Un projet de test"}')
     returning id`,
    [`E2E-${project.slug}`, project.slug, project.name],
  )
  for (const unit of units) {
    await query(
      `insert into project_units (project_id, floor, name, surface, bedrooms, price, status)
       values ($1, '1', $2, 80, 2, 260000, $3)`,
      [row!.id, unit.name, unit.status],
    )
  }
}

test.beforeAll(async () => {
  await addProject(soldOut, [
    { name: 'A.1', status: 'sold' },
    { name: 'A.2', status: 'sold_out' },
  ])
  await addProject(onePrice, [
    { name: 'B.1', status: 'available' },
    { name: 'B.2', status: 'available' },
    { name: 'B.3', status: 'sold_out' },
  ])
})

test.afterAll(async () => {
  await query('delete from projects where slug = any($1)', [[soldOut.slug, onePrice.slug]])
})

/** A project's card on the list, once the page cache has seen the new projects. */
async function cardOf(page: Page, url: string, name: string) {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) })
  await expect(async () => {
    await page.goto(url)
    await expect(card).toBeVisible({ timeout: 1_000 })
  }).toPass()
  return card
}

for (const lang of [
  {
    list: '/new-projects/',
    soldOut: 'Sold out',
    noUnit: 'No unit available',
    range: /From € /,
    sold: 'Sold',
  },
  {
    list: '/fr/projets-neufs/',
    soldOut: 'Épuisé',
    noUnit: 'Plus aucune unité disponible',
    range: /De € /,
    sold: 'Vendu',
  },
]) {
  test(`${lang.list}: a sold-out project shows no price, one price is not a range, sold out is not sold`, async ({
    page,
  }) => {
    const gone = await cardOf(page, lang.list, soldOut.name)
    await expect(gone.getByText(lang.soldOut, { exact: true })).toBeVisible()
    await expect(gone.getByText(lang.noUnit)).toBeVisible()
    await expect(gone.getByText('€')).toHaveCount(0)

    const single = await cardOf(page, lang.list, onePrice.name)
    await expect(single.getByText('€ 260.000', { exact: true })).toBeVisible()
    await expect(single.getByText(lang.range)).toHaveCount(0)

    await gone.getByRole('link', { name: soldOut.name }).click()
    const rows = page.getByRole('table').getByRole('row')
    await expect(
      rows.filter({ hasText: 'A.1' }).getByRole('cell', { name: lang.sold, exact: true }),
    ).toBeVisible()
    await expect(
      rows.filter({ hasText: 'A.2' }).getByRole('cell', { name: lang.soldOut, exact: true }),
    ).toBeVisible()
    await expectNoViolations(page)
  })
}
