import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { ownerIds } from '@/server/seed/demo/ids'
import { seedDemo } from '@/server/seed/demo/seed-demo'
import {
  appointments,
  appointmentSlots,
  formSubmissions,
  ownerHistory,
  propertyViewsDaily,
} from '@/server/db/schema'
import { historyCsv } from './history-csv'
import { allHistoryRows, historyPage, parseHistoryQuery, visitorContact } from './history'
import { findOwnerProperty, listOwnerProperties, type OwnerProperty } from './owner-properties'
import { dailyFigures, viewCounters } from './statistics'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let property: OwnerProperty
let marcProperty: OwnerProperty

// A Wednesday in March (CET, UTC+1): the week began on Monday the 16th, the month on the 1st.
const today = '2026-03-18'

const submission = (values: Partial<typeof formSubmissions.$inferInsert>) => ({
  kind: 'info-request',
  locale: 'nl',
  email: 'visitor@example.be',
  phone: '0470 12 34 56',
  data: { remark: 'Is de tuin op het zuiden?' },
  antispam: 'altcha',
  ...values,
})

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDemo(database.db, new Date(`${today}T12:00:00Z`))
  const [first] = await listOwnerProperties(database.db, ownerIds.sophieClaes)
  const [marcs] = await listOwnerProperties(database.db, ownerIds.marcDubois)
  property = first!
  marcProperty = marcs!
  const db = database.db
  await db.delete(propertyViewsDaily).where(eq(propertyViewsDaily.propertyId, property.id))
  await db.delete(ownerHistory).where(eq(ownerHistory.propertyId, property.id))
  await db.insert(propertyViewsDaily).values(
    [
      ['2026-02-16', 40], // before the 30 days
      ['2026-02-28', 11],
      ['2026-03-01', 2],
      ['2026-03-15', 7], // Sunday: last week
      ['2026-03-16', 3],
      ['2026-03-18', 5],
    ].map(([day, views]) => ({ propertyId: property.id, day: String(day), views: Number(views) })),
  )
  await db.insert(ownerHistory).values([
    {
      propertyId: property.id,
      occurredAt: new Date('2026-03-02T09:00:00Z'),
      type: 'online_media',
      subject: 'Gepubliceerd op Immoweb',
      status: 'published',
      source: 'Immoweb',
    },
    {
      propertyId: property.id,
      occurredAt: new Date('2026-03-10T14:00:00Z'),
      type: 'communication',
      contact: 'Bart D.',
      subject: 'Vraag om informatie',
      comment: 'Telefonisch',
      status: 'answered',
      source: 'agency',
    },
    {
      propertyId: property.id,
      occurredAt: new Date('2026-03-12T10:00:00Z'),
      type: 'visit',
      contact: 'Ines M.',
      subject: 'Bezoek',
      status: 'done',
      source: 'agency',
    },
  ])
  // Just after midnight in Brussels on the 18th, still the 17th in UTC.
  await db.insert(formSubmissions).values([
    submission({
      propertyId: property.id,
      firstName: 'Émilie',
      lastName: 'van Damme',
      createdAt: new Date('2026-03-17T23:30:00Z'),
    }),
    submission({
      propertyId: marcProperty.id,
      firstName: 'Pierre',
      lastName: 'Lambert',
      createdAt: new Date('2026-03-17T10:00:00Z'),
    }),
  ])
  const [slot] = await db
    .insert(appointmentSlots)
    .values({
      propertyId: property.id,
      startsAt: new Date('2026-03-20T09:00:00Z'),
      endsAt: new Date('2026-03-20T09:30:00Z'),
      capacity: 2,
      booked: 1,
    })
    .returning()
  const [booking] = await db
    .insert(formSubmissions)
    .values(
      submission({
        kind: 'appointment',
        firstName: 'Jan',
        lastName: 'Peeters',
        email: 'jan.peeters@example.be',
        createdAt: new Date('2026-03-16T08:00:00Z'),
      }),
    )
    .returning()
  await db.insert(appointments).values({ slotId: slot!.id, submissionId: booking!.id })
})

afterAll(async () => {
  await database.drop()
})

describe('scoping by owner', () => {
  it('lists only the owner’s own properties', async () => {
    const sophies = await listOwnerProperties(database.db, ownerIds.sophieClaes)
    const marcs = await listOwnerProperties(database.db, ownerIds.marcDubois)
    expect(sophies.length).toBeGreaterThan(0)
    expect(marcs.length).toBeGreaterThan(0)
    const theirs = new Set(marcs.map((p) => p.reference))
    expect(sophies.some((p) => theirs.has(p.reference))).toBe(false)
  })

  it('finds a property by reference only for its owner', async () => {
    expect(
      await findOwnerProperty(database.db, ownerIds.sophieClaes, marcProperty.reference),
    ).toBeNull()
    expect(await findOwnerProperty(database.db, ownerIds.sophieClaes, 'no-such-ref')).toBeNull()
    expect(
      (await findOwnerProperty(database.db, ownerIds.marcDubois, marcProperty.reference))?.id,
    ).toBe(marcProperty.id)
  })
})

