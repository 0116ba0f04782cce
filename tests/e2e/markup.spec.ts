import AxeBuilder from '@axe-core/playwright'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { logIn, sophie } from './owner-login'
import { referencesOf } from './owners'
import { loadListings, publicTemplates } from './public-templates'
import { attribute, elements, parts, textOf, type Element } from './server-html'
import { languages } from './site-pages'

// Metadata elements belong in <head>: streamed after it, a slow page's land in <body>.
const metadata = (element: Element) =>
  element.tagName === 'title' ||
  (element.tagName === 'meta' && attribute(element, 'itemprop') === undefined) ||
  (element.tagName === 'link' && /canonical|alternate/.test(attribute(element, 'rel') ?? ''))

for (const template of publicTemplates) {
  test(`${template.name}: the server's HTML has its metadata in <head> and no empty form action`, async ({
    request,
  }) => {
    const listings = await loadListings()
    for (const lang of languages) {
      const url = template.url(lang, listings)
      const response = await request.get(url)
      const html = await response.text()
      const { head, body, all } = parts(html)
      expect(
        head.filter((element) => element.tagName === 'title'),
        url,
      ).toHaveLength(1)
      expect(
        body.filter(metadata).map((element) => element.tagName),
        `${url}: metadata in <body>`,
      ).toEqual([])
      const forms = all.filter((element) => element.tagName === 'form')
      expect(
        forms.filter((form) => attribute(form, 'action') === ''),
        `${url}: <form action="">`,
      ).toEqual([])
      expect(html).not.toMatch(/\saction=""/)
    }
  })
}

// One h1 on every template, and a title no other template has in the same language (WCAG 2.4.2:
// a visitor with several tabs open, or a screen reader's window list, tells the pages apart).
test('every public template has one h1 and a title of its own, in every language', async ({
  request,
}) => {
  const listings = await loadListings()
  for (const lang of languages) {
    const pages = await Promise.all(
      publicTemplates.map(async (template) => {
        const url = template.url(lang, listings)
        const { head, body } = parts(await (await request.get(url)).text())
        const title = head.find((element) => element.tagName === 'title')
        const h1s = body.filter((element) => element.tagName === 'h1').map(textOf)
        return { url, title: title ? textOf(title).trim() : '', h1s }
      }),
    )
    expect(
      pages.filter((page) => page.h1s.length !== 1).map((page) => `${page.url}: ${page.h1s}`),
    ).toEqual([])
    const shared = pages.filter(
      (page, index) => pages.findIndex((other) => other.title === page.title) !== index,
    )
    expect(shared.map((page) => `${page.url}: ${page.title}`)).toEqual([])
  }
})

test("the sweeps' signed alert link opens the alert's edit page, not the broken link's", async ({
  request,
}) => {
  const template = publicTemplates.find(({ name }) => name.startsWith('alert manage'))!
  const html = await (await request.get(template.url('en', await loadListings()))).text()
  const headings = parts(html).body.filter((element) => element.tagName === 'h1')
  expect(headings.map(textOf)).toEqual(['Your search alert'])
})

test('the forgot-password page has an h1 and a title of its own in every language', async ({
  page,
}) => {
  const expected = {
    en: ['Forgot your password?', 'Owner area'],
    nl: ['Wachtwoord vergeten?', 'Eigenaarszone'],
    fr: ['Mot de passe oublié ?', 'Espace propriétaire'],
    de: ['Passwort vergessen?', 'Eigentümerbereich'],
  } as const
  const [agency] = await query<{ name: string }>(
    `select data -> 'agency' ->> 'name' as name from site_config where id = 1`,
  )
  for (const lang of languages) {
    const [heading, area] = expected[lang]
    await page.goto(lang === 'en' ? '/portal/password/' : `/${lang}/portal/password/`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page).toHaveTitle(`${heading} | ${area} | ${agency!.name}`)
  }
})

test('the pages of a result list have titles of their own', async ({ page }) => {
  const lists = [
    ['/for-sale/', 'page'],
    ['/nl/te-koop/', 'pagina'],
    ['/fr/a-louer/', 'page'],
    ['/de/kaufen/', 'Seite'],
  ] as const
  for (const [url, word] of lists) {
    await page.goto(url)
    const first = await page.title()
    expect(first).not.toMatch(/\d$/)
    await page.goto(`${url}?page=2`)
    await expect(page).toHaveTitle(`${first} – ${word} 2`)
  }
})

test('the portal property page: landmarks with names of their own, a figure that ends with its caption', async ({
  page,
}) => {
  const [property] = await referencesOf(sophie.email)
  await logIn(page, sophie)
  await page.goto(`/nl/portal/${property}/`)
  await expect(page.getByRole('region', { name: 'Historiek' })).toBeVisible()
  const results = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze()
  expect(
    results.violations.flatMap((violation) => violation.nodes.map((node) => node.target)),
  ).toEqual([])
  // A figure's caption is its first or last child: the table of figures comes after it.
  const html = await page.content()
  const figures = parts(html).all.filter((element) => element.tagName === 'figure')
  expect(figures.length).toBeGreaterThan(0)
  for (const figure of figures) {
    const children = figure.childNodes.filter((child) => 'tagName' in child)
    const captions = children.filter((child) => child.nodeName === 'figcaption')
    for (const caption of captions) {
      expect([children[0], children.at(-1)]).toContain(caption)
    }
    expect(elements(figure).filter((element) => element.tagName === 'details')).toEqual([])
  }
})
