import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderToHtml } from '../../../../tests/support/render-html'
import { createTestDatabase } from '../../../../tests/support/test-database'
import type { Language } from '@/lib/i18n/languages'
import type { ProjectView } from '@/features/catalogue/detail/types'
import type { ShellContext } from '@/features/shell/shell-context'
import { eq } from 'drizzle-orm'
import {
  agents,
  projects,
  projectUnits,
  properties,
  propertyTypes,
  siteConfig,
} from '@/server/db/schema'
import { forgetSiteConfig } from '@/server/site-config/site-config.server'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { seedContent } from '@/server/seed/seed-content'

// A smoke render of the detail pages as the route composes them (with their request forms),
// outside Next: next-intl reads the real catalogues, the database is a seeded test database,
// view counting is switched off.
let database: Awaited<ReturnType<typeof createTestDatabase>>
const after = vi.fn()
vi.mock('@/server/db/client', () => ({ db: () => database.db }))
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'user-agent': 'test' }) }))
vi.mock('next/server', () => ({ after: (task: unknown) => after(task) }))
vi.mock('next-intl/server', () => import('../../../../tests/support/next-intl-server'))

const demo = generateDemo({ today: new Date('2026-11-22T12:00:00Z') })
const reference = (test: (row: (typeof demo.properties)[number]) => boolean) =>
  demo.properties.find((row) => row.published !== false && test(row))!.reference

beforeAll(async () => {
  database = await createTestDatabase()
  // Configuration and pages: the request forms read the time slots and the privacy page's URL.
  await seedContent(database.db)
  await database.db.insert(propertyTypes).values(demo.propertyTypes)
  await database.db.insert(agents).values(demo.agents)
  await database.db.insert(projects).values(demo.projects)
  await database.db.insert(projectUnits).values(demo.projectUnits)
  await database.db
    .insert(properties)
    .values(
      demo.properties.map((row) =>
        row.reference === '4521'
          ? { ...row, details: { ...row.details, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' } }
          : row,
      ),
    )
})
afterAll(async () => database.drop())

// The path catalogue's pages the detail pages link to: home, and the Dutch sale list.
const paths: Record<string, Partial<Record<Language, string>>> = {
  home: { en: '/', nl: '/nl/', fr: '/fr/', de: '/de/' },
  'for-sale': { nl: '/nl/te-koop/' },
}

function shell(lang: Language): ShellContext {
  return {
    lang,
    defaultLanguage: 'en',
    enabled: ['en', 'nl', 'fr', 'de'],
    hrefs: (path: string) => paths[path]?.[lang],
    alternates: {},
    isHome: false,
  } as unknown as ShellContext
}

/** Heading levels in document order; none may skip a level. */
function headingLevels(html: string): number[] {
  return [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]))
}

async function propertyHtml(
  ref: string,
  lang: Language,
  listUrl: string,
  query: Record<string, string> = {},
) {
  const { PropertyTemplate } = await import('./detail-templates')
  const { loadPropertyByReference } =
    await import('@/features/catalogue/detail/load-property.server')
  const property = (await loadPropertyByReference(ref))!
  const route = { kind: 'property', lang, listUrl, property, alternates: {} } as const
  return renderToHtml(
    await PropertyTemplate({ route, shell: shell(lang), origin: 'https://x.test', query }),
  )
}

async function projectHtml(project: ProjectView, lang: Language, listUrl: string) {
  const { ProjectTemplate } = await import('./detail-templates')
  const route = { kind: 'project', lang, listUrl, project, alternates: {} } as const
  return renderToHtml(
    await ProjectTemplate({ route, shell: shell(lang), origin: 'https://x.test', query: {} }),
  )
}

