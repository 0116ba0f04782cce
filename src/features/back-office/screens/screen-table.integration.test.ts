import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderToHtml } from '../../../../tests/support/render-html'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { supportedLanguages } from '@/lib/i18n/languages'
import { auditLog, rateLimitHits, staff } from '@/server/db/schema'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import { seedContent } from '@/server/seed/seed-content'
import { demoStaff } from '@/server/seed/demo/staff-logins'
import { backOfficeActions, backOfficeScreens, type ScreenName } from './screen-table'

// The table of screens and actions walked as a whole: the route files, the server actions and
// the role each needs, on a seeded test database with the real sign-in and staff gate. The
// request's headers are what the custom server and src/proxy.ts would pass on.
let database: Awaited<ReturnType<typeof createTestDatabase>>
let requestHeaders = new Headers()
vi.mock('@/server/db/client', () => ({ db: () => database.db }))
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}))
vi.mock('next-intl/server', async () => ({
  ...(await import('../../../../tests/support/next-intl-server')),
  setRequestLocale: () => undefined,
}))

const adminRoutes = path.resolve('src/app/[locale]/admin')
const [adminLogin, agentLogin] = demoStaff

beforeAll(async () => {
  database = await createTestDatabase()
  await seedContent(database.db)
  await seedDemo(database.db)
})

afterAll(async () => database?.drop())

beforeEach(async () => {
  await database.db.delete(rateLimitHits)
  requestHeaders = new Headers()
})

/** Every file below `folder`, as paths relative to it. */
function filesBelow(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
}

/** Signs in with the real function and makes the next calls requests of that session. */
async function actAs(login: { email: string; password: string }, address: string) {
  const { signInStaff } = await import('@/features/back-office/auth/staff-sign-in')
  const { staffAuth } = await import('@/features/back-office/auth/staff-auth.server')
  const result = await signInStaff(database.db, staffAuth(), {
    email: login.email,
    password: login.password,
    headers: new Headers({ 'user-agent': 'Vitest' }),
    address,
    pause: async () => {},
  })
  if (!result.ok) throw new Error(result.reason)
  const cookie = /staff\.session_token=[^;]+/.exec(result.cookies.get('set-cookie') ?? '')![0]
  requestHeaders = new Headers({ 'user-agent': 'Vitest', cookie, 'x-client-ip': address })
}

const refusalsOf = async (email: string) => {
  const [member] = await database.db.select().from(staff).where(eq(staff.email, email))
  const [row] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.staffId, member!.id), eq(auditLog.action, 'access.refused')))
  return row!.count
}

/** A URL's parameters for a screen: its path's parameters, each given a plausible value. */
const paramsOf = (name: ScreenName) =>
  Object.fromEntries([
    ['locale', 'en'],
    ...backOfficeScreens[name].path
      .filter((segment) => segment.startsWith('['))
      .map((segment) => [segment.slice(1, -1), segment === '[kind]' ? 'property' : '1']),
  ])

const adminOnly = <T extends { access: unknown }>(entry: T) =>
  Array.isArray(entry.access) && !entry.access.includes('agent')

describe('the route files', () => {
  it('are each the route of the screen of the table at their path, and nothing more', () => {
    const routes = filesBelow(adminRoutes).filter((file) => file.endsWith('page.tsx'))
    const named = routes.map((file) => {
      const text = readFileSync(path.join(adminRoutes, file), 'utf8')
      const name = /backOfficeRoute\('(\w+)'\)/.exec(text)?.[1] as ScreenName | undefined
      expect(name, file).toBeDefined()
      expect(path.join(...backOfficeScreens[name!].path, 'page.tsx')).toBe(file)
      expect(text, file).not.toMatch(/requireStaff|getTranslations|notFound/)
      return name
    })
    expect(named.toSorted()).toEqual(Object.keys(backOfficeScreens).toSorted())
  })
})

describe('the server actions', () => {
  it('all go through the wrapper, each under its own name of the table', async () => {
    const { backOfficeActionName } = await import('./back-office-action')
    const feature = path.resolve('src/features/back-office')
    const modules = filesBelow(feature).filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !file.includes('.test.') &&
        /^'use server'/.test(readFileSync(path.join(feature, file), 'utf8')),
    )
    expect(modules.length).toBeGreaterThan(10)
    const names: string[] = []
    for (const file of modules) {
      const exports = await import(/* @vite-ignore */ path.join(feature, file))
      for (const [exported, action] of Object.entries(exports)) {
        const name = backOfficeActionName(action as object)
        expect(name, `${file}: ${exported}`).toBeDefined()
        names.push(name!)
      }
    }
    expect(names.toSorted()).toEqual(Object.keys(backOfficeActions).toSorted())
  })
})

