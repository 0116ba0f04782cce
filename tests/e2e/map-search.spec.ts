import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { uniqueAddress } from './mail-sink'
import { proofOfWork } from './submissions'
import { serveTiles } from './tiles'

test('the map searches the area in view and a drawn area, which stays after a reload and becomes an alert', async ({
  page,
}) => {
  test.setTimeout(90_000)
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

  // A triangle drawn by keyboard: the map's centre as a corner, the map panned with the arrows.
  await page.getByRole('button', { name: 'Draw an area' }).click()
  const addCentre = page.getByRole('button', { name: 'Add the map centre as a corner' })
  for (const pan of ['ArrowRight', 'ArrowDown', 'ArrowLeft']) {
    await addCentre.click()
    await map.focus()
    // Leaflet ignores an arrow key while its last pan still glides (a quarter of a second), and
    // the next corner is the centre where the map stands at that moment.
    for (let times = 0; times < 3; times++) {
      await page.keyboard.press(pan)
      await page.waitForTimeout(400)
    }
  }
  // Three corners: the area can be searched.
  await expect(page.getByRole('button', { name: 'Search in this area' })).toBeEnabled()
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Search in this area' }).click()
  await expect(page).toHaveURL(/[?&]polygon=([\d.-]+%2C){5}[\d.-]+(&|$)/)
  expect(page.url()).not.toContain('bbox=')

  await page.reload()
  await expect(page.getByText('Only properties in the area you drew.')).toBeVisible()
  // The area is outlined on the map again.
  await expect(page.locator('.leaflet-overlay-pane path')).toHaveCount(1)
  const polygon = new URL(page.url()).searchParams.get('polygon')!
  const areaUrl = new URL(page.url())
  const alert = page.getByRole('link', { name: 'Get an e-mail alert for this search' })
  // The alert keeps the list's filters beyond its own fields in one `search` parameter.
  const kept = new URL((await alert.getAttribute('href'))!, page.url()).searchParams.get('search')
  expect(new URLSearchParams(kept ?? '').get('polygon')).toBe(polygon)
  await expectNoViolations(page)

  // Removed by keyboard.
  await page.getByRole('link', { name: 'Remove the area' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveURL(/polygon=/)
  await expect(count).toHaveText(before ?? '')

  // The drawn area becomes an alert, which keeps it with the list's other filters.
  await page.goto(areaUrl.pathname + areaUrl.search)
  await page.getByRole('link', { name: 'Get an e-mail alert for this search' }).click()
  const form = page.locator('#module-15 form')
  await expect(form.getByRole('region', { name: 'Also kept from your search' })).toContainText(
    'Only properties in the area you drew.',
  )
  const email = uniqueAddress('alert-area')
  await form.getByRole('checkbox', { name: 'House', exact: true }).check()
  // An alert names at least one zone (specification §5); the area narrows it further.
  await form.getByRole('combobox', { name: 'Postal code or town' }).fill('9000')
  await form.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(form.getByRole('list', { name: 'Chosen zones' }).getByRole('listitem')).toHaveText([
    /^9000 Gent/,
  ])
  await form.getByRole('radio', { name: 'Mr', exact: true }).check()
  await form.getByLabel(/^First name/).fill('Jan')
  await form.getByLabel(/^Last name/).fill('Peeters')
  await form.getByLabel(/^E-mail/).fill(email)
  await form.getByRole('button', { name: 'Save my search alert' }).click()
  await expect(page).toHaveURL('/feedback/demand-register/', { timeout: proofOfWork })
  const [demand] = await query<{ search: string }>('select search from demands where email = $1', [
    email,
  ])
  expect(new URLSearchParams(demand!.search).get('polygon')).toBe(polygon)
})
