import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import { demoStaff } from '@/server/seed/demo/staff-logins'
import { demoOwnerPasswords } from '@/server/seed/demo/owner-logins'
import {
  auditLog,
  formSubmissions,
  outboxMessages,
  projects,
  properties,
  rateLimitHits,
  staff,
} from '@/server/db/schema'
import { localStore } from '@/server/storage/local-store'
import { createOwnerAuth } from '@/features/owner-portal/auth/auth.server'
import { signInOwner } from '@/features/owner-portal/auth/sign-in'
import { createStaffAuth, type StaffAuth } from './auth/staff-auth.server'
import { createStaff, disableStaff } from './auth/staff-accounts'
import { staffFromHeaders, type StaffMember } from './auth/staff-member'
import { signInStaff } from './auth/staff-sign-in'
import { addLeadNote, changeLead } from './leads/lead-changes'
import { countNewLeads, findLead, leadListings, listLeads } from './leads/lead-queries'
import { leadCv, storedCv } from './leads/lead-cv'
import { leadFiltersSchema } from './leads/lead-schema'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let auth: StaffAuth
const [admin, camille] = demoStaff
/** Where an assignment e-mail links to (the action gives the site's origin). */
const notify = {
  linkFor: (lang: string, lead: number) => `https://immo.example/${lang}/admin/leads/${lead}/`,
  fallbackLanguage: 'en',
} as const

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemo(database.db)
  auth = createStaffAuth(database.db)
})

afterAll(async () => {
  await database.drop()
})

beforeEach(async () => {
  await database.db.delete(rateLimitHits)
})

const headers = (cookie?: string) =>
  new Headers({ 'user-agent': 'Vitest', ...(cookie ? { cookie } : {}) })

function logIn(email: string, password: string) {
  return signInStaff(database.db, auth, {
    email,
    password,
    headers: headers(),
    address: '203.0.113.20',
    pause: async () => {},
  })
}

async function memberOf(email: string, password: string): Promise<StaffMember> {
  const result = await logIn(email, password)
  if (!result.ok) throw new Error(`login failed: ${result.reason}`)
  const cookie = /staff\.session_token=[^;]+/.exec(result.cookies.get('set-cookie') ?? '')![0]
  return (await staffFromHeaders(database.db, auth, headers(cookie)))!
}

async function submission(values: Partial<typeof formSubmissions.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(formSubmissions)
    .values({
      kind: 'site-contact',
      locale: 'fr',
      firstName: 'Léa',
      lastName: 'Dupont',
      email: `lea.${Math.random().toString(36).slice(2)}@example.org`,
      data: { message: 'Bonjour' },
      antispam: 'altcha',
      ...values,
    })
    .returning({ id: formSubmissions.id })
  return row!.id
}

