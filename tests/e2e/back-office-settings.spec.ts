import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { uniqueAddress } from './mail-sink'
import { admin, camille, staffLogIn } from './staff-login'

// The configuration is one document with one draft: these tests change it one after the other,
// and each leaves the public site as it found it.
test.describe.configure({ mode: 'serial' })

/** Waits until a public page shows (or no longer shows) `text`: the cache follows in seconds. */
async function expectPublic(
  request: APIRequestContext,
  path: string,
  text: string,
  shown: boolean,
) {
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes(text), {
      timeout: 20_000,
      message: `${text} ${shown ? 'shown' : 'gone'} on ${path}`,
    })
    .toBe(shown)
}

const publishedCopyright = async () =>
  (
    await query<{ text: string }>(
      `select data->'footer'->'copyright'->>'nl' as text from site_config`,
    )
  )[0]!.text

async function discardDraft(page: Page) {
  await page.goto('/admin/settings/')
  const discard = page.getByRole('button', { name: 'Discard the draft' })
  if ((await discard.count()) > 0) {
    await discard.click()
    await expect(page.getByText('The draft was discarded.')).toBeVisible()
  }
}

test('an admin in Dutch changes the footer copyright as a draft, publishes it, then reverts', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const copyright = `© 2026 Immo Horizon ${uniqueAddress('c').split('@')[0]!.split('.')[1]}`
  const before = await publishedCopyright()
  await staffLogIn(page, admin, 'nl')
  await page
    .getByRole('navigation', { name: 'Backoffice' })
    .getByRole('link', { name: 'Configuratie' })
    .click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Configuratie van de site' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Voettekst' }).click()
  await expect(page).toHaveURL('/nl/admin/settings/footer/')
  await expect(page).toHaveTitle(/^Voettekst – configuratie van de site \| Backoffice \|/)
  await page.getByLabel('Copyright (Nederlands)').fill(copyright)
  await page.getByRole('button', { name: 'Ontwerp bewaren' }).first().click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Ontwerp bewaard. De publieke site blijft' }),
  ).toBeVisible()
  await expect(page.getByLabel('Copyright (Nederlands)')).toHaveValue(copyright)
  await expectNoViolations(page)

  // The draft leaves the public site alone.
  expect(await publishedCopyright()).toBe(before)
  expect(await (await request.get('/nl/')).text()).not.toContain(copyright)

  await page.getByRole('link', { name: 'Terug naar de configuratie' }).click()
  // Staff see the draft under the preview path, a visitor does not.
  await page.getByRole('link', { name: 'Site bekijken met dit ontwerp' }).click()
  await expect(page).toHaveURL('/nl/preview/')
  await expect(page.getByRole('contentinfo').getByText(copyright)).toBeVisible()
  expect((await request.get('/nl/preview/')).status()).toBe(404)
  await page.goto('/nl/admin/settings/')
  const draft = page.getByRole('region', { name: 'Ontwerp' })
  await expect(
    draft.getByText('Het ontwerp verschilt van de gepubliceerde configuratie'),
  ).toBeVisible()
  await expect(draft.getByRole('listitem')).toHaveText(['Voettekst'])
  await draft.getByRole('button', { name: 'Ontwerp publiceren' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Het ontwerp is gepubliceerd. De publieke site toont het binnen enkele seconden.',
  )
  await expectPublic(request, '/nl/', copyright, true)
  await page.goto('/nl/')
  await expect(page.getByRole('contentinfo').getByText(copyright)).toBeVisible()

  await page.goto('/nl/admin/settings/')
  await page.getByRole('button', { name: 'Terug naar de vorige versie' }).click()
  await expect(page.getByRole('status')).toHaveText('De vorige versie is opnieuw gepubliceerd.')
  await expectPublic(request, '/nl/', copyright, false)
  expect(await publishedCopyright()).toBe(before)
  const audit = await query<{ action: string }>(
    `select action from audit_log where subject like 'site-config%' order by id desc limit 3`,
  )
  expect(audit.map((row) => row.action)).toEqual([
    'settings.revert',
    'settings.publish',
    'settings.draft',
  ])
})

