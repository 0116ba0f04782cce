import type { Page } from '@playwright/test'
import ICAL from 'ical.js'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { type SunkMail, mailsTo, uniqueAddress } from './mail-sink'
import { fillPerson } from './person'
import { proofOfWork } from './submissions'
import { admin, camille, staffLogIn } from './staff-login'

// Each test creates a slot, books it on the public page (proof of work) and waits for e-mails.
test.describe.configure({ timeout: 120_000 })

type Listing = { id: number; reference: string; city: string }

/**
 * A property on the market, of Camille's (`own`) or of another agent, no owner's, without slots
 * in the next 60 days (the booking spec uses days 40 to 43; these tests days 61 and later).
 */
async function listing(own: boolean, index = 0): Promise<Listing> {
  const [row] = await query<Listing>(
    `select p.id, p.reference, p.city from properties p
     where p.published and p.goal = 0 and p.status = 'available' and p.marquee is null
       and p.publish_address and p.street is not null
       and (p.agent_id = (select agent_id from staff where email = $1)) = $2
       and not exists (select 1 from owner_properties o where o.property_id = p.id)
       and not exists (select 1 from appointment_slots s
                       where s.property_id = p.id and s.starts_at < now() + interval '60 days')
     order by p.id offset $3 limit 1`,
    [camille.email, own, index],
  )
  if (!row) throw new Error('no property for this test')
  return row
}

/** The day `days` from now on Belgian clocks, as a date field takes it. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Europe/Brussels',
  })

type Slot = { id: number; startsAt: Date; endsAt: Date }

async function newestSlot(propertyId: number): Promise<Slot> {
  const [row] = await query<{ id: number; starts_at: Date; ends_at: Date }>(
    `select id, starts_at, ends_at from appointment_slots
     where property_id = $1 and cancelled_at is null order by id desc limit 1`,
    [propertyId],
  )
  return { id: row!.id, startsAt: row!.starts_at, endsAt: row!.ends_at }
}

const timeZone = 'Europe/Brussels'
const dayHeading = (slot: Slot, lang: string) =>
  new Intl.DateTimeFormat(`${lang}-BE`, { dateStyle: 'full', timeZone }).format(slot.startsAt)
const timeRange = (slot: Slot, lang: string) =>
  new Intl.DateTimeFormat(`${lang}-BE`, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).formatRange(slot.startsAt, slot.endsAt)

/** A visit's day and time range as the back office writes it in English. */
const visitWhen = (slot: Slot) =>
  new Intl.DateTimeFormat('en-BE', { dateStyle: 'full', timeStyle: 'short', timeZone }).formatRange(
    slot.startsAt,
    slot.endsAt,
  )

/** The calendar of a mail's .ics: its METHOD and the event's UID and SEQUENCE. */
function calendarOf(mail: SunkMail) {
  const [file] = mail.attachments
  expect(file!.contentType).toBe('text/calendar')
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(file!.content, 'base64').toString()))
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
  }
}

