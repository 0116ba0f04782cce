import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertDemoCatalogue } from '../../../../tests/support/demo-catalogue'
import { renderToHtml } from '../../../../tests/support/render-html'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { projects, properties } from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { parseListingIds, type ListingId } from '@/lib/keep/listing-ids'
import { ComparePage } from './compare-page'
import { FavouritesPage } from './favourites-page'

// The components run outside Next: next-intl reads the real catalogues.
vi.mock('next-intl/server', () => import('../../../../tests/support/next-intl-server'))

const demo = generateDemo({ today: new Date('2026-11-22T12:00:00Z') })
const onSale = demo.properties.filter(
  (row) =>
    row.goal === 0 && row.published !== false && row.status === 'available' && row.publishPrice,
)
const forRent = demo.properties.find(
  (row) => row.goal === 1 && row.published !== false && row.status === 'available',
)!
const [available, sold, withdrawn] = onSale
const rows = [
  available!,
  { ...sold!, status: 'sold' },
  { ...withdrawn!, published: false },
  forRent,
]

let database: Awaited<ReturnType<typeof createTestDatabase>>
const ids: Record<'available' | 'sold' | 'withdrawn' | 'rent' | 'project', ListingId> = {
  available: 'property-0',
  sold: 'property-0',
  withdrawn: 'property-0',
  rent: 'property-0',
  project: 'project-0',
}

beforeAll(async () => {
  database = await createTestDatabase()
  await insertDemoCatalogue(database.db, demo, rows)
  const stored = await database.db
    .select({ id: properties.id, reference: properties.reference })
    .from(properties)
    .where(
      inArray(
        properties.reference,
        rows.map((row) => row.reference),
      ),
    )
  const idOf = (reference: string): ListingId =>
    `property-${stored.find((row) => row.reference === reference)!.id}`
  ids.available = idOf(available!.reference)
  ids.sold = idOf(sold!.reference)
  ids.withdrawn = idOf(withdrawn!.reference)
  ids.rent = idOf(forRent.reference)
  const [project] = await database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.published, true))
    .limit(1)
  ids.project = `project-${project!.id}`
})
afterAll(async () => {
  await database?.drop()
})

const listUrl = (goal: 0 | 1) => (goal === 0 ? '/for-sale/' : '/for-rent/')

function favourites(query: string) {
  return renderToHtml(
    FavouritesPage({
      ids: parseListingIds(query, 50),
      lang: 'en',
      fallbackLanguage: 'en',
      pageUrl: '/favourites/',
      origin: 'https://agency.example',
      listUrl,
      projectsUrl: '/new-projects/',
      compareHref: '/compare/',
      newBadgeDays: 7,
      database: database.db,
    }),
  )
}

describe('the favourites page', () => {
  it('renders the shared list from the URL: sold marked, withdrawn and unknown said gone', async () => {
    const list = [ids.available, ids.sold, ids.project, ids.withdrawn, 'property-999999', ids.rent]
    const html = await favourites(list.join(','))
    expect(html).toContain('6 listings in this list.')
    // The share link carries the whole list, in its order.
    expect(html).toContain(`href="https://agency.example/favourites/?ids=${list.join(',')}"`)
    expect(html).toContain('Share my list')
    const cardTitle = (row: (typeof rows)[number]) => (row.title as { en: string }).en
    expect(html).toContain(cardTitle(available!))
    expect(html).toContain(cardTitle(forRent))
    // The sold one keeps its card, with its badge.
    expect(html).toContain(cardTitle(sold!))
    expect(html).toContain('>Sold<')
    // Links to the detail pages under the list of each goal.
    expect(html).toMatch(/href="\/for-sale\/[^"]+"/)
    expect(html).toMatch(/href="\/for-rent\/[^"]+"/)
    expect(html).toMatch(/href="\/new-projects\/[^"]+\/"/)
    // The withdrawn one has no card, no link and no photo; the unknown one is named as removed.
    expect(html).toContain('<h2 id="favourites-gone">No longer available</h2>')
    const gone = (title: string) => `<strong>${title}</strong> · <!-- -->no longer available`
    expect(html).toContain(gone(cardTitle(withdrawn!)))
    expect(html).toContain(gone('A listing that has been removed'))
    expect(html).not.toContain(`>${cardTitle(withdrawn!)}</a>`)
    // A heart per listing, hidden until the script has read the browser's list.
    expect(html.match(/data-keep="favourites"/g)).toHaveLength(6)
    expect(html).toMatch(/<button type="button" hidden=""[^>]*data-keep="favourites"/)
    expect(html).toContain(`aria-label="Favourite: ${cardTitle(available!)}"`)
    // The properties on the market can be compared from here.
    expect(html).toContain(`href="/compare/?ids=${ids.available},${ids.sold},${ids.rent}"`)
    expect(html).toContain(`data-ids="${list.join(',')}"`)
  })

  it('without ids, says the list is empty and lets the script show the own list', async () => {
    const html = await favourites('')
    expect(html).toContain('data-keep-page="favourites"')
    expect(html).toContain('You have no favourites in this browser yet.')
  })
})

