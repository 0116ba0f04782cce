import { tmpdir } from 'node:os'
import { and, eq, sql } from 'drizzle-orm'
import { readFileSync } from 'node:fs'
import { createTranslator } from 'next-intl'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import { demoStaff } from '@/server/seed/demo/staff-logins'
import {
  appointments,
  appointmentSlots,
  auditLog,
  formSubmissions,
  importRuns,
  outboxMessages,
  ownerHistory,
  properties,
  propertyViewsDaily,
  staff,
} from '@/server/db/schema'
import { localStore } from '@/server/storage/local-store'
import type { StaffMember } from './auth/staff-member'
import { dashboardFigures } from './dashboard/dashboard-queries'
import { readFeedUpload } from './imports/feed-upload'
import { importUpload } from './imports/import-runner'
import { findRun, listRuns } from './imports/import-queries'
import { issueLine } from './imports/issue-line'
import { deleteHistoryRow, saveHistoryRow } from './properties/history-changes'
import { historyDeleteSchema, historyRowSchema } from './properties/history-schema'
import { findProperty, historyOf, listProperties } from './properties/property-queries'
import { propertyFiltersSchema } from './properties/property-schema'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let admin: StaffMember
let agent: StaffMember
/** A listing of the agent's (Camille Lambert) and one of another agent's. */
let own: { id: number; reference: string }
let other: { id: number; reference: string }

async function member(email: string, role: StaffMember['role']): Promise<StaffMember> {
  const [row] = await database.db.select().from(staff).where(eq(staff.email, email))
  return { ...row!, role, locale: 'en', sessionId: 'test' }
}

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemo(database.db)
  admin = await member(demoStaff[0].email, 'admin')
  agent = await member(demoStaff[1].email, 'agent')
  const [link] = await database.db
    .select({ agentId: staff.agentId })
    .from(staff)
    .where(eq(staff.id, agent.id))
  const listing = (mine: boolean) =>
    database.db
      .select({ id: properties.id, reference: properties.reference })
      .from(properties)
      .where(
        and(
          eq(properties.published, true),
          mine
            ? eq(properties.agentId, link!.agentId!)
            : sql`${properties.agentId} is distinct from ${link!.agentId}`,
        ),
      )
      .orderBy(properties.id)
      .limit(1)
  own = (await listing(true))[0]!
  other = (await listing(false))[0]!
})

afterAll(async () => {
  await database.drop()
})

const row = (values: Record<string, string>) =>
  historyRowSchema.parse({
    occurredAt: '2026-11-20T14:30',
    type: 'visit',
    contact: '',
    subject: 'Visit with the Peeters family',
    comment: '',
    status: 'done',
    source: '',
    ...values,
  })

