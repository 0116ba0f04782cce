import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { cmsPages, pathEntries, pathSlugs } from '@/server/db/schema'
import { hrefsFor } from '@/lib/routing/hrefs'
import { seedContent } from '@/server/seed/seed-content'

// A visitor's request: no staff preview header (src/proxy.ts), so published content only.
vi.mock('next/headers', () => ({ headers: async () => new Headers() }))

let database: Awaited<ReturnType<typeof createTestDatabase>>
let catalogue: typeof import('@/server/routing/path-catalogue.server')
let routes: typeof import('./load-route.server')

beforeAll(async () => {
  database = await createTestDatabase()
  process.env.DATABASE_URL = database.url
  await seedContent(database.db)
  catalogue = await import('@/server/routing/path-catalogue.server')
  routes = await import('./load-route.server')
})

afterAll(async () => {
  const { pool } = await import('@/server/db/pool-registry')
  await pool()?.end()
  await database.drop()
})

describe('path catalogue against PostgreSQL', () => {
  it('resolves localized paths to their entry', async () => {
    const entry = await catalogue.resolveSlug('fr', 'merci/estimation-gratuite')
    expect(entry?.originalPath).toBe('feedback/contact-demand')
    expect(entry?.route).toBe('feedback')
    expect(entry?.slugs.en).toBe('feedback/contact-demand')
    expect((await catalogue.resolveSlug('en', ''))?.originalPath).toBe('home')
    expect((await catalogue.resolveSlug('nl', 'login'))?.route).toBe('login')
  })

  it('does not resolve a path in another language or an unknown path', async () => {
    expect(await catalogue.resolveSlug('en', 'merci/estimation-gratuite')).toBeNull()
    expect(await catalogue.resolveSlug('fr', 'nope')).toBeNull()
  })

  it('does not serve unpublished pages', async () => {
    expect(await catalogue.resolveSlug('en', 'services/draft-example')).toBeNull()
    expect((await catalogue.getPathCatalogue()).has('services/draft-example')).toBe(false)
    expect(await routes.loadRoute('en', ['services', 'draft-example'])).toBeNull()
  })

  it('loads a page with its alternates in every enabled language', async () => {
    const route = await routes.loadRoute('nl', ['diensten', 'verkopen'])
    expect(route?.page.params.type).toBe('article')
    expect(route?.alternates).toEqual({
      en: '/services/vente/',
      nl: '/nl/diensten/verkopen/',
      fr: '/fr/nos-services/vente/',
      de: '/de/leistungen/verkaufen/',
    })
  })

  it('stops serving a page once it is unpublished', async () => {
    await database.db
      .update(cmsPages)
      .set({ status: 'Draft' })
      .where(eq(cmsPages.path, 'services/syndic'))
    expect(await catalogue.resolveSlug('fr', 'nos-services/syndic')).toBeNull()
  })

  it('sends links to an entry with an external link to that link', async () => {
    const [entry] = await database.db
      .insert(pathEntries)
      .values({
        originalPath: 'recruitment-portal',
        route: 'external',
        externalLink: 'https://jobs.example.be/',
      })
      .returning({ id: pathEntries.id })
    await database.db.insert(pathSlugs).values([
      { entryId: entry!.id, lang: 'en', path: 'recruitment-portal' },
      { entryId: entry!.id, lang: 'fr', path: 'portail-recrutement' },
    ])
    expect((await catalogue.resolveSlug('fr', 'portail-recrutement'))?.externalLink).toBe(
      'https://jobs.example.be/',
    )
    const hrefs = hrefsFor(await catalogue.getPathCatalogue(), 'fr', 'en')
    expect(hrefs('recruitment-portal')).toBe('https://jobs.example.be/')
    expect(hrefs('services/vente')).toBe('/fr/nos-services/vente/')
    expect(hrefs('does-not-exist')).toBeUndefined()
  })
})
