import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { parseSiteConfig } from '@/lib/site-config/site-config-schema'
import {
  agents,
  auditLog,
  cmsPages,
  contentVersion,
  owners,
  projects,
  properties,
  siteConfig,
  staff,
  testimonials,
} from '@/server/db/schema'
import { seedDatabase } from '@/server/seed/seed-all'
import { demoStaff } from '@/server/seed/demo/staff-logins'
import { createStaff } from './auth/staff-accounts'
import { demoFindings, demoReference } from './go-live/demo-findings'
import { removeDemoKind } from './go-live/demo-removal'
import { readSettings, writePublished } from './settings/settings-store'

let database: Awaited<ReturnType<typeof createTestDatabase>>
const today = new Date('2026-11-30T10:00:00Z')
const reference = demoReference(today)
const demo = reference.data

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.url, { onlyIfEmpty: false, today })
})

afterAll(async () => {
  await database?.drop()
})

const findings = async () => (await demoFindings(database.db, reference)).findings
const count = async (kind: string) => (await findings()).find((f) => f.kind === kind)!.count
const version = async () => (await database.db.select().from(contentVersion))[0]!.version
const lastAudit = async () =>
  (await database.db.select().from(auditLog).orderBy(auditLog.id)).at(-1)!

/** A listing of the agency's own: a demo listing copied under another reference and title. */
async function ownListing(agentId: number | null, projectId: number | null) {
  const [template] = await database.db
    .select()
    .from(properties)
    .where(eq(properties.reference, demo.properties[0]!.reference))
  const { id, ...row } = template!
  void id
  const [inserted] = await database.db
    .insert(properties)
    .values({ ...row, reference: 'OWN-1', title: { en: 'Our own house' }, agentId, projectId })
    .returning({ id: properties.id })
  return inserted!.id
}

