import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { siteDatabase } from '../../../tests/support/site-database'
import { submitRequest } from '../../../tests/support/submit-request'
import { staff, webhookSettings, type OutboxAttachment } from '@/server/db/schema'
import { getSiteConfig } from '@/server/site-config/site-config.server'
import type { SiteConfig } from '@/lib/site-config/site-config-schema'
import type { StaffMember } from './auth/staff-member'

const database = siteDatabase({ seed: true })
// The leads export words its columns with the catalogues, as the route does.
vi.mock('next-intl/server', () => import('../../../tests/support/next-intl-server'))

let dataDir: string
let admin: StaffMember
let agent: StaffMember
let config: SiteConfig
let own: number
let others: number
let slotsModule: typeof import('./slots/slot-changes')
let queries: typeof import('./slots/slot-queries')
let schemaModule: typeof import('./slots/slot-schema')
let bookingRequest: typeof import('@/features/requests/appointments/booking-request.server').bookingRequest
let cancelVisitByLink: typeof import('@/features/requests/server').cancelVisitByLink

const origin = 'https://www.immohorizon.test'

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'slots-'))
  process.env.PUBLIC_URL = origin
  process.env.DATA_DIR = dataDir
  slotsModule = await import('./slots/slot-changes')
  queries = await import('./slots/slot-queries')
  schemaModule = await import('./slots/slot-schema')
  ;({ bookingRequest } = await import('@/features/requests/appointments/booking-request.server'))
  ;({ cancelVisitByLink } = await import('@/features/requests/server'))
  const member = async (email: string, role: 'admin' | 'agent') => {
    const [row] = await database.db.select().from(staff).where(eq(staff.email, email))
    return { ...row!, role, locale: row!.locale as 'en', sessionId: 'test' }
  }
  admin = await member('admin@example.be', 'admin')
  agent = await member('camille.lambert@immohorizon.be', 'agent')
  const [mine] = await rows<{ id: number }>(
    `select p.id from properties p join staff s on s.agent_id = p.agent_id
     where s.email = 'camille.lambert@immohorizon.be' and p.published and p.status = 'available'
       and p.marquee is null order by p.id limit 1`,
  )
  const [theirs] = await rows<{ id: number }>(
    `select p.id from properties p
     where p.agent_id <> (select agent_id from staff where email = 'camille.lambert@immohorizon.be')
       and p.published and p.status = 'available' and p.marquee is null order by p.id limit 1`,
  )
  own = mine!.id
  others = theirs!.id
  config = await getSiteConfig()
})

afterAll(async () => {
  delete process.env.PUBLIC_URL
  delete process.env.DATA_DIR
  await rm(dataDir, { recursive: true, force: true })
})

async function rows<T extends Record<string, unknown>>(sql: string, values: unknown[] = []) {
  return (await database.pool.query<T>(sql, values)).rows
}

const form = (values: Record<string, string>) =>
  schemaModule.slotFormSchema.parse({
    length: '30',
    capacity: '2',
    repeat: 'none',
    ...values,
  })

/**
 * A day `days` from today on Belgian clocks, as the form's date field sends it. The tests use days
 * past the demo's three weeks of seeded slots (seed/demo/appointment-slots.ts), which would clash
 * with theirs on some weekdays.
 */
function dayFromNow(days: number) {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Europe/Brussels',
  })
}

async function book(slotId: number, propertyId: number, locale: string, email: string) {
  const result = await submitRequest(
    bookingRequest,
    {
      title: 'ms',
      firstName: 'Chloé',
      lastName: 'Lambert',
      email,
      phone: '0475123456',
      locale,
      propertyId: String(propertyId),
      slotId: String(slotId),
      remark: '',
    },
    '203.0.113.40',
  )
  expect(result).toMatchObject({ accepted: true })
  const [appointment] = await rows<{ id: number; uid: string }>(
    'select id, uid from appointments where slot_id = $1 order by id desc limit 1',
    [slotId],
  )
  return appointment!
}

