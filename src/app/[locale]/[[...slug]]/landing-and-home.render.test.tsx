import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderToHtml } from '../../../../tests/support/render-html'
import { insertDemoCatalogue } from '../../../../tests/support/demo-catalogue'
import { createTestDatabase } from '../../../../tests/support/test-database'
import type { Language } from '@/lib/i18n/languages'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import { hrefsFor } from '@/lib/routing/hrefs'
import type { ShellContext } from '@/features/shell/shell-context'
import { testimonials } from '@/server/db/schema'
import { getPathCatalogue } from '@/server/routing/path-catalogue.server'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { seedContent } from '@/server/seed/seed-content'

// The home page and a landing page as the route composes them, outside Next: next-intl reads
// the real catalogues, the database is a seeded test database.
let database: Awaited<ReturnType<typeof createTestDatabase>>
vi.mock('@/server/db/client', () => ({ db: () => database.db }))
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'user-agent': 'test' }) }))
vi.mock('next/server', () => ({ after: () => undefined }))
vi.mock('next-intl/server', () => import('../../../../tests/support/next-intl-server'))

const demo = generateDemo({ today: new Date('2026-11-22T12:00:00Z') })

beforeAll(async () => {
  database = await createTestDatabase()
  await seedContent(database.db)
  await insertDemoCatalogue(database.db, demo)
  await database.db.insert(testimonials).values(demo.testimonials)
})
afterAll(async () => database?.drop())

async function page(lang: Language, slug: string[], edit = (config: SiteConfig) => config) {
  const { resolveSiteRoute } = await import('./site-route.server')
  const { renderTemplate } = await import('./templates')
  const route = (await resolveSiteRoute(lang, slug))!
  const config = edit(await getSiteConfig())
  const shell = {
    lang,
    defaultLanguage: config.defaultLanguage,
    enabled: ['en', 'nl', 'fr', 'de'],
    config,
    hrefs: hrefsFor(await getPathCatalogue(), lang, config.defaultLanguage),
    alternates: route.alternates,
    isHome: route.kind === 'home',
  } satisfies ShellContext
  return renderToHtml(renderTemplate({ route, shell, origin: 'https://x.test', query: {} }))
}

/** The schema.org blocks of a page, parsed. */
function jsonLd(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    (match) => JSON.parse(match[1]!),
  )
}

describe('the home page', () => {
  it('offers the quick search: a GET form to the sale list, or the rent list by its button', async () => {
    const html = await page('nl', [])
    const form = html.match(/<form role="search"[^>]*>.*?<\/form>/)?.[0] ?? ''
    expect(form).toContain('action="/nl/te-koop/" method="get"')
    expect(form).toContain('Een pand zoeken</h2>')
    expect(form).toMatch(
      /<button type="submit"[^>]*formAction="\/nl\/te-koop\/">Zoeken om te kopen/,
    )
    expect(form).toMatch(
      /<button type="submit"[^>]*formAction="\/nl\/te-huur\/">Zoeken om te huren/,
    )
    expect(form).toMatch(/<select name="type"><option value=""[^>]*>Alle types<\/option>/)
    expect(form).toContain('name="place"')
    expect(form).toContain('name="max"')
  })

  it('has no quick search when the configuration switches it off', async () => {
    const html = await page('en', [], (config) => ({
      ...config,
      header: { ...config.header, propertySearch: { enabled: false } },
    }))
    expect(html).not.toContain('role="search"')
    expect(html).not.toContain('Find a property')
  })

  it('describes the agency, its opening hours and the site search for search engines', async () => {
    const blocks = jsonLd(await page('fr', []))
    const agent = blocks.find((block) => block['@type'] === 'RealEstateAgent')
    expect(agent).toMatchObject({
      name: 'Immo Horizon',
      url: 'https://x.test/fr/',
      telephone: expect.any(String),
      address: { '@type': 'PostalAddress', addressLocality: 'Ixelles', postalCode: '1050' },
      openingHoursSpecification: [
        { dayOfWeek: expect.arrayContaining(['https://schema.org/Monday']), opens: '09:00' },
        { dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '13:00' },
      ],
    })
    expect(blocks.find((block) => block['@type'] === 'WebSite')).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://x.test/fr/a-vendre/?place={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    })
  })
})

describe('the testimonials page', () => {
  it('gives each testimonial it shows as a review of the agency', async () => {
    const html = await page('en', ['services', 'testimonial-1'])
    const reviews = jsonLd(html).filter((block) => block['@type'] === 'Review')
    const published = demo.testimonials.filter((row) => row.status === 'published')
    expect(reviews.length).toBeGreaterThan(0)
    expect(reviews.length).toBeLessThanOrEqual(published.length)
    // One review per card shown, no more.
    expect(reviews).toHaveLength(html.match(/<blockquote/g)!.length)
    for (const review of reviews) {
      expect(review).toMatchObject({
        itemReviewed: { '@type': 'RealEstateAgent', name: 'Immo Horizon' },
        author: { '@type': 'Person', name: expect.any(String) },
        reviewBody: expect.any(String),
      })
    }
  })
})

describe('a landing page', () => {
  it('lists the town and type under its own heading, linking to its own pages', async () => {
    const html = await page('fr', ['a-vendre', 'ixelles', 'appartement'])
    expect(html).toContain('<h1>Appartement à vendre à Ixelles</h1>')
    // The form searches the whole list, starting from the landing page's town and type.
    expect(html).toContain('action="/fr/a-vendre/"')
    expect(html).toContain('value="Ixelles"')
    expect(html).toContain('href="/fr/a-vendre/ixelles/appartement/?view=list"')
    expect(html).toMatch(/href="\/fr\/a-vendre\/ixelles\/appartement\/\d+\/"/)
  })

  it("names the town as the page's language does", async () => {
    const html = await page('nl', ['te-koop', 'ixelles'])
    expect(html).toContain('<h1>Panden te koop in Elsene</h1>')
  })
})