test('an admin in French renames a main-menu item as a draft, publishes it, then reverts', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const label = `Acheter ${uniqueAddress('m').split('@')[0]!.split('.')[1]}`
  await staffLogIn(page, admin, 'fr')
  await page.goto('/fr/admin/settings/')
  await page.getByRole('link', { name: 'Menus' }).click()
  await expect(page).toHaveURL('/fr/admin/settings/menus/')
  const item = page
    .getByRole('group', { name: 'Menu principal' })
    .getByRole('group', { name: 'Élément 2', exact: true })
  await expect(item.getByLabel('Page', { exact: true })).toHaveValue('for-sale')
  // The pages are offered by their titles in the admin's language; thank-you and cancel pages,
  // which only a form or an e-mail leads to, are not offered.
  const title = async (path: string) =>
    (
      await query<{ title: string }>(
        `select params->'title'->>'fr' as title from cms_pages where path = $1`,
        [path],
      )
    )[0]!.title
  const picker = item.getByLabel('Page', { exact: true })
  await expect(picker.getByRole('option', { selected: true })).toHaveText(await title('for-sale'))
  for (const system of ['feedback/testing-testing', 'feedback/appointment', 'visit/cancel']) {
    await expect(picker.getByRole('option', { name: await title(system) })).toHaveCount(0)
  }
  await expect(picker.getByRole('option', { name: /feedback|testing/ })).toHaveCount(0)
  await item.getByLabel('Texte (Français)').fill(label)
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).first().click()
  await expect(page.getByRole('status')).toContainText('Brouillon enregistré.')
  await expectNoViolations(page)
  expect(await (await request.get('/fr/')).text()).not.toContain(label)

  await page.getByRole('link', { name: 'Retour à la configuration' }).click()
  await page.getByRole('button', { name: 'Publier le brouillon' }).click()
  await expect(page.getByRole('status')).toContainText('Le brouillon est publié.')
  await expectPublic(request, '/fr/', label, true)
  await page.goto('/fr/')
  await expect(
    page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: label }),
  ).toBeVisible()

  await page.goto('/fr/admin/settings/')
  await page.getByRole('button', { name: 'Revenir à la version précédente' }).click()
  await expect(page.getByRole('status')).toHaveText('La version précédente est à nouveau publiée.')
  await expectPublic(request, '/fr/', label, false)
})

test('an admin in English adds a top-bar link, is told of a wrong tracking ID, and a stale save is refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await staffLogIn(page, admin, 'en')
  await page.goto('/admin/settings/top-bar/')
  const left = page.getByRole('group', { name: 'Links on the left' })
  await left.getByRole('button', { name: 'Add a link' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'The list was changed. Save the draft to keep the change.',
  )
  const row = left.getByRole('group', { name: 'Link 3' })
  for (const language of ['English', 'Nederlands', 'Français', 'Deutsch']) {
    await row.getByLabel(`Text (${language})`).fill('Instagram')
    await row.getByLabel(`Address (${language})`).fill('https://www.instagram.com/immohorizon')
  }
  await row.getByLabel('Icon').selectOption({ label: 'Instagram' })
  await row.getByRole('button', { name: 'Move up (Link 3)' }).click()
  await page.getByRole('button', { name: 'Save draft' }).first().click()
  await expect(page.getByRole('status')).toHaveText(
    'Draft saved. The public site stays unchanged until you publish.',
  )
  await page.reload()
  await expect(
    left.getByRole('group', { name: 'Link 2' }).getByLabel('Text (English)'),
  ).toHaveValue('Instagram')
  await expectNoViolations(page)

  await page.goto('/admin/settings/tracking/')
  const analytics = page.getByLabel('Google Analytics measurement ID')
  await analytics.fill('UA-12345-1')
  await page.getByRole('button', { name: 'Save draft' }).first().click()
  // (Next's route announcer is an alert too.)
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The draft was not saved: correct the fields marked below.' }),
  ).toBeVisible()
  await expect(analytics).toHaveAttribute('aria-invalid', 'true')
  await expect(analytics).toHaveAccessibleDescription(
    /^This ID does not have the expected format, such as G-AB12CD34EF\./,
  )
  await expect(analytics).toHaveValue('UA-12345-1')
  await expectNoViolations(page)

  // A second admin's browser saves first; this page's save is refused, nothing is overwritten.
  await page.goto('/admin/settings/agency/')
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await staffLogIn(otherPage, admin, 'en')
  await otherPage.goto('/admin/settings/agency/')
  await otherPage.getByLabel('Phone').fill('+32 2 555 77 77')
  await otherPage.getByRole('button', { name: 'Save draft' }).first().click()
  await expect(otherPage.getByRole('status')).toContainText('Draft saved.')
  await other.close()
  await page.getByLabel('Phone').fill('+32 2 555 11 11')
  await page.getByRole('button', { name: 'Save draft' }).first().click()
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'Someone else changed the configuration after you opened this page. Nothing was saved',
    }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Reload this page' })).toBeVisible()
  const [draft] = await query<{ phone: string }>(
    `select data->'agency'->>'phone' as phone from site_config_drafts`,
  )
  expect(draft!.phone).toBe('+32 2 555 77 77')
  await discardDraft(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an admin adds a footer column and is refused its empty title next to the field', async ({
    page,
  }) => {
    await staffLogIn(page, admin, 'en')
    await page.goto('/admin/settings/footer/')
    await page.getByRole('button', { name: 'Add a column' }).click()
    const column = page.getByRole('group', { name: 'Column 4' })
    await expect(column).toBeVisible()
    await page.getByRole('button', { name: 'Save draft' }).first().click()
    const title = column.getByLabel('Title (English)')
    await expect(title).toHaveAttribute('aria-invalid', 'true')
    await expect(title).toHaveAccessibleDescription('Fill in this field.')
    await column.getByLabel('Title (English)').fill('Follow us')
    await page.getByRole('button', { name: 'Save draft' }).first().click()
    await expect(page.getByRole('status')).toContainText('Draft saved.')
    await discardDraft(page)
  })
})

