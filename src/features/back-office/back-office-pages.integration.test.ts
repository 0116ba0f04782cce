import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import { seedContent } from '@/server/seed/seed-content'
import { demoStaff } from '@/server/seed/demo/staff-logins'
import { NextRequest } from 'next/server'
import { previewMarker } from '@/server/preview/preview-marker'
import {
  auditLog,
  cmsPages,
  contentVersion,
  rateLimitHits,
  siteConfig,
  siteConfigDrafts,
  staff,
} from '@/server/db/schema'
import { supportedLanguages } from '@/lib/i18n/languages'
import { localize } from '@/lib/i18n/multilang'
import { pageDocumentSchema, type PageDocument } from '@/lib/content/page-schema'
import type { StaffMember } from './auth/staff-member'
import {
  createPage,
  pageAndDescendants,
  publishPage,
  publishedDocument,
  revertPage,
  saveDraft,
} from './pages/page-changes'
import { findEditablePage, listPages } from './pages/page-queries'
import { documentFromForm, errorsByField, formFromDocument } from './pages/page-form-values'
import { createStaffAuth } from './auth/staff-auth.server'
import { signInStaff } from './auth/staff-sign-in'

// The preview header as src/proxy.ts sets it for a staff member's preview path.
const requestHeaders = new Headers()
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }))

let database: Awaited<ReturnType<typeof createTestDatabase>>
let admin: StaffMember
let routes: typeof import('@/features/cms/load-route.server')

// The French 'Sale' services page (seed id 10): /fr/nos-services/vente/.
const pageId = 10

beforeAll(async () => {
  database = await createTestDatabase()
  process.env.DATABASE_URL = database.url
  await seedContent(database.db)
  await seedDemo(database.db)
  const [row] = await database.db.select().from(staff).where(eq(staff.email, demoStaff[0].email))
  admin = { ...row!, role: 'admin', locale: 'en', sessionId: 'test' }
  routes = await import('@/features/cms/load-route.server')
})

afterAll(async () => {
  const { pool } = await import('@/server/db/pool-registry')
  await pool()?.end()
  await database.drop()
})

const contentVersionNow = async () =>
  (await database.db.select({ version: contentVersion.version }).from(contentVersion))[0]!.version

const current = async () => (await findEditablePage(database.db, pageId))!

function withFrenchTitle(document: PageDocument, title: string): PageDocument {
  const titles = typeof document.params.title === 'string' ? {} : document.params.title
  return { ...document, params: { ...document.params, title: { ...titles, fr: title } } }
}

async function publicFrenchTitle(preview = false): Promise<string | undefined> {
  if (preview) requestHeaders.set('x-staff-preview', previewMarker())
  else requestHeaders.delete('x-staff-preview')
  const route = await routes.loadRoute('fr', ['nos-services', 'vente'])
  requestHeaders.delete('x-staff-preview')
  return route ? localize(route.page.params.title, 'fr') : undefined
}

