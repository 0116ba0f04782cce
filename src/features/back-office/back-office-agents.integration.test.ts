import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, desc, eq, isNull } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderToHtml } from '../../../tests/support/render-html'
import { createTestDatabase } from '../../../tests/support/test-database'
import type { Env } from '@/lib/env-schema'
import {
  agents,
  auditLog,
  crmRecords,
  formSubmissions,
  projects,
  properties,
  staff,
} from '@/server/db/schema'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import { demoStaff } from '@/server/seed/demo/staff-logins'
import { seedContent } from '@/server/seed/seed-content'
import { localStore } from '@/server/storage/local-store'
import { agentLookup } from '@/features/crm/sync/sync-agents'
import { activeAgents } from './agents/agent-queries'
import { listAgents } from '@/features/team/server'

// The Agents screen's actions as staff post them, with the real sign-in and staff gate, on a
// seeded test database; photos go to a store in a temporary folder. The environment names
// Omnicasa as the CRM, so the form asks for the agent's Omnicasa id.
let database: Awaited<ReturnType<typeof createTestDatabase>>
let mediaDir: string
let requestHeaders = new Headers()
const environment: Partial<Env> = {
  PUBLIC_URL: 'https://www.agency.example.be',
  CRM_PROVIDER: 'omnicasa',
}
vi.mock('@/server/db/client', () => ({ db: () => database.db }))
vi.mock('@/lib/env.server', () => ({ env: () => environment }))
vi.mock('@/server/storage/shared-store.server', () => ({ objectStore: () => localStore(mediaDir) }))
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}))
vi.mock('next-intl/server', async () => ({
  ...(await import('../../../tests/support/next-intl-server')),
  setRequestLocale: () => undefined,
}))

const [adminLogin, agentLogin] = demoStaff

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

beforeAll(async () => {
  database = await createTestDatabase()
  await seedContent(database.db)
  await seedDemo(database.db)
  mediaDir = await mkdtemp(path.join(tmpdir(), 'agents-screen-'))
})

afterAll(async () => {
  await database?.drop()
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true })
})

beforeEach(async () => {
  await actAs(adminLogin, '198.51.100.70')
})

const actions = () => import('./agents/agent-actions')

function form(fields: Record<string, string | string[]>, photo?: File) {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one)
  }
  data.set('photo', photo ?? new File([], '', { type: 'application/octet-stream' }))
  return data
}