describe('staff logins', () => {
  it('open a session for the demo admin and agent, with their role', async () => {
    expect(await memberOf(admin.email, admin.password)).toMatchObject({
      role: 'admin',
      locale: 'en',
    })
    expect(await memberOf(camille.email, camille.password)).toMatchObject({
      role: 'agent',
      name: 'Camille Lambert',
    })
  })

  it('give one answer to a wrong password and an unknown address, then limit', async () => {
    expect(await logIn(admin.email, 'not the password')).toEqual({ ok: false, reason: 'invalid' })
    expect(await logIn('nobody@example.be', 'whatever-password')).toEqual({
      ok: false,
      reason: 'invalid',
    })
    for (let attempt = 0; attempt < 9; attempt++) await logIn(admin.email, 'wrong')
    expect(await logIn(admin.email, admin.password)).toEqual({ ok: false, reason: 'limited' })
  })

  it('never lock the member out from a browser they logged in with, and tell them once', async () => {
    await database.db.delete(outboxMessages)
    const first = await signInStaff(database.db, auth, {
      email: camille.email,
      password: camille.password,
      headers: headers(),
      address: '203.0.113.40',
      pause: async () => {},
    })
    const device = (first as { device: string }).device
    // An attacker elsewhere runs the account's limit out…
    for (let attempt = 0; attempt < 12; attempt++) {
      await signInStaff(database.db, auth, {
        email: camille.email,
        password: 'guess',
        headers: headers(),
        address: '198.51.100.66',
        pause: async () => {},
      })
    }
    expect(
      await signInStaff(database.db, auth, {
        email: camille.email,
        password: camille.password,
        headers: headers(),
        address: '203.0.113.41',
        pause: async () => {},
      }),
    ).toEqual({ ok: false, reason: 'limited' })
    // …while Camille's own browser still gets in.
    const own = await signInStaff(database.db, auth, {
      email: camille.email,
      password: camille.password,
      headers: headers(),
      address: '203.0.113.40',
      device,
      pause: async () => {},
    })
    expect(own).toMatchObject({ ok: true, device })
    const notices = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'staff-login-attack'))
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ toAddress: camille.email, language: 'fr' })
    expect(notices[0]!.textBody).toMatch(/^Bonjour Camille Lambert,/)
  })

  it('are refused for a disabled member, whose sessions end', async () => {
    const email = 'leaving.agent@example.be'
    await createStaff(database.db, {
      email,
      name: 'Leaving Agent',
      role: 'agent',
      locale: 'nl',
      password: 'a long enough password',
    })
    const result = await logIn(email, 'a long enough password')
    expect(result.ok).toBe(true)
    const cookie = /staff\.session_token=[^;]+/.exec(
      (result as { cookies: Headers }).cookies.get('set-cookie') ?? '',
    )![0]
    expect(await disableStaff(database.db, email)).toBe(true)
    expect(await staffFromHeaders(database.db, auth, headers(cookie))).toBeNull()
    expect(await logIn(email, 'a long enough password')).toEqual({ ok: false, reason: 'invalid' })
  })

  it('and owner sessions never open each other', async () => {
    const ownerEmail = 'sophie.claes@example.be'
    const owner = await signInOwner(database.db, createOwnerAuth(database.db), {
      email: ownerEmail,
      password: demoOwnerPasswords[ownerEmail]!,
      headers: headers(),
      address: '203.0.113.21',
      agency: { email: 'info@immohorizon.be', lang: 'en' },
      pause: async () => {},
    })
    expect(owner.ok).toBe(true)
    const token = /owner\.session_token=([^;]+)/.exec(
      (owner as { cookies: Headers }).cookies.get('set-cookie') ?? '',
    )![1]
    // The owner's signed token under the staff cookie name is still no staff session.
    expect(
      await staffFromHeaders(database.db, auth, headers(`staff.session_token=${token}`)),
    ).toBeNull()
  })
})