describe('CMS pages in the back office', () => {
  it('lists every page with its slugs and whether a draft waits', async () => {
    const rows = await listPages(database.db)
    const page = rows.find((row) => row.id === pageId)
    expect(page).toMatchObject({ status: 'Published', draftPending: false })
    expect(page!.slugs.fr).toBe('nos-services/vente')
    expect(rows.find((row) => row.id === 50)?.status).toBe('Draft')
  })

  it('keeps a draft apart: the public page and the content version stay, the preview shows it', async () => {
    const before = await contentVersionNow()
    const { version, published } = await current()
    const oldTitle = await publicFrenchTitle()
    const result = await saveDraft(database.db, admin, {
      pageId,
      version,
      document: withFrenchTitle(published, 'Vendre avec nous, en brouillon'),
    })
    expect(result).toEqual({ result: 'saved', version: version + 1 })
    expect(await contentVersionNow()).toBe(before)
    expect(await publicFrenchTitle()).toBe(oldTitle)
    expect(await publicFrenchTitle(true)).toBe('Vendre avec nous, en brouillon')
    const edited = await current()
    expect(edited.draft && localize(edited.draft.params.title, 'fr')).toBe(
      'Vendre avec nous, en brouillon',
    )
    expect((await listPages(database.db)).find((row) => row.id === pageId)?.draftPending).toBe(true)
  })

  it('publishes in one go: the public page changes, the cache version moves, the old one is kept', async () => {
    const before = await contentVersionNow()
    const { version, draft } = await current()
    const oldTitle = await publicFrenchTitle()
    const result = await publishPage(database.db, admin, { pageId, version, document: draft! })
    expect(result).toEqual({ result: 'published', version: version + 1 })
    expect(await contentVersionNow()).toBeGreaterThan(before)
    expect(await publicFrenchTitle()).toBe('Vendre avec nous, en brouillon')
    const after = await current()
    expect(after.draft).toBeNull()
    expect(after.canRevert).toBe(true)

    const reverted = await revertPage(database.db, admin, { pageId, version: after.version })
    expect(reverted).toEqual({ result: 'reverted', version: after.version + 1 })
    expect(await publicFrenchTitle()).toBe(oldTitle)
    // A second revert undoes the first.
    await revertPage(database.db, admin, { pageId, version: after.version + 1 })
    expect(await publicFrenchTitle()).toBe('Vendre avec nous, en brouillon')
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subject, `page:${pageId}`))
      .orderBy(auditLog.id)
    expect(actions.map((row) => row.action)).toEqual([
      'page.draft',
      'page.publish',
      'page.revert',
      'page.revert',
    ])
  })

  it('refuses a save or publish against a newer version and overwrites nothing', async () => {
    const { version, published } = await current()
    const first = await saveDraft(database.db, admin, {
      pageId,
      version,
      document: withFrenchTitle(published, 'Première session'),
    })
    expect(first.result).toBe('saved')
    const contentBefore = await contentVersionNow()
    for (const change of [saveDraft, publishPage]) {
      expect(
        await change(database.db, admin, {
          pageId,
          version,
          document: withFrenchTitle(published, 'Seconde session'),
        }),
      ).toEqual({ result: 'conflict' })
    }
    expect(await revertPage(database.db, admin, { pageId, version })).toEqual({
      result: 'conflict',
    })
    const now = await current()
    expect(localize(now.draft!.params.title, 'fr')).toBe('Première session')
    expect(now.version).toBe(version + 1)
    expect(await contentVersionNow()).toBe(contentBefore)
  })

  it('refuses a slug another page has in that language, as a field of that language', async () => {
    const { version, published } = await current()
    const document = { ...published, slugs: { ...published.slugs, nl: 'diensten/verhuren' } }
    expect(await publishPage(database.db, admin, { pageId, version, document })).toEqual({
      result: 'slug-taken',
      languages: ['nl'],
    })
    expect((await publishedDocument(database.db, pageId))!.slugs.nl).toBe('diensten/verkopen')
  })

  it('refuses the page itself or a page below it as its parent, saving nothing', async () => {
    const other = (await listPages(database.db)).find((row) => row.id !== pageId)!
    const child = (await findEditablePage(database.db, other.id))!
    expect(
      await publishPage(database.db, admin, {
        pageId: other.id,
        version: child.version,
        document: { ...child.published, parentId: pageId },
      }),
    ).toMatchObject({ result: 'published' })
    expect(await pageAndDescendants(database.db, pageId)).toEqual(
      expect.arrayContaining([pageId, other.id]),
    )

    const { version, published, draft } = await current()
    const auditRows = (await database.db.select().from(auditLog)).length
    for (const parentId of [pageId, other.id]) {
      const edit = { pageId, version, document: { ...published, parentId } }
      expect(await saveDraft(database.db, admin, edit)).toEqual({ result: 'parent-cycle' })
      expect(await publishPage(database.db, admin, edit)).toEqual({ result: 'parent-cycle' })
    }
    expect(await current()).toMatchObject({ version, published, draft })
    expect((await database.db.select().from(auditLog)).length).toBe(auditRows)

    const reverted = await revertPage(database.db, admin, {
      pageId: other.id,
      version: (await findEditablePage(database.db, other.id))!.version,
    })
    expect(reverted).toMatchObject({ result: 'reverted' })
    expect(await pageAndDescendants(database.db, pageId)).toEqual([pageId])
  })

  it('creates an unpublished page that only the preview shows, and publishes it', async () => {
    const created = await createPage(database.db, admin, {
      name: 'Careers',
      path: 'careers',
      languages: supportedLanguages,
    })
    expect(created.result).toBe('created')
    const id = (created as { id: number }).id
    expect(await routes.loadRoute('fr', ['careers'])).toBeNull()
    requestHeaders.set('x-staff-preview', previewMarker())
    expect((await routes.loadRoute('fr', ['careers']))?.page.id).toBe(id)
    requestHeaders.delete('x-staff-preview')
    expect(
      await createPage(database.db, admin, { name: 'Twice', path: 'careers', languages: ['en'] }),
    ).toEqual({ result: 'slug-taken', languages: ['en'] })
    const page = (await findEditablePage(database.db, id))!
    await publishPage(database.db, admin, {
      pageId: id,
      version: page.version,
      document: {
        ...page.published,
        status: 'Published',
        slugs: { ...page.published.slugs, fr: 'carrieres' },
      },
    })
    expect((await routes.loadRoute('fr', ['carrieres']))?.page.name).toBe('Careers')
    const [row] = await database.db.select().from(cmsPages).where(eq(cmsPages.id, id))
    expect(row!.status).toBe('Published')
  })
})

