import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertDemoCatalogue } from '../../../../tests/support/demo-catalogue'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { slugify } from '@/lib/routing/property-url'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { seedContent } from '@/server/seed/seed-content'
import { catalogueSitemapEntries } from '@/features/catalogue/sitemap.server'
import { landingHasListings } from './landing-listings.server'
import { resolveLanding } from './landing-route.server'
import { townOfCity } from './landing-towns'

let database: Awaited<ReturnType<typeof createTestDatabase>>
vi.mock('@/server/db/client', () => ({ db: () => database.db }))

const demo = generateDemo({ today: new Date('2026-11-22T12:00:00Z') })
const sales = demo.properties.filter((row) => row.published !== false && row.goal === 0)
// The Belgian town with the most listings for sale, and one of the postal table with none.
const counts = new Map<string, number>()
for (const row of sales) {
  if (townOfCity(row.city)) counts.set(row.city, (counts.get(row.city) ?? 0) + 1)
}
const busiest = [...counts].sort((a, b) => b[1] - a[1])[0]![0]
const empty = ['Bütgenbach', 'Vresse-sur-Semois', 'Heuvelland'].find((city) => !counts.has(city))!

const saleLists = { en: '/for-sale/', nl: '/nl/te-koop/', fr: '/fr/a-vendre/', de: '/de/kaufen/' }

beforeAll(async () => {
  database = await createTestDatabase()
  await seedContent(database.db)
  await insertDemoCatalogue(database.db, demo)
})
afterAll(async () => database?.drop())

describe('resolveLanding', () => {
  it('finds a town and a type by their slugs in the language of the URL', async () => {
    const landing = await resolveLanding('fr', saleLists, ['ixelles', 'appartement'])
    expect(landing).toMatchObject({ town: { place: 'Ixelles' }, type: { id: 2 } })
    expect(landing && 'alternates' in landing && landing.alternates).toEqual({
      en: '/for-sale/ixelles/apartment/',
      nl: '/nl/te-koop/ixelles/appartement/',
      fr: '/fr/a-vendre/ixelles/appartement/',
      de: '/de/kaufen/ixelles/wohnung/',
    })
  })

  it("redirects a town's name in another language to its own slug, keeping the type", async () => {
    expect(await resolveLanding('nl', saleLists, ['elsene', 'appartement'])).toEqual({
      redirect: '/nl/te-koop/ixelles/appartement/',
    })
  })

  it('knows no unknown town, no type of another language and nothing deeper', async () => {
    expect(await resolveLanding('en', saleLists, ['atlantis'])).toBeNull()
    expect(await resolveLanding('en', saleLists, ['ixelles', 'wohnung'])).toBeNull()
    expect(await resolveLanding('en', saleLists, ['ixelles', 'apartment', 'x'])).toBeNull()
  })
})

describe('landingHasListings', () => {
  it("says whether the town's list shows anything", async () => {
    expect(await landingHasListings(0, { place: busiest })).toBe(true)
    expect(await landingHasListings(0, { place: empty })).toBe(false)
  })
})

describe('the sitemap', () => {
  it('names the landing pages of the towns with listings, with hreflang, and no empty one', async () => {
    const entries = await catalogueSitemapEntries('https://example.test')
    const town = slugify(busiest)
    const entry = entries.find((each) => each.url === `https://example.test/for-sale/${town}/`)
    expect(entry?.alternates?.languages).toEqual({
      en: `https://example.test/for-sale/${town}/`,
      nl: `https://example.test/nl/te-koop/${town}/`,
      fr: `https://example.test/fr/a-vendre/${town}/`,
      de: `https://example.test/de/kaufen/${town}/`,
    })
    const typed = sales.find((row) => row.city === busiest)!
    const root = demo.propertyTypes.find(
      (type) =>
        type.id ===
        (demo.propertyTypes.find((each) => each.id === typed.typeId)!.parentId ?? typed.typeId),
    )!
    expect(entries.map((each) => each.url)).toContain(
      `https://example.test/for-sale/${town}/${root.slug.en}/`,
    )
    expect(entries.some((each) => each.url.includes(`/${slugify(empty)}/`))).toBe(false)
  })
})