const anna = {
  firstName: 'Anna',
  lastName: 'Peeters-Dubois',
  email: 'Anna.Peeters@agency.example.be',
  phone: '+32 470 12 34 56',
  'role.en': 'Sales agent',
  'role.nl': 'Verkoopmakelaar',
  'role.fr': '',
  'role.de': '',
  'bio.en': 'Anna knows every street of Ghent.',
  'bio.nl': '',
  'bio.fr': '',
  'bio.de': '',
  languages: ['nl', 'en', 'es'],
  onTeamPage: 'yes',
  slug: '',
  crmId: 'OC-7781',
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer()

/** Where a server action redirected to (Next's redirect is a thrown error with a digest). */
async function redirectOf(posted: Promise<unknown>): Promise<string> {
  const error = await posted.then(
    () => expect.fail('the action should redirect'),
    (thrown: { digest?: string }) => thrown,
  )
  const digest = String(error.digest)
  expect(digest).toMatch(/^NEXT_REDIRECT/)
  return digest.split(';')[2]!
}

const agentByEmail = async (email: string) =>
  (await database.db.select().from(agents).where(eq(agents.email, email)))[0]

const portraits = async () =>
  readdir(path.join(mediaDir, 'media', 'agents')).catch(() => [] as string[])

const lastAudit = async (action: 'agent.create' | 'agent.edit' | 'agent.retire') =>
  (
    await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0]

/** A screen's main content in `locale`, with the redirect's query `search`. */
async function screen(
  name: 'agents' | 'agent' | 'newAgent',
  params: Record<string, string> = {},
  search: Record<string, string> = {},
) {
  const { backOfficeRoute } = await import('./screens/screen-route')
  const page = await backOfficeRoute(name).Page({
    params: Promise.resolve({ locale: 'en', ...params }),
    searchParams: Promise.resolve(search),
  })
  return (await renderToHtml(page)).replaceAll('<!-- -->', '')
}

describe('the list of agents', () => {
  it('counts each agent’s own listings and projects', async () => {
    const counted = async (table: 'properties' | 'projects') =>
      Object.fromEntries(
        (
          await database.pool.query<{ agent: number; n: number }>(
            `select agent_id as agent, count(*)::int as n from ${table} group by agent_id`,
          )
        ).rows.map((row) => [row.agent, row.n]),
      )
    const [listings, projects] = [await counted('properties'), await counted('projects')]
    const rows = await activeAgents(database.db)
    expect(rows.length).toBeGreaterThan(1)
    for (const row of rows) {
      expect([row.listings, row.projects]).toEqual([listings[row.id] ?? 0, projects[row.id] ?? 0])
    }
    expect(rows.some((row) => row.listings > 1)).toBe(true)
  })
})

describe('adding an agent', () => {
  it('stores the agent with a 288-pixel portrait of the uploaded photo, a page made from the name and the CRM id, audited', async () => {
    const photo = new File([await png(900, 600)], 'anna.png', { type: 'image/png' })
    const to = await redirectOf((await actions()).createAgentAction({}, form(anna, photo)))
    expect(to).toBe('/admin/agents/?notice=created')

    const row = (await agentByEmail('anna.peeters@agency.example.be'))!
    expect(row).toMatchObject({
      firstName: 'Anna',
      lastName: 'Peeters-Dubois',
      phone: '+32 470 12 34 56',
      role: { en: 'Sales agent', nl: 'Verkoopmakelaar' },
      bio: { en: 'Anna knows every street of Ghent.' },
      languages: ['nl', 'en', 'es'],
      slug: 'anna-peeters-dubois',
      retiredAt: null,
    })
    const file = row.photo!.replace('/files/agents/', '')
    expect(await portraits()).toContain(file)
    const stored = await sharp(path.join(mediaDir, 'media', 'agents', file)).metadata()
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 288, 288])

    const [link] = await database.db
      .select()
      .from(crmRecords)
      .where(and(eq(crmRecords.kind, 'agent'), eq(crmRecords.agentId, row.id)))
    expect([link?.provider, link?.crmId]).toEqual(['omnicasa', 'OC-7781'])
    expect((await agentLookup(database.db, 'omnicasa'))({ crmId: 'OC-7781' })).toBe(row.id)

    const audit = (await lastAudit('agent.create'))!
    expect(audit.subject).toBe(`agent:${row.id}`)
    expect(audit.after).toMatchObject({ slug: 'anna-peeters-dubois', crmId: 'OC-7781' })

    // The team page lists the agent, and the screen shows them with their page.
    expect((await listAgents(database.db)).map((agent) => agent.id)).toContain(row.id)
    expect(await screen('agents')).toContain('Anna Peeters-Dubois')
  })

  it('refuses a file that is not an image, whatever its name and type say, and stores nothing', async () => {
    const before = (await portraits()).length
    const fields = { ...anna, email: 'not-a-photo@agency.example.be', crmId: '' }
    for (const photo of [
      new File(['GIF89a this is text'], 'portrait.jpg', { type: 'image/jpeg' }),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'portrait.svg', {
        type: 'image/svg+xml',
      }),
    ]) {
      const state = await (await actions()).createAgentAction({}, form(fields, photo))
      expect(state.errors).toEqual({ photo: 'photoInvalid' })
      expect(state.values).toMatchObject({ firstName: 'Anna', languages: ['nl', 'en', 'es'] })
      expect(state.values).not.toHaveProperty('photo')
    }
    expect(await agentByEmail('not-a-photo@agency.example.be')).toBeUndefined()
    expect((await portraits()).length).toBe(before)
  })

  it('names each refused field, a role per language included, and keeps what was typed', async () => {
    const state = await (
      await actions()
    ).createAgentAction(
      {},
      form({
        ...anna,
        firstName: ' ',
        email: 'anna@',
        phone: 'call me',
        'role.fr': 'x'.repeat(101),
        languages: ['nl', 'xx'],
        slug: 'Anna Peeters!',
      }),
    )
    expect(state.errors).toEqual({
      firstName: 'firstNameRequired',
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      'role.fr': 'tooLong',
      languages: 'languageUnknown',
      slug: 'slugInvalid',
    })
    expect(state.values).toMatchObject({ email: 'anna@', 'role.fr': 'x'.repeat(101) })
    expect(await agentByEmail('anna@')).toBeUndefined()
  })
})

