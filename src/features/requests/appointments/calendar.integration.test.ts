import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink'
import { createTestDatabase } from '../../../../tests/support/test-database'
import type { Language } from '@/lib/i18n/languages'
import { appointments, outboxMessages, projects, properties } from '@/server/db/schema'
import { enqueueMail } from '@/server/mail/outbox'
import { createTransport } from '@/server/mail/transport'
import { startOutboxWorker } from '@/server/mail/worker'
import { bookSlot } from './book-slot.server'
import { writeAppointmentCalendar } from './calendar-attachment.server'
import { localStore } from '@/server/storage/local-store'
import { ghent, insertListings, insertSlot, insertSubmission, ixelles } from './test-support'
import type { Executor } from '@/server/db/types'

const organizer = { name: 'Immo Horizon', email: 'info@immohorizon.be' }
const log = pino({ level: 'silent' })
let database: Awaited<ReturnType<typeof createTestDatabase>>
let dataDir: string
let sink: SmtpSink

beforeAll(async () => {
  database = await createTestDatabase()
  await insertListings(database.db)
  dataDir = await mkdtemp(path.join(tmpdir(), 'appointments-'))
  sink = await startSmtpSink()
})
afterAll(async () => {
  await sink?.stop()
  await database?.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const year = new Date().getUTCFullYear() + 1
// 14:00 in Brussels on a winter day (UTC+1).
const winterVisit = new Date(`${year}-12-07T13:00:00Z`)

// The year moves with the clock (slots must lie ahead), so the weekday is looked up.
const weekday = {
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  de: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
}

type Target = { propertyId: number } | { projectId: number }

type Booking = { startsAt?: Date; url?: string; directory?: string }

/** Books a new slot and writes its calendar in the caller's transaction, as the booking form does. */
async function bookAndWrite(
  tx: Executor,
  target: Target,
  lang: Language,
  { startsAt = winterVisit, url, directory = dataDir }: Booking = {},
) {
  const slotId = await insertSlot(tx, target, { startsAt, capacity: 3 })
  const submissionId = await insertSubmission(tx, target, lang)
  const result = await bookSlot(tx, { slotId, submissionId })
  if (result.status !== 'booked') throw new Error(result.status)
  const attachment = await writeAppointmentCalendar(tx, {
    appointmentId: result.appointment.id,
    lang,
    organizer,
    url,
    store: localStore(directory),
  })
  return { appointment: result.appointment, attachment, submissionId }
}

/** The same in a transaction of its own that commits, with the file's text. */
async function bookWithCalendar(target: Target, lang: Language, booking: Booking = {}) {
  const booked = await database.db.transaction((tx) => bookAndWrite(tx, target, lang, booking))
  const text = await readFile(path.join(dataDir, booked.attachment.path), 'utf8')
  return { ...booked, text }
}

/** The content lines of an iCalendar text, unfolded (RFC 5545 §3.1). */
const unfold = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1)

function expectWellFormed(text: string) {
  expect(text.endsWith('\r\n')).toBe(true)
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  for (const line of text.split('\r\n')) {
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
  }
  const lines = unfold(text)
  const names = lines.map((line) => line.replace(/[:;].*$/, ''))
  expect(names[0]).toBe('BEGIN')
  expect(lines[0]).toBe('BEGIN:VCALENDAR')
  expect(lines.at(-1)).toBe('END:VCALENDAR')
  for (const required of ['VERSION', 'PRODID', 'METHOD', 'UID', 'DTSTAMP', 'DTSTART', 'DTEND']) {
    expect(
      names.filter((name) => name === required),
      required,
    ).toHaveLength(1)
  }
  expect(lines).toContain('VERSION:2.0')
  expect(lines).toContain('METHOD:PUBLISH')
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1)
  return lines
}

function parseEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const event = calendar.getFirstSubcomponent('vevent')!
  const value = (name: string) => event.getFirstPropertyValue(name)
  return { calendar, event, value }
}

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