describe('the page edit form', () => {
  it('gives back the document it was filled from', async () => {
    const { published } = await current()
    const values = formFromDocument(published, supportedLanguages)
    const parsed = pageDocumentSchema.parse(documentFromForm(values, supportedLanguages))
    expect(parsed.slugs).toEqual(published.slugs)
    expect(parsed.params.modules.map((module) => module.id)).toEqual(
      published.params.modules.map((module) => module.id),
    )
    expect(localize(parsed.params.title, 'nl')).toBe(localize(published.params.title, 'nl'))
  })

  it('names the field of each refusal by the site schema', async () => {
    const { published } = await current()
    const values = {
      ...formFromDocument(published, supportedLanguages),
      name: ' ',
      sort: 'first',
      'slugs.fr': '/vente/',
      'params.metadata.de.title': 'Verkaufen',
      'params.metadata.de.description': '',
      'params.modules.0.span': '13',
    }
    const parsed = pageDocumentSchema.safeParse(documentFromForm(values, supportedLanguages))
    expect(parsed.success).toBe(false)
    expect(errorsByField(parsed.error!.issues)).toMatchObject({
      name: { code: 'required' },
      sort: { code: 'number' },
      'slugs.fr': { code: 'slug' },
      'params.metadata.de.description': { code: 'required' },
      'params.modules.0.span': { code: 'max', limit: 12 },
    })
  })
})

describe('draft previews', () => {
  // Signs in through better-auth and returns the session cookie a browser would send.
  async function sessionCookie(email: string, password: string): Promise<string> {
    await database.db.delete(rateLimitHits)
    const result = await signInStaff(database.db, createStaffAuth(database.db), {
      email,
      password,
      headers: new Headers({ 'user-agent': 'Vitest' }),
      address: '203.0.113.41',
      pause: async () => {},
    })
    if (!result.ok) throw new Error(`login failed: ${result.reason}`)
    return /staff\.session_token=[^;]+/.exec(result.cookies.get('set-cookie') ?? '')![0]
  }

  /**
   * What the site answers under a preview path: the proxy decides from the request's session
   * whether the page may see drafts (its request header), then the route and the configuration
   * are loaded with the headers the proxy passed on.
   */
  async function preview(cookie?: string) {
    const { proxy } = await import('@/proxy')
    const { isPreviewRequest } = await import('@/server/preview/preview.server')
    const { getSiteConfig } = await import('@/server/site-config/site-config.server')
    const response = await proxy(
      new NextRequest('http://localhost/fr/preview/nos-services/vente/', {
        headers: { 'user-agent': 'Vitest', ...(cookie ? { cookie } : {}) },
      }),
    )
    const passed = response.headers.get('x-middleware-request-x-staff-preview')
    if (passed) requestHeaders.set('x-staff-preview', passed)
    try {
      // The site's route answers nothing under preview/ unless the request may preview (a 404).
      const route = (await isPreviewRequest())
        ? await routes.loadRoute('fr', ['nos-services', 'vente'])
        : null
      const config = await getSiteConfig()
      return {
        title: route ? localize(route.page.params.title, 'fr') : null,
        analyticsId: config.siteInformation.analyticsId,
      }
    } finally {
      requestHeaders.delete('x-staff-preview')
    }
  }

  it('shows page and configuration drafts to an admin; an agent gets what a visitor gets', async () => {
    const { version, published } = await current()
    await saveDraft(database.db, admin, {
      pageId,
      version,
      document: withFrenchTitle(published, 'Brouillon réservé aux administrateurs'),
    })
    const [{ data } = { data: {} }] = await database.db.select().from(siteConfig)
    const information = (data as { siteInformation: Record<string, unknown> }).siteInformation
    const draft = {
      ...(data as object),
      siteInformation: { ...information, analyticsId: 'G-DRAFT0001' },
    }
    await database.db
      .insert(siteConfigDrafts)
      .values({ data: draft })
      .onConflictDoUpdate({ target: siteConfigDrafts.id, set: { data: draft } })

    const [adminLogin, agentLogin] = demoStaff
    const asAdmin = await preview(await sessionCookie(adminLogin.email, adminLogin.password))
    expect(asAdmin).toEqual({
      title: 'Brouillon réservé aux administrateurs',
      analyticsId: 'G-DRAFT0001',
    })

    const asVisitor = await preview()
    expect(asVisitor).toEqual({ title: null, analyticsId: information.analyticsId ?? '' })
    const asAgent = await preview(await sessionCookie(agentLogin.email, agentLogin.password))
    expect(asAgent).toEqual(asVisitor)
  })
})