const texts = {
  fr: {
    nav: 'Créneaux de visite',
    search: 'Référence ou commune',
    searchButton: 'Rechercher',
    day: 'Jour',
    time: 'Heure de début (heure belge)',
    length: 'Durée en minutes',
    capacity: 'Places',
    create: 'Créer',
    created: '1 créneau créé.',
    overlap: /Chevauche le créneau du/,
    listPath: 'a-vendre',
    booking: 'Réserver une visite en ligne',
    placesLeft: '2 places restantes',
    submit: 'Réserver cette visite',
    title: 'Mme',
    thanks: /\/fr\/merci\/rendez-vous\/(#request-booking)?$/,
    cancelBooking: /^Annuler la réservation/,
    bookingCancelled: 'La réservation est annulée et le visiteur a reçu un e-mail.',
    cancelSubject: 'Votre visite est annulée – Immo Horizon',
  },
  en: {
    nav: 'Visit slots',
    search: 'Reference or town',
    searchButton: 'Search',
    day: 'Day',
    time: 'Start time (Belgian time)',
    length: 'Length in minutes',
    capacity: 'Places',
    create: 'Create',
    created: '1 slot created.',
    overlap: /Overlaps the slot of/,
    listPath: 'for-sale',
    booking: 'Book a visit online',
    placesLeft: '2 places left',
    submit: 'Book this visit',
    title: 'Ms',
    thanks: /\/feedback\/appointment\/(#request-booking)?$/,
    cancelBooking: /^Cancel the booking/,
    bookingCancelled: 'The booking is cancelled and the visitor has been sent an e-mail.',
    cancelSubject: 'Your visit is cancelled – Immo Horizon',
  },
} as const

/** From the back office's navigation to the listing's slots page, then a new slot on `day`. */
async function createSlot(page: Page, lang: 'fr' | 'en', property: Listing, day: string) {
  const text = texts[lang]
  await page.getByRole('navigation').getByRole('link', { name: text.nav }).click()
  await page.getByRole('searchbox', { name: text.search }).fill(property.reference)
  await page.getByRole('button', { name: text.searchButton }).click()
  await page.getByRole('link', { name: property.reference, exact: true }).click()
  await page.getByLabel(text.day, { exact: true }).fill(day)
  await page.getByLabel(text.time, { exact: true }).fill('10:00')
  await page.getByLabel(text.length, { exact: true }).fill('45')
  await page.getByLabel(text.capacity, { exact: true }).fill('2')
  await page.getByRole('button', { name: text.create, exact: true }).click()
  await expect(page.getByRole('status')).toHaveText(text.created)
  return page.url().replace(/\?.*$/, '')
}

/** A visitor books the slot on the property's page, in `lang`; returns the confirmation. */
async function bookOnPropertyPage(page: Page, lang: 'fr' | 'en', property: Listing, slot: Slot) {
  const text = texts[lang]
  const email = uniqueAddress(`slot-${lang}`)
  await page.goto(`${lang === 'en' ? '' : `/${lang}`}/${text.listPath}/x/y/${property.reference}/`)
  const form = page.locator('#request-booking')
  await expect(page.getByRole('heading', { name: text.booking })).toBeVisible()
  await form
    .getByRole('group', { name: dayHeading(slot, lang), exact: true })
    .getByRole('radio', { name: `${timeRange(slot, lang)} ${text.placesLeft}`, exact: true })
    .check()
  await fillPerson(form, {
    title: text.title,
    first: 'Chloé',
    last: 'Dubois',
    email,
    phone: '0475123456',
  })
  await form.getByRole('button', { name: text.submit }).click()
  await expect(page).toHaveURL(text.thanks, { timeout: proofOfWork })
  const [confirmation] = await mailsTo(email)
  expect(calendarOf(confirmation!)).toMatchObject({ method: 'PUBLISH', sequence: 0 })
  return { email, confirmation: confirmation! }
}

test('an agent in French: creates a slot, a visitor books it, the agent cancels the booking', async ({
  page,
}) => {
  const property = await listing(true)
  await staffLogIn(page, camille, 'fr')
  const slotsPage = await createSlot(page, 'fr', property, dayAhead(61))
  await expectNoViolations(page)
  // The same time again overlaps: refused next to the field, nothing created.
  await page.getByLabel('Jour', { exact: true }).fill(dayAhead(61))
  await page.getByLabel('Heure de début (heure belge)', { exact: true }).fill('10:30')
  await page.getByRole('button', { name: 'Créer', exact: true }).click()
  await expect(page.getByText(texts.fr.overlap)).toBeVisible()
  await expect(page.getByLabel('Heure de début (heure belge)', { exact: true })).toBeFocused()
  await expectNoViolations(page)

  const slot = await newestSlot(property.id)
  const { email, confirmation } = await bookOnPropertyPage(page, 'fr', property, slot)
  // The visitor's own cancel link, on the page's French path.
  expect(confirmation.text).toMatch(/\/fr\/visite\/annuler\/\?token=/)

  await page.goto(slotsPage)
  await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  // The visitor's phone is a link to call them.
  await expect(page.getByRole('link', { name: '0475 12 34 56' })).toHaveAttribute(
    'href',
    'tel:0475123456',
  )
  await page.getByRole('button', { name: texts.fr.cancelBooking }).click()
  await expect(page.getByRole('status')).toHaveText(texts.fr.bookingCancelled)
  await expectNoViolations(page)
  const [, cancellation] = await mailsTo(email, 2)
  expect(cancellation!.subject).toBe(texts.fr.cancelSubject)
  expect(calendarOf(cancellation!)).toEqual({
    method: 'CANCEL',
    uid: calendarOf(confirmation).uid,
    sequence: 1,
  })
})

test.describe("an agent and another agent's listing", () => {
  // The 404 of the refused page is what the test asks for.
  test.use({ allowConsoleErrors: [/status of 404/] })

  test('cannot open its slots page by URL, nor find it in the list', async ({ page }) => {
    const theirs = await listing(false)
    await staffLogIn(page, camille, 'fr')
    const response = await page.goto(`/fr/admin/slots/property/${theirs.id}/`)
    expect(response!.status()).toBe(404)
    await page.goto(`/fr/admin/slots/?q=${encodeURIComponent(theirs.reference)}`)
    await expect(page.getByRole('link', { name: theirs.reference, exact: true })).toHaveCount(0)
  })
})

test("an admin in English: a visitor cancels their own visit with the confirmation's link, once", async ({
  page,
}) => {
  const property = await listing(false, 1)
  await staffLogIn(page, admin, 'en')
  const slotsPage = await createSlot(page, 'en', property, dayAhead(62))
  const slot = await newestSlot(property.id)
  const { email, confirmation } = await bookOnPropertyPage(page, 'en', property, slot)
  // The lead tells the visit's day and time, not the slot's number.
  const [lead] = await query<{ id: number }>('select id from form_submissions where email = $1', [
    email,
  ])
  const leadPage = `/admin/leads/${lead!.id}/`
  await page.goto(leadPage)
  const request = page.getByRole('region', { name: 'The request' })
  await expect(request.getByRole('definition').filter({ hasText: visitWhen(slot) })).toHaveText(
    visitWhen(slot),
  )
  await expect(request.getByText('slotId')).toHaveCount(0)
  await expect(page.getByLabel('Status')).toHaveValue('new')

  const link = /https?:\/\/\S+\/visit\/cancel\/\?token=\S+/.exec(confirmation.text)
  expect(link).not.toBeNull()
  await page.goto(new URL(link![0]).pathname + new URL(link![0]).search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel your visit')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('/visit/cancel/')
  expect(sitemap).not.toContain('/visite/annuler/')
  await expect(page.getByText(property.reference)).toBeVisible()
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Cancel my visit' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your visit is cancelled. We have sent you a confirmation by e-mail.',
  )
  const [, cancellation] = await mailsTo(email, 2)
  expect(cancellation!.subject).toBe(texts.en.cancelSubject)
  expect(calendarOf(cancellation!)).toEqual({
    method: 'CANCEL',
    uid: calendarOf(confirmation).uid,
    sequence: 1,
  })
  // The link works once: afterwards it says so and offers no button.
  await page.goto(new URL(link![0]).pathname + new URL(link![0]).search)
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'This visit has already been cancelled.',
  )
  await expect(page.getByRole('button', { name: 'Cancel my visit' })).toHaveCount(0)

  // The place is free again in the back office.
  await page.goto(slotsPage)
  await expect(page.getByRole('cell', { name: '0 of 2' })).toBeVisible()
  await expectNoViolations(page)

  // The lead says so: its status is "Visit cancelled", the visit is marked cancelled by the visitor.
  await page.goto(leadPage)
  await expect(page.getByLabel('Status')).toHaveValue('cancelled')
  await expect(page.getByLabel('Status').getByRole('option', { selected: true })).toHaveText(
    'Visit cancelled',
  )
  await expect(request.getByText(`${visitWhen(slot)}, cancelled by the visitor`)).toBeVisible()
  await expectNoViolations(page)
  await page.goto(`/admin/leads/?status=cancelled&q=${encodeURIComponent(email)}`)
  await expect(page.getByText('1 lead found')).toBeVisible()
})