test.describe('without JavaScript, uploads', () => {
  test.use({ javaScriptEnabled: false })

  test('an admin is refused a browser icon that is no image, next to the field', async ({
    page,
  }) => {
    await staffLogIn(page, admin, 'en')
    await page.goto('/admin/settings/branding/')
    await page.getByLabel('New icon').setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    })
    await page.getByRole('button', { name: 'Save draft' }).first().click()
    await expect(page.getByLabel('New icon')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('New icon')).toHaveAccessibleDescription(
      /^This file is not a PNG, JPEG or WebP image\. Nothing was saved\./,
    )
    const [draft] = await query<{ favicon: unknown }>(
      `select data->'branding'->'favicon' as favicon from site_config_drafts`,
    )
    expect(draft?.favicon ?? null).toBeNull()
  })
})

test.describe('an agent', () => {
  test.use({ allowConsoleErrors: [/status of 404/] })

  test('has no configuration in the navigation and gets 404 at its addresses', async ({ page }) => {
    await staffLogIn(page, camille, 'en')
    const nav = page.getByRole('navigation', { name: 'Back office' })
    await expect(nav.getByRole('link', { name: 'Configuration' })).toHaveCount(0)
    for (const path of [
      '/admin/settings/',
      '/admin/settings/footer/',
      '/fr/admin/settings/colours/',
    ]) {
      const response = await page.goto(path)
      expect(response!.status(), path).toBe(404)
    }
  })
})

// Whatever a client sends, a draft shows only under a preview path to a signed-in admin: the
// preview header is dropped at the edge and its value is derived from APP_SECRET. Both the header
// as it once worked ('1') and the site's own value are tried, on every kind of path.
test('no path shows a settings draft to a visitor who sends the preview header', async ({
  page,
  request,
}) => {
  const probe = `Draft agency ${uniqueAddress('p').split('@')[0]!.split('.')[1]}`
  await query(
    `update site_config_drafts set data = jsonb_set((select data from site_config),
       '{agency,name}', to_jsonb($1::text)), revision = revision + 1`,
    [probe],
  )
  try {
    await staffLogIn(page, admin, 'en')
    await page.goto('/preview/')
    await expect(page.getByRole('contentinfo').getByText(probe).first()).toBeVisible()

    const port = process.env.E2E_PORT ?? 3100
    const secret = readFileSync(`data/e2e-${port}/app-secret`, 'utf8').trim()
    const marker = createHmac('sha256', secret).update('staff-preview').digest('hex')
    const paths = [
      '/',
      '/en/',
      '/nl/',
      '/preview/',
      '/fr/preview/',
      '/en/x.html',
      '/en/for-sale/x.json',
      '/x.txt',
      '/preview/x.html',
      '/de/gibt-es-nicht/',
      '/for-sale/',
      '/api/search-count/?type=sale',
      '/api/places/?q=brux',
      '/img/600/nothing.jpg.webp',
      '/files/nothing.pdf',
      '/sitemap.xml',
      '/robots.txt',
      '/_next/static/nothing.js',
    ]
    for (const value of ['1', marker]) {
      for (const path of paths) {
        const response = await request.get(path, { headers: { 'x-staff-preview': value } })
        expect(await response.text(), `${path} with the header ${value}`).not.toContain(probe)
      }
    }
  } finally {
    await query(`update site_config_drafts set data = null, revision = revision + 1`)
  }
})

