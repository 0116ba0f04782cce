import type { Browser, BrowserContext, Page } from '@playwright/test'
import en from '../../messages/en.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import de from '../../messages/de.json' with { type: 'json' }
import { expectNoViolations } from './axe'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'
import { expectNoSidewaysScroll } from './page-sweep'
import { loadListings, publicTemplates, type Listings } from './public-templates'
import type { Lang } from './site-pages'
import { matrixLanguages } from './tiers'

// The privacy statement and the cookie policy promise that nothing is asked of another server
// before the visitor's consent choice (docs/decisions/059): no map tile, font, video, tag. Every
// public template, scrolled to its end, in every language, with the banner left unanswered; then
// the maps still load, for one map after a press on its button, for every map after a choice.

const messages = { en, nl, fr, de }
const tileHost = /^https:\/\/tile\.openstreetmap\.org\//
// A 1×1 transparent PNG: this machine cannot reach the tile server, so the test answers for it.
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

type Visitor = {
  context: BrowserContext
  page: Page
  foreign: string[]
  tiles: string[]
  errors: string[]
}

/** A first-time visitor (no stored choice) whose requests to any other host are recorded. */
async function firstVisit(browser: Browser, baseURL: string): Promise<Visitor> {
  const own = new URL(baseURL).host
  const context = await browser.newContext({ baseURL })
  const foreign: string[] = []
  const tiles: string[] = []
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && url.host !== own) foreign.push(request.url())
  })
  // Nothing leaves the machine: the tile server gets its tiles, any other host an empty answer.
  await context.route(
    (url) => url.host !== own,
    (route) => {
      if (!tileHost.test(route.request().url())) return route.fulfill({ status: 204 })
      tiles.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'image/png', body: tile })
    },
  )
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, foreign, tiles, errors }
}

/**
 * Scrolls down half a screen at a time, so every lazy part comes into view, then waits. Each step
 * waits for a frame, or 100 ms where the browser paints none: in one CI run a headless page stopped
 * giving frames mid-suite and the loop waited for the test's whole time.
 */
async function scrollToEnd(page: Page) {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((done) => {
        requestAnimationFrame(() => done(null))
        setTimeout(() => done(null), 100)
      })
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await frame()
      await frame()
    }
  })
  await page.waitForLoadState('networkidle')
}

/** The page's map and its "show the map" button, in the page's language. */
function locationMap(page: Page, lang: Lang) {
  const texts = messages[lang].catalogue.detail.location.map
  return {
    region: page.getByRole('region', { name: texts.region }),
    show: page.getByRole('button', { name: texts.show }),
  }
}

const template = (name: string) => {
  const found = publicTemplates.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`no template ${name}`)
  return found
}

let listings: Listings
test.beforeAll(async () => {
  listings = await loadListings()
})

// Every template in German in the gate (what a page requests does not change with its language, its
// map's labels and the dialog's wording do), in the four languages in the sweep (tiers.ts).
for (const lang of matrixLanguages('phone')) {
  test(`in ${lang}: no page asks another server for anything before the consent choice; a map loads on its button, and every map after a choice`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000)
    const { context, page, foreign, tiles, errors } = await firstVisit(browser, baseURL!)
    const t = messages[lang]

    for (const { name, url } of publicTemplates) {
      const before = foreign.length
      await page.goto(url(lang, listings))
      await hydrated(page)
      await scrollToEnd(page)
      expect.soft(foreign.slice(before), `${name} (${url(lang, listings)})`).toEqual([])
    }
    expect(foreign).toEqual([])

    // The property page's map: the place and the button, in the map's own room, until pressed.
    await page.setViewportSize({ width: 320, height: 700 })
    await page.goto(template('property detail (sale)').url(lang, listings))
    await hydrated(page)
    const detail = locationMap(page, lang)
    await detail.show.scrollIntoViewIfNeeded()
    await expect(page.getByText(t.catalogue.detail.location.map.external)).toBeVisible()
    await expectNoSidewaysScroll(page, `the map's placeholder in ${lang}`, 320)
    const idle = await detail.region.boundingBox()
    await page.waitForLoadState('networkidle')
    expect(tiles).toEqual([])
    // Pressed with the keyboard: the map loads, with its tiles, in the same room, and takes the
    // focus from the button it replaces.
    await detail.show.focus()
    await page.keyboard.press('Enter')
    await expect(detail.region).toHaveClass(/leaflet-container/)
    await expect(detail.region).toBeFocused()
    await expect(detail.region).toHaveAttribute('aria-busy', 'false')
    await expect.poll(() => tiles.length).toBeGreaterThan(0)
    expect((await detail.region.boundingBox())?.height).toBe(idle?.height)
    await expect(detail.show).toHaveCount(0)

    // That press was for that map only: the office page's map waits for its own.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(template('office').url(lang, listings))
    // Counted once the property page is gone: its map, widened, may still have asked for tiles.
    const shown = tiles.length
    await hydrated(page)
    const office = locationMap(page, lang)
    await office.show.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    expect(tiles.length).toBe(shown)
    await expectNoViolations(page)

    // A choice, even the most sparing one, lets the maps load by themselves, this one at once.
    await page
      .getByRole('dialog', { name: t.consent.title })
      .getByRole('button', { name: t.consent.onlyFunctional })
      .click()
    await expect(office.region).toHaveClass(/leaflet-container/)
    await expect.poll(() => tiles.length).toBeGreaterThan(shown)
    await expect(office.show).toHaveCount(0)

    // The map view too, on the next page, without a press.
    await page.goto(template('list map view').url(lang, listings))
    await hydrated(page)
    await expect(page.getByRole('region', { name: t.catalogue.map.region })).toHaveClass(
      /leaflet-container/,
    )
    await expect(page.getByRole('button', { name: t.catalogue.map.show })).toHaveCount(0)
    expect(errors, 'page errors').toEqual([])
    await context.close()
  })
}

test('the map view before the choice: a button that loads this map, and a choice that loads it too', async ({
  browser,
  baseURL,
}) => {
  const { context, page, tiles, errors } = await firstVisit(browser, baseURL!)
  const url = template('list map view').url('en', listings)
  const region = page.getByRole('region', { name: en.catalogue.map.region })
  const show = page.getByRole('button', { name: en.catalogue.map.show })

  await page.goto(url)
  await hydrated(page)
  await expect(show).toBeVisible()
  await expect(page.getByText(en.catalogue.map.external)).toBeVisible()
  // The results below the map are the map's text alternative.
  await expect(
    page.getByRole('heading', { name: en.catalogue.map.results, level: 2 }),
  ).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(tiles).toEqual([])
  await expectNoViolations(page)

  await show.click()
  await expect(region).toHaveClass(/leaflet-container/)
  await expect(region).toBeFocused()
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible()
  await expect.poll(() => tiles.length).toBeGreaterThan(0)

  // Back on the page without a choice: the button again; a choice made here loads the map.
  await page.reload()
  // Counted once the loaded map is gone, which may have asked for tiles until then.
  const shown = tiles.length
  await hydrated(page)
  await expect(show).toBeVisible()
  expect(tiles.length).toBe(shown)
  await page
    .getByRole('dialog', { name: en.consent.title })
    .getByRole('button', { name: en.consent.acceptAll })
    .click()
  await expect(region).toHaveClass(/leaflet-container/)
  await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible()
  await expect(show).toHaveCount(0)
  await expect.poll(() => tiles.length).toBeGreaterThan(shown)
  expect(errors, 'page errors').toEqual([])
  await context.close()
})
