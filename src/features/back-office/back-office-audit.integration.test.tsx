import { eq, sql } from 'drizzle-orm'
import { TOTP, Secret } from 'otpauth'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderToHtml } from '../../../tests/support/render-html'
import { createTestDatabase } from '../../../tests/support/test-database'
import { logger } from '@/lib/logger'
import { supportedLanguages, type Language } from '@/lib/i18n/languages'
import { auditLog, formSubmissions, rateLimitHits, staff } from '@/server/db/schema'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import { seedContent } from '@/server/seed/seed-content'
import { demoStaff } from '@/server/seed/demo/staff-logins'
import type { StaffMember } from './auth/staff-member'

// The audit screen as an admin reads it, rendered by React on a seeded test database, after the
// real sign-in, export, role check and change functions ran. The request's headers are what the
// custom server and src/proxy.ts would pass on (session cookie, client address, path, method).
let database: Awaited<ReturnType<typeof createTestDatabase>>
let requestHeaders = new Headers()
vi.mock('@/server/db/client', () => ({ db: () => database.db }))
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}))
vi.mock('next-intl/server', () => import('../../../tests/support/next-intl-server'))

const [adminLogin, camilleLogin] = demoStaff
let admin: StaffMember
let camille: StaffMember

const memberOf = async (email: string): Promise<StaffMember> => {
  const [row] = await database.db.select().from(staff).where(eq(staff.email, email))
  return { ...row!, role: row!.role as StaffMember['role'], locale: 'en', sessionId: 'test' }
}

beforeAll(async () => {
  database = await createTestDatabase()
  await seedContent(database.db)
  await seedDemo(database.db)
  admin = await memberOf(adminLogin.email)
  camille = await memberOf(camilleLogin.email)
})

afterAll(async () => database?.drop())

beforeEach(async () => {
  await database.db.delete(rateLimitHits)
  requestHeaders = new Headers()
})

const auth = async () => (await import('./auth/staff-auth.server')).staffAuth()

/** Signs in with the real function from `address`; the session cookie, or null on a failure. */
async function signIn(email: string, password: string, address: string) {
  const { signInStaff } = await import('./auth/staff-sign-in')
  const result = await signInStaff(database.db, await auth(), {
    email,
    password,
    headers: new Headers({ 'user-agent': 'Vitest' }),
    address,
    pause: async () => {},
  })
  return result.ok
    ? /staff\.session_token=[^;]+/.exec(result.cookies.get('set-cookie') ?? '')![0]
    : null
}

/** The headers of a request of this session, as the custom server and the proxy pass them on. */
function asRequest(cookie: string, request: Record<string, string> = {}) {
  requestHeaders = new Headers({ 'user-agent': 'Vitest', cookie, ...request })
}

/** The audit screen's rows for these GET parameters, each as its cells' text. */
async function auditScreen(query: Record<string, string> = {}, lang: Language = 'en') {
  const { AuditPage } = await import('./audit/audit-page')
  const { auditFiltersSchema } = await import('./audit/audit-schema')
  const html = await renderToHtml(
    await AuditPage({ lang, filters: auditFiltersSchema.parse(query) }),
  )
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? ''
  const rows = [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((cell) => text(cell[1]!)),
  )
  return { html, rows }
}