describe('the Go live checklist on a seeded database', () => {
  it('finds every kind of demo data the seed wrote, the texts and the logo', async () => {
    const found = await findings()
    const byKind = Object.fromEntries(found.map((f) => [f.kind, f]))
    expect(byKind.listings!.count).toBe(demo.properties.length)
    expect(byKind.projects!.count).toBe(demo.projects.length)
    expect(byKind.projects!.examples.sort()).toEqual(demo.projects.map((p) => p.name).sort())
    expect(byKind.agents!.count).toBe(demo.agents.length)
    expect(byKind.owners!.examples.sort()).toEqual(demo.owners.map((o) => o.email).sort())
    expect(byKind.testimonials!.count).toBe(demo.testimonials.length)
    expect(byKind.staff!.examples.sort()).toEqual(demoStaff.map((m) => m.email).sort())
    expect(byKind.texts!.examples).toEqual(
      expect.arrayContaining(['agency.name', 'agency.email', 'loanEstimate.source']),
    )
    expect(byKind.texts!.examples.some((e) => e.startsWith('page:'))).toBe(true)
    expect(byKind.branding!.count).toBe(2)
  })

  it('removes the demo listings and keeps the agency’s own, with an audit row and a new content version', async () => {
    const demoAgent = (await database.db.select().from(agents).orderBy(agents.id))[0]!
    const own = await ownListing(demoAgent.id, null)
    const before = await version()
    const outcome = await removeDemoKind(database.db, 'listings', { staffId: null, reference })
    expect(outcome).toEqual({ ok: true, removed: demo.properties.length })
    const left = await database.db.select({ id: properties.id }).from(properties)
    expect(left).toEqual([{ id: own }])
    expect(await count('listings')).toBe(0)
    expect(await version()).not.toBe(before)
    expect(await lastAudit()).toMatchObject({
      action: 'demo.remove',
      subject: 'listings',
      after: { removed: demo.properties.length },
    })
    expect(await removeDemoKind(database.db, 'listings', { staffId: null, reference })).toEqual({
      ok: false,
      problem: 'nothingLeft',
    })
  })

  it('removes the demo projects; an own listing filed under one stays without it', async () => {
    const [project] = await database.db.select().from(projects).limit(1)
    await database.db
      .update(properties)
      .set({ projectId: project!.id })
      .where(eq(properties.reference, 'OWN-1'))
    const outcome = await removeDemoKind(database.db, 'projects', { staffId: null, reference })
    expect(outcome).toEqual({ ok: true, removed: demo.projects.length })
    expect(await database.db.select().from(projects)).toEqual([])
    const [own] = await database.db
      .select()
      .from(properties)
      .where(eq(properties.reference, 'OWN-1'))
    expect(own!.projectId).toBeNull()
  })

  it('gives the demo agents’ listings to a chosen agent of the agency, refusing a demo agent', async () => {
    const [template] = await database.db.select().from(agents).limit(1)
    const { id: demoId, ...row } = template!
    const [ownAgent] = await database.db
      .insert(agents)
      .values({ ...row, email: 'greet@agency.example', slug: 'greet', firstName: 'Greet' })
      .returning({ id: agents.id })
    // An agent of the agency's own who left, handing over to a demo agent (the Agents screen).
    const [leaver] = await database.db
      .insert(agents)
      .values({ ...row, email: 'tom@agency.example', slug: null, firstName: 'Tom' })
      .returning({ id: agents.id })
    await database.db
      .update(agents)
      .set({ retiredAt: today, successorId: demoId })
      .where(eq(agents.id, leaver!.id))
    expect(
      await removeDemoKind(database.db, 'agents', { staffId: null, agentId: demoId, reference }),
    ).toEqual({ ok: false, problem: 'unknownAgent' })
    const outcome = await removeDemoKind(database.db, 'agents', {
      staffId: null,
      agentId: ownAgent!.id,
      reference,
    })
    expect(outcome).toEqual({ ok: true, removed: demo.agents.length })
    expect(
      await database.db
        .select({ id: agents.id, successorId: agents.successorId })
        .from(agents)
        .orderBy(agents.id),
    ).toEqual([
      { id: ownAgent!.id, successorId: null },
      { id: leaver!.id, successorId: ownAgent!.id },
    ])
    const [own] = await database.db
      .select()
      .from(properties)
      .where(eq(properties.reference, 'OWN-1'))
    expect(own!.agentId).toBe(ownAgent!.id)
  })

  it('removes the demo owners with their portal logins, and the demo testimonials', async () => {
    expect(await removeDemoKind(database.db, 'owners', { staffId: null, reference })).toEqual({
      ok: true,
      removed: demo.owners.length,
    })
    expect(await database.db.select().from(owners)).toEqual([])
    const logins = await database.pool.query('select 1 from auth_users')
    expect(logins.rows).toEqual([])
    await database.db
      .insert(testimonials)
      .values({ name: 'A real client', comment: 'Very good.', status: 'published', locale: 'en' })
    expect(await removeDemoKind(database.db, 'testimonials', { staffId: null, reference })).toEqual(
      { ok: true, removed: demo.testimonials.length },
    )
    expect(await database.db.select({ name: testimonials.name }).from(testimonials)).toEqual([
      { name: 'A real client' },
    ])
  })

  it('removes the demo staff only once an admin of the agency’s own exists, never the one acting', async () => {
    const demoIds = (
      await database.db
        .select({ id: staff.id })
        .from(staff)
        .where(
          inArray(
            staff.email,
            demoStaff.map((m) => m.email),
          ),
        )
    ).map((row) => row.id)
    expect(await removeDemoKind(database.db, 'staff', { staffId: null, reference })).toEqual({
      ok: false,
      problem: 'noOwnAdmin',
    })
    const boss = await createStaff(database.db, {
      email: 'boss@agency.example',
      name: 'Greet Boss',
      role: 'admin',
      locale: 'nl',
      password: 'a long and unguessable passphrase 42',
    })
    expect(await removeDemoKind(database.db, 'staff', { staffId: demoIds[0]!, reference })).toEqual(
      { ok: false, problem: 'signedInAsDemo' },
    )
    expect(await removeDemoKind(database.db, 'staff', { staffId: boss, reference })).toEqual({
      ok: true,
      removed: demoStaff.length,
    })
    expect(await database.db.select({ email: staff.email }).from(staff)).toEqual([
      { email: 'boss@agency.example' },
    ])
    expect(await lastAudit()).toMatchObject({ staffId: boss, subject: 'staff' })
  })

  it('puts the agency’s own details in the texts once entered, and drops the demo loan note', async () => {
    expect(await removeDemoKind(database.db, 'texts', { staffId: null, reference })).toEqual({
      ok: false,
      problem: 'agencyUnchanged',
    })
    const { published } = await readSettings(database.db)
    const agency = {
      ...published.agency,
      name: 'Agence Lumière',
      legalName: 'Agence Lumière SRL',
      email: 'bonjour@lumiere.example',
      phone: '+32 4 123 45 67',
      street: 'Rue Haute 5',
    }
    await database.db.transaction((tx) => writePublished(tx, published, { ...published, agency }))
    const outcome = await removeDemoKind(database.db, 'texts', { staffId: null, reference })
    expect(outcome.ok).toBe(true)
    const [row] = await database.db.select().from(siteConfig)
    const config = parseSiteConfig(row!.data)
    const text = JSON.stringify(config) + JSON.stringify(await database.db.select().from(cmsPages))
    expect(text).not.toMatch(/immo ?horizon|555 01 23|5550123|Avenue Louise 231|Louizalaan 231/i)
    expect(text).toContain('Agence Lumière')
    expect(config.loanEstimate).toBeUndefined()
    expect(config.header.appBar.left.map((link) => link.href)).toContain(
      'mailto:bonjour@lumiere.example',
    )
    const left = Object.fromEntries((await findings()).map((f) => [f.kind, f.count]))
    expect(left).toEqual({
      listings: 0,
      projects: 0,
      agents: 0,
      owners: 0,
      testimonials: 0,
      staff: 0,
      texts: 0,
      branding: 2,
    })
    expect(await removeDemoKind(database.db, 'branding', { staffId: null, reference })).toEqual({
      ok: false,
      problem: 'notRemovable',
    })
  })

  it('counts the demo logo and banner photo until the agency’s own are uploaded under Settings', async () => {
    const upload = async (kind: 'logo' | 'banner') => {
      const { published } = await readSettings(database.db)
      const image = { src: `/files/brand/${kind}-lumiere.jpg`, width: 1600, height: 900 }
      await database.db.transaction((tx) =>
        writePublished(tx, published, {
          ...published,
          branding: { ...published.branding, [kind]: image },
        }),
      )
    }
    await upload('logo')
    const [left] = (await findings()).filter((finding) => finding.kind === 'branding')
    expect(left).toMatchObject({ count: 1, examples: [reference.config.header.banner.image] })
    await upload('banner')
    expect(await count('branding')).toBe(0)
  })
})
