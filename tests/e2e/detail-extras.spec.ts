import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { serveTiles } from './tiles'

/**
 * A Flemish property for sale on the market with a public price of at least €260,000, not a new
 * build (so the estimate's first column is the own home), with or without a published address.
 */
async function saleListing(publishAddress: boolean): Promise<{ reference: string }> {
  const [row] = await query<{ reference: string }>(
    `select p.reference from properties p
     where p.published and p.goal = 0 and p.status = 'available' and p.marquee is null
       and p.publish_price and p.price >= 260000 and p.region = 'Flanders'
       and p.project_id is null and coalesce(p.details->'costs'->>'vatRegime', '') not like 'vat%'
       and p.publish_address = $1 and p.lat is not null and p.lng is not null
     order by p.id limit 1`,
    [publishAddress],
  )
  if (!row) throw new Error(`no sale listing with publish_address = ${publishAddress}`)
  return row
}

test('the detail map loads only when scrolled to, with an area circle for an unpublished address', async ({
  page,
}) => {
  const tiles = await serveTiles(page)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  const { reference } = await saleListing(false)
  await page.goto(`/for-sale/x/y/${reference}/`)
  const map = page.getByRole('region', { name: 'Map of the location' })
  await expect(map).toHaveAttribute('data-map-state', 'idle')
  await page.waitForLoadState('networkidle')
  const before = scripts.length
  // Nothing of the map before it is in view: no tiles, no Leaflet.
  expect(tiles).toEqual([])
  expect(await page.evaluate(() => 'L' in window)).toBe(false)
  await expect(page.locator('.leaflet-container')).toHaveCount(0)

  await map.scrollIntoViewIfNeeded()
  await expect(map).toHaveAttribute('data-map-state', 'ready')
  await expect(page.locator('path.map-area')).toBeVisible()
  await expect(page.locator('.map-marker')).toHaveCount(0)
  await expect(page.getByText('The circle shows the area, not the exact address.')).toBeVisible()
  await expect.poll(() => tiles.length).toBeGreaterThan(0)
  expect(scripts.length).toBeGreaterThan(before)
  await expectNoViolations(page)
})

test('the monthly cost of the worked example, without JavaScript, to the cent', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const { reference } = await saleListing(true)
  await page.goto(`/en/for-sale/x/y/${reference}/`)
  const section = page.getByRole('region', { name: 'Monthly cost (estimate)' })
  const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'))
  const price = amount(await section.locator('dd').nth(0).innerText())
  const costs = amount(await section.locator('dd').nth(1).innerText())
  // The worked example of src/lib/belgium/mortgage.test.ts: €250,789.96 to finance over 25
  // years at 3 % is €1,184.00 a month; the contribution makes any price finance that amount.
  const contribution = Math.round((price + costs - 250_789.96) * 100) / 100
  await section.getByLabel('Own contribution (€)').fill(contribution.toFixed(2))
  await section.getByLabel('Duration (years)').fill('25')
  await section.getByLabel('Yearly rate (%)').fill('3')
  await section.getByRole('button', { name: 'Calculate' }).click()
  await expect(page).toHaveURL(/rate=3#property-monthly-cost$/)
  const result = page.getByRole('region', { name: 'Monthly cost (estimate)' })
  await expect(result.getByText('€ 250.789,96')).toBeVisible()
  await expect(result.getByTestId('monthly-cost')).toHaveText('€ 1.184,00')
  await expect(result.getByText('€ 104.410,04')).toBeVisible()
  await context.close()
})

test('on a phone the contact bar stays in reach, works by keyboard and hides no focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  const { reference } = await saleListing(true)
  await page.goto(`/en/for-sale/x/y/${reference}/`)
  const bar = page.getByRole('navigation', { name: 'Contact the agency' })
  await page.mouse.wheel(0, 2500)
  await expect(bar).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:\+?\d+$/)
  await expect(bar.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', /^mailto:/)
  // The last link of the page before the bar, then the bar's own links by Tab.
  const call = bar.getByRole('link', { name: 'Call' })
  await call.focus()
  await expect(call).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(bar.getByRole('link', { name: 'E-mail' })).toBeFocused()
  // A focused field of the page sits above the bar, not under it (WCAG 2.4.11).
  const field = page.getByLabel('Own contribution (€)')
  await field.focus()
  const [fieldBox, barBox] = [await field.boundingBox(), await bar.boundingBox()]
  expect(fieldBox!.y + fieldBox!.height).toBeLessThanOrEqual(barBox!.y)
  // The page's end is not under the bar either.
  await page.keyboard.press('End')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  const footerLast = page.locator('footer a').last()
  const lastBox = await footerLast.boundingBox()
  expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(barBox!.y)
  await expectNoViolations(page)
})
