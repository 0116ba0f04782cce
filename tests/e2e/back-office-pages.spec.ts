import type { APIRequestContext, Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { uniqueAddress } from './mail-sink'
import { admin, camille, staffLogIn } from './staff-login'

// The letting page (seed id 11) in French, as anonymous visitors get it: through the page cache.
const pageId = 11
const publicPath = '/fr/nos-services/location/'
const previewPath = '/fr/preview/nos-services/location/'
const oldTitle = 'Mettre votre bien en location'

// No stored consent: a preview path must not show the cookie dialog (specification §2). The
// tests edit the same page one after the other.
test.use({ storedConsent: null })
test.describe.configure({ mode: 'serial' })

/** Waits until the public French page shows (or no longer shows) `title`. */
async function expectPublicTitle(request: APIRequestContext, title: string, shown: boolean) {
  await expect
    .poll(async () => (await (await request.get(publicPath)).text()).includes(title), {
      timeout: 20_000,
      message: `${title} ${shown ? 'shown' : 'gone'} on ${publicPath}`,
    })
    .toBe(shown)
}

const frenchTitle = (page: Page) =>
  page.getByRole('group', { name: 'Français' }).getByLabel('Titre', { exact: true })

test('an admin in French drafts a page title, previews it, publishes it and reverts it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const tag = uniqueAddress('p').split('@')[0]!.split('.')[1]!
  const newTitle = `Louer en toute sérénité ${tag}`
  await expectPublicTitle(request, oldTitle, true)
  const [{ started } = { started: '' }] = await query<{ started: string }>(
    'select now()::text as started',
  )

  await staffLogIn(page, admin, 'fr')
  await page.getByRole('link', { name: 'Pages', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible()
  await page.getByRole('link', { name: 'services-location', exact: true }).click()
  await expect(page).toHaveURL(`/fr/admin/pages/${pageId}/`)

  await frenchTitle(page).fill(newTitle)
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).first().click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Le brouillon est enregistré.' }),
  ).toBeVisible()
  await expect(frenchTitle(page)).toHaveValue(newTitle)
  await expectNoViolations(page)

  // The public page keeps its title; the preview shows the draft, to staff only, never cached.
  await expectPublicTitle(request, oldTitle, true)
  await expectPublicTitle(request, newTitle, false)
  const preview = await page.goto(previewPath)
  expect(preview!.headers()['cache-control']).toBe('private, no-store')
  expect(preview!.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const anonymous = await request.get(previewPath)
  expect(anonymous.status()).toBe(404)
  expect(await anonymous.text()).not.toContain(newTitle)

  await page.goto(`/fr/admin/pages/${pageId}/`)
  await page.getByRole('button', { name: 'Publier', exact: true }).first().click()
  await expect(page.getByRole('status').filter({ hasText: 'La page est publiée.' })).toBeVisible()
  await expectPublicTitle(request, newTitle, true)

  await page.getByRole('button', { name: 'Revenir à la version précédente' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'La version précédente est de nouveau publiée.' }),
  ).toBeVisible()
  await expectPublicTitle(request, oldTitle, true)
  const audit = await query<{ action: string }>(
    'select action from audit_log where subject = $1 and created_at >= $2 order by id',
    [`page:${pageId}`, started],
  )
  expect(audit.map((row) => row.action)).toEqual(['page.draft', 'page.publish', 'page.revert'])
})

test('two admins edit the same page: the second save is refused and nothing is overwritten', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const tag = uniqueAddress('c').split('@')[0]!.split('.')[1]!
  await staffLogIn(page, admin, 'fr')
  await page.goto(`/fr/admin/pages/${pageId}/`)
  const other = await browser.newContext()
  const second = await other.newPage()
  await staffLogIn(second, admin, 'en')
  await second.goto(`/admin/pages/${pageId}/`)

  await frenchTitle(page).fill(`Première session ${tag}`)
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).first().click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Le brouillon est enregistré.' }),
  ).toBeVisible()

  const secondTitle = second.getByRole('group', { name: 'Français' }).getByLabel('Title', {
    exact: true,
  })
  await secondTitle.fill(`Seconde session ${tag}`)
  await second.getByRole('button', { name: 'Save draft' }).first().click()
  await expect(
    second.getByRole('alert').filter({ hasText: 'Someone changed this page after you opened it.' }),
  ).toBeVisible()
  await expect(secondTitle).toHaveValue(`Seconde session ${tag}`)
  await expectNoViolations(second)
  const [draft] = await query<{ title: string }>(
    `select document->'params'->'title'->>'fr' as title from cms_page_drafts where page_id = $1`,
    [pageId],
  )
  expect(draft!.title).toBe(`Première session ${tag}`)

  // After a reload the second admin works on the latest version; a path another page has in
  // that language is refused next to its field.
  await second.getByRole('link', { name: 'Reload the page' }).click()
  await expect(secondTitle).toHaveValue(`Première session ${tag}`)
  const dutchPath = second
    .getByRole('group', { name: 'Nederlands' })
    .getByLabel('Path', { exact: true })
  await dutchPath.fill('diensten/verkopen')
  await second.getByRole('button', { name: 'Save draft' }).first().click()
  await expect(dutchPath).toHaveAttribute('aria-invalid', 'true')
  await expect(dutchPath).toHaveAccessibleDescription(
    /^Another page already has this path in this language\./,
  )
  await expect(dutchPath).toBeFocused()
  await expectNoViolations(second)
  await other.close()
})

test.describe('an agent', () => {
  test.use({ allowConsoleErrors: [/status of 404/] })

  test('has no pages screen in the navigation and gets 404 there, and under a preview path as a visitor does', async ({
    page,
    request,
  }) => {
    await staffLogIn(page, camille, 'en')
    const nav = page.getByRole('navigation', { name: 'Back office' })
    await expect(nav.getByRole('link', { name: 'Pages' })).toHaveCount(0)
    for (const path of ['/admin/pages/', '/admin/pages/new/', `/admin/pages/${pageId}/`]) {
      expect((await page.goto(path))!.status(), path).toBe(404)
    }
    // Content is admins' work: an agent's session sees no drafts, the preview path is a 404.
    expect((await page.goto('/preview/services/location/'))!.status()).toBe(404)
    expect((await request.get('/preview/services/location/')).status()).toBe(404)
  })
})