const text = (html: string) =>
  html
    .replace(/<(?:br|\/dd|\/span|\/p)[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

const catalogue = async (lang: Language) =>
  (await import(`../../../messages/${lang}.json`)).default.backOffice.audit as {
    actions: Record<string, string>
    address: string
  }
const label = async (key: string) => (await catalogue('en')).actions[key]!
const fromAddress = (address: string) => `From ${address}`

describe('the audit screen shows every staff sign-in and sign-out', () => {
  it('a sign-in that succeeded: the member, the account and the client address', async () => {
    expect(await signIn(adminLogin.email, adminLogin.password, '203.0.113.21')).not.toBeNull()
    const { rows } = await auditScreen({ action: 'staff.sign-in', member: String(admin.id) })
    const [cells] = rows
    expect(cells?.[1]).toBe(`${admin.name} ${admin.email} ${fromAddress('203.0.113.21')}`)
    expect(cells?.[2]).toBe(`${await label('staffSignIn')} staff:${admin.id}`)
  })

  it('a failed sign-in on a known account, on its member, and a log line naming both', async () => {
    const warn = vi.spyOn(logger, 'warn')
    expect(await signIn(camilleLogin.email, 'not the password at all', '198.51.100.34')).toBeNull()
    expect(warn).toHaveBeenCalledWith(
      { account: camille.email, address: '198.51.100.34', reason: 'invalid' },
      expect.stringContaining(camille.email),
    )
    warn.mockRestore()
    const { rows } = await auditScreen({
      action: 'staff.sign-in-failed',
      member: String(camille.id),
    })
    expect(rows).toHaveLength(1)
    expect(rows[0]![1]).toBe(`${camille.name} ${camille.email} ${fromAddress('198.51.100.34')}`)
    expect(rows[0]![2]).toBe(`${await label('staffSignInFailed')} staff:${camille.id}`)
    expect(rows[0]![3]).toContain('reason invalid')
  })

  it('a failed sign-in with an address no account has: the address as typed', async () => {
    expect(await signIn(' Intruder@Elsewhere.test ', 'a guess of a password', '192.0.2.77')).toBe(
      null,
    )
    const { rows } = await auditScreen({ account: 'INTRUDER@elsewhere.test' })
    expect(rows).toHaveLength(1)
    expect(rows[0]![1]).toBe(`intruder@elsewhere.test ${fromAddress('192.0.2.77')}`)
    expect(rows[0]![2]).toBe(`${await label('staffSignInFailed')} staff:unknown`)
  })

  it('a sign-out: the session ends and the screen shows who left from where', async () => {
    const cookie = (await signIn(camilleLogin.email, camilleLogin.password, '203.0.113.50'))!
    const { signOutStaff } = await import('./auth/staff-sign-out')
    const { staffSessionFromHeaders } = await import('./auth/staff-member')
    const headers = new Headers({ cookie })
    expect(await staffSessionFromHeaders(database.db, await auth(), headers)).not.toBeNull()
    await signOutStaff(database.db, await auth(), { headers, address: '203.0.113.51' })
    expect(await staffSessionFromHeaders(database.db, await auth(), headers)).toBeNull()
    const { rows } = await auditScreen({ action: 'staff.sign-out', member: String(camille.id) })
    expect(rows).toHaveLength(1)
    expect(rows[0]![1]).toBe(`${camille.name} ${camille.email} ${fromAddress('203.0.113.51')}`)
  })
})

describe('the audit screen shows second-factor changes', () => {
  it('enrolment, turning it off, and an admin resetting another member’s', async () => {
    const { confirmEnrolment, disableSecondFactor, enrolment, resetSecondFactor } =
      await import('./security/second-factor')
    const code = (secret: string, at: number) =>
      TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at })
    const first = (await enrolment(database.db, camille, 'Immo Horizon'))!
    const now = Date.now()
    expect((await confirmEnrolment(database.db, camille, code(first.secret, now))).ok).toBe(true)
    const later = code(first.secret, now + 30_000)
    expect(
      (await disableSecondFactor(database.db, camille, later, new Date(now + 30_000))).ok,
    ).toBe(true)
    const second = (await enrolment(database.db, camille, 'Immo Horizon'))!
    expect((await confirmEnrolment(database.db, camille, code(second.secret, now))).ok).toBe(true)
    expect(await resetSecondFactor(database.db, admin, camille.id)).toBe('saved')

    const own = await auditScreen({ member: String(camille.id) })
    const kinds = own.rows.map((cells) => cells[2])
    const enrolled = `${await label('staff2faEnrol')} staff:${camille.id}`
    const disabled = `${await label('staff2faDisable')} staff:${camille.id}`
    expect(kinds.filter((kind) => kind === enrolled)).toHaveLength(2)
    expect(kinds.filter((kind) => kind === disabled)).toHaveLength(1)
    const reset = await auditScreen({ action: 'staff.2fa-reset' })
    expect(reset.rows).toHaveLength(1)
    expect(reset.rows[0]![1]).toBe(admin.name)
    expect(reset.rows[0]![2]).toBe(`${await label('staff2faReset')} staff:${camille.id}`)
  })
})

