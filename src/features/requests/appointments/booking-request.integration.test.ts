import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ICAL from 'ical.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { siteDatabase } from '../../../../tests/support/site-database'
import { submitRequest } from '../../../../tests/support/submit-request'
import { webhookSettings, type OutboxAttachment } from '@/server/db/schema'
import { insertSlot } from './test-support'

const database = siteDatabase({ seed: true })
let dataDir: string
let bookingRequest: typeof import('./booking-request.server').bookingRequest

const origin = 'https://www.immohorizon.test'
const agencyAddress = 'info@immohorizon.be'

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'booking-'))
  // The e-mails' links use the configured public origin (no request headers in a test); the
  // calendar files go to this test's own data directory.
  process.env.PUBLIC_URL = origin
  process.env.DATA_DIR = dataDir
  ;({ bookingRequest } = await import('./booking-request.server'))
})

afterAll(async () => {
  delete process.env.PUBLIC_URL
  delete process.env.DATA_DIR
  await rm(dataDir, { recursive: true, force: true })
})

beforeEach(async () => {
  await database.pool.query(
    'truncate form_submissions, appointments, outbox_messages, webhook_settings, rate_limit_hits, altcha_redeemed cascade',
  )
})

async function rows<T extends Record<string, unknown>>(sql: string, values: unknown[] = []) {
  return (await database.pool.query<T>(sql, values)).rows
}

const book = (fields: Record<string, string>) =>
  submitRequest(bookingRequest, fields, '203.0.113.30')

const person = {
  title: 'ms',
  firstName: 'Chloé',
  lastName: 'Lambert',
  email: 'chloe@example.com',
  phone: '0475123456',
}

type Listing = { id: number; reference: string; city: string; street: string; agent: string }

/** A property on the market whose address is published, with its agent's address. */
async function property(offset = 0): Promise<Listing> {
  const [row] = await rows<Listing>(
    `select p.id, p.reference, p.city, p.street, a.email as agent
     from properties p join agents a on a.id = p.agent_id
     where p.published and p.status = 'available' and p.marquee is null and p.publish_address
     order by p.id offset $1 limit 1`,
    [offset],
  )
  return row!
}

/** A slot in a few days at a time no other test uses (slots are this file's own). */
let nextSlot = 0
function uniqueStart() {
  nextSlot++
  return new Date(Date.now() + (3 * 24 * 60 + nextSlot * 45) * 60_000)
}

type Mail = {
  to_address: string
  reply_to: string | null
  subject: string
  text_body: string
  language: string
  kind: string
  attachments: OutboxAttachment[]
}

const mails = () => rows<Mail>('select * from outbox_messages order by id')

/** The VEVENT of an .ics file the outbox points to. */
async function calendarEvent(attachment: OutboxAttachment) {
  const text = await readFile(path.join(dataDir, attachment.path), 'utf8')
  const calendar = new ICAL.Component(ICAL.parse(text))
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
}