describe('editing an agent', () => {
  it('takes them off the team page, and refuses a page address or CRM id another agent has', async () => {
    const row = (await agentByEmail('anna.peeters@agency.example.be'))!
    const [other] = await database.db
      .select()
      .from(agents)
      .where(and(isNull(agents.retiredAt), eq(agents.email, agentLogin.email)))
    await database.db
      .insert(crmRecords)
      .values({ provider: 'omnicasa', kind: 'agent', crmId: 'OC-1', agentId: other!.id })
    const edit = (fields: Record<string, string | string[]>) =>
      actions().then(({ editAgentAction }) =>
        editAgentAction({}, form({ ...anna, id: String(row.id), ...fields })),
      )

    expect((await edit({ slug: other!.slug! })).errors).toEqual({ slug: 'slugTaken' })
    expect((await edit({ crmId: 'OC-1' })).errors).toEqual({ crmId: 'crmIdTaken' })
    // A name without a Latin letter or digit gives no page address: one must be typed.
    expect((await edit({ firstName: 'Зоя', lastName: 'Ли' })).errors).toEqual({
      slug: 'slugInvalid',
    })
    expect(await agentByEmail('anna.peeters@agency.example.be')).toEqual(row)

    const to = await redirectOf(edit({ onTeamPage: [], 'role.de': 'Verkaufsberaterin' }))
    expect(to).toBe('/admin/agents/?notice=saved')
    const edited = (await agentByEmail('anna.peeters@agency.example.be'))!
    expect(edited.slug).toBeNull()
    expect(edited.role).toEqual({
      en: 'Sales agent',
      nl: 'Verkoopmakelaar',
      de: 'Verkaufsberaterin',
    })
    expect(edited.photo).toBe(row.photo)
    expect((await listAgents(database.db)).map((agent) => agent.id)).not.toContain(row.id)
    expect((await lastAudit('agent.edit'))!.before).toMatchObject({ slug: 'anna-peeters-dubois' })
  })
})