describe('the audit screen shows a leads CSV export', () => {
  it('who exported, with which filter, and how many leads', async () => {
    const { exportLeadsResponse } = await import('./leads/export-response')
    const { listLeads } = await import('./leads/lead-queries')
    const { leadFiltersSchema } = await import('./leads/lead-schema')
    const cookie = (await signIn(adminLogin.email, adminLogin.password, '203.0.113.60'))!
    asRequest(cookie, { 'x-client-ip': '203.0.113.60' })
    // Three new unassigned leads besides what the demo has, and one already handled.
    await database.db.insert(formSubmissions).values(
      ['new', 'new', 'new', 'done'].map((status, index) => ({
        kind: 'site-contact',
        locale: 'fr',
        firstName: 'Léa',
        lastName: 'Dupont',
        email: `lea.${index}@example.org`,
        data: { message: 'Bonjour' },
        antispam: 'altcha',
        status,
      })),
    )
    const query = { status: 'new', assignee: 'none' }
    const expected = await listLeads(database.db, admin, leadFiltersSchema.parse(query), {
      limit: 10_000,
      offset: 0,
    })
    expect(expected.rows.length).toBeGreaterThanOrEqual(3)
    const response = await exportLeadsResponse(
      new Request(`http://127.0.0.1/en/admin/leads/export?${new URLSearchParams(query)}`, {
        headers: requestHeaders,
      }),
      'en',
    )
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(expected.rows[0]!.email)

    const { rows } = await auditScreen({ action: 'leads.export' })
    expect(rows).toHaveLength(1)
    expect(rows[0]![1]).toBe(`${admin.name} ${admin.email} ${fromAddress('203.0.113.60')}`)
    expect(rows[0]![2]).toBe(`${await label('leadsExport')} leads`)
    // PostgreSQL keeps a jsonb object's keys in its own order.
    for (const pair of ['status new', 'assignee none', `rows ${expected.rows.length}`]) {
      expect(rows[0]![3]).toContain(pair)
    }
  })
})

describe('the audit screen shows an agent refused by role', () => {
  it('an admin screen opened by an agent: a 404 for them, an entry with the path', async () => {
    const cookie = (await signIn(camilleLogin.email, camilleLogin.password, '198.51.100.70'))!
    asRequest(cookie, {
      'x-client-ip': '198.51.100.70',
      'x-pathname': '/en/admin/audit/',
      'x-request-method': 'GET',
    })
    // What the audit route (its screen in screens/screen-table.ts) asks before anything else.
    const { memberFor } = await import('./screens/screen-access.server')
    const { backOfficeScreens } = await import('./screens/screen-table')
    await expect(memberFor(backOfficeScreens.audit.access, 'en')).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    })
    // The same session may open what an agent may: no refusal is written for it.
    expect((await memberFor(backOfficeScreens.leads.access, 'en')).id).toBe(camille.id)

    const { rows } = await auditScreen({ action: 'access.refused', member: String(camille.id) })
    expect(rows).toHaveLength(1)
    expect(rows[0]![1]).toBe(`${camille.name} ${camille.email} ${fromAddress('198.51.100.70')}`)
    expect(rows[0]![2]).toBe(`${await label('accessRefused')} /en/admin/audit/`)
    expect(rows[0]![3]).toBe('After kind page role agent allowed admin')
  })

  it('an admin action replayed by an agent: refused, nothing changed, an entry of the action', async () => {
    const { publishSettings } = await import('./settings/settings-actions')
    const { readSettings } = await import('./settings/settings-store')
    const { saveSettingsDraft } = await import('./settings/settings-changes')
    const before = await readSettings(database.db)
    const saved = await saveSettingsDraft(database.db, admin, {
      section: 'agency',
      token: before.token,
      config: before.published,
    })
    if (saved.status !== 'saved') throw new Error(saved.status)
    const cookie = (await signIn(camilleLogin.email, camilleLogin.password, '198.51.100.71'))!
    asRequest(cookie, {
      'x-client-ip': '198.51.100.71',
      'x-pathname': '/en/admin/settings/',
      'x-request-method': 'POST',
      'next-action': '7f0c2d',
    })
    const form = new FormData()
    form.set('token', saved.token)
    await expect(publishSettings(undefined, form)).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    })
    expect((await readSettings(database.db)).draft).not.toBeNull()

    const { rows } = await auditScreen({ action: 'access.refused', member: String(camille.id) })
    const replayed = rows.find((cells) => cells[2]?.endsWith('/en/admin/settings/'))
    expect(replayed?.[1]).toBe(`${camille.name} ${camille.email} ${fromAddress('198.51.100.71')}`)
    expect(replayed?.[3]).toBe('After kind action role agent allowed admin')
  })
})