describe('booking a visit slot', () => {
  it('books a property slot: confirmed appointment, one place taken, both e-mails with the .ics', async () => {
    const listing = await property()
    const startsAt = uniqueStart()
    const slotId = await insertSlot(
      database.db,
      { propertyId: listing.id },
      { startsAt, capacity: 3, booked: 1 },
    )
    const result = await book({
      ...person,
      locale: 'fr',
      propertyId: String(listing.id),
      slotId: String(slotId),
      remark: 'Nous viendrons à deux.',
    })
    expect(result).toMatchObject({ accepted: true, locale: 'fr' })

    const [submission] = await rows<{
      id: number
      kind: string
      property_id: number
      data: Record<string, unknown>
    }>('select * from form_submissions')
    expect(submission).toMatchObject({ kind: 'appointment', property_id: listing.id })
    expect(submission!.data).toMatchObject({ slotId, remark: 'Nous viendrons à deux.' })
    const appointments = await rows<{ slot_id: number; submission_id: number; status: string }>(
      'select * from appointments',
    )
    expect(appointments).toEqual([
      expect.objectContaining({
        slot_id: slotId,
        submission_id: submission!.id,
        status: 'confirmed',
      }),
    ])
    const [slot] = await rows<{ booked: number }>(
      'select booked from appointment_slots where id = $1',
      [slotId],
    )
    expect(slot!.booked).toBe(2)

    const sent = await mails()
    expect(sent.map((mail) => mail.to_address).sort()).toEqual(
      [agencyAddress, listing.agent, person.email].sort(),
    )
    const agency = sent.find((mail) => mail.to_address === agencyAddress)!
    const visitor = sent.find((mail) => mail.to_address === person.email)!
    expect(agency).toMatchObject({ kind: 'appointment', language: 'en', reply_to: person.email })
    expect(agency.subject).toBe('Appointment – Chloé Lambert')
    expect(agency.text_body).toContain(`Reference: ${listing.reference}`)
    expect(agency.text_body).toContain('Status: Confirmed')
    expect(agency.text_body).toContain('Your message: Nous viendrons à deux.')
    expect(agency.text_body).toContain('Phone: 0475 12 34 56 (0475123456)')
    expect(agency.text_body).toMatch(/Property page: https:\/\/www\.immohorizon\.test\/.+\//)
    expect(agency.text_body).toMatch(/Visit: .+ \(Belgian time\)/)
    expect(visitor).toMatchObject({ kind: 'appointment-confirmation', language: 'fr' })
    expect(visitor.subject).toBe('Rendez-vous – Immo Horizon')
    expect(visitor.text_body).toContain('Statut : Confirmé')
    // A booked visit is not a request "we will get back to you" about.
    expect(visitor.text_body).toContain('Votre visite est réservée : vous en trouverez le détail')
    expect(visitor.text_body).not.toContain('revenons vers vous')
    expect(visitor.text_body).toContain('L’invitation pour votre agenda est jointe à cet e-mail')

    // The visitor's calendar file in French; the agency's and the agent's in the agency's English.
    for (const mail of sent) {
      expect(mail.attachments).toHaveLength(1)
      expect(mail.attachments[0]).toMatchObject({
        filename: `${mail === visitor ? 'visite' : 'visit'}-${listing.reference}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      })
    }
    const agent = sent.find((mail) => mail.to_address === listing.agent)!
    expect(agent.attachments).toEqual(agency.attachments)
    const event = await calendarEvent(visitor.attachments[0]!)
    expect(event.startDate.toJSDate().getTime()).toBe(Math.floor(startsAt.getTime() / 1000) * 1000)
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
      30 * 60_000,
    )
    expect(event.summary).toMatch(new RegExp(`^Visite : .+\\(réf\\. ${listing.reference}\\)$`))
    expect(event.location).toContain(listing.city)
    expect(event.location).toContain(listing.street)
    const agencyEvent = await calendarEvent(agency.attachments[0]!)
    expect(agencyEvent.summary).toMatch(new RegExp(`^Visit: .+\\(ref\\. ${listing.reference}\\)$`))
    expect(agencyEvent.uid).toBe(event.uid)
    expect(agencyEvent.startDate.toJSDate()).toEqual(event.startDate.toJSDate())
  })

  it('queues the CRM webhooks request.accepted and booking.created with the booking', async () => {
    await database.db.insert(webhookSettings).values({
      url: 'https://crm.example.be/hooks',
      secret: 'whsec_booking_test_secret',
      events: ['request.accepted', 'booking.created'],
    })
    const listing = await property()
    const startsAt = uniqueStart()
    const slotId = await insertSlot(database.db, { propertyId: listing.id }, { startsAt })
    const result = await book({
      ...person,
      locale: 'de',
      propertyId: String(listing.id),
      slotId: String(slotId),
    })
    expect(result).toMatchObject({ accepted: true })
    const [appointment] = await rows<{ uid: string }>('select uid from appointments')
    const hooks = await rows<{ idempotency_key: string; text_body: string }>(
      `select idempotency_key, text_body from outbox_messages where channel = 'webhook' order by id`,
    )
    // The booking is queued by the form's store, the request right after it.
    expect(hooks.map((hook) => hook.idempotency_key)).toEqual([
      `booking.created:${appointment!.uid}`,
      expect.stringMatching(/^request\.accepted:[0-9a-f-]{36}$/),
    ])
    const booking = JSON.parse(hooks[0]!.text_body)
    expect(booking).toMatchObject({
      event: 'booking.created',
      data: {
        booking: {
          uid: appointment!.uid,
          status: 'confirmed',
          slot: { id: slotId, startsAt: startsAt.toISOString() },
        },
        request: {
          kind: 'appointment',
          language: 'de',
          person: { firstName: 'Chloé', email: person.email },
          property: { id: listing.id, reference: listing.reference },
          fields: { slotId },
        },
      },
    })
    expect(booking.data.request.id).toBe(hooks[1]!.idempotency_key.split(':')[1])
  })

  it('books a slot of a new-build project', async () => {
    const [project] = await rows<{ id: number; name: string }>(
      'select id, name from projects where published order by id limit 1',
    )
    const slotId = await insertSlot(
      database.db,
      { projectId: project!.id },
      { startsAt: uniqueStart() },
    )
    const result = await book({
      ...person,
      locale: 'nl',
      projectId: String(project!.id),
      slotId: String(slotId),
    })
    expect(result).toMatchObject({ accepted: true })
    const [submission] = await rows<{ project_id: number }>(
      'select project_id from form_submissions',
    )
    expect(submission!.project_id).toBe(project!.id)
    const visitor = (await mails()).find((mail) => mail.to_address === person.email)!
    expect(visitor.subject).toBe('Afspraak – Immo Horizon')
    expect(visitor.text_body).toContain(`Project: ${project!.name}`)
    expect(visitor.attachments).toHaveLength(1)
    expect(existsSync(path.join(dataDir, visitor.attachments[0]!.path))).toBe(true)
  })

  it('refuses a full slot with "appointments are full", keeps what was typed, stores nothing', async () => {
    const listing = await property()
    const slotId = await insertSlot(
      database.db,
      { propertyId: listing.id },
      { startsAt: uniqueStart(), capacity: 2, booked: 2 },
    )
    const result = await book({
      ...person,
      locale: 'en',
      propertyId: String(listing.id),
      slotId: String(slotId),
    })
    expect(result).toEqual({
      accepted: false,
      state: expect.objectContaining({
        status: 'refused',
        formError: 'full',
        values: expect.objectContaining({ firstName: 'Chloé', slotId: String(slotId) }),
      }),
    })
    expect(await rows('select 1 from form_submissions')).toHaveLength(0)
    expect(await rows('select 1 from appointments')).toHaveLength(0)
    expect(await mails()).toHaveLength(0)
    const [slot] = await rows<{ booked: number }>(
      'select booked from appointment_slots where id = $1',
      [slotId],
    )
    expect(slot!.booked).toBe(2)
  })

  it('gives the last place to the first visitor; the second is told the appointments are full', async () => {
    const listing = await property()
    const slotId = await insertSlot(
      database.db,
      { propertyId: listing.id },
      { startsAt: uniqueStart(), capacity: 1 },
    )
    const fields = {
      ...person,
      locale: 'en',
      propertyId: String(listing.id),
      slotId: String(slotId),
    }
    const [first, second] = await Promise.all([
      book(fields),
      book({ ...fields, email: 'second@example.com' }),
    ])
    const outcomes = [first, second].map((result) =>
      result.accepted ? 'booked' : result.state.formError,
    )
    expect(outcomes.sort()).toEqual(['booked', 'full'])
    expect(await rows('select 1 from form_submissions')).toHaveLength(1)
    expect(await rows('select 1 from appointments')).toHaveLength(1)
    const [slot] = await rows<{ booked: number }>(
      'select booked from appointment_slots where id = $1',
      [slotId],
    )
    expect(slot!.booked).toBe(1)
  })

  it('refuses a slot of another property, and one that has started, as the slot field', async () => {
    const listing = await property()
    const other = await property(1)
    const elsewhere = await insertSlot(
      database.db,
      { propertyId: other.id },
      { startsAt: uniqueStart() },
    )
    const started = await insertSlot(
      database.db,
      { propertyId: listing.id },
      { startsInMinutes: -10 },
    )
    for (const slotId of [elsewhere, started]) {
      const result = await book({
        ...person,
        locale: 'en',
        propertyId: String(listing.id),
        slotId: String(slotId),
      })
      expect(result).toMatchObject({
        accepted: false,
        state: { status: 'invalid', errors: { slotId: 'choice' } },
      })
    }
    expect(await rows('select 1 from form_submissions')).toHaveLength(0)
    expect(await mails()).toHaveLength(0)
  })

  it('refuses a sold property, whatever slot is posted', async () => {
    const [sold] = await rows<{ id: number }>(
      `select id from properties where published and status = 'sold' order by id limit 1`,
    )
    const slotId = await insertSlot(
      database.db,
      { propertyId: sold!.id },
      { startsAt: uniqueStart() },
    )
    const result = await book({
      ...person,
      locale: 'en',
      propertyId: String(sold!.id),
      slotId: String(slotId),
    })
    expect(result).toMatchObject({ accepted: false, state: { formError: 'unavailable' } })
    const [slot] = await rows<{ booked: number }>(
      'select booked from appointment_slots where id = $1',
      [slotId],
    )
    expect(slot!.booked).toBe(0)
  })
})
