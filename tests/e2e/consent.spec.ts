import type { Browser, Page, Request } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { query } from './e2e-database'
import { expect, test } from './fixtures'

// The consent tests configure dummy tag IDs in the browser tests' database and restore the
// configuration afterwards.
const ids = {
  tagManagerId: 'GTM-TEST123',
  analyticsId: 'G-TEST12345',
  adsId: 'AW-123456789',
  pixelId: '1234567890',
}
const consentKeys = [
  'consent',
  'consentAdUserData',
  'consentAdStorage',
  'consentAnalyticsStorage',
  'consentAdPersonalization',
]
let original: unknown

test.describe.configure({ mode: 'serial' })
test.use({ storedConsent: null })

async function configureTags(browser: Browser) {
  const [row] = await query<{ data: unknown }>('select data from site_config where id = 1')
  original = row!.data
  await query(
    `update site_config set data = jsonb_set(data, '{siteInformation}', $1::jsonb) where id = 1`,
    [JSON.stringify(ids)],
  )
  // The site re-reads its configuration within seconds.
  const page = await browser.newPage()
  await expect
    .poll(
      async () => {
        await page.goto('/Disclaimer/')
        return page.locator('#consent-defaults').count()
      },
      { timeout: 20_000 },
    )
    .toBe(1)
  await page.close()
}

test.afterAll(async () => {
  if (original === undefined) return
  await query('update site_config set data = $1 where id = 1', [JSON.stringify(original)])
})

/** Answers the tag hosts locally (this machine cannot reach them) and records every request. */
async function watchRequests(page: Page) {
  const thirdParty: string[] = []
  page.on('request', (request: Request) => {
    const host = new URL(request.url()).hostname
    if (host !== 'localhost' && host !== '127.0.0.1') thirdParty.push(request.url())
  })
  await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  )
  await page.route(/^https:\/\/(?!www\.googletagmanager\.com|connect\.facebook\.net)/, (route) =>
    route.fulfill({ status: 204 }),
  )
  return thirdParty
}

async function stored(page: Page) {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])),
    consentKeys,
  )
}

async function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() => JSON.parse(JSON.stringify(window.dataLayer ?? [])) as unknown[])
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Your privacy choices' })

test('with no tag configured, even accepting everything loads nothing', async ({ page }) => {
  const thirdParty = await watchRequests(page)
  await page.goto('/')
  await expect(page.locator('#consent-defaults')).toHaveCount(0)
  await dialog(page).getByRole('button', { name: 'Accept all' }).click()
  expect((await stored(page)).consentAnalyticsStorage).toBe('granted')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(thirdParty).toEqual([])
})

test('after the first choice the focus goes on from the start of the page; after a reopened dialog, back to its button', async ({
  page,
}) => {
  await page.goto('/')
  await dialog(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(dialog(page)).toBeHidden()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })
  await settings.click()
  await dialog(page).getByRole('button', { name: 'Only functional cookies' }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(settings).toBeFocused()
})

test('a first visit asks in a banner at the top of the page, which the footer turns into a modal dialog', async ({
  page,
}) => {
  await page.goto('/')
  const banner = dialog(page)
  await expect(banner).toBeVisible()
  expect(await banner.boundingBox()).toMatchObject({ x: 0, y: 0 })
  await page.keyboard.press('Tab')
  await expect(banner.getByRole('link', { name: 'Read our cookie policy' })).toBeFocused()
  // Not modal: the page beside it answers, and nothing under it is inert.
  expect(await banner.evaluate((element) => element.matches(':modal'))).toBe(false)
  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })
  await settings.click()
  await expect.poll(() => banner.evaluate((element) => element.matches(':modal'))).toBe(true)
  await banner.getByRole('button', { name: 'Only functional cookies' }).click()
  await expect(banner).toBeHidden()
  await expect(settings).toBeFocused()
  expect((await stored(page)).consentAnalyticsStorage).toBe('denied')
})