async function calendar(attachment: OutboxAttachment) {
  const text = await readFile(path.join(dataDir, attachment.path), 'utf8')
  const component = new ICAL.Component(ICAL.parse(text))
  const event = component.getFirstSubcomponent('vevent')!
  return {
    method: component.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
  }
}

type Mail = {
  to_address: string
  subject: string
  text_body: string
  language: string
  kind: string
  idempotency_key: string
  attachments: OutboxAttachment[]
}
const mailsTo = (address: string) =>
  rows<Mail>('select * from outbox_messages where to_address = $1 order by id', [address])

describe('creating visit slots', () => {
  it('creates a weekly series across the end of summer time at the same Belgian hour', async () => {
    // 2027's summer time ends on 31 October: 10:00 is 08:00 UTC before, 09:00 UTC after.
    const result = await slotsModule.createSlots(
      database.db,
      admin,
      { kind: 'property', id: own },
      form({ day: '2027-10-17', time: '10:00', repeat: 'weekly', count: '4', openHouse: 'yes' }),
    )
    expect(result.status).toBe('created')
    const created = await rows<{ starts_at: Date; ends_at: Date; open_house: boolean }>(
      'select starts_at, ends_at, open_house from appointment_slots where id = any($1) order by starts_at',
      [(result as { ids: number[] }).ids],
    )
    expect(created.map((row) => row.starts_at.toISOString())).toEqual([
      '2027-10-17T08:00:00.000Z',
      '2027-10-24T08:00:00.000Z',
      '2027-10-31T09:00:00.000Z',
      '2027-11-07T09:00:00.000Z',
    ])
    expect(created.every((row) => row.open_house)).toBe(true)
    expect(created[0]!.ends_at.getTime() - created[0]!.starts_at.getTime()).toBe(30 * 60_000)
    const [audit] = await rows<{ action: string; staff_id: number }>(
      `select action, staff_id from audit_log where subject = $1 order by id desc limit 1`,
      [`property:${own}`],
    )
    expect(audit).toEqual({ action: 'slots.create', staff_id: admin.id })
  })

  it('creates a daily series until a day, and refuses a time the clocks skip', async () => {
    const daily = await slotsModule.createSlots(
      database.db,
      admin,
      { kind: 'property', id: own },
      form({ day: '2027-03-26', time: '02:30', repeat: 'daily', until: '2027-03-30' }),
    )
    // 28 March 2027, 02:30 does not exist in Brussels.
    expect(daily).toEqual({ status: 'refused', field: 'time', error: 'timeSkipped' })
    const fine = await slotsModule.createSlots(
      database.db,
      admin,
      { kind: 'property', id: own },
      form({ day: '2027-03-26', time: '11:00', repeat: 'daily', until: '2027-03-29' }),
    )
    expect((fine as { ids: number[] }).ids).toHaveLength(4)
  })

  it('refuses overlapping and past slots with the field to mark, and writes nothing', async () => {
    const key = { kind: 'property' as const, id: own }
    const first = await slotsModule.createSlots(
      database.db,
      admin,
      key,
      form({ day: '2027-12-06', time: '14:00', length: '60' }),
    )
    expect(first.status).toBe('created')
    const before = await rows('select id from appointment_slots')
    const overlap = await slotsModule.createSlots(
      database.db,
      admin,
      key,
      form({ day: '2027-11-29', time: '14:30', repeat: 'weekly', count: '3' }),
    )
    expect(overlap).toMatchObject({ status: 'refused', field: 'time', error: 'overlap' })
    expect((overlap as { conflict: Date }).conflict.toISOString()).toBe('2027-12-06T13:00:00.000Z')
    const past = await slotsModule.createSlots(
      database.db,
      admin,
      key,
      form({ day: '2025-01-06', time: '10:00' }),
    )
    expect(past).toEqual({ status: 'refused', field: 'day', error: 'past' })
    expect(await rows('select id from appointment_slots')).toHaveLength(before.length)
    // Back to back is no overlap.
    const next = await slotsModule.createSlots(
      database.db,
      admin,
      key,
      form({ day: '2027-12-06', time: '15:00' }),
    )
    expect(next.status).toBe('created')
  })

  it('checks the form: an end for a series, not both ends, limits', () => {
    const issues = (values: Record<string, string>) =>
      schemaModule.slotFormSchema
        .safeParse({ length: '30', capacity: '1', ...values })
        .error?.issues.map((issue) => [issue.path[0], issue.message])
    expect(issues({ day: '2027-01-01', time: '10:00', repeat: 'weekly' })).toEqual([
      ['until', 'endRequired'],
    ])
    expect(
      issues({
        day: '2027-01-01',
        time: '10:00',
        repeat: 'daily',
        until: '2027-01-05',
        count: '3',
      }),
    ).toEqual([['count', 'untilOrCount']])
    expect(issues({ day: '2027-02-30', time: '25:00', capacity: '0' })).toEqual([
      ['day', 'dayInvalid'],
      ['time', 'timeInvalid'],
      ['capacity', 'capacityInvalid'],
    ])
  })
})