/** Today on Belgian calendars, as the site reads it: 'YYYY-MM-DD'. */
const brusselsToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date())

test('an admin closes the office today for a holiday, removes the example loan rate and uploads a logo; the site with the draft shows them, a file that is no image is refused', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await staffLogIn(page, admin, 'en')
  await page.goto('/admin/settings/')
  await page.getByRole('link', { name: 'Opening hours' }).click()
  await expect(page).toHaveURL('/admin/settings/opening-hours/')
  const exceptions = page.getByRole('group', { name: 'Holidays and exceptions' })
  await exceptions.getByRole('button', { name: 'Add a holiday or exception' }).click()
  const holiday = exceptions.getByRole('group', { name: 'Exception 1' })
  await holiday.getByLabel('First day').fill(brusselsToday())
  await holiday.getByLabel('Reason shown to visitors (English)').fill('Staff training')
  await page.getByRole('button', { name: 'Save draft' }).first().click()
  await expect(page.getByRole('status')).toContainText('Draft saved.')
  await expectNoViolations(page)

  await page.goto('/admin/settings/loan-rate/')
  await page.getByLabel(/^Show the monthly cost with an example rate/).uncheck()
  await page.getByRole('button', { name: 'Save draft' }).first().click()
  await expect(page.getByRole('status')).toContainText('Draft saved.')

  await page.goto('/admin/settings/branding/')
  const upload = page.getByLabel('New logo')
  await upload.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.4 a document named as an image'),
  })
  await page.getByRole('button', { name: 'Save draft' }).first().click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The draft was not saved: correct the fields marked below.' }),
  ).toBeVisible()
  await expect(page.getByLabel('New logo')).toHaveAccessibleDescription(
    /^This file is not a PNG, JPEG or WebP image\. Nothing was saved\./,
  )
  const [refused] = await query<{ logo: unknown }>(
    `select data->'branding'->'logo' as logo from site_config_drafts`,
  )
  expect(refused!.logo).toBeNull()

  const logo = await sharp({
    create: { width: 480, height: 120, channels: 4, background: '#7a1f5c' },
  })
    .png()
    .toBuffer()
  await page
    .getByLabel('New logo')
    .setInputFiles({ name: 'our-logo.png', mimeType: 'image/png', buffer: logo })
  await page.getByRole('button', { name: 'Save draft' }).first().click()
  await expect(page.getByRole('status')).toContainText('Draft saved.')
  const current = page.getByRole('img', { name: 'The logo now in use' })
  await expect(current).toBeVisible()
  const src = (await current.getAttribute('src'))!
  expect(src).toMatch(/^\/files\/brand\/[\w-]+\.webp$/)
  await expectNoViolations(page)

  // The site as it will be once the draft is published: the office page says today is closed.
  await page.goto('/en/preview/office/')
  await expect(page.getByText('Today: closed (Staff training)').first()).toBeVisible()
  await expect(page.getByRole('img', { name: 'Immo Horizon – home' }).first()).toHaveAttribute(
    'src',
    src,
  )
  const served = await page.request.get(src)
  expect(served.headers()['content-type']).toBe('image/webp')

  // A sale listing: the published site still shows the monthly cost, the draft has none.
  const [listing] = await query<{ reference: string }>(
    `select reference from properties where published and goal = 0 and status = 'available'
       and publish_price and price > 0 and region = 'Flanders' order by id limit 1`,
  )
  await page.goto(`/en/for-sale/x/y/${listing!.reference}/`)
  const monthly = page.getByRole('region', { name: 'Monthly cost (estimate)' })
  await expect(monthly).toBeVisible()
  await expect(page.getByText(/^Rules in force since /)).toBeVisible()
  // English, the default language, may be at unprefixed paths.
  const path = `/en/preview${new URL(page.url()).pathname.replace(/^\/en(?=\/)/, '')}`
  await page.goto(path)
  await expect(page.getByText(/^Rules in force since /)).toBeVisible()
  await expect(monthly).toHaveCount(0)
  await discardDraft(page)
})