test.describe('with tags configured', () => {
  test.beforeAll(async ({ browser }) => configureTags(browser))

  test('before consent: the dialog shows, nothing third-party is requested or stored', async ({
    page,
    context,
  }) => {
    const thirdParty = await watchRequests(page)
    await page.goto('/')
    await expect(dialog(page)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached()
    expect(thirdParty).toEqual([])
    expect(Object.values(await stored(page))).toEqual([null, null, null, null, null])
    expect(await context.cookies()).toEqual([])
    // No page view is reported before a choice exists.
    expect(await dataLayer(page)).not.toContainEqual(
      expect.objectContaining({ event: 'page_view' }),
    )
    // Consent Mode defaults are in place before any tag: everything denied, wait_for_update 500.
    expect(await dataLayer(page)).toContainEqual({
      0: 'consent',
      1: 'default',
      2: {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    })
  })

  test('only functional: stored as denied, still no third-party request', async ({
    page,
    context,
  }) => {
    const thirdParty = await watchRequests(page)
    await page.goto('/services/vente/')
    await dialog(page).getByRole('button', { name: 'Only functional cookies' }).click()
    await expect(dialog(page)).toBeHidden()
    expect(await stored(page)).toMatchObject({
      consentAdUserData: 'denied',
      consentAdStorage: 'denied',
      consentAnalyticsStorage: 'denied',
      consentAdPersonalization: 'denied',
    })
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]))
    expect(cookies.consentAnalyticsStorage?.value).toBe('denied')
    expect(cookies.consentAnalyticsStorage?.path).toBe('/')
    expect(cookies.consentAnalyticsStorage?.expires).toBeGreaterThan(
      Date.now() / 1000 + 170 * 86400,
    )
    await page.reload()
    await expect(dialog(page)).toBeHidden()
    expect(thirdParty).toEqual([])
  })

  test('accept all: five keys stored, consent update and page view pushed, each tag loaded once', async ({
    page,
  }) => {
    const thirdParty = await watchRequests(page)
    await page.goto('/')
    await dialog(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(dialog(page)).toBeHidden()
    expect(await stored(page)).toMatchObject({
      consentAdUserData: 'granted',
      consentAdStorage: 'granted',
      consentAnalyticsStorage: 'granted',
      consentAdPersonalization: 'granted',
    })
    const layer = await dataLayer(page)
    expect(layer).toContainEqual({
      0: 'consent',
      1: 'update',
      2: {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    })
    expect(layer).toContainEqual(
      expect.objectContaining({ event: 'page_view', page_language: 'en' }),
    )
    await expect.poll(() => thirdParty.length).toBe(3)
    expect(thirdParty.sort()).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      `https://www.googletagmanager.com/gtag/js?id=${ids.analyticsId}`,
      `https://www.googletagmanager.com/gtm.js?id=${ids.tagManagerId}`,
    ])

    // The next page reports its view on load, again loading each tag once.
    thirdParty.length = 0
    await page.goto('/fr/')
    await expect(dialog(page)).toBeHidden()
    await expect.poll(() => thirdParty.length).toBe(3)
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'page_view', page_language: 'fr' }),
    )
  })

  test('partial consent maps each toggle to its Consent Mode signal', async ({ page }) => {
    const thirdParty = await watchRequests(page)
    await page.goto('/')
    await dialog(page).getByRole('button', { name: 'Settings' }).click()
    await expect(dialog(page).getByRole('checkbox', { name: /Functional/ })).toBeDisabled()
    await expect(dialog(page).getByRole('checkbox', { name: /Functional/ })).toBeChecked()
    await dialog(page).getByRole('checkbox', { name: 'Analytics' }).check()
    await dialog(page).getByRole('checkbox', { name: 'Personalised advertising' }).check()
    await dialog(page).getByRole('button', { name: 'Save my choices' }).click()
    expect(await stored(page)).toMatchObject({
      consentAdUserData: 'denied',
      consentAdStorage: 'denied',
      consentAnalyticsStorage: 'granted',
      consentAdPersonalization: 'granted',
    })
    expect(await dataLayer(page)).toContainEqual({
      0: 'consent',
      1: 'update',
      2: {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    })
    await expect.poll(() => thirdParty.length).toBe(2)
    expect(thirdParty.some((url) => url.includes('facebook'))).toBe(false)
  })

  test('the footer link reopens the dialog with the current choices, and consent can be withdrawn', async ({
    page,
  }) => {
    await watchRequests(page)
    await page.goto('/')
    await dialog(page).getByRole('button', { name: 'Accept all' }).click()
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page).getByRole('checkbox', { name: 'Social media' })).toBeChecked()
    await dialog(page).getByRole('button', { name: 'Only functional cookies' }).click()
    expect((await stored(page)).consentAnalyticsStorage).toBe('denied')
  })

  test('?setcookies clears the stored choice and shows the dialog again', async ({ page }) => {
    await watchRequests(page)
    await page.goto('/')
    await dialog(page).getByRole('button', { name: 'Only functional cookies' }).click()
    await page.goto('/?setcookies')
    await expect(dialog(page)).toBeVisible()
    expect(Object.values(await stored(page))).toEqual([null, null, null, null, null])
    await expect(page).toHaveURL(/\/$/)
  })

  test.describe('preview paths', () => {
    test.use({ allowConsoleErrors: [/status of 404/] })
    test('skip the dialog and every consent check', async ({ page }) => {
      const thirdParty = await watchRequests(page)
      await page.goto('/preview/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(dialog(page)).toBeHidden()
      expect(thirdParty).toEqual([])
    })
  })

  test('the dialog works with the keyboard alone and Escape does not accept', async ({ page }) => {
    await watchRequests(page)
    await page.goto('/')
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeVisible()
    expect((await stored(page)).consent).toBeNull()
    const settings = dialog(page).getByRole('button', { name: 'Settings' })
    for (
      let i = 0;
      i < 6 && !(await settings.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(settings).toBeFocused()
    await page.keyboard.press('Enter')
    await dialog(page).getByRole('checkbox', { name: 'Analytics' }).focus()
    await page.keyboard.press('Space')
    await dialog(page).getByRole('button', { name: 'Save my choices' }).focus()
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeHidden()
    expect((await stored(page)).consentAnalyticsStorage).toBe('granted')
  })

  test('the open dialog has no WCAG 2.2 AA violation, in every language', async ({ page }) => {
    await watchRequests(page)
    for (const url of ['/', '/nl/', '/fr/', '/de/']) {
      await page.goto(url)
      await expect(page.getByRole('dialog')).toBeVisible()
      await page.getByRole('dialog').getByRole('button').nth(2).click()
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(results.violations.map((v) => v.id)).toEqual([])
    }
  })
})