describe('an agent who leaves', () => {
  it('hands their listings, projects and open leads to the chosen colleague in one step, their page gone', async () => {
    const { retireAgentAction } = await actions()
    const [leaving] = await database.db
      .select()
      .from(agents)
      .where(eq(agents.email, agentLogin.email))
    const successor = await agentByEmail('anna.peeters@agency.example.be')
    const owned = async (agentId: number) => ({
      properties: await database.db.$count(properties, eq(properties.agentId, agentId)),
      projects: await database.db.$count(projects, eq(projects.agentId, agentId)),
    })
    const before = await owned(leaving!.id)
    expect(before.properties).toBeGreaterThan(0)

    // The leaving agent's staff account has an open lead and a closed one; the admin's account
    // is the successor's.
    const [camille] = await database.db
      .select()
      .from(staff)
      .where(eq(staff.email, agentLogin.email))
    const [admin] = await database.db.select().from(staff).where(eq(staff.email, adminLogin.email))
    await database.db.update(staff).set({ agentId: successor!.id }).where(eq(staff.id, admin!.id))
    const lead = (status: string) => ({
      kind: 'contact-me',
      locale: 'nl',
      email: 'buyer@example.com',
      data: {},
      antispam: 'altcha',
      status,
      assigneeId: camille!.id,
    })
    const leads = await database.db
      .insert(formSubmissions)
      .values([lead('in-progress'), lead('done')])
      .returning({ id: formSubmissions.id })
    await database.db
      .insert(crmRecords)
      .values({ provider: 'omnicasa', kind: 'agent', crmId: 'OC-LEAVING', agentId: leaving!.id })

    const retire = (successorId: string) => {
      const data = new FormData()
      data.set('id', String(leaving!.id))
      data.set('successor', successorId)
      return retireAgentAction(undefined, data)
    }
    // Without a successor, nothing moves: the agent still has listings.
    expect(await redirectOf(retire(''))).toBe(
      `/admin/agents/${leaving!.id}/?notice=successorRequired`,
    )
    expect(await redirectOf(retire(String(leaving!.id)))).toBe(
      `/admin/agents/${leaving!.id}/?notice=successorInvalid`,
    )
    expect(await owned(leaving!.id)).toEqual(before)
    expect((await agentByEmail(agentLogin.email))!.retiredAt).toBeNull()

    expect(await redirectOf(retire(String(successor!.id)))).toBe('/admin/agents/?notice=retired')
    expect(await owned(leaving!.id)).toEqual({ properties: 0, projects: 0 })
    const taken = await owned(successor!.id)
    expect(taken.properties).toBeGreaterThanOrEqual(before.properties)
    const gone = (await agentByEmail(agentLogin.email))!
    expect(gone.retiredAt).not.toBeNull()
    expect(gone.slug).toBeNull()
    expect(gone.successorId).toBe(successor!.id)
    expect((await listAgents(database.db)).map((agent) => agent.id)).not.toContain(leaving!.id)

    const assignees = await database.db
      .select({ id: formSubmissions.id, assignee: formSubmissions.assigneeId })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, leads[0]!.id))
      .union(
        database.db
          .select({ id: formSubmissions.id, assignee: formSubmissions.assigneeId })
          .from(formSubmissions)
          .where(eq(formSubmissions.id, leads[1]!.id)),
      )
    expect(assignees.toSorted((a, b) => a.id - b.id).map((lead) => lead.assignee)).toEqual([
      admin!.id,
      camille!.id,
    ])

    // The CRM still naming the agent gives the listings to the successor.
    expect((await agentLookup(database.db, 'omnicasa'))({ crmId: 'OC-LEAVING' })).toBe(
      successor!.id,
    )
    const audit = (await lastAudit('agent.retire'))!
    expect(audit.subject).toBe(`agent:${leaving!.id}`)
    expect(audit.after).toMatchObject({
      successor: successor!.id,
      properties: before.properties,
      projects: before.projects,
      leads: 1,
    })
    // A retired agent's form is gone; the screen lists them among those who left.
    expect(await redirectOf(retire(String(successor!.id)))).toBe('/admin/agents/?notice=not-found')
    const list = await screen('agents')
    expect(list).toContain('Agents who left')
    await expect(screen('agent', { id: String(leaving!.id) })).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    })
  })
})

describe('an agent account', () => {
  it('cannot open the screen nor add, edit or retire an agent', async () => {
    await actAs(agentLogin, '198.51.100.71')
    const count = await database.db.$count(agents)
    const { createAgentAction, retireAgentAction } = await actions()
    await expect(
      createAgentAction({}, form({ ...anna, email: 'intruder@agency.example.be' })),
    ).rejects.toMatchObject({ digest: expect.stringContaining('404') })
    const data = new FormData()
    data.set('id', '1')
    data.set('successor', '2')
    await expect(retireAgentAction(undefined, data)).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    })
    await expect(screen('agents')).rejects.toMatchObject({ digest: expect.stringContaining('404') })
    expect(await database.db.$count(agents)).toBe(count)
    expect(await agentByEmail('intruder@agency.example.be')).toBeUndefined()
  })
})