describe('writeAppointmentCalendar', () => {
  it('writes a valid iCalendar event for a property visit, in French', async () => {
    const url = 'https://www.immohorizon.be/fr/a-vendre/ixelles/appartement/4521/'
    const { appointment, attachment, text } = await bookWithCalendar(
      { propertyId: ixelles.id! },
      'fr',
      { url },
    )
    expect(attachment).toEqual({
      filename: 'visite-4521.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      path: `attachments/appointments/${appointment.uid}-fr.ics`,
    })
    const lines = expectWellFormed(text)
    expect(lines).toContain(`UID:${appointment.uid}`)
    expect(lines).toContain(`DTSTART:${utc(winterVisit)}`)
    expect(lines).toContain(`DTEND:${utc(new Date(winterVisit.getTime() + 30 * 60_000))}`)
    expect(lines).toContain('STATUS:CONFIRMED')
    expect(lines).toContain('ORGANIZER;CN="Immo Horizon":mailto:info@immohorizon.be')
    // Commas, semicolons and line breaks in text values are escaped (RFC 5545 §3.3.11).
    const location = lines.find((line) => line.startsWith('LOCATION:'))
    expect(location).toBe(
      `LOCATION:${ixelles.street} ${ixelles.houseNumber} boîte ${ixelles.boxNr}\\, 1050 Ixelles`,
    )
    expect(lines.find((line) => line.startsWith('SUMMARY:'))).toBe(
      'SUMMARY:Visite : Appartement\\, Ixelles (réf. 4521)',
    )

    const { value, calendar } = parseEvent(text)
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Immo Horizon//Website//FR')
    const start = value('dtstart') as ICAL.Time
    expect(start.toJSDate()).toEqual(winterVisit)
    expect(start.zone?.tzid).toBe('UTC')
    expect(value('summary')).toBe('Visite : Appartement, Ixelles (réf. 4521)')
    expect(value('url')).toBe(url)
    expect(value('description')).toBe(
      [
        'Votre visite : Appartement lumineux de 1 chambre à Ixelles, référence 4521.',
        `Quand : ${weekday.fr[winterVisit.getUTCDay()]} 7 décembre ${year}, 14:00\u2009–\u200914:30 (heure belge)`,
        `Adresse : ${ixelles.street} ${ixelles.houseNumber} boîte ${ixelles.boxNr}, 1050 Ixelles`,
        `Détails : ${url}`,
        'Pour modifier ou annuler ce rendez-vous, contactez Immo Horizon : info@immohorizon.be.',
      ].join('\n'),
    )
  })

  it('escapes semicolons, folds long multi-byte lines and keeps summer time right, in German', async () => {
    await database.db
      .update(properties)
      .set({
        title: { de: 'Haus; Garten, Garage – schöne Lage mit Blick über die Äcker und Wälder' },
      })
      .where(eq(properties.id, ixelles.id!))
    // 10:00 in Brussels in July (UTC+2).
    const summer = new Date(`${year}-07-01T08:00:00Z`)
    const { text } = await bookWithCalendar({ propertyId: ixelles.id! }, 'de', { startsAt: summer })
    const lines = expectWellFormed(text)
    expect(text.split('\r\n').some((line) => line.startsWith(' '))).toBe(true)
    expect(lines.find((line) => line.startsWith('DESCRIPTION:'))).toContain(
      'Haus\\; Garten\\, Garage – schöne Lage',
    )
    const { value } = parseEvent(text)
    expect((value('dtstart') as ICAL.Time).toJSDate()).toEqual(summer)
    expect(value('description')).toContain(
      `Wann: ${weekday.de[summer.getUTCDay()]}, 1. Juli ${year}, 10:00–10:30 Uhr (belgische Zeit)`,
    )
    expect(value('description')).toContain(
      'Ihre Besichtigung: Haus; Garten, Garage – schöne Lage mit Blick über die Äcker und Wälder, Referenz 4521.',
    )
  })

  it('names the project and only its city when its address is not public, in Dutch', async () => {
    await database.db
      .update(projects)
      .set({ publicAddress: false })
      .where(eq(projects.id, ghent.id!))
    const { text } = await bookWithCalendar({ projectId: ghent.id! }, 'nl')
    expectWellFormed(text)
    const { value } = parseEvent(text)
    expect(value('summary')).toBe(`Bezoek: ${ghent.name}, Gent (ref. ${ghent.reference})`)
    expect(value('location')).toBe('Gent')
    expect(value('description')).toContain(
      'Immo Horizon bezorgt u het exacte adres vóór het bezoek.',
    )
    expect(value('description')).not.toContain(ghent.street!)
  })

  it('is attached to the confirmation e-mail and delivered with it', async () => {
    const { attachment, text, submissionId } = await bookWithCalendar(
      { propertyId: ixelles.id! },
      'en',
    )
    await database.db.transaction((tx) =>
      enqueueMail(
        tx,
        {
          idempotencyKey: `appointment:${submissionId}:visitor`,
          kind: 'appointment',
          to: 'jan.peeters@example.be',
          subject: 'Appointment',
          text: 'Your visit is booked.',
          attachments: [attachment],
          language: 'en',
        },
        'no-reply@immohorizon.be',
      ),
    )
    const transport = createTransport({ DATA_DIR: dataDir, SMTP_URL: sink.url }, log)
    const worker = startOutboxWorker({
      db: database.db,
      transport,
      log,
      from: 'no-reply@immohorizon.be',
      store: localStore(dataDir),
      pollMs: 20,
    })
    const [mail] = await sink.waitFor(1)
    await worker.stop()
    transport.close()
    expect(mail?.attachments).toHaveLength(1)
    expect(mail?.attachments[0]).toMatchObject({
      filename: 'visit-4521.ics',
      contentType: 'text/calendar',
    })
    expect(mail?.attachments[0]?.headers.get('content-type')).toMatchObject({
      params: { charset: 'utf-8', method: 'PUBLISH' },
    })
    expect(mail?.attachments[0]?.content.toString('utf8')).toBe(text)
  })

  it('leaves only an unreferenced file when the booking rolls back after writing it', async () => {
    const before = await database.db.select({ n: count() }).from(appointments)
    let written = ''
    await expect(
      database.db.transaction(async (tx) => {
        written = (await bookAndWrite(tx, { propertyId: ixelles.id! }, 'en')).attachment.path
        throw new Error('queueing the e-mail failed')
      }),
    ).rejects.toThrow('queueing the e-mail failed')
    expect(existsSync(path.join(dataDir, written))).toBe(true)
    const after = await database.db.select({ n: count() }).from(appointments)
    expect(after).toEqual(before)
    const queued = await database.db
      .select({ attachments: outboxMessages.attachments })
      .from(outboxMessages)
    expect(queued.flatMap((row) => row.attachments.map((file) => file.path))).not.toContain(written)
  })

  it('fails the booking, leaving no file, when the file cannot be written', async () => {
    const blocked = path.join(dataDir, 'not-a-directory')
    await writeFile(blocked, '')
    const before = await database.db.select({ n: count() }).from(appointments)
    await expect(
      database.db.transaction((tx) =>
        bookAndWrite(tx, { propertyId: ixelles.id! }, 'en', { directory: blocked }),
      ),
    ).rejects.toThrow(/ENOTDIR|EEXIST/)
    expect(await database.db.select({ n: count() }).from(appointments)).toEqual(before)
    const files = await readdir(path.join(dataDir, 'attachments', 'appointments'))
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([])
  })
})