describe('owner history rows in the back office', () => {
  it('checks the form: Brussels time, the known types, a subject, the texts’ limits', () => {
    const parsed = row({})
    expect(parsed.occurredAt.toISOString()).toBe('2026-11-20T13:30:00.000Z')
    expect(parsed).toMatchObject({ contact: null, comment: null, source: 'agency' })
    const codes = (values: Record<string, string>) =>
      historyRowSchema
        .safeParse({ occurredAt: '2026-11-20T14:30', type: 'visit', subject: 'x', ...values })
        .error?.issues.map((issue) => [issue.path[0], issue.message])
    expect(codes({ occurredAt: '20/11/2026' })).toEqual([['occurredAt', 'dateInvalid']])
    expect(codes({ type: 'letter' })).toEqual([['type', 'typeRequired']])
    expect(codes({ subject: '  ' })).toEqual([['subject', 'subjectRequired']])
    expect(codes({ comment: 'a'.repeat(2001) })).toEqual([['comment', 'tooLong']])
    expect(historyDeleteSchema.safeParse({ reference: 'X', id: '3' }).success).toBe(false)
  })

  it('lets an admin add, change and delete a row of any listing, each with its audit row', async () => {
    const added = await saveHistoryRow(database.db, admin, { reference: other.reference }, row({}))
    expect(added.result).toBe('added')
    const id = 'id' in added ? added.id : 0
    const stored = async () =>
      (await historyOf(database.db, other.id)).find((history) => history.id === id)
    expect(await stored()).toMatchObject({
      id,
      type: 'visit',
      subject: 'Visit with the Peeters family',
      status: 'done',
      source: 'agency',
      feedKey: null,
    })

    const changed = await saveHistoryRow(
      database.db,
      admin,
      { reference: other.reference, id },
      row({ type: 'communication', subject: 'Call about the offer', source: 'Phone' }),
    )
    expect(changed).toEqual({ result: 'saved', id })
    expect(await stored()).toMatchObject({
      id,
      type: 'communication',
      subject: 'Call about the offer',
      source: 'Phone',
    })
    // A row of another listing is not reached through this one.
    expect(
      await saveHistoryRow(database.db, admin, { reference: own.reference, id }, row({})),
    ).toEqual({ result: 'not-found' })

    expect(await deleteHistoryRow(database.db, admin, { reference: other.reference, id })).toBe(
      'deleted',
    )
    expect((await historyOf(database.db, other.id)).filter((history) => history.id === id)).toEqual(
      [],
    )
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `property:${other.reference}`))
      .orderBy(auditLog.id)
    expect(audit).toMatchObject([
      {
        staffId: admin.id,
        action: 'history.add',
        after: { id, subject: 'Visit with the Peeters family' },
      },
      {
        action: 'history.edit',
        before: { subject: 'Visit with the Peeters family' },
        after: { subject: 'Call about the offer' },
      },
      { action: 'history.delete', before: { id, subject: 'Call about the offer' } },
    ])
  })

  it('lets an agent work on their own listings only, by list, by address and in the change', async () => {
    const listed = await listProperties(database.db, agent, propertyFiltersSchema.parse({}))
    expect(listed.total).toBeGreaterThan(0)
    expect(listed.rows.map((listing) => listing.reference)).toContain(own.reference)
    expect(listed.rows.map((listing) => listing.reference)).not.toContain(other.reference)
    const all = await listProperties(database.db, admin, propertyFiltersSchema.parse({}))
    expect(all.total).toBeGreaterThan(listed.total)

    expect(await findProperty(database.db, agent, own.reference)).toMatchObject({ id: own.id })
    expect(await findProperty(database.db, agent, other.reference)).toBeNull()

    const before = (await historyOf(database.db, other.id)).length
    expect(
      await saveHistoryRow(database.db, agent, { reference: other.reference }, row({})),
    ).toEqual({ result: 'not-found' })
    expect(await historyOf(database.db, other.id)).toHaveLength(before)
    const [foreign] = await historyOf(database.db, other.id)
    expect(
      await deleteHistoryRow(database.db, agent, { reference: other.reference, id: foreign!.id }),
    ).toBe('not-found')

    const added = await saveHistoryRow(database.db, agent, { reference: own.reference }, row({}))
    expect(added.result).toBe('added')
  })

  it('gives an agent linked to no listing agent no listings', async () => {
    const unlinked = { ...agent, id: admin.id }
    expect(
      (await listProperties(database.db, unlinked, propertyFiltersSchema.parse({}))).total,
    ).toBe(0)
  })
})

