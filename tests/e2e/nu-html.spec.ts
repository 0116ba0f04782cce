import type { APIRequestContext } from '@playwright/test'
import { adminLogIn, adminPrefix, backOfficeScreens } from './back-office-screens'
import { expect, test } from './fixtures'
import { nuErrors } from './nu-checker'
import { logIn, sophie } from './owner-login'
import { referencesOf } from './owners'
import { loadListings, publicTemplates } from './public-templates'
import { matrixLanguages } from './tiers'

// The server's HTML of every template through the W3C Nu HTML checker: what axe cannot see
// (nesting, attributes, metadata in <head>). Zero errors is the rule. Every language in the sweep;
// in the gate the public templates in German and the back office in Dutch (tiers.ts): the markup is
// the same in every language, its texts (and their entities) are what a language changes.
const languages = matrixLanguages('phone')
const backOfficeLanguages = matrixLanguages('desktop')

async function documents(request: APIRequestContext, urls: string[]) {
  return Promise.all(
    urls.map(async (url) => {
      const response = await request.get(url)
      expect(response.status(), url).toBeLessThan(500)
      return { url, html: await response.text() }
    }),
  )
}

test(`every public template in ${languages.join(', ')} is valid HTML`, async ({ request }) => {
  test.slow()
  const listings = await loadListings()
  const urls = publicTemplates.flatMap((template) =>
    languages.map((lang) => template.url(lang, listings)),
  )
  const checked = await documents(request, urls)
  expect(checked).toHaveLength(publicTemplates.length * languages.length)
  expect(await nuErrors(checked)).toEqual([])
})

test("the owner portal's pages are valid HTML", async ({ page }) => {
  const [property] = await referencesOf(sophie.email)
  await logIn(page, sophie)
  const checked = await documents(page.request, [
    '/nl/portal/',
    `/nl/portal/${property}/`,
    '/fr/portal/',
  ])
  expect(await nuErrors(checked)).toEqual([])
})

for (const lang of backOfficeLanguages) {
  test(`every back-office screen in ${lang} is valid HTML`, async ({ page }) => {
    test.slow()
    // The login page as a visitor sees it, then every screen as the admin.
    const login = await documents(page.request, [`${adminPrefix(lang)}/admin/login/`])
    await adminLogIn(page, lang)
    const urls = (await backOfficeScreens()).map((screen) => `${adminPrefix(lang)}${screen}`)
    const checked = await documents(page.request, urls)
    expect(await nuErrors([...login, ...checked])).toEqual([])
  })
}

test('the checker finds an error in invalid HTML', async () => {
  const errors = await nuErrors([
    {
      url: '/broken',
      html: '<!doctype html><html lang="en"><head><title>x</title></head><body><form action=""></form><p><div></div></p></body></html>',
    },
  ])
  expect(errors.length).toBeGreaterThanOrEqual(2)
  expect(errors.every((error) => error.startsWith('/broken:'))).toBe(true)
})