describe("an agent and another agent's listing", () => {
  it('lists, opens and changes only the listings of the agent it is linked to', async () => {
    const listed = await queries.searchListings(database.db, agent, '')
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.some((row) => row.kind === 'property' && row.id === own)).toBe(true)
    expect(listed.some((row) => row.kind === 'property' && row.id === others)).toBe(false)
    expect(
      await queries.findManagedListing(database.db, agent, { kind: 'property', id: others }),
    ).toBeNull()
    const refused = await slotsModule.createSlots(
      database.db,
      agent,
      { kind: 'property', id: others },
      form({ day: dayFromNow(40), time: '10:00' }),
    )
    expect(refused).toEqual({ status: 'not-found' })
    const created = await slotsModule.createSlots(
      database.db,
      admin,
      { kind: 'property', id: others },
      form({ day: dayFromNow(40), time: '10:00' }),
    )
    const slot = (created as { ids: number[] }).ids[0]!
    // The slot's id is right, the listing posted with it is not the agent's: nothing happens.
    expect(
      await slotsModule.cancelSlot(
        database.db,
        agent,
        { kind: 'property', id: others },
        slot,
        config,
      ),
    ).toBe('not-found')
    // Nor with the agent's own listing named beside another listing's slot.
    expect(
      await slotsModule.cancelSlot(database.db, agent, { kind: 'property', id: own }, slot, config),
    ).toBe('not-found')
    const [row] = await rows<{ cancelled_at: Date | null }>(
      'select cancelled_at from appointment_slots where id = $1',
      [slot],
    )
    expect(row!.cancelled_at).toBeNull()
  })
})

describe('the listings the slots screen offers', () => {
  it('counts each listing’s own upcoming slots', async () => {
    const { rows } = await database.pool.query<{ property: number; n: number }>(
      `select property_id as property, count(*)::int as n from appointment_slots
        where property_id is not null and starts_at > now() and cancelled_at is null
        group by property_id`,
    )
    const expected = new Map(rows.map((row) => [row.property, row.n]))
    expect(expected.size).toBeGreaterThan(0)
    const listed = await queries.searchListings(database.db, admin, '')
    for (const row of listed.filter((listing) => listing.kind === 'property')) {
      expect([row.reference, row.upcoming]).toEqual([row.reference, expected.get(row.id) ?? 0])
    }
    expect(listed.some((row) => row.upcoming > 1)).toBe(true)
  })
})