describe('statistics', () => {
  it('counts views today, this week from Monday, this month and in total', async () => {
    expect(await viewCounters(database.db, property.id, today)).toEqual({
      today: 5,
      week: 8,
      month: 17,
      total: 68,
    })
  })

  it('gives 30 Brussels days of views and requests, every day present', async () => {
    const days = await dailyFigures(database.db, property.id, today)
    expect(days).toHaveLength(30)
    expect(days[0]?.day).toBe('2026-02-17')
    expect(days.at(-1)).toEqual({ day: '2026-03-18', views: 5, requests: 1 })
    const byDay = Object.fromEntries(days.map((d) => [d.day, d]))
    expect(byDay['2026-02-28']).toEqual({ day: '2026-02-28', views: 11, requests: 0 })
    // The imported communication and the online booking count as requests; the visit does not.
    expect(byDay['2026-03-10']?.requests).toBe(1)
    expect(byDay['2026-03-16']).toEqual({ day: '2026-03-16', views: 3, requests: 1 })
    expect(byDay['2026-03-12']?.requests).toBe(0)
    expect(days.reduce((sum, d) => sum + d.views, 0)).toBe(28)
  })
})

describe('history', () => {
  it('merges imported rows, site requests and booked visits, newest first', async () => {
    const page = await historyPage(database.db, property.id, { filter: null, page: 1 })
    expect(page.total).toBe(5)
    expect(
      page.rows.map((row) => [row.type, row.contact, row.subject ?? row.requestKind, row.status]),
    ).toEqual([
      ['visit', 'Jan P.', 'appointment', 'confirmed'],
      ['communication', 'Émilie V.', 'info-request', 'received'],
      ['visit', 'Ines M.', 'Bezoek', 'done'],
      ['communication', 'Bart D.', 'Vraag om informatie', 'answered'],
      ['online_media', null, 'Gepubliceerd op Immoweb', 'published'],
    ])
  })

  it('shows visitors as first name and initial only', async () => {
    const rows = await allHistoryRows(database.db, property.id)
    const text = JSON.stringify(rows)
    for (const personal of ['Peeters', 'van Damme', 'example.be', '0470', 'zuiden']) {
      expect(text).not.toContain(personal)
    }
    expect(visitorContact('Jan', 'peeters')).toBe('Jan P.')
    expect(visitorContact('  ', '')).toBeNull()
    expect(visitorContact('Chloé', null)).toBe('Chloé')
  })

  it('filters by type', async () => {
    const visits = await historyPage(database.db, property.id, { filter: 'visits', page: 1 })
    expect(visits.rows.map((row) => row.type)).toEqual(['visit', 'visit'])
    const media = await historyPage(database.db, property.id, { filter: 'online-media', page: 1 })
    expect(media.total).toBe(1)
    const talks = await historyPage(database.db, property.id, { filter: 'communications', page: 1 })
    expect(talks.rows.map((row) => row.contact)).toEqual(['Émilie V.', 'Bart D.'])
  })

  it('pages by 20, and a page past the end is the last one', async () => {
    await database.db.insert(ownerHistory).values(
      Array.from({ length: 20 }, (_, i) => ({
        propertyId: property.id,
        occurredAt: new Date(Date.UTC(2026, 0, 1 + i)),
        type: 'online_media',
        subject: `Update ${i}`,
        status: 'updated',
        source: 'Zimmo',
      })),
    )
    const first = await historyPage(database.db, property.id, { filter: null, page: 1 })
    expect([first.total, first.pages, first.rows.length]).toEqual([25, 2, 20])
    const last = await historyPage(database.db, property.id, { filter: null, page: 9 })
    expect(last.page).toBe(2)
    expect(last.rows.map((row) => row.subject)).toEqual([
      'Update 4',
      'Update 3',
      'Update 2',
      'Update 1',
      'Update 0',
    ])
    expect(parseHistoryQuery({ type: 'visits', page: '2' })).toEqual({ filter: 'visits', page: 2 })
    expect(parseHistoryQuery({ type: 'drop table', page: '-1' })).toEqual({ filter: null, page: 1 })
  })

  it('downloads as CSV that a spreadsheet cannot run', async () => {
    const csv = historyCsv(
      [
        {
          key: 'h1',
          at: new Date('2026-03-10T14:00:00Z'),
          type: 'communication',
          contact: 'Bart D.',
          subject: '=HYPERLINK("http://evil")',
          requestKind: null,
          comment: 'Said "yes"',
          status: 'answered',
          source: 'agency',
        },
      ],
      {
        headers: ['Date', 'Type', 'Contact', 'Subject', 'Comment', 'Status', 'Source'],
        date: (at) => at.toISOString(),
        type: (row) => row.type,
        subject: (row) => row.subject ?? '',
        status: (row) => row.status ?? '',
        source: (row) => row.source,
      },
    )
    expect(csv).toBe(
      '\uFEFF"Date","Type","Contact","Subject","Comment","Status","Source"\r\n' +
        '"2026-03-10T14:00:00.000Z","communication","Bart D.","\'=HYPERLINK(""http://evil"")","Said ""yes""","answered","agency"\r\n',
    )
  })
})