describe('the compare page', () => {
  it('is a table with a column per listing and a row header per fact', async () => {
    const html = await renderToHtml(
      ComparePage({
        ids: [ids.available, ids.sold, ids.withdrawn, ids.rent],
        lang: 'en',
        fallbackLanguage: 'en',
        listUrl,
        database: database.db,
      }),
    )
    expect(html).toContain('One property is no longer available.')
    expect(html).toContain('role="region" aria-labelledby="compare-caption" tabindex="0"')
    expect(html).toContain('<caption id="compare-caption">3 properties side by side</caption>')
    expect(html.match(/<th scope="col">/g)).toHaveLength(3)
    expect(html).toContain('<th scope="row">Price</th>')
    expect(html).toContain('<th scope="row">Living area</th>')
    expect(html).toContain('<th scope="row">Bedrooms</th>')
    // Every row has a cell per listing.
    for (const row of html.match(/<tr>.*?<\/tr>/g)!.slice(1))
      expect(row.match(/<td>/g)).toHaveLength(3)
    const price = available!.price!
    const area = available!.livingArea
    if (area) {
      const perArea = Math.round(price / area).toLocaleString('de-DE')
      expect(html).toContain(`€ ${perArea}/m²`)
    }
    expect(html).toContain('<strong class="')
  })

  it('heads each column with its photo and has a row for each feature a listing has', async () => {
    const compared = [available!, sold!, forRent]
    const html = await renderToHtml(
      ComparePage({
        ids: [ids.available, ids.sold, ids.rent],
        lang: 'en',
        fallbackLanguage: 'en',
        listUrl,
        database: database.db,
      }),
    )
    const head = html.match(/<thead>.*<\/thead>/)![0]
    expect(head.match(/<img /g)).toHaveLength(compared.filter((row) => row.photos?.length).length)
    expect(head).toMatch(/<img [^>]*alt="[^"]+"/)
    // Lift and furnished come only from the listing's own columns, where false says nothing.
    for (const [column, label] of [
      ['hasLift', 'Lift'],
      ['furnished', 'Furnished'],
    ] as const) {
      const row = html.match(new RegExp(`<tr><th scope="row">${label}</th>.*?</tr>`))?.[0]
      if (!compared.some((listing) => listing[column])) {
        expect(row).toBeUndefined()
        continue
      }
      const cells = row!.match(/<td>.*?<\/td>/g)!
      compared.forEach((listing, index) =>
        expect(cells[index]).toContain(listing[column] ? 'Yes' : 'Not given'),
      )
    }
  })

  it('without ids, lets the script show the own comparison', async () => {
    const html = await renderToHtml(
      ComparePage({ ids: [], lang: 'en', fallbackLanguage: 'en', listUrl, database: database.db }),
    )
    expect(html).toContain('data-keep-page="compare"')
    expect(html).toContain('Nothing to compare yet.')
  })
})