describe('the property template', () => {
  it('renders a listing with its sections, compliance block, costs and structured data', async () => {
    const html = await propertyHtml('4521', 'fr', '/fr/a-vendre/')
    expect(html).toContain('Appartement lumineux de 1 chambre à Ixelles</h1>')
    expect(html).toContain('Surface habitable')
    expect(html).toContain('Mentions obligatoires')
    expect(html).toContain('/images/epc/brussels/d_sub.png')
    expect(html).toContain('Émissions de CO₂')
    expect(html).toContain('Estimation des frais d’achat')
    expect(html).toContain('https://www.google.com/maps/@?api=1&amp;map_action=pano')
    expect(html).toContain('(s’ouvre dans un nouvel onglet)')
    expect(html).toContain('"@type":"RealEstateListing"')
    expect(html).toContain('"@type":"BreadcrumbList"')
    expect(html).toContain('<dialog')
    // The video is a facade: nothing is fetched from YouTube before a click.
    expect(html).toContain('Lire la vidéo')
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('ytimg')
    // The request forms of a Brussels apartment for sale: visits, and its documents.
    expect(html).toContain('Je souhaite visiter')
    expect(html).toContain('Documents de la copropriété')
    expect(html).not.toContain('Attestation amiante')
    expect(html).not.toContain('Postuler pour louer ce bien')
    expect(after).toHaveBeenCalled()
    const levels = headingLevels(html)
    expect(levels[0]).toBe(1)
    levels.forEach((level, i) => i > 0 && expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1))
  })

  it('shows the marquee of a sold property instead of its price', async () => {
    const sold = reference((row) => row.status === 'sold')
    const html = await propertyHtml(sold, 'nl', '/nl/te-koop/')
    expect(html).toContain('Dit pand is verkocht.')
    expect(html).not.toContain('Geschatte aankoopkosten')
    // Questions and sending to a friend only: no visit and no documents for a sold property.
    expect(html).toContain('Stel een vraag')
    expect(html).toContain('Doorsturen naar een vriend')
    expect(html).not.toContain('Ik wil het pand bezoeken')
    expect(html).not.toContain('Documenten aanvragen')
  })

  it('says the price is on request and hides the address when the CRM says so', async () => {
    const hidden = reference((row) => row.publishPrice === false)
    expect(await propertyHtml(hidden, 'en', '/for-sale/')).toContain('Price on request')
    const secret = demo.properties.find((row) => row.publishAddress === false)!
    const html = await propertyHtml(secret.reference, 'en', '/for-sale/')
    expect(html).toContain('The exact address is available on request.')
    expect(html).not.toContain(secret.street!)
    expect(html).not.toContain('openstreetmap.org')
  })

  it('shows the renovation notice on a Flemish E/F home for sale', async () => {
    const poor = reference(
      (row) => row.region === 'Flanders' && row.goal === 0 && ['e', 'f'].includes(row.epcLabel!),
    )
    const html = await propertyHtml(poor, 'de', '/de/kaufen/')
    expect(html).toContain('Renovierungspflicht')
  })
})

describe('the project template', () => {
  it('renders the price list, constructions and the empty documents message', async () => {
    const { loadProjectBySlug } = await import('@/features/catalogue/detail/load-project.server')
    const project = (await loadProjectBySlug('residentie-leiezicht-gent'))!
    const html = await projectHtml(project, 'nl', '/nl/nieuwbouwprojecten/')
    expect(html).toContain('Residentie Leiezicht</h1>')
    expect(html).toContain('<th scope="col">')
    expect(html).toContain('Gelijkvloers')
    expect(html).toContain('Geen documenten gevonden.')
    expect(html).toContain('href="/nl/te-koop/gent/')
    expect(html).toContain('"@type":"Residence"')
    expect(html).toContain('Contacteer ons over dit project')
    expect(html).toContain('Geen bepaalde unit')
    const levels = headingLevels(html)
    expect(levels[0]).toBe(1)
    levels.forEach((level, i) => i > 0 && expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1))
  })

  it('says sold out, no photos and no constructions when that is the case', async () => {
    const { loadProjectBySlug } = await import('@/features/catalogue/detail/load-project.server')
    const project = (await loadProjectBySlug('les-terrasses-de-meuse-namur'))!
    const html = await projectHtml(
      {
        ...project,
        photos: [],
        constructions: [],
        units: project.units.map((unit) => ({ ...unit, status: 'sold' })),
      },
      'fr',
      '/fr/projets-neufs/',
    )
    expect(html).toContain('Épuisé')
    expect(html).toContain('Aucune photo trouvée.')
    expect(html).toContain('Aucune construction trouvée.')
  })
})

