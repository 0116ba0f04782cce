import { expectNoViolations } from './axe'
import { expect, test } from './fixtures'
import { serveTiles } from './tiles'

test('the map searches the area in view and a drawn area, which stays after a reload', async ({
  page,
}) => {
  await serveTiles(page)
  await page.goto('/for-sale/?view=map')
  const map = page.getByRole('region', { name: 'Map of the search results' })
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible()
  const count = page.getByRole('status').first()
  const before = await count.textContent()

  // By keyboard: zoom in with the map focused, then search the view.
  await map.focus()
  await page.keyboard.press('+')
  await page.keyboard.press('+')
  const searchHere = page.getByRole('button', { name: 'Search this area' })
  await expect(searchHere).toBeVisible()
  await searchHere.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/[?&]bbox=[\d.-]+%2C/)
  await expect(count).not.toHaveText(before ?? '')
  await expect(page.getByText('Only properties in the map area you searched.')).toBeVisible()
  await expectNoViolations(page)

  // A triangle drawn with the mouse.
  await page.getByRole('button', { name: 'Draw an area' }).click()
  const box = (await map.boundingBox())!
  for (const [x, y] of [
    [0.3, 0.3],
    [0.7, 0.35],
    [0.5, 0.75],
  ] as const) {
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y)
  }
  await expect(page.getByText('Add more corners, or search in this area.')).toBeAttached()
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Search in this area' }).click()
  await expect(page).toHaveURL(/[?&]polygon=([\d.-]+%2C){5}[\d.-]+(&|$)/)
  expect(page.url()).not.toContain('bbox=')

  await page.reload()
  await expect(page.getByText('Only properties in the area you drew.')).toBeVisible()
  // The area is outlined on the map again.
  await expect(page.locator('.leaflet-overlay-pane path')).toHaveCount(1)
  const polygon = new URL(page.url()).searchParams.get('polygon')!
  const alert = page.getByRole('link', { name: 'Get an e-mail alert for this search' })
  expect(new URL((await alert.getAttribute('href'))!, page.url()).searchParams.get('polygon')).toBe(
    polygon,
  )
  await expectNoViolations(page)

  // Removed by keyboard.
  await page.getByRole('link', { name: 'Remove the area' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveURL(/polygon=/)
  await expect(count).toHaveText(before ?? '')
})