describe('the audit screen shows settings and role changes', () => {
  it('a configuration published by an admin, with the sections before and after', async () => {
    const { readSettings } = await import('./settings/settings-store')
    const { publishSettingsDraft, saveSettingsDraft } = await import('./settings/settings-changes')
    const current = await readSettings(database.db)
    const config = structuredClone(current.draft ?? current.published)
    config.agency.name = 'Immo Horizon Audit'
    const saved = await saveSettingsDraft(database.db, admin, {
      section: 'agency',
      token: current.token,
      config,
    })
    if (saved.status !== 'saved') throw new Error(saved.status)
    expect(await publishSettingsDraft(database.db, admin, saved.token)).toBe('done')
    const { rows } = await auditScreen({ action: 'settings.publish' })
    expect(rows).toHaveLength(1)
    expect(rows[0]![1]).toBe(admin.name)
    expect(rows[0]![2]).toBe(`${await label('settingsPublish')} site-config`)
    expect(rows[0]![3]).toContain('Immo Horizon Audit')
  })

  it('a role changed by an admin, with the role before and after', async () => {
    const { changeStaffRole, inviteStaff } = await import('./staff/staff-changes')
    const invited = await inviteStaff(
      database.db,
      admin,
      { name: 'Nina Jacobs', email: 'nina@agency.be', role: 'agent', language: 'nl', agent: null },
      { agency: 'Immo Horizon', linkFor: (lang, token) => `https://x.test/${lang}/${token}` },
    )
    if (!invited.ok) throw new Error(invited.reason)
    expect(await changeStaffRole(database.db, admin, { id: invited.id, role: 'admin' })).toBe(
      'saved',
    )
    const { rows } = await auditScreen({ action: 'staff.role' })
    expect(rows).toHaveLength(1)
    expect(rows[0]![1]).toBe(admin.name)
    expect(rows[0]![2]).toBe(`${await label('staffRole')} staff:${invited.id}`)
    expect(rows[0]![3]).toBe('Before role agent After role admin')
  })
})

