import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { renderToHtml } from '../../../../tests/support/render-html'
import { insertDemoCatalogue } from '../../../../tests/support/demo-catalogue'
import { createTestDatabase } from '../../../../tests/support/test-database'
import type { Language } from '@/lib/i18n/languages'
import { hrefsFor } from '@/lib/routing/hrefs'
import type { ShellContext } from '@/features/shell/shell-context'
import { properties } from '@/server/db/schema'
import { getPathCatalogue } from '@/server/routing/path-catalogue.server'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { agentIds } from '@/server/seed/demo/agents'
import { seedContent } from '@/server/seed/seed-content'

// The team, agent, office and references pages as the route resolves and composes them, on a
// seeded test database; next-intl reads the real catalogues.
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
})
afterAll(async () => database?.drop())

async function route(lang: Language, slug: string[]) {
  const { resolveSiteRoute } = await import('./site-route.server')
  return resolveSiteRoute(lang, slug)
}

async function page(lang: Language, slug: string[]) {
  const { renderTemplate } = await import('./templates')
  const resolved = (await route(lang, slug))!
  const config = await getSiteConfig()
  const shell = {
    lang,
    defaultLanguage: config.defaultLanguage,
    enabled: ['en', 'nl', 'fr', 'de'],
    config,
    hrefs: hrefsFor(await getPathCatalogue(), lang, config.defaultLanguage),
    alternates: resolved.alternates,
    isHome: false,
  } satisfies ShellContext
  return renderToHtml(
    renderTemplate({ route: resolved, shell, origin: 'https://x.test', query: {} }),
  )
}

function jsonLd(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    (match) => [JSON.parse(match[1]!)].flat(),
  )
}

const agentPaths = {
  en: '/team/pieter-janssens/',
  nl: '/nl/team/pieter-janssens/',
  fr: '/fr/equipe/pieter-janssens/',
  de: '/de/team/pieter-janssens/',
}

describe('routing in four languages', () => {
  it.each([
    ['en', ['team', 'pieter-janssens']],
    ['nl', ['team', 'pieter-janssens']],
    ['fr', ['equipe', 'pieter-janssens']],
    ['de', ['team', 'pieter-janssens']],
  ] as const)('finds the agent page in %s, with its four alternates', async (lang, slug) => {
    const resolved = await route(lang, [...slug])
    expect(resolved?.kind).toBe('agent')
    expect(resolved?.alternates).toEqual(agentPaths)
  })

  it.each([
    ['en', ['team'], 'team'],
    ['fr', ['equipe'], 'team'],
    ['nl', ['kantoor'], 'office'],
    ['fr', ['agence'], 'office'],
    ['de', ['buero'], 'office'],
    ['en', ['sold-and-let'], 'references'],
    ['nl', ['verkocht-en-verhuurd'], 'references'],
    ['fr', ['vendus-et-loues'], 'references'],
    ['de', ['verkauft-und-vermietet'], 'references'],
  ] as const)('finds %s /%s/ as the %s page', async (lang, slug, kind) => {
    expect((await route(lang, [...slug]))?.kind).toBe(kind)
  })

  it('finds no agent for an unknown slug, nor below a page that is not the team page', async () => {
    expect(await route('en', ['team', 'nobody'])).toBeNull()
    expect(await route('en', ['office', 'pieter-janssens'])).toBeNull()
  })
})