describe('the leads inbox', () => {
  it('shows an agent their own and unassigned leads only, an admin all', async () => {
    const adminMember = await memberOf(admin.email, admin.password)
    const agent = await memberOf(camille.email, camille.password)
    const mine = await submission({ assigneeId: agent.id, firstName: 'Mine' })
    const open = await submission({ firstName: 'Open' })
    const others = await submission({ assigneeId: adminMember.id, firstName: 'Others' })
    const filters = leadFiltersSchema.parse({})
    const agentIds = (await listLeads(database.db, agent, filters)).rows.map((row) => row.id)
    expect(agentIds).toEqual(expect.arrayContaining([mine, open]))
    expect(agentIds).not.toContain(others)
    expect(await findLead(database.db, agent, others)).toBeNull()
    const adminIds = (await listLeads(database.db, adminMember, filters)).rows.map((row) => row.id)
    expect(adminIds).toEqual(expect.arrayContaining([mine, open, others]))
    expect(await countNewLeads(database.db, adminMember)).toBeGreaterThan(
      await countNewLeads(database.db, agent),
    )
  })

  it('filters by status, kind, assignee and text, newest first', async () => {
    const adminMember = await memberOf(admin.email, admin.password)
    const offer = await submission({ kind: 'purchase-offer', lastName: 'Zwartberg' })
    await changeLead(
      database.db,
      adminMember,
      { id: offer, status: 'in-progress', assignee: null },
      notify,
    )
    const found = await listLeads(
      database.db,
      adminMember,
      leadFiltersSchema.parse({ status: 'in-progress', kind: 'purchase-offer', q: 'zwart' }),
    )
    expect(found.rows.map((row) => row.id)).toEqual([offer])
    expect(found.total).toBe(1)
    // Unknown filter values are dropped, not errors; LIKE wildcards are searched as text.
    expect(leadFiltersSchema.parse({ status: 'bogus', page: '-3' })).toEqual({ page: 1 })
    expect(
      (await listLeads(database.db, adminMember, leadFiltersSchema.parse({ q: '%' }))).total,
    ).toBe(0)
  })

  it('filters by the listing a lead is about, offering only listings of leads the member sees', async () => {
    const adminMember = await memberOf(admin.email, admin.password)
    const agent = await memberOf(camille.email, camille.password)
    const [first, second] = await database.db
      .select({ id: properties.id, reference: properties.reference })
      .from(properties)
      .orderBy(properties.id)
      .limit(2)
    const [project] = await database.db.select({ id: projects.id }).from(projects).limit(1)
    const about = await submission({ kind: 'info-request', propertyId: first!.id })
    const elsewhere = await submission({ kind: 'info-request', propertyId: second!.id })
    const projectLead = await submission({ kind: 'construction-contact', projectId: project!.id })
    const hidden = await submission({ propertyId: second!.id, assigneeId: adminMember.id })
    const ids = async (member: StaffMember, listing: string) =>
      (await listLeads(database.db, member, leadFiltersSchema.parse({ listing }))).rows.map(
        (row) => row.id,
      )
    expect(await ids(adminMember, `property-${first!.id}`)).toContain(about)
    expect(await ids(adminMember, `property-${first!.id}`)).not.toContain(elsewhere)
    expect(await ids(adminMember, `project-${project!.id}`)).toContain(projectLead)
    expect(await ids(adminMember, `project-${project!.id}`)).not.toContain(about)
    expect(await ids(agent, `property-${second!.id}`)).toContain(elsewhere)
    expect(await ids(agent, `property-${second!.id}`)).not.toContain(hidden)
    const offered = (await leadListings(database.db, adminMember)).map((listing) => listing.value)
    expect(offered).toEqual(
      expect.arrayContaining([
        `property-${first!.id}`,
        `property-${second!.id}`,
        `project-${project!.id}`,
      ]),
    )
    expect(offered.indexOf(`property-${first!.id}`)).toBeLessThan(
      offered.indexOf(`project-${project!.id}`),
    )
    // A listing only the admin's own lead is about is not offered to the agent.
    const lone = (
      await database.db
        .select({ id: properties.id })
        .from(properties)
        .orderBy(properties.id)
        .limit(1)
        .offset(5)
    )[0]!
    await submission({ propertyId: lone.id, assigneeId: adminMember.id })
    expect((await leadListings(database.db, agent)).map((listing) => listing.value)).not.toContain(
      `property-${lone.id}`,
    )
    expect(leadFiltersSchema.parse({ listing: 'property-x' })).toEqual({ page: 1 })
  })

  it('filters by the day received, whole days on Belgian clocks', async () => {
    const adminMember = await memberOf(admin.email, admin.password)
    // 23:30 in Brussels on 14 March (UTC+1) is 22:30 UTC; 00:15 on 15 March is 23:15 UTC.
    const late = await submission({
      lastName: 'Laatavond',
      createdAt: new Date('2026-03-14T22:30:00Z'),
    })
    const early = await submission({
      lastName: 'Vroeg',
      createdAt: new Date('2026-03-14T23:15:00Z'),
    })
    const ids = async (from?: string, until?: string) =>
      (await listLeads(database.db, adminMember, leadFiltersSchema.parse({ from, until }))).rows
        .map((row) => row.id)
        .filter((id) => id === late || id === early)
    expect(await ids('2026-03-14', '2026-03-14')).toEqual([late])
    expect(await ids('2026-03-15')).toEqual([early])
    expect(await ids(undefined, '2026-03-15')).toEqual([early, late])
    expect(leadFiltersSchema.parse({ from: '14/03/2026', until: '2026-02-30' })).toEqual({
      page: 1,
    })
  })

  it('gives the CV of a job application to whoever may see its lead, while it is kept', async () => {
    const adminMember = await memberOf(admin.email, admin.password)
    const agent = await memberOf(camille.email, camille.password)
    const store = localStore(await mkdtemp(path.join(tmpdir(), 'lead-cv-')))
    const cv = {
      filename: 'cv-léa.pdf',
      contentType: 'application/pdf',
      path: 'attachments/uploads/0123456789abcdef0123456789abcdef/cv.pdf',
    }
    await store.put(cv.path, Buffer.from('%PDF-1.7 test'), cv.contentType)
    const lead = await submission({ kind: 'job-application', data: { position: 'Agent', cv } })
    expect(storedCv((await findLead(database.db, adminMember, lead))!.submission.data)).toEqual(cv)
    const found = await leadCv(database.db, store, adminMember, lead)
    expect(found?.cv).toEqual(cv)
    expect(found?.file.bytes.toString()).toBe('%PDF-1.7 test')
    // Unassigned, the agent sees the lead and its CV; assigned to the admin, neither.
    expect(await leadCv(database.db, store, agent, lead)).not.toBeNull()
    await changeLead(
      database.db,
      adminMember,
      {
        id: lead,
        status: 'new',
        assignee: adminMember.id,
      },
      notify,
    )
    expect(await leadCv(database.db, store, agent, lead)).toBeNull()
    // A request without a CV, and a CV the retention sweep removed: nothing to download.
    expect(await leadCv(database.db, store, adminMember, await submission())).toBeNull()
    await store.remove(cv.path)
    expect(await leadCv(database.db, store, adminMember, lead)).toBeNull()
  })

  it('lets an agent take an open lead but not give it to someone else, and audits every change', async () => {
    const adminMember = await memberOf(admin.email, admin.password)
    const agent = await memberOf(camille.email, camille.password)
    const lead = await submission()
    expect(
      await changeLead(
        database.db,
        agent,
        { id: lead, status: 'new', assignee: adminMember.id },
        notify,
      ),
    ).toBe('forbidden-assignee')
    expect(
      await changeLead(
        database.db,
        agent,
        { id: lead, status: 'in-progress', assignee: agent.id },
        notify,
      ),
    ).toBe('saved')
    expect(await addLeadNote(database.db, agent, { id: lead, note: 'Rappelée le lundi.' })).toBe(
      'saved',
    )
    const [row] = await database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, lead))
    expect(row).toMatchObject({ status: 'in-progress', assigneeId: agent.id })
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `lead:${lead}`))
      .orderBy(auditLog.id)
    expect(audit).toMatchObject([
      {
        staffId: agent.id,
        action: 'lead.update',
        before: { status: 'new', assignee: null },
        after: { status: 'in-progress', assignee: agent.id },
      },
      { staffId: agent.id, action: 'lead.note', after: { note: 'Rappelée le lundi.' } },
    ])
    // Once the admin gives it to themself, it is gone for the agent, also by its number.
    await changeLead(
      database.db,
      adminMember,
      {
        id: lead,
        status: 'in-progress',
        assignee: adminMember.id,
      },
      notify,
    )
    expect(
      await changeLead(database.db, agent, { id: lead, status: 'done', assignee: null }, notify),
    ).toBe('not-found')
    expect(await addLeadNote(database.db, agent, { id: lead, note: 'x' })).toBe('not-found')
    expect((await findLead(database.db, adminMember, lead))!.notes).toMatchObject([
      { text: 'Rappelée le lundi.', author: 'Camille Lambert' },
    ])
  })

  it('tells a member given a lead by someone else, in their language, once', async () => {
    const adminMember = await memberOf(admin.email, admin.password)
    const agent = await memberOf(camille.email, camille.password)
    const requestId = '0b5c8f9e-4a57-4d1b-9a55-2f1f7c3e6d10'
    const lead = await submission({ kind: 'free-valuation', data: { requestId } })
    const told = () =>
      database.db
        .select({
          to: outboxMessages.toAddress,
          language: outboxMessages.language,
          subject: outboxMessages.subject,
          text: outboxMessages.textBody,
        })
        .from(outboxMessages)
        .where(eq(outboxMessages.kind, 'lead-assignment'))
        .then((rows) => rows.filter((row) => row.text.includes(`/leads/${lead}/`)))
    // Taking a lead oneself tells nobody.
    await changeLead(database.db, agent, { id: lead, status: 'new', assignee: agent.id }, notify)
    expect(await told()).toEqual([])
    await changeLead(database.db, agent, { id: lead, status: 'new', assignee: null }, notify)
    const give = () =>
      changeLead(database.db, adminMember, { id: lead, status: 'new', assignee: agent.id }, notify)
    expect(await give()).toBe('saved')
    expect(await give()).toBe('saved')
    expect(await told()).toEqual([
      {
        to: camille.email,
        language: 'fr',
        subject: `La demande ${lead} vous est attribuée : Estimation gratuite, Léa Dupont`,
        text: [
          'Bonjour Camille Lambert,',
          `Admin Immo Horizon vous a attribué la demande ${lead} (Estimation gratuite, Léa Dupont). Ouvrez-la dans le back-office :`,
          `https://immo.example/fr/admin/leads/${lead}/`,
        ].join('\n\n'),
      },
    ])
    // Among the e-mails of the request, on the lead's page.
    const { mails } = (await findLead(database.db, adminMember, lead))!
    expect(mails.map((mail) => mail.to)).toEqual([camille.email])
  })

  it('keeps demo staff one per address when the demo is seeded again', async () => {
    await seedDemo(database.db)
    const rows = await database.db.select().from(staff).where(eq(staff.email, admin.email))
    expect(rows).toHaveLength(1)
  })
})