describe('the detail extras (issue #14)', () => {
  const forSale = (publishAddress: boolean) =>
    demo.properties.find(
      (row) =>
        row.published !== false &&
        row.goal === 0 &&
        row.status === 'available' &&
        row.marquee == null &&
        row.publishPrice !== false &&
        row.region === 'Flanders' &&
        row.projectId == null &&
        !JSON.stringify(row.details ?? {}).includes('"vatRegime":"vat') &&
        (row.publishAddress ?? true) === publishAddress &&
        row.lat != null,
    )!

  it('puts a map on the page that waits to be scrolled to, with an area for a hidden address', async () => {
    const shown = await propertyHtml(forSale(true).reference, 'en', '/for-sale/')
    expect(shown).toContain('aria-label="Map of the location"')
    expect(shown).toContain('data-map-state="idle"')
    expect(shown).not.toContain('The circle shows the area')
    const hidden = await propertyHtml(forSale(false).reference, 'en', '/for-sale/')
    expect(hidden).toContain('aria-label="Map of the location"')
    expect(hidden).toContain('The circle shows the area, not the exact address.')
    // Nothing of Leaflet is in the server's HTML.
    expect(hidden).not.toContain('leaflet')
  })

  it('has the phone contact bar with call and e-mail, and share by WhatsApp', async () => {
    const html = await propertyHtml(forSale(true).reference, 'en', '/for-sale/')
    const bar = html.slice(html.indexOf('aria-label="Contact the agency"'))
    expect(bar).toMatch(/href="tel:\+?\d+">Call</)
    expect(bar).toMatch(/href="mailto:[^"]+">E-mail</)
    expect(html).toMatch(/href="https:\/\/wa\.me\/\?text=[^"]*https%3A%2F%2Fx\.test%2F/)
  })

  it('works out the monthly cost from the values the form sends by GET', async () => {
    const listing = forSale(true)
    const html = await propertyHtml(listing.reference, 'en', '/for-sale/', {
      contribution: '0',
      years: '25',
      rate: '3',
    })
    expect(html).toContain('Monthly cost (estimate)')
    expect(html).toContain('Per month over 25 years at 3 %')
    expect(html).toContain('Default rate 3,3 %')
    expect(html).toContain('an example rate for this demo site, not a market quote')
    const invalid = await propertyHtml(listing.reference, 'en', '/for-sale/', { years: '99' })
    expect(invalid).toContain('the estimate uses the default for: Duration (years).')
  })

  it('shows no monthly cost while the configuration names no rate with its source', async () => {
    const [row] = await database.db.select().from(siteConfig).where(eq(siteConfig.id, 1))
    const { loanEstimate, ...withoutRate } = row!.data as Record<string, unknown>
    expect(loanEstimate).toBeDefined()
    try {
      await database.db.update(siteConfig).set({ data: withoutRate }).where(eq(siteConfig.id, 1))
      forgetSiteConfig()
      const html = await propertyHtml(forSale(true).reference, 'en', '/for-sale/')
      expect(html).toContain('Purchase costs')
      expect(html).not.toContain('Monthly cost (estimate)')
    } finally {
      await database.db.update(siteConfig).set({ data: row!.data }).where(eq(siteConfig.id, 1))
      forgetSiteConfig()
    }
  })
})
