import type { Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { serveTiles } from './tiles'

const mapRegion = (page: Page) => page.getByRole('region', { name: 'Map of the search results' })

test('the map view shows the matches as clustered markers above the list of results', async ({
  page,
}) => {
  const tiles = await serveTiles(page)
  const [listings] = await query<{ total: number; onMap: number }>(
    `select count(*)::int as total,
       (count(*) filter (where publish_address and lat is not null and lng is not null))::int as "onMap"
     from properties where published and goal = 0`,
  )
  const response = await page.goto('/for-sale/?view=map')
  // The tile server comes from the configuration, and the page's policy allows exactly it.
  expect(response?.headers()['content-security-policy']).toMatch(
    /img-src 'self' data: blob: https:\/\/tile\.openstreetmap\.org[; ]/,
  )
  await expect(
    page.getByRole('navigation', { name: 'View' }).getByRole('link', { name: 'Map' }),
  ).toHaveAttribute('aria-current', 'true')
  await expect(mapRegion(page)).toBeVisible()
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible()
  // A cluster shows its count, and names itself for screen readers.
  const clusters = page.locator('.map-cluster')
  if ((await clusters.count()) > 0) {
    await expect(clusters.first()).toHaveAccessibleName(/^\d+ properties here, zoom in$/)
  }
  const counts = await clusters.locator('span[aria-hidden="true"]').allTextContents()
  const singles = await page.locator('.map-marker').count()
  // Every listing with a published address is on the map, alone or in a cluster.
  const clustered = counts.reduce((sum, text) => sum + Number(text.replace(/\D/g, '')), 0)
  expect(clustered + singles).toBe(listings!.onMap)
  expect(tiles.length).toBeGreaterThan(0)

  const hidden = listings!.total - listings!.onMap
  if (hidden > 0) {
    await expect(
      page.getByText(
        `${hidden} ${hidden === 1 ? 'property is' : 'properties are'} not on the map because the address is not published.`,
      ),
    ).toBeVisible()
  }
  // The results stay listed below the map, for screen readers and without JavaScript.
  await expect(page.getByRole('heading', { name: 'Search results', level: 2 })).toBeVisible()
  await expect(page.locator('ul[data-view="list"] > li').first()).toBeVisible()
  const skip = page.getByRole('link', { name: 'Skip the map' })
  await skip.focus()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#map-results$/)
})

test('a marker opens a popup, also with the keyboard, that links to the detail page', async ({
  page,
}) => {
  await serveTiles(page)
  // A postal code with exactly one listing on the map: its marker stands alone.
  const [single] = await query<{ zip: string; reference: string }>(
    `select zip, min(reference) as reference from properties
     where published and goal = 0 and publish_address and lat is not null and lng is not null
     group by zip having count(*) = 1 order by zip limit 1`,
  )
  expect(single).toBeDefined()
  await page.goto(`/for-sale/?place=${single!.zip}&view=map`)
  const marker = page.locator('.map-marker')
  await expect(marker).toHaveCount(1)
  await expect(page.locator('.map-cluster')).toHaveCount(0)

  await marker.click()
  const link = page.locator('.leaflet-popup-content a')
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^/for-sale/[a-z0-9-]+/[a-z0-9-]+/${single!.reference}/$`),
  )
  await expect(link).toBeFocused()
  // Escape closes the popup and gives the focus back to the marker; Enter opens it again.
  await page.keyboard.press('Escape')
  await expect(link).toBeHidden()
  await expect(marker).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(link).toBeFocused()

  const title = (await link.textContent())!.trim()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/${single!.reference}/$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('the grid view loads neither Leaflet nor a tile', async ({ page }) => {
  const urls: string[] = []
  const leafletScripts: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.text().catch(() => '')
    if (body.includes('leaflet-tile-container')) {
      leafletScripts.push(response.url())
    }
  })
  await page.goto('/for-sale/')
  await expect(page.locator('ul[data-view="grid"] > li').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(urls.filter((url) => url.includes('tile.openstreetmap'))).toEqual([])
  expect(leafletScripts).toEqual([])
  expect(await page.evaluate(() => 'L' in window)).toBe(false)
  await expect(page.locator('.leaflet-container')).toHaveCount(0)

  // The same page in the map view does load them (so the check above can tell).
  await serveTiles(page)
  await page.goto('/for-sale/?view=map')
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible()
  await expect.poll(() => leafletScripts.length).toBeGreaterThan(0)
})

test('the map view has no WCAG 2.2 AA violation', async ({ page }) => {
  await serveTiles(page)
  await page.goto('/for-sale/?view=map')
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible()
  await expect(mapRegion(page)).toHaveAttribute('aria-busy', 'false')
  await expectNoViolations(page)
})

test('by keyboard alone: Tab reaches named markers, Enter on a cluster focuses what it held, Escape closes a popup', async ({
  page,
}) => {
  await serveTiles(page)
  await page.goto('/for-sale/?view=map')
  await expect(mapRegion(page)).toHaveAttribute('aria-busy', 'false')
  await expect(page.locator('.map-cluster').first()).toBeVisible()
  const focused = page.locator(':focus')

  // The skip link is the last stop before the map; from there on only keys are used.
  await page.getByRole('link', { name: 'Skip the map' }).focus()
  await page.keyboard.press('Tab')
  await expect(mapRegion(page)).toBeFocused()
  // Every marker and cluster on the way is a named button.
  for (let presses = 0; ; presses++) {
    expect(presses, 'a cluster is reachable with Tab').toBeLessThan(100)
    await page.keyboard.press('Tab')
    await expect(focused).toHaveRole('button')
    await expect(focused).toHaveAccessibleName(/^(\d+ properties here, zoom in|.+, .+)$/)
    if (await focused.evaluate((element) => element.classList.contains('map-cluster'))) break
  }

  // Enter zooms into the cluster; the focus goes to the first of what it held, not to the map.
  for (let depth = 0; ; depth++) {
    expect(depth, 'zooming in ends on a marker').toBeLessThan(10)
    const count = await focused.locator('span[aria-hidden="true"]').textContent()
    await page.keyboard.press('Enter')
    await expect(page.getByText(`Zoomed in on ${count} properties.`)).toBeAttached()
    await expect(focused).toHaveClass(/leaflet-marker-icon/)
    await expect(focused).toBeInViewport()
    if (await focused.evaluate((element) => element.classList.contains('map-marker'))) break
  }

  // The marker opens its popup with Enter; Escape closes it and gives the focus back.
  const marker = page.locator('.map-marker:focus')
  await expect(marker).toHaveAccessibleName(/.+, .+/)
  await page.keyboard.press('Enter')
  const link = page.locator('.leaflet-popup-content a')
  await expect(link).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(link).toBeHidden()
  await expect(marker).toBeFocused()

  await expectNoViolations(page)
})

test('the privacy statement names the configured tile server in every language', async ({
  page,
}) => {
  const [config] = await query<{ tilesUrl: string }>(
    `select data -> 'map' ->> 'tilesUrl' as "tilesUrl" from site_config where id = 1`,
  )
  const host = new URL(config!.tilesUrl.replace('{s}.', '')).host
  for (const path of [
    '/privacy-statement/',
    '/nl/privacyverklaring/',
    '/fr/declaration-de-confidentialite/',
    '/de/datenschutzerklaerung/',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('main')).toContainText(host)
  }
})

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`with prefers-reduced-motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion })
    test('Enter on a marker moves the focus into its popup, Escape closes it and returns to the marker', async ({
      page,
    }) => {
      await serveTiles(page)
      const [single] = await query<{ zip: string }>(
        `select zip from properties
         where published and goal = 0 and publish_address and lat is not null and lng is not null
         group by zip having count(*) = 1 order by zip limit 1`,
      )
      await page.goto(`/for-sale/?place=${single!.zip}&view=map`)
      await expect(mapRegion(page)).toHaveAttribute('aria-busy', 'false')
      const marker = page.getByRole('button', { name: /.+, .+/ }).and(page.locator('.map-marker'))
      await marker.focus()
      await page.keyboard.press('Enter')
      const popup = page.locator('.leaflet-popup')
      const link = popup.getByRole('link')
      await expect(link).toBeFocused()
      await expect(link).toBeVisible()
      expect(await link.evaluate((element) => getComputedStyle(element).visibility)).toBe('visible')
      await page.keyboard.press('Escape')
      await expect(popup).toHaveCount(0)
      await expect(marker).toBeFocused()
      // Escape also closes a popup while its marker has the focus.
      await page.keyboard.press('Enter')
      await expect(link).toBeFocused()
      await marker.focus()
      await page.keyboard.press('Escape')
      await expect(popup).toHaveCount(0)
      await expect(marker).toBeFocused()
    })
  })
}

test('the map attribution link is underlined and tells itself from its text and background', async ({
  page,
}) => {
  await serveTiles(page)
  await page.goto('/for-sale/?view=map')
  await expect(mapRegion(page)).toHaveAttribute('aria-busy', 'false')
  const attribution = page.locator('.leaflet-control-attribution')
  const link = attribution.getByRole('link').first()
  await expect(link).toBeVisible()
  const colours = await link.evaluate((element) => {
    const style = getComputedStyle(element)
    const box = getComputedStyle(element.closest('.leaflet-control-attribution')!)
    return {
      decoration: style.textDecorationLine,
      link: style.color,
      text: box.color,
      background: box.backgroundColor,
    }
  })
  expect(colours.decoration).toContain('underline')
  // Opaque, so that the tiles under it change no contrast.
  expect(colours.background).toMatch(/^rgb\(/)
  expect(contrast(colours.link, colours.background)).toBeGreaterThanOrEqual(4.5)
  expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5)
  const results = await new AxeBuilder({ page })
    .include('.leaflet-control-attribution')
    .withRules(['link-in-text-block', 'color-contrast'])
    .analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})

/** The WCAG contrast ratio of two computed `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((value) => {
      const channel = Number(value) / 255
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}
