import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'

// Specification §9: the property-type icons (WebID 1–7) beside the type's name, and the video
// thumbnail, served by the site itself (docs/decisions/051-video-thumbnails.md).

const typeIcon = (scope: ReturnType<Page['locator']>, name: string) =>
  scope.locator(`svg[aria-hidden="true"][data-icon="${name}"]`)

for (const [lang, list, legend, apartment] of [
  ['en', '/for-sale/', 'Property type', 'Apartment'],
  ['nl', '/nl/te-koop/', 'Type pand', 'Appartement'],
] as const) {
  test(`the type filter and the cards show the type icons in ${lang}, the names stay text`, async ({
    page,
  }) => {
    await page.goto(`${list}?type=2`)
    const filter = page.getByRole('group', { name: legend })
    const checkbox = filter.getByRole('checkbox', { name: apartment, exact: true })
    await expect(checkbox).toBeChecked()
    const label = filter
      .locator('label')
      .filter({ has: page.getByRole('checkbox', { name: apartment, exact: true }) })
    await expect(typeIcon(label, 'apartment')).toHaveCount(1)
    // Every root type has its own icon in the filter.
    for (const name of ['house', 'land', 'office', 'commercial', 'industrial', 'garage']) {
      await expect(typeIcon(filter, name)).toHaveCount(1)
    }
    // Every card of the apartment search carries the apartment icon next to its type's name.
    const cards = page.locator('ul[data-view] > li')
    const count = await cards.count()
    expect(count).toBeGreaterThan(0)
    await expect(typeIcon(page.locator('ul[data-view]'), 'apartment')).toHaveCount(count)
    await expectNoViolations(page)

    // The similar properties on a property page have them too.
    await cards.first().getByRole('heading').getByRole('link').click()
    const similar = page.locator('section', {
      has: page.getByRole('heading', {
        name: lang === 'en' ? 'Similar properties' : 'Gelijkaardige panden',
      }),
    })
    await expect(similar.locator('svg[aria-hidden="true"][data-icon]').first()).toBeVisible()
  })
}

test.describe('a property with a video', () => {
  test.describe.configure({ mode: 'serial' })
  // The fixture's stored-consent script also runs in the player's frame, whose stand-in page
  // may not read the storage.
  test.use({ allowConsoleErrors: [/Failed to read the 'localStorage' property/] })
  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'

  test.beforeAll(async () => {
    await query(
      `update properties set details = jsonb_set(details, '{videoUrl}', $1::jsonb) where reference = '4521'`,
      [JSON.stringify(video)],
    )
  })
  test.afterAll(async () => {
    await query(`update properties set details = details - 'videoUrl' where reference = '4521'`)
  })

  for (const [lang, url, title, play] of [
    ['en', '/for-sale/ixelles/apartment/4521/', 'Video and virtual tour', 'Play the video'],
    ['fr', '/fr/a-vendre/ixelles/appartement/4521/', 'Vidéo et visite virtuelle', 'Lire la vidéo'],
  ] as const) {
    test(`its facade shows a thumbnail from this site and nothing from the host before the click (${lang})`, async ({
      page,
    }) => {
      // What went to the video host or its image servers (the map's tiles are another matter).
      const toVideoHost: string[] = []
      page.on('request', (request) => {
        const host = new URL(request.url()).hostname
        if (/(^|\.)(youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com)$/.test(host)) {
          toVideoHost.push(request.url())
        }
      })
      // This machine reaches no video host: the player's frame is answered locally.
      await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
      )
      await page.goto(url)
      const media = page.getByRole('region', { name: title })
      const thumbnail = media.locator('img[data-video-thumbnail]')
      await thumbnail.scrollIntoViewIfNeeded()
      await expect(thumbnail).toBeVisible()
      await expect(thumbnail).toHaveAttribute('src', /^\/img\/\d+\//)
      await expect(thumbnail).toHaveAttribute('alt', '')
      await expect
        .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0)
      expect(toVideoHost).toEqual([])
      await expectNoViolations(page)

      await media.getByRole('button', { name: play }).click()
      await expect(media.locator('iframe')).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      )
    })
  }
})