describe('an agent', () => {
  it('is refused every admin-only screen with a 404, each refusal audited', async () => {
    const { backOfficeRoute } = await import('./screen-route')
    await actAs(agentLogin, '198.51.100.80')
    const before = await refusalsOf(agentLogin.email)
    const screens = (Object.keys(backOfficeScreens) as ScreenName[]).filter((name) =>
      adminOnly(backOfficeScreens[name]),
    )
    expect(screens).toContain('audit')
    for (const name of screens) {
      const opened = backOfficeRoute(name).Page({
        params: Promise.resolve(paramsOf(name)),
        searchParams: Promise.resolve({}),
      })
      await expect(opened, name).rejects.toMatchObject({ digest: expect.stringContaining('404') })
    }
    expect(await refusalsOf(agentLogin.email)).toBe(before + screens.length)
  })

  it('is refused every admin-only action before it reads the form, each refusal audited', async () => {
    const { backOfficeActionName } = await import('./back-office-action')
    const feature = path.resolve('src/features/back-office')
    await actAs(agentLogin, '198.51.100.81')
    const before = await refusalsOf(agentLogin.email)
    const refused = new Set<string>()
    for (const file of filesBelow(feature).filter((file) => file.endsWith('actions.ts'))) {
      const exports = await import(/* @vite-ignore */ path.join(feature, file))
      for (const action of Object.values(exports) as ((s: unknown, f: FormData) => unknown)[]) {
        const name = backOfficeActionName(action)
        if (!name || !adminOnly({ access: backOfficeActions[name] })) continue
        await expect(action(undefined, new FormData()), name).rejects.toMatchObject({
          digest: expect.stringContaining('404'),
        })
        refused.add(name)
      }
    }
    const expected = Object.entries(backOfficeActions).filter(([, access]) => adminOnly({ access }))
    expect([...refused].toSorted()).toEqual(expected.map(([name]) => name).toSorted())
    expect(await refusalsOf(agentLogin.email)).toBe(before + refused.size)
  })

  it('passes the gate of every screen open to agents, as an admin passes every staff screen', async () => {
    const { memberFor } = await import('./screen-access.server')
    for (const [login, address] of [
      [agentLogin, '198.51.100.82'],
      [adminLogin, '198.51.100.83'],
    ] as const) {
      await actAs(login, address)
      for (const screen of Object.values(backOfficeScreens)) {
        const opens = Array.isArray(screen.access) && screen.access.includes(login.role)
        if (opens) expect((await memberFor(screen.access, 'en'))?.email).toBe(login.email)
      }
    }
  })
})

describe('every screen', () => {
  it('has a title of its own in every language', async () => {
    const { backOfficeRoute } = await import('./screen-route')
    for (const lang of supportedLanguages) {
      const titles = new Set<string>()
      for (const name of Object.keys(backOfficeScreens) as ScreenName[]) {
        const { title } = await backOfficeRoute(name).generateMetadata({
          params: Promise.resolve({ ...paramsOf(name), locale: lang }),
          searchParams: Promise.resolve({}),
        })
        expect(String(title), `${lang} ${name}`).not.toMatch(/backOffice\.|undefined/)
        titles.add(String(title))
      }
      // Detail screens share their list's texts; still, the back office has a few dozen titles.
      expect(titles.size, lang).toBeGreaterThan(20)
    }
  })
})

describe('the status region', () => {
  const screen = async (name: ScreenName, search: Record<string, string>) => {
    const { backOfficeRoute } = await import('./screen-route')
    const page = await backOfficeRoute(name).Page({
      params: Promise.resolve(paramsOf(name)),
      searchParams: Promise.resolve(search),
    })
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(await renderToHtml(page))![1]!
    return main.replaceAll('<!-- -->', '')
  }

  it("opens each screen's main content, with the redirect's notice as the page words it", async () => {
    await actAs(adminLogin, '198.51.100.84')
    const saved = await screen('staff', { notice: 'role-saved' })
    expect(saved).toMatch(
      /^<div tabindex="-1" aria-live="polite" role="status"><p class="[^"]*">The role is saved\.<\/p><\/div><h1>/,
    )
    const refused = await screen('testimonials', { notice: 'not-found' })
    expect(refused).toMatch(
      /^<div tabindex="-1" aria-live="assertive" role="alert"><p class="[^"]*">/,
    )
    // Without a result it is there all the same, a live region with nothing in it and no role.
    expect(await screen('staff', {})).toMatch(/^<div tabindex="-1" aria-live="polite"><\/div><h1>/)
    expect(await screen('staff', { notice: 'made-up' })).toMatch(
      /^<div tabindex="-1" aria-live="polite"><\/div>/,
    )
  })
})