describe('imports screen', () => {
  const upload = (content: string, name = 'feed.json') =>
    readFeedUpload(new File([content], name, { type: 'application/json' }))

  it('refuses an upload that is missing, too large or not JSON', async () => {
    expect(await readFeedUpload(null)).toEqual({ error: 'fileRequired' })
    expect(await upload('')).toEqual({ error: 'fileRequired' })
    expect(await upload(' '.repeat(5 * 1024 * 1024 + 1))).toEqual({ error: 'tooLarge' })
    expect(await upload('{"mode": "partial",')).toEqual({ error: 'notJson' })
  })

  it('imports an uploaded feed with the import’s code, records the run and its report, and audits it', async () => {
    const [template] = await database.db
      .select({ typeId: properties.typeId })
      .from(properties)
      .limit(1)
    const record = {
      Reference: 'UP-1',
      Goal: 0,
      TypeID: template!.typeId,
      Zip: '1050',
      City: 'Ixelles',
      Title: { en: 'Uploaded listing' },
      Description: { en: 'From the back office.' },
      OwnerHistory: [
        { Key: 'k1', Date: '2026-11-20T10:00:00+01:00', Type: 'visit', Subject: 'First visit' },
      ],
    }
    const read = await upload(
      JSON.stringify({
        mode: 'partial',
        properties: [record, { ...record, Reference: 'UP-2', Zip: 'nope' }],
      }),
      'crm-export.json',
    )
    if ('error' in read) throw new Error(read.error)
    const runId = await importUpload(database.db, admin, read, localStore(tmpdir()))
    const run = await findRun(database.db, runId)
    expect(run).toMatchObject({
      origin: 'upload',
      fileName: 'crm-export.json',
      staffName: admin.name,
      status: 'done',
      created: 1,
      failed: 1,
      records: [
        {
          reference: 'UP-2',
          outcome: 'failed',
          errors: [
            {
              field: 'Zip',
              code: 'zipDigits',
              params: { country: '10' },
              text: 'Zip: must be four digits for CountryID 10',
            },
          ],
        },
        { reference: 'UP-1', outcome: 'created' },
      ],
    })
    expect((await listRuns(database.db))[0]!.id).toBe(runId)
    const [history] = await database.db
      .select({ subject: ownerHistory.subject })
      .from(ownerHistory)
      .innerJoin(properties, eq(properties.id, ownerHistory.propertyId))
      .where(eq(properties.reference, 'UP-1'))
    expect(history).toEqual({ subject: 'First visit' })
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `import:${runId}`))
    expect(audit).toMatchObject({
      staffId: admin.id,
      action: 'import.upload',
      after: { fileName: 'crm-export.json', mode: 'partial', failed: 1 },
    })
    expect(await database.db.select().from(importRuns)).toHaveLength(1)
  })

  it('says why each record was refused in the member’s language; an older run keeps its English lines', async () => {
    const [template] = await database.db
      .select({ typeId: properties.typeId })
      .from(properties)
      .limit(1)
    const record = {
      Reference: 'NL-1',
      Goal: 0,
      TypeID: template!.typeId,
      Zip: '1050',
      City: 'Ixelles',
      Title: { en: 'Listing' },
      Description: { en: 'Text.' },
    }
    const withoutCity = { ...record, City: undefined }
    const read = await upload(
      JSON.stringify({
        mode: 'partial',
        properties: [
          { ...record, Zip: 'nope', Price: -5 },
          { ...withoutCity, Reference: 'NL-2', EPCLabelText: 'Z' },
          { ...record, Reference: 'NL-3', TypeID: 999_999 },
          { ...record, Reference: 'NL-3' },
        ],
      }),
    )
    if ('error' in read) throw new Error(read.error)
    const run = (await findRun(
      database.db,
      await importUpload(database.db, admin, read, localStore(tmpdir())),
    ))!
    const lines = (locale: string) => {
      const t = createTranslator({
        locale,
        namespace: 'backOffice.imports',
        messages: JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')),
      }) as unknown as Parameters<typeof issueLine>[0]
      return run.records.flatMap((entry) => entry.errors.map((error) => issueLine(t, error)))
    }
    expect(lines('nl')).toEqual([
      { text: 'Price: moet minstens 0 zijn' },
      { text: 'Zip: moet uit vier cijfers bestaan voor CountryID 10' },
      { text: 'City: is verplicht' },
      { text: 'EPCLabelText: „Z” is geen EPC-label (A++, A+, A, A-, B+ … F-, G)' },
      { text: 'Reference: NL-3 komt meer dan eens voor in de feed (records #2, #3)' },
      { text: 'Reference: NL-3 komt meer dan eens voor in de feed (records #2, #3)' },
    ])
    expect(lines('fr')[2]).toEqual({ text: 'City : est obligatoire' })
    expect(lines('de')[1]).toEqual({ text: 'Zip: muss für CountryID 10 aus vier Ziffern bestehen' })
    expect(lines('en')[1]).toEqual({ text: 'Zip: must be four digits for CountryID 10' })
    // The command's English line is stored with each reason.
    expect(run.records[0]!.errors[0]).toMatchObject({ text: 'Price: must be at least 0 euros' })

    const t = createTranslator({
      locale: 'nl',
      namespace: 'backOffice.imports',
      messages: JSON.parse(readFileSync('messages/nl.json', 'utf8')),
    }) as unknown as Parameters<typeof issueLine>[0]
    expect(issueLine(t, 'Zip: must be four digits for CountryID 10')).toEqual({
      text: 'Zip: must be four digits for CountryID 10',
      lang: 'en',
    })
    const unknown = { field: 'Zip', code: 'newRule', text: 'Zip: a rule of a later version' }
    expect(issueLine(t, unknown)).toEqual({ text: unknown.text, lang: 'en' })

    // A feed refused as a whole, and a warning of a run: in Dutch too.
    const refused = await upload(JSON.stringify({ mode: 'sometimes', properties: [] }))
    if ('error' in refused) throw new Error(refused.error)
    const refusedRun = (await findRun(
      database.db,
      await importUpload(database.db, admin, refused, localStore(tmpdir())),
    ))!
    expect(refusedRun.status).toBe('refused')
    expect(refusedRun.reasons.map((reason) => issueLine(t, reason))).toEqual([
      { text: 'mode: moet een van deze waarden zijn: full, partial' },
    ])
    const warned = await upload(
      JSON.stringify({ mode: 'full', properties: [{ ...record, Reference: undefined }] }),
    )
    if ('error' in warned) throw new Error(warned.error)
    const warnedRun = (await findRun(
      database.db,
      await importUpload(database.db, admin, warned, localStore(tmpdir())),
    ))!
    expect(warnedRun.warnings.map((warning) => issueLine(t, warning))).toEqual([
      {
        text: 'Panden: er is niets offline gehaald: een ongeldig record heeft geen leesbare Reference.',
      },
    ])
  })
})