describe('cancelling', () => {
  it('cancels a slot: every visitor gets a CANCEL of the same UID, the places and the slot are gone', async () => {
    const key = { kind: 'property' as const, id: own }
    const created = await slotsModule.createSlots(
      database.db,
      agent,
      key,
      form({ day: dayFromNow(30), time: '16:00', capacity: '3' }),
    )
    const slot = (created as { ids: number[] }).ids[0]!
    const french = await book(slot, own, 'fr', 'visite.fr@example.com')
    const dutch = await book(slot, own, 'nl', 'bezoek.nl@example.com')
    const [confirmation] = await mailsTo('visite.fr@example.com')
    expect(confirmation!.text_body).toContain(`${origin}/fr/visite/annuler/?token=`)
    const published = await calendar(confirmation!.attachments[0]!)
    expect(published).toMatchObject({ method: 'PUBLISH', uid: french.uid, sequence: 0 })

    expect(await slotsModule.cancelSlot(database.db, agent, key, slot, config)).toBe('cancelled')
    const [, cancelFr] = await mailsTo('visite.fr@example.com')
    const [, cancelNl] = await mailsTo('bezoek.nl@example.com')
    expect(cancelFr).toMatchObject({ kind: 'appointment-cancellation', language: 'fr' })
    expect(cancelFr!.subject).toBe('Votre visite est annulée – Immo Horizon')
    expect(cancelNl!.subject).toBe('Uw bezoek is geannuleerd – Immo Horizon')
    expect(cancelFr!.attachments[0]!.contentType).toBe(
      'text/calendar; charset=utf-8; method=CANCEL',
    )
    expect(await calendar(cancelFr!.attachments[0]!)).toEqual({
      method: 'CANCEL',
      uid: french.uid,
      sequence: 1,
      status: 'CANCELLED',
    })
    expect((await calendar(cancelNl!.attachments[0]!)).uid).toBe(dutch.uid)
    const [state] = await rows<{ booked: number; cancelled_at: Date | null }>(
      'select booked, cancelled_at from appointment_slots where id = $1',
      [slot],
    )
    expect(state!.booked).toBe(0)
    expect(state!.cancelled_at).not.toBeNull()
    expect(await rows('select status from appointments where slot_id = $1', [slot])).toEqual([
      { status: 'cancelled' },
      { status: 'cancelled' },
    ])
    expect(await queries.upcomingSlots(database.db, key)).not.toContainEqual(
      expect.objectContaining({ id: slot }),
    )
    const [audit] = await rows<{ action: string; staff_id: number }>(
      'select action, staff_id from audit_log where subject = $1',
      [`slot:${slot}`],
    )
    expect(audit).toEqual({ action: 'slot.cancel', staff_id: agent.id })
  })

  it('cancels one booking: its place is free again, the other booking stays', async () => {
    const key = { kind: 'property' as const, id: own }
    const created = await slotsModule.createSlots(
      database.db,
      admin,
      key,
      form({ day: dayFromNow(31), time: '09:00', capacity: '2' }),
    )
    const slot = (created as { ids: number[] }).ids[0]!
    const first = await book(slot, own, 'de', 'erster@example.com')
    await book(slot, own, 'en', 'second@example.com')
    expect(await slotsModule.cancelBooking(database.db, admin, key, first.id, config)).toBe(
      'cancelled',
    )
    expect(await slotsModule.cancelBooking(database.db, admin, key, first.id, config)).toBe(
      'already-cancelled',
    )
    const [, cancellation] = await mailsTo('erster@example.com')
    expect(cancellation!.subject).toBe('Ihre Besichtigung ist abgesagt – Immo Horizon')
    expect(await mailsTo('second@example.com')).toHaveLength(1)
    const [listed] = (await queries.upcomingSlots(database.db, key)).filter(
      (row) => row.id === slot,
    )
    expect(listed).toMatchObject({ booked: 1, capacity: 2 })
    expect(listed!.bookings.map((booking) => booking.email)).toEqual(['second@example.com'])
  })

  it('exports a booking lead with the visit’s day and time, not the slot’s number', async () => {
    const key = { kind: 'property' as const, id: own }
    const created = await slotsModule.createSlots(
      database.db,
      admin,
      key,
      form({ day: dayFromNow(36), time: '11:30' }),
    )
    const slot = (created as { ids: number[] }).ids[0]!
    await book(slot, own, 'fr', 'export.visit@example.com')
    const { listLeads } = await import('./leads/lead-queries')
    const { leadsCsv } = await import('./leads/leads-csv')
    const { leadFiltersSchema } = await import('./leads/lead-schema')
    const { rows } = await listLeads(
      database.db,
      admin,
      leadFiltersSchema.parse({ q: 'export.visit@example.com' }),
    )
    expect(rows).toHaveLength(1)
    const csv = await leadsCsv('en', rows)
    expect(csv).toMatch(/Visit: \d{1,2} \w+ \d{4}/)
    expect(csv).toContain('11:30')
    expect(csv).not.toContain('slotId')
  })

  it("cancels by the visitor's link once: CANCEL mail, agency notice, and the place is free", async () => {
    const key = { kind: 'property' as const, id: own }
    const created = await slotsModule.createSlots(
      database.db,
      admin,
      key,
      form({ day: dayFromNow(32), time: '13:00', capacity: '1' }),
    )
    const slot = (created as { ids: number[] }).ids[0]!
    const booking = await book(slot, own, 'en', 'own.link@example.com')
    const [confirmation] = await mailsTo('own.link@example.com')
    const link = /https:\/\/\S+\/visit\/cancel\/\?token=(\S+)/.exec(confirmation!.text_body)
    expect(link).not.toBeNull()
    const token = decodeURIComponent(link![1]!)
    expect(await cancelVisitByLink(database.db, `${token}x`, config)).toBe('invalid')
    expect(await cancelVisitByLink(database.db, token, config)).toBe('cancelled')
    expect(await cancelVisitByLink(database.db, token, config)).toBe('already-cancelled')
    const [, cancellation] = await mailsTo('own.link@example.com')
    expect(cancellation!.text_body).toContain('As you asked, your visit')
    expect((await calendar(cancellation!.attachments[0]!)).uid).toBe(booking.uid)
    const notices = await rows<Mail>(
      `select * from outbox_messages where idempotency_key like $1 order by id`,
      [`appointment-cancel:${booking.uid}:agency%`],
    )
    expect(notices[0]).toMatchObject({ to_address: config.agency.email, language: 'en' })
    expect(notices[0]!.text_body).toContain('own.link@example.com')
    const [state] = await rows<{ booked: number }>(
      'select booked from appointment_slots where id = $1',
      [slot],
    )
    expect(state!.booked).toBe(0)
    // The freed place can be booked again.
    await book(slot, own, 'en', 'next.visitor@example.com')
  })

  it('tells the CRM of a cancellation once, with who cancelled, in the cancelling transaction', async () => {
    await database.db.insert(webhookSettings).values({
      url: 'https://crm.example.be/hooks',
      secret: 'a-secret-of-the-agency-crm-0123456789',
      events: ['booking.cancelled'],
      enabled: true,
    })
    const key = { kind: 'property' as const, id: own }
    const created = await slotsModule.createSlots(
      database.db,
      admin,
      key,
      form({ day: dayFromNow(33), time: '15:00', capacity: '1' }),
    )
    const slot = (created as { ids: number[] }).ids[0]!
    const booking = await book(slot, own, 'fr', 'crm.cancel@example.com')
    expect(await slotsModule.cancelBooking(database.db, admin, key, booking.id, config)).toBe(
      'cancelled',
    )
    expect(await slotsModule.cancelBooking(database.db, admin, key, booking.id, config)).toBe(
      'already-cancelled',
    )
    const hooks = await rows<Mail & { channel: string }>(
      `select * from outbox_messages where channel = 'webhook' and subject = 'booking.cancelled'`,
    )
    expect(hooks).toHaveLength(1)
    const body = JSON.parse(hooks[0]!.text_body) as {
      data: { booking: { uid: string; cancelledBy: string; status: string } }
    }
    expect(body.data.booking).toMatchObject({
      uid: booking.uid,
      cancelledBy: 'agency',
      status: 'cancelled',
    })
  })
})
