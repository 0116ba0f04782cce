import { expect, test } from './fixtures'
import { attribute, parts, textOf } from './server-html'
import { defaultLanguage, languages, publishedPages, seedPages, urlOf } from './site-pages'

// The server's HTML of every published page, read without a browser (the template matrix loads
// one page of each template in Chromium): its own title, one h1, the canonical and hreflang links.
test.describe('every published page in every language', () => {
  for (const page of publishedPages) {
    test(`${page.path}`, async ({ request, baseURL }) => {
      for (const lang of languages) {
        const url = urlOf(lang, page.slugs[lang])
        const response = await request.get(url)
        expect(response.status(), url).toBe(200)
        const { head, all } = parts(await response.text())
        const html = all.find((element) => element.tagName === 'html')!
        expect(attribute(html, 'lang'), url).toBe(lang)
        const titles = head.filter((element) => element.tagName === 'title').map(textOf)
        expect(titles, url).toEqual([page.params.metadata[lang]!.title])
        expect(
          all.filter((element) => element.tagName === 'h1'),
          url,
        ).toHaveLength(1)
        const links = head.filter((element) => element.tagName === 'link')
        const href = (rel: string, hreflang?: string) =>
          links
            .filter(
              (link) => attribute(link, 'rel') === rel && attribute(link, 'hreflang') === hreflang,
            )
            .map((link) => attribute(link, 'href'))
        expect(href('canonical'), url).toEqual([`${baseURL}${url}`])
        for (const other of languages) {
          expect(href('alternate', other), `${url} hreflang ${other}`).toEqual([
            `${baseURL}${urlOf(other, page.slugs[other])}`,
          ])
        }
        expect(href('alternate', 'x-default'), url).toEqual([
          `${baseURL}${urlOf(defaultLanguage, page.slugs[defaultLanguage])}`,
        ])
      }
    })
  }
})

test('the URLs named by the specification answer', async ({ playwright, baseURL }) => {
  const urls = [
    '/',
    '/feedback/contact-me/',
    '/feedback/contact-appointment/',
    '/feedback/contact-construction/',
    '/feedback/contact-demand/',
    '/feedback/demand-register/',
    '/feedback/send-to-friend/',
    '/feedback/site-contact/',
    '/feedback/sign-newsletter/',
    '/feedback/testing-testing/',
    '/fr/merci/estimation-gratuite/',
    '/services/vente/',
    '/services/location/',
    '/services/gestion-locative/',
    '/services/syndic/',
    '/services/testimonial-1/',
    '/fr/nos-services/vente/',
    '/fr/nos-services/syndic/',
    '/Disclaimer/',
    '/Cookie-policy/',
    '/privacy-statement/',
    '/nl/login/',
    '/fr/login/',
    '/en/login/',
    '/contact-demand/',
  ]
  for (const url of urls) {
    // A fresh visitor each time: a prefixed URL remembers its language for the next unprefixed one.
    const visitor = await playwright.request.newContext({ baseURL })
    const response = await visitor.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBe(200)
    await visitor.dispose()
  }
})

test('the default language is also served under its own prefix', async ({ page }) => {
  await page.goto('/en/services/vente/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/services\/vente\/$/,
  )
})

test('the site-contact thank-you page has a long French slug', async ({ request }) => {
  const page = seedPages.find((candidate) => candidate.path === 'feedback/site-contact')!
  expect(page.slugs.fr.startsWith('merci/')).toBe(true)
  expect(page.slugs.fr.length).toBeGreaterThan('merci/site-contact'.length)
  expect((await request.get(urlOf('fr', page.slugs.fr))).status()).toBe(200)
})

test('paths without a trailing slash redirect permanently to it', async ({ request }) => {
  const response = await request.get('/services/vente', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toBe('/services/vente/')
})

test('an unpublished page is not served', async ({ request }) => {
  const drafts = seedPages.filter((page) => page.status !== 'Published')
  expect(drafts.length).toBeGreaterThan(0)
  for (const draft of drafts) {
    for (const lang of languages) {
      const response = await request.get(urlOf(lang, draft.slugs[lang]))
      expect(response.status()).toBe(404)
    }
  }
})

test('the home page carries the VIP buyer contact module', async ({ page }) => {
  await page.goto('/')
  const vipModule = page.locator('#module-8')
  await expect(vipModule.getByRole('heading', { level: 2 })).toHaveText('Become a VIP buyer')
  // Relation 8 is the site contact form (specification §2), no longer the agency's contact card.
  await expect(vipModule.getByRole('textbox', { name: /^E-mail/ })).toBeVisible()
  await page.goto('/fr/')
  await expect(page.getByRole('heading', { name: 'Devenez acheteur VIP' })).toBeVisible()
})

test('the home page shows the four newest properties on the market', async ({ page }) => {
  await page.goto('/')
  const listings = page.locator('#module-7')
  await expect(listings.getByRole('heading', { level: 2 })).toHaveText('Our latest properties')
  await expect(listings.getByRole('listitem')).toHaveCount(4)
  await listings.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/(for-sale|for-rent)\/[a-z0-9-]+\/[a-z0-9-]+\/[A-Za-z0-9-]+\/$/)
})