describe('dashboard', () => {
  const now = new Date()
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000)

  async function lead(values: Partial<typeof formSubmissions.$inferInsert> = {}) {
    const [created] = await database.db
      .insert(formSubmissions)
      .values({
        kind: 'info-request',
        locale: 'nl',
        email: 'lead@example.be',
        firstName: 'Dashboard',
        lastName: 'Test',
        data: {},
        antispam: 'altcha',
        createdAt: inDays(0.001),
        ...values,
      })
      .returning({ id: formSubmissions.id })
    return created!.id
  }

  async function booking(propertyId: number, startsAt: Date, status = 'confirmed') {
    const [slot] = await database.db
      .insert(appointmentSlots)
      .values({
        propertyId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 1_800_000),
        capacity: 2,
      })
      .returning({ id: appointmentSlots.id })
    const submissionId = await lead({ kind: 'appointment', status: 'done' })
    await database.db.insert(appointments).values({ slotId: slot!.id, submissionId, status })
  }

  it('counts what the member may see, and each figure follows the data the test adds', async () => {
    const [adminBefore, agentBefore] = await Promise.all([
      dashboardFigures(database.db, admin, now),
      dashboardFigures(database.db, agent, now),
    ])
    expect(agentBefore.failedMails).toBeNull()
    expect(adminBefore.failedMails).not.toBeNull()

    const unassigned = await lead()
    await lead({ assigneeId: admin.id })
    await lead({ assigneeId: agent.id, status: 'in-progress' })
    await booking(own.id, inDays(2))
    await booking(other.id, inDays(3))
    await booking(own.id, inDays(8))
    await booking(own.id, inDays(1), 'cancelled')
    const [ownBefore] = await database.db
      .select({ photos: properties.photos, epcLabel: properties.epcLabel })
      .from(properties)
      .where(eq(properties.id, own.id))
    await database.db
      .update(properties)
      .set({ photos: [], epcLabel: null })
      .where(eq(properties.id, own.id))
    await database.db.insert(outboxMessages).values({
      idempotencyKey: 'dashboard-test',
      kind: 'test',
      toAddress: 'x@example.be',
      subject: 'x',
      textBody: 'x',
      language: 'en',
      messageId: '<dashboard-test@example.be>',
      status: 'failed',
    })
    await database.db
      .insert(propertyViewsDaily)
      .values({ propertyId: own.id, day: sql`current_date`, views: 100_000 })
      .onConflictDoUpdate({
        target: [propertyViewsDaily.propertyId, propertyViewsDaily.day],
        set: { views: 100_000 },
      })

    const [adminAfter, agentAfter] = await Promise.all([
      dashboardFigures(database.db, admin, now),
      dashboardFigures(database.db, agent, now),
    ])
    // The admin sees both new leads; the agent the unassigned one, not the admin's.
    expect(adminAfter.leads.total).toBe(adminBefore.leads.total + 2)
    expect(agentAfter.leads.total).toBe(agentBefore.leads.total + 1)
    expect(agentAfter.leads.latest[0]!.id).toBe(unassigned)
    expect(adminAfter.leads.latest.length).toBeLessThanOrEqual(5)
    // Confirmed bookings within 7 days: the agent's on their own listing only.
    expect(adminAfter.bookings.total).toBe(adminBefore.bookings.total + 2)
    expect(agentAfter.bookings.total).toBe(agentBefore.bookings.total + 1)
    expect(agentAfter.bookings.next.map((next) => next.reference)).toContain(own.reference)
    expect(agentAfter.bookings.next.map((next) => next.reference)).not.toContain(other.reference)
    expect(adminAfter.failedMails).toBe(adminBefore.failedMails! + 1)
    // The agent's listing lost its photos and EPC label: counted for the agent and the admin.
    const photosGone = ownBefore!.photos.length > 0 ? 1 : 0
    const epcGone = ownBefore!.epcLabel !== null ? 1 : 0
    expect(agentAfter.missing).toEqual({
      photos: agentBefore.missing.photos + photosGone,
      epc: agentBefore.missing.epc + epcGone,
    })
    expect(adminAfter.missing).toEqual({
      photos: adminBefore.missing.photos + photosGone,
      epc: adminBefore.missing.epc + epcGone,
    })
    expect(agentAfter.missing.photos).toBeLessThanOrEqual(adminAfter.missing.photos)
    expect(adminAfter.viewed[0]).toMatchObject({ reference: own.reference })
    expect(agentAfter.viewed[0]).toMatchObject({ reference: own.reference })
    const agentListings = (
      await listProperties(database.db, agent, propertyFiltersSchema.parse({}))
    ).rows.map((listing) => listing.reference)
    for (const listing of agentAfter.viewed) expect(agentListings).toContain(listing.reference)
  })
})