describe('an agent page', () => {
  it("lists the agent's listings on the market, and no one else's", async () => {
    const html = await page('nl', ['team', 'pieter-janssens'])
    const rows = await database.db
      .select({ reference: properties.reference, agentId: properties.agentId })
      .from(properties)
      .where(
        and(eq(properties.published, true), inArray(properties.status, ['available', 'option'])),
      )
    const own = rows.filter((row) => row.agentId === agentIds.flandersSales)
    const others = rows.filter((row) => row.agentId !== agentIds.flandersSales)
    expect(own.length).toBeGreaterThan(0)
    const linked = [...html.matchAll(/<h2 class="[^"]*"><a href="([^"]+)"/g)].map((m) => m[1]!)
    expect(linked).toHaveLength(own.length)
    for (const { reference } of own)
      expect(linked.some((href) => href.includes(reference))).toBe(true)
    for (const { reference } of others) expect(html).not.toContain(`/${reference}/`)
    expect(html).toContain('<h1>Pieter Janssens</h1>')
    expect(html).toContain('Het aanbod van Pieter')
    expect(html).toContain('Nederlands, Engels en Frans')
    expect(html).toContain('href="tel:+32470214863"')
  })

  it('describes the agent as a Person working for the agency', async () => {
    const person = jsonLd(await page('fr', ['equipe', 'pieter-janssens'])).find(
      (block) => block['@type'] === 'Person',
    )
    expect(person).toMatchObject({
      name: 'Pieter Janssens',
      url: 'https://x.test/fr/equipe/pieter-janssens/',
      jobTitle: 'Agent immobilier vente',
      knowsLanguage: ['nl', 'en', 'fr'],
      worksFor: { '@id': 'https://x.test/#agency' },
    })
  })

  it("is linked from the team page and from the listing's agent card", async () => {
    const team = await page('de', ['team'])
    expect(team).toContain('href="/de/team/pieter-janssens/"')
    expect(team).toContain('href="/de/team/camille-lambert/"')
    const { AgentCard } = await import('@/features/catalogue/detail/agent-card')
    const [agent] = demo.agents
    const card = await renderToHtml(
      await AgentCard({
        agent: { ...agent!, id: agent!.id!, photo: null, slug: agent!.slug ?? null },
        lang: 'de',
        fallbackLanguage: 'en',
        headingId: 'h',
      }),
    )
    expect(card).toContain('<a href="/de/team/pieter-janssens/">Pieter Janssens</a>')
  })
})

describe('the office page', () => {
  it('shows the opening hours of the configuration, and the days it is closed', async () => {
    const en = await page('en', ['office'])
    expect(en).toMatch(/<dt>Monday – Friday<\/dt><dd>09:00 to 18:00<\/dd>/)
    expect(en).toMatch(/<dt>Saturday<\/dt><dd>10:00 to 13:00<\/dd>/)
    expect(en).toMatch(/<dt>Sunday<\/dt><dd>Closed<\/dd>/)
    const fr = await page('fr', ['agence'])
    expect(fr).toMatch(/<dt>Lundi – vendredi<\/dt><dd>de 09:00 à 18:00<\/dd>/)
    expect(fr).toMatch(/<dt>Dimanche<\/dt><dd>Fermé<\/dd>/)
    const de = await page('de', ['buero'])
    expect(de).toMatch(/<dt>Montag – Freitag<\/dt><dd>09:00 bis 18:00 Uhr<\/dd>/)
  })

  it('has the contact form, the map and its link, and the agency with its hours as structured data', async () => {
    const html = await page('nl', ['kantoor'])
    expect(html).toContain('Stuur ons een bericht')
    // The map's frame, whose script loads Leaflet when it is scrolled to, and the link beside it.
    expect(html).toContain('role="region" aria-label="Kaart van de ligging"')
    expect(html).toContain('https://www.openstreetmap.org/')
    const agency = jsonLd(html).find((block) => block['@type'] === 'RealEstateAgent')
    expect(agency?.openingHoursSpecification).toHaveLength(2)
    expect(agency?.address).toMatchObject({ '@type': 'PostalAddress' })
  })
})

describe('the sold and let page', () => {
  it('shows the demo sold and let listings with their month, without a price', async () => {
    const html = await page('en', ['sold-and-let'])
    const closed = demo.properties.filter(
      (row) => row.published !== false && (row.status === 'sold' || row.status === 'rented'),
    )
    expect(closed.length).toBeGreaterThan(0)
    const sold = [...html.matchAll(/Sold in [A-Z][a-z]+ 20\d\d/g)]
    const let_ = [...html.matchAll(/Let in [A-Z][a-z]+ 20\d\d/g)]
    expect(sold.length + let_.length).toBe(closed.length)
    expect(html).toContain('over the last 12 months')
    expect(html).not.toContain('€')
  })

  it('is linked from the valuation form, in the page language', async () => {
    const html = await page('fr', ['estimation-gratuite'])
    expect(html).toContain(
      '<a href="/fr/vendus-et-loues/">Découvrez ce que nous avons récemment vendu et loué</a>',
    )
  })
})

describe('the sitemap', () => {
  it("lists every agent's page in the four languages, with hreflang alternates", async () => {
    const { teamSitemapEntries } = await import('@/features/team/server')
    const entries = await teamSitemapEntries('https://x.test')
    const entry = entries.find((item) => item.url === 'https://x.test/fr/equipe/camille-lambert/')
    expect(entry?.alternates?.languages).toEqual({
      en: 'https://x.test/team/camille-lambert/',
      nl: 'https://x.test/nl/team/camille-lambert/',
      fr: 'https://x.test/fr/equipe/camille-lambert/',
      de: 'https://x.test/de/team/camille-lambert/',
    })
    expect(entries).toHaveLength(demo.agents.length * 4)
  })
})

describe("an agent page's metadata", () => {
  it('names the agent and their role, with the four languages as alternates', async () => {
    const { agentMetadata } = await import('./agent-metadata')
    const resolved = await route('fr', ['equipe', 'pieter-janssens'])
    if (resolved?.kind !== 'agent') throw new Error('no agent route')
    const metadata = await agentMetadata(resolved, {
      lang: 'fr',
      defaultLanguage: 'en',
      alternates: resolved.alternates,
      origin: 'https://x.test',
      siteName: 'Immo Horizon',
    })
    expect(metadata.title).toBe('Pieter Janssens, Agent immobilier vente | Immo Horizon')
    expect(metadata.description).toContain('Contactez Pieter Janssens chez Immo Horizon')
    expect(metadata.alternates?.canonical).toBe('https://x.test/fr/equipe/pieter-janssens/')
    expect(metadata.alternates?.languages).toMatchObject({
      de: 'https://x.test/de/team/pieter-janssens/',
      'x-default': 'https://x.test/team/pieter-janssens/',
    })
  })
})
