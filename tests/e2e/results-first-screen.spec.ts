import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { expect, test } from './fixtures'
import { serveTiles } from './tiles'

// Issue #32: on a desktop the results start in the first screen, as on the portals, while every
// filter stays on the page (a plain form, also without JavaScript).

const desktop = { width: 1280, height: 900 }

/** The first result card: the list item that holds a listing's heading. */
const firstCard = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first()

/**
 * Every control of the filter form can be reached, the "More filters" ones once it is opened,
 * and the form is within the width of the screen.
 */
async function expectEveryFilterReachable(page: Page) {
  const form = page.getByRole('search', { name: 'Search properties' })
  await form.getByText('More filters').click()
  for (const name of [
    'Minimum price',
    'Maximum price',
    'Minimum bedrooms',
    'Town or postal code',
    'Minimum living area (m²)',
    'Minimum bathrooms',
    'Region',
    'Sort by',
  ])
    await expect(form.getByLabel(name)).toBeVisible()
  for (const group of ['Property type', 'Features', 'EPC label'])
    await expect(form.getByRole('group', { name: group })).toBeVisible()
  await expect(form.getByRole('button', { name: 'Search', exact: true })).toBeVisible()
  const formBox = await form.boundingBox()
  expect(formBox!.x + formBox!.width).toBeLessThanOrEqual(desktop.width)
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ viewport: desktop, javaScriptEnabled })

    test('the first result card is whole in the first screen of the list', async ({ page }) => {
      await page.goto('/for-sale/')
      const card = await firstCard(page).boundingBox()
      expect(card).not.toBeNull()
      expect(card!.y + card!.height).toBeLessThanOrEqual(desktop.height)
      await expectEveryFilterReachable(page)
      // axe runs in the page: with JavaScript only.
      if (javaScriptEnabled) await expectNoViolations(page)
    })
  })
}

test.describe('map view', () => {
  test.use({ viewport: desktop })

  test('the map is whole in the first screen', async ({ page }) => {
    await serveTiles(page)
    await page.goto('/for-sale/?view=map')
    const map = page.getByRole('region', { name: 'Map of the search results' })
    await expect(map).toBeVisible()
    const box = await map.boundingBox()
    expect(box).not.toBeNull()
    expect(box!.y + box!.height).toBeLessThanOrEqual(desktop.height)
    await expectEveryFilterReachable(page)
    await expectNoViolations(page)
  })
})
