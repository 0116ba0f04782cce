import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { pageByPath, urlOf, type Lang } from './site-pages'

// Specification §9 "Marketing claims": the demo agency sets all four figures; the last test takes
// them out of the configuration and puts them back.
test.describe.configure({ mode: 'serial' })

const headings: Record<Lang, string> = {
  en: 'Our agency in figures',
  nl: 'Ons kantoor in cijfers',
  fr: 'Notre agence en chiffres',
  de: 'Unser Büro in Zahlen',
}

// Term and figure of each claim, numbers in the site's one format, the percent sign as each
// language writes it.
const claims: Record<Lang, [string, string][]> = {
  en: [
    ['years of experience in real estate', '50+'],
    ['satisfied clients', '1.000+'],
    ['of the homes we sell find a buyer within two weeks', '75%'],
    ['visitors to our website every month', '25.000'],
  ],
  nl: [
    ['jaar ervaring in vastgoed', '50+'],
    ['tevreden klanten', '1.000+'],
    ['van de woningen die wij verkopen, vindt binnen twee weken een koper', '75%'],
    ['bezoekers op onze website per maand', '25.000'],
  ],
  fr: [
    ['ans d’expérience dans l’immobilier', '50+'],
    ['clients satisfaits', '1.000+'],
    ['des biens que nous vendons trouvent acquéreur en deux semaines', '75\u00a0%'],
    ['visiteurs sur notre site chaque mois', '25.000'],
  ],
  de: [
    ['Jahre Erfahrung in der Immobilienbranche', '50+'],
    ['zufriedene Kunden', '1.000+'],
    [
      'der Immobilien, die wir verkaufen, finden innerhalb von zwei Wochen einen Käufer',
      '75\u00a0%',
    ],
    ['Besucher auf unserer Website pro Monat', '25.000'],
  ],
}

const figures = (page: Page, lang: Lang) =>
  page.getByRole('region', { name: headings[lang] }).getByRole('definition')

async function expectClaims(page: Page, lang: Lang) {
  const region = page.getByRole('region', { name: headings[lang] })
  await expect(region.getByRole('term')).toHaveText(claims[lang].map(([term]) => term))
  await expect(region.getByRole('definition')).toHaveText(claims[lang].map(([, value]) => value))
}

for (const [lang, path] of [
  ['en', 'home'],
  ['fr', 'home'],
  ['nl', 'services/vente'],
  ['de', 'services/location'],
  ['fr', 'contact-demand'],
  ['en', 'contact-demand'],
] as [Lang, string][]) {
  test(`the agency's figures on ${path} in ${lang}`, async ({ page }) => {
    await page.goto(urlOf(lang, pageByPath(path).slugs[lang]))
    await expectClaims(page, lang)
    await expectNoViolations(page)
  })
}

test('no figures, and no heading for them, when the agency sets none', async ({ page }) => {
  const [row] = await query<{ claims: unknown }>(
    `select data -> 'marketingClaims' as claims from site_config where id = 1`,
  )
  await query(`update site_config set data = data - 'marketingClaims' where id = 1`)
  try {
    // The site re-reads its configuration within seconds.
    await expect
      .poll(
        async () => {
          await page.goto('/')
          return page.getByRole('heading', { name: headings.en }).count()
        },
        { timeout: 20_000 },
      )
      .toBe(0)
    await page.goto(urlOf('nl', pageByPath('contact-demand').slugs.nl))
    await expect(page.getByRole('heading', { name: 'Vraag uw gratis schatting aan' })).toBeVisible()
    await expect(page.getByRole('heading', { name: headings.nl })).toHaveCount(0)
    await expect(figures(page, 'nl')).toHaveCount(0)
  } finally {
    await query(
      `update site_config set data = jsonb_set(data, '{marketingClaims}', $1::jsonb) where id = 1`,
      [JSON.stringify(row!.claims)],
    )
  }
})