describe('the audit screen’s filters', () => {
  it('a GET form with a labelled field for kind, member, account and days', async () => {
    const { html } = await auditScreen()
    const form = /<form[^>]*method="get"[^>]*>[\s\S]*?<\/form>/.exec(html)![0]
    for (const [id, name] of [
      ['audit-member', 'member'],
      ['audit-account', 'account'],
      ['audit-action', 'action'],
      ['audit-from', 'from'],
      ['audit-to', 'to'],
    ]) {
      expect(form).toContain(`<label for="${id}">`)
      expect(form).toMatch(new RegExp(`id="${id}"[^>]*name="${name}"`))
    }
  })

  it('names every kind in each language, in the kind filter and in the rows', async () => {
    const { auditActionKey, auditActions } = await import('./audit/audit-actions')
    for (const lang of supportedLanguages) {
      const { actions } = await catalogue(lang)
      const { html, rows } = await auditScreen({ action: 'staff.sign-in' }, lang)
      const select = /<select id="audit-action"[\s\S]*?<\/select>/.exec(html)![0]
      for (const action of auditActions) {
        const name = actions[auditActionKey(action)]
        expect(name, `${lang}: ${action}`).toBeTruthy()
        const shown = name!.replace(/[()]/g, '\\$&')
        expect(select).toMatch(new RegExp(`value="${action}"(?: selected="")?>${shown}<`))
      }
      expect(rows.length).toBeGreaterThan(0)
      for (const cells of rows) expect(cells[2]).toContain(actions.staffSignIn)
    }
  })

  it('by kind, by member, by account and by days, combined', async () => {
    const all = await auditScreen()
    expect(all.rows.length).toBeGreaterThan(5)
    const kinds = new Set(all.rows.map((cells) => cells[2]!.split(' staff:')[0]))
    expect(kinds.size).toBeGreaterThan(2)

    const failed = await auditScreen({ action: 'staff.sign-in-failed' })
    const failedLabel = await label('staffSignInFailed')
    expect(failed.rows.length).toBe(2)
    for (const cells of failed.rows) expect(cells[2]).toContain(failedLabel)

    const byMember = await auditScreen({ member: String(camille.id) })
    for (const cells of byMember.rows) expect(cells[1]).toContain(camille.name)
    const byAccount = await auditScreen({ account: camille.email.toUpperCase() })
    expect(byAccount.rows).toEqual(byMember.rows)

    const today = new Date().toISOString().slice(0, 10)
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    await database.db.insert(auditLog).values({
      staffId: camille.id,
      action: 'staff.sign-in',
      subject: `staff:${camille.id}`,
      account: camille.email,
      address: '192.0.2.200',
      createdAt: sql`now() - interval '1 day'`,
    })
    const onlyYesterday = await auditScreen({ from: yesterday, to: yesterday })
    expect(onlyYesterday.rows.map((cells) => cells[1])).toEqual([
      `${camille.name} ${camille.email} ${fromAddress('192.0.2.200')}`,
    ])
    const signInsToday = await auditScreen({
      action: 'staff.sign-in',
      member: String(camille.id),
      from: today,
      to: today,
    })
    expect(signInsToday.rows.length).toBeGreaterThan(0)
    for (const cells of signInsToday.rows) expect(cells[1]).not.toContain('192.0.2.200')
    expect(await auditScreen({ to: '2000-01-01' })).toMatchObject({ rows: [] })
  })
})

describe('audit retention', () => {
  it('deletes the entries older than the period, and only those', async () => {
    const { sweepExpiredAudit } = await import('./audit/audit-retention-sweep')
    const now = new Date()
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000)
    const rows = await database.db
      .insert(auditLog)
      .values(
        [400, 366, 364, 100].map((days) => ({
          staffId: admin.id,
          action: 'staff.sign-in' as const,
          subject: `retention:${days}`,
          createdAt: at(days),
        })),
      )
      .returning({ id: auditLog.id, subject: auditLog.subject })
    const left = async () =>
      (
        await database.db
          .select({ subject: auditLog.subject })
          .from(auditLog)
          .where(sql`${auditLog.subject} like 'retention:%'`)
          .orderBy(auditLog.id)
      ).map((row) => row.subject)
    expect(rows).toHaveLength(4)
    expect(await sweepExpiredAudit(database.db, 365, now)).toBe(2)
    expect(await left()).toEqual(['retention:364', 'retention:100'])
    expect(await sweepExpiredAudit(database.db, 365, now)).toBe(0)
    await sweepExpiredAudit(database.db, 90, now)
    expect(await left()).toEqual([])
  })
})
