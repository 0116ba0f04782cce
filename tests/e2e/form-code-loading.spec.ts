import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { expect, test } from './fixtures'

// The JavaScript budget (issue 15): a page view does not download the forms' code (zod, next-intl's
// browser code, the proof-of-work widget); the visitor turning to a form, or scrolling to it, does.
// The chunks' names are hashes, so the libraries are recognised by what their code says.
const libraries = {
  zod: 'ZodError',
  altcha: 'define("altcha-widget"',
  nextIntl: 'IntlMessageFormat',
} as const

/** The scripts the page has downloaded so far, by what they hold. */
function watchScripts(page: Page) {
  const bodies: Promise<string>[] = []
  const posts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  return {
    loaded: async (library: keyof typeof libraries) =>
      (await Promise.all(bodies)).some((body) => body.includes(libraries[library])),
    posts,
  }
}

const newsletterForm = (page: Page) =>
  page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' }).locator('form')

test('the list page downloads no form code until the visitor turns to the newsletter form, which then checks its fields in the browser', async ({
  page,
}) => {
  const scripts = watchScripts(page)
  await page.goto('/for-sale/')
  await page.waitForLoadState('networkidle')
  for (const library of Object.keys(libraries) as (keyof typeof libraries)[]) {
    expect(await scripts.loaded(library), `${library} before any form was touched`).toBe(false)
  }
  // The form is the server's until then: it would post as without JavaScript.
  const form = newsletterForm(page)
  await expect(form.locator('input[name="nojs"]')).toHaveCount(1)

  await form.getByLabel(/^E-mail/).focus()
  await expect.poll(() => scripts.loaded('zod')).toBe(true)
  await expect.poll(() => scripts.loaded('nextIntl')).toBe(true)
  await expect(form.locator('input[name="nojs"]')).toHaveCount(0)
  await expect(form.locator('altcha-widget')).toHaveCount(1)
  expect(await scripts.loaded('altcha')).toBe(true)
  await expect(form.getByLabel(/^E-mail/)).toBeFocused()

  // The browser refuses what is missing without asking the server.
  await form.getByLabel(/^E-mail/).fill('someone@example.com')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('alert')).toContainText('Please check the field marked in red.')
  await expect(
    form.getByRole('checkbox', { name: /send me the Immo Horizon newsletter/ }),
  ).toBeFocused()
  expect(scripts.posts).toEqual([])
  await expectNoViolations(page)
})

test('a form’s code arrives when it is scrolled into view, and its proof of work only when the visitor turns to it', async ({
  page,
}) => {
  const scripts = watchScripts(page)
  await page.goto('/for-sale/')
  await page.waitForLoadState('networkidle')
  expect(await scripts.loaded('zod')).toBe(false)

  const form = newsletterForm(page)
  await form.scrollIntoViewIfNeeded()
  await expect(form.locator('input[name="nojs"]')).toHaveCount(0)
  expect(await scripts.loaded('zod')).toBe(true)
  // The footer's form does not make every visitor who scrolls down work out a proof.
  await expect(form.locator('altcha-widget')).toHaveCount(0)
  await form.getByLabel(/^E-mail/).click()
  await expect(form.locator('altcha-widget')).toHaveCount(1)
})

test('the forms are in the server’s HTML in place, not sent apart for a script to reveal', async ({
  request,
}) => {
  const list = await (await request.get('/for-sale/')).text()
  const detail = /href="(\/for-sale\/[^"/]+\/[^"/]+\/\d+\/)"/.exec(list)![1]!
  for (const path of ['/', '/for-sale/', detail]) {
    const html = await (await request.get(path)).text()
    expect(html, path).toContain('data-island=')
    // React sends a Suspense boundary's content apart, as `<div hidden id="S:…">` behind a
    // `<!--$?-->` placeholder, and only its script moves it into place: a browser without
    // JavaScript would never show it.
    expect(html, path).not.toMatch(/<!--\$\?-->|<div hidden id="S:/)
  }
})
