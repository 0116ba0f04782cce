import type { APIRequestContext } from '@playwright/test'
import { query } from './e2e-database'
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

test.describe('landing pages', () => {
  const head = async (request: APIRequestContext, url: string) => {
    const response = await request.get(url, { maxRedirects: 0 })
    expect(response.status(), url).toBe(200)
    const { head, all } = parts(await response.text())
    const links = head.filter((element) => element.tagName === 'link')
    const href = (rel: string, hreflang?: string) =>
      links
        .filter(
          (link) => attribute(link, 'rel') === rel && attribute(link, 'hreflang') === hreflang,
        )
        .map((link) => attribute(link, 'href'))
    const robots = head.find(
      (element) => element.tagName === 'meta' && attribute(element, 'name') === 'robots',
    )
    return {
      title: head.filter((element) => element.tagName === 'title').map(textOf),
      h1: all.filter((element) => element.tagName === 'h1').map(textOf),
      href,
      robots: robots && attribute(robots, 'content'),
    }
  }
  const ixelles = {
    en: ['/for-sale/ixelles/', 'Properties for sale in Ixelles'],
    nl: ['/nl/te-koop/ixelles/', 'Panden te koop in Elsene'],
    fr: ['/fr/a-vendre/ixelles/', 'Biens à vendre à Ixelles'],
    de: ['/de/kaufen/ixelles/', 'Immobilien kaufen in Ixelles'],
  } as const

  test("a town's list in every language: its own title, h1, canonical and hreflang", async ({
    request,
    baseURL,
  }) => {
    for (const lang of languages) {
      const [url, heading] = ixelles[lang]
      const page = await head(request, url)
      expect(page.title, url).toEqual([`${heading} | Immo Horizon`])
      expect(page.h1, url).toEqual([heading])
      expect(page.robots, url).toBeUndefined()
      expect(page.href('canonical'), url).toEqual([`${baseURL}${url}`])
      for (const other of languages) {
        expect(page.href('alternate', other), url).toEqual([`${baseURL}${ixelles[other][0]}`])
      }
      expect(page.href('alternate', 'x-default'), url).toEqual([`${baseURL}${ixelles.en[0]}`])
    }
  })

  test('a town and a type, with the type in the language of the URL', async ({
    request,
    baseURL,
  }) => {
    const page = await head(request, '/fr/a-vendre/ixelles/appartement/')
    expect(page.h1).toEqual(['Appartement à vendre à Ixelles'])
    expect(page.href('alternate', 'de')).toEqual([`${baseURL}/de/kaufen/ixelles/wohnung/`])
    const rent = await head(request, '/nl/te-huur/ixelles/')
    expect(rent.h1).toEqual(['Panden te huur in Elsene'])
  })

  test('a town named in another language redirects; an unknown town or type is not found', async ({
    request,
  }) => {
    const redirected = await request.get('/nl/te-koop/elsene/', { maxRedirects: 0 })
    expect(redirected.status()).toBe(308)
    expect(redirected.headers().location).toBe('/nl/te-koop/ixelles/')
    for (const url of [
      '/for-sale/atlantis/',
      '/for-sale/ixelles/castle/',
      '/fr/a-vendre/ixelles/wohnung/',
    ]) {
      expect((await request.get(url)).status(), url).toBe(404)
    }
  })

  test('a town of the postal table without listings answers, kept out of search engines', async ({
    request,
  }) => {
    const [row] = await query<{ listed: boolean }>(
      `select exists (select 1 from properties where city = 'Heuvelland') as listed`,
    )
    expect(row!.listed).toBe(false)
    const page = await head(request, '/for-sale/heuvelland/')
    expect(page.h1).toEqual(['Properties for sale in Heuvelland'])
    expect(page.robots).toMatch(/noindex/)
  })

  test('the sitemap names them with hreflang', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    expect(xml).toContain(`<loc>${baseURL}/for-sale/ixelles/</loc>`)
    expect(xml).toContain(`hreflang="nl" href="${baseURL}/nl/te-koop/ixelles/appartement/"`)
    expect(xml).not.toContain('/heuvelland/')
  })
})

test('each page of a list is its own canonical, linked to the next by the pager', async ({
  request,
  baseURL,
}) => {
  const { head, body } = parts(await (await request.get('/fr/a-vendre/?page=2')).text())
  const link = (rel: string, hreflang?: string) =>
    head
      .filter(
        (element) =>
          element.tagName === 'link' &&
          attribute(element, 'rel') === rel &&
          attribute(element, 'hreflang') === hreflang,
      )
      .map((element) => attribute(element, 'href'))
  expect(link('canonical')).toEqual([`${baseURL}/fr/a-vendre/?page=2`])
  expect(link('alternate', 'nl')).toEqual([`${baseURL}/nl/te-koop/?page=2`])
  const pager = (rel: string) =>
    body.filter((element) => element.tagName === 'a' && attribute(element, 'rel') === rel)
  expect(pager('prev').map((a) => attribute(a, 'href'))).toEqual(['/fr/a-vendre/'])
  expect(pager('next').map((a) => attribute(a, 'href'))).toEqual(['/fr/a-vendre/?page=3'])
})

test('the home page has the quick search and the agency for search engines', async ({
  request,
}) => {
  const { all } = parts(await (await request.get('/de/')).text())
  const form = all.find(
    (element) => element.tagName === 'form' && attribute(element, 'role') === 'search',
  )!
  expect(attribute(form, 'method')).toBe('get')
  expect(attribute(form, 'action')).toBe('/de/kaufen/')
  const data = all
    .filter(
      (element) =>
        element.tagName === 'script' && attribute(element, 'type') === 'application/ld+json',
    )
    .flatMap((element) => [JSON.parse(textOf(element))].flat())
  expect(data.map((block) => block['@type'])).toEqual(
    expect.arrayContaining(['RealEstateAgent', 'WebSite']),
  )
})
