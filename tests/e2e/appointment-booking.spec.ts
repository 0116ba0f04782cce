import type { Locator, Page } from '@playwright/test'
import ICAL from 'ical.js'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { type SunkMail, agencyMailAbout, mailsTo, uniqueAddress } from './mail-sink'
import { fillPerson } from './person'
import { proofOfWork, submissionsOf } from './submissions'

// Each test renders a large detail page, waits for the proof of work and polls for e-mails.
test.describe.configure({ timeout: 90_000 })

const minute = 60_000

type Listing = { id: number; reference: string; city: string; street: string }

/**
 * A property for sale on the market, its address published, no demo owner's (their portal tests
 * count its requests) and without the demo's slots (those lie in the next three weeks; the slots
 * of these tests from day 40 on). Each test takes its own by `index`, so no test sees another's
 * slots.
 */
async function listing(index: number): Promise<Listing> {
  const [row] = await query<Listing>(
    `select p.id, p.reference, p.city, p.street from properties p
     where p.published and p.goal = 0 and p.status = 'available' and p.marquee is null
       and p.publish_address and p.street is not null
       and not exists (select 1 from owner_properties o where o.property_id = p.id)
       and not exists (select 1 from appointment_slots s
                       where s.property_id = p.id and s.starts_at < now() + interval '30 days')
     order by p.id desc offset $1 limit 1`,
    [index],
  )
  if (!row) throw new Error(`no property number ${index}`)
  return row
}

type Slot = { id: number; startsAt: Date; endsAt: Date }

/**
 * A slot of a property or a project, `daysAhead` days from now at `utcHour` (office hours in
 * Brussels), 30 minutes long unless said otherwise.
 */
async function insertSlot(
  target: { propertyId: number } | { projectId: number },
  { daysAhead, utcHour, capacity = 1, booked = 0, minutes = 30 }: Record<string, number>,
): Promise<Slot> {
  const day = new Date(Date.now() + daysAhead! * 24 * 60 * minute)
  const startsAt = new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), utcHour!, 0),
  )
  const endsAt = new Date(startsAt.getTime() + minutes * minute)
  const [row] = await query<{ id: number }>(
    `insert into appointment_slots (property_id, project_id, starts_at, ends_at, capacity, booked)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      'propertyId' in target ? target.propertyId : null,
      'projectId' in target ? target.projectId : null,
      startsAt,
      endsAt,
      capacity,
      booked,
    ],
  )
  return { id: row!.id, startsAt, endsAt }
}

/** Takes every place left, as other visitors booking meanwhile would. */
async function fill(slot: Slot) {
  await query('update appointment_slots set booked = capacity where id = $1', [slot.id])
}

// The picker's texts, formatted as the server formats them (slot-format.ts): Belgian time.
const timeZone = 'Europe/Brussels'
const dayHeading = (slot: Slot, lang: string) =>
  new Intl.DateTimeFormat(`${lang}-BE`, { dateStyle: 'full', timeZone }).format(slot.startsAt)
const timeRange = (slot: Slot, lang: string) =>
  new Intl.DateTimeFormat(`${lang}-BE`, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).formatRange(slot.startsAt, slot.endsAt)

/** The radio of a slot, found as a visitor does: the day's group, then the time. */
function slotRadio(form: Locator, slot: Slot, lang: string, places: string) {
  return form
    .getByRole('group', { name: dayHeading(slot, lang), exact: true })
    .getByRole('radio', { name: `${timeRange(slot, lang)} ${places}`, exact: true })
}

const bookingForm = (page: Page) => page.locator('#request-booking')

async function bookedPlaces(slot: Slot) {
  const [row] = await query<{ booked: number }>(
    'select booked from appointment_slots where id = $1',
    [slot.id],
  )
  return row!.booked
}

/** The booked visit in an e-mail's .ics attachment, parsed with ical.js. */
function calendarOf(mail: SunkMail) {
  expect(mail.attachments).toHaveLength(1)
  const [file] = mail.attachments
  expect(file!.contentType).toBe('text/calendar')
  expect(file!.filename).toMatch(/\.ics$/)
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(file!.content, 'base64').toString()))
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
}

function expectVisit(mail: SunkMail, slot: Slot, property: Listing) {
  const event = calendarOf(mail)
  expect(event.startDate.toJSDate().toISOString()).toBe(slot.startsAt.toISOString())
  expect(event.endDate.toJSDate().toISOString()).toBe(slot.endsAt.toISOString())
  expect(event.summary).toContain(property.reference)
  expect(event.location).toContain(property.street)
  expect(event.location).toContain(property.city)
}

test('booking in English: full slots and days shown, errors, thank-you page, e-mails with the .ics', async ({
  page,
}) => {
  test.slow()
  const property = await listing(0)
  const slot = await insertSlot(
    { propertyId: property.id },
    { daysAhead: 41, utcHour: 9, capacity: 2 },
  )
  const fullSlot = await insertSlot(
    { propertyId: property.id },
    { daysAhead: 41, utcHour: 10, capacity: 3 },
  )
  await fill(fullSlot)
  const fullDay = await insertSlot({ propertyId: property.id }, { daysAhead: 42, utcHour: 9 })
  await fill(fullDay)
  const email = uniqueAddress('booking')

  await page.goto(`/for-sale/x/y/${property.reference}/`)
  const propertyUrl = page.url()
  await page
    .getByRole('navigation', { name: 'Interested?' })
    .getByRole('link', { name: 'Book a visit online' })
    .click()
  const form = bookingForm(page)
  await expect(page.getByRole('heading', { name: 'Book a visit online' })).toBeVisible()
  await expect(slotRadio(form, slot, 'en', '2 places left')).toBeEnabled()
  await expect(slotRadio(form, fullSlot, 'en', 'Full')).toBeDisabled()
  const day = form.getByRole('group', { name: dayHeading(fullDay, 'en'), exact: true })
  await expect(day).toHaveAccessibleDescription('Appointments are full on this day.')
  await expect(slotRadio(form, fullDay, 'en', 'Full')).toBeDisabled()

  await form.getByRole('button', { name: 'Book this visit' }).click()
  await expect(form.getByRole('alert')).toContainText('Please check the 6 fields marked in red.')
  await expect(form.getByRole('alert')).toContainText('Visit time is a required field.')
  await expect(slotRadio(form, slot, 'en', '2 places left')).toBeFocused()
  await expectNoViolations(page)

  await slotRadio(form, slot, 'en', '2 places left').check()
  await form.getByLabel('Your message').fill('We will come with our architect.')
  await fillPerson(form, {
    title: 'Ms',
    first: 'Lena',
    last: 'Peeters',
    email,
    phone: '0475123456',
  })
  await form.getByRole('button', { name: 'Book this visit' }).click()

  await expect(page).toHaveURL(/\/feedback\/appointment\/(#request-booking)?$/, {
    timeout: proofOfWork,
  })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your visit is booked')
  await expect(page.getByText(/The calendar invitation is attached to it/)).toBeVisible()

  const [stored] = await submissionsOf(email)
  expect(stored).toMatchObject({
    kind: 'appointment',
    locale: 'en',
    property_id: property.id,
    antispam: 'altcha',
  })
  expect(stored!.data).toMatchObject({
    slotId: slot.id,
    remark: 'We will come with our architect.',
  })
  const appointments = await query<{ status: string; slot_id: number }>(
    'select status, slot_id from appointments where submission_id = $1',
    [stored!.id],
  )
  expect(appointments).toEqual([{ status: 'confirmed', slot_id: slot.id }])
  expect(await bookedPlaces(slot)).toBe(1)

  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Appointment – Immo Horizon')
  expect(confirmation!.language).toBe('en')
  expect(confirmation!.text).toContain(`Reference: ${property.reference}`)
  expect(confirmation!.text).toContain('Status: Confirmed')
  expect(confirmation!.text).toContain('The calendar invitation is attached to this e-mail')
  expect(confirmation!.text).toContain(`Property page: ${propertyUrl.replace(/#.*$/, '')}`)
  expectVisit(confirmation!, slot, property)

  const agency = await agencyMailAbout(email)
  expect(agency.subject).toBe('Appointment – Lena Peeters')
  expect(agency.language).toBe('en')
  expect(agency.text).toContain(`Reference: ${property.reference}`)
  expect(agency.text).toContain('Your message: We will come with our architect.')
  expect(agency.text).toContain('Phone: 0475 12 34 56 (0475123456)')
  expect(agency.text).toContain(`Visit: `)
  expect(agency.text).toContain(`Property page: ${propertyUrl.replace(/#.*$/, '')}`)
  expectVisit(agency, slot, property)
})

test('booking in Dutch: the place taken meanwhile is refused and shown full, another one booked', async ({
  page,
}) => {
  test.slow()
  const property = await listing(1)
  const taken = await insertSlot({ propertyId: property.id }, { daysAhead: 43, utcHour: 9 })
  const free = await insertSlot({ propertyId: property.id }, { daysAhead: 43, utcHour: 13 })
  const email = uniqueAddress('afspraak')

  await page.goto(`/nl/te-koop/x/y/${property.reference}/`)
  const form = bookingForm(page)
  await expect(page.getByRole('heading', { name: 'Boek online een bezoek' })).toBeVisible()
  await slotRadio(form, taken, 'nl', 'nog 1 plaats vrij').check()
  await fillPerson(form, {
    title: 'Dhr.',
    first: 'Pieter',
    last: 'Janssens',
    email,
    phone: '0498 76 54 32',
  })
  await form.getByLabel('Uw bericht').fill('Is er een lift?')
  // Someone else takes the last place while this visitor is typing.
  await fill(taken)
  await form.getByRole('button', { name: 'Boek dit bezoek' }).click()

  await expect(form.getByRole('alert')).toHaveText(
    'De afspraken zijn volzet: het gekozen moment is net geboekt. Kies een ander moment.',
    { timeout: proofOfWork },
  )
  await expect(slotRadio(form, taken, 'nl', 'Volzet')).toBeDisabled()
  await expect(form.getByLabel(/^Naam/)).toHaveValue('Janssens')
  await expect(form.getByLabel('Uw bericht')).toHaveValue('Is er een lift?')
  expect(await submissionsOf(email)).toHaveLength(0)
  await expectNoViolations(page)

  await slotRadio(form, free, 'nl', 'nog 1 plaats vrij').check()
  await form.getByRole('button', { name: 'Boek dit bezoek' }).click()
  await expect(page).toHaveURL('/nl/bedankt/afspraak/', { timeout: proofOfWork })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw bezoek is geboekt')

  const [stored] = await submissionsOf(email)
  expect(stored).toMatchObject({ kind: 'appointment', locale: 'nl', property_id: property.id })
  expect(stored!.data).toMatchObject({ slotId: free.id })
  expect(await bookedPlaces(free)).toBe(1)
  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Afspraak – Immo Horizon')
  expect(confirmation!.language).toBe('nl')
  expect(confirmation!.text).toContain('Beste Pieter,')
  expect(confirmation!.text).toContain('Status: Bevestigd')
  expect(confirmation!.text).toContain('De agenda-uitnodiging zit als bijlage bij deze e-mail')
  expectVisit(confirmation!, free, property)
  const agency = await agencyMailAbout(email)
  expect(agency.subject).toBe('Appointment – Pieter Janssens')
  expect(agency.text).toContain('Your message: Is er een lift?')
  expectVisit(agency, free, property)
  // The same visit in each e-mail's language: the visitor's Dutch, the agency's English.
  expect(calendarOf(confirmation!).summary).toMatch(/^Bezoek: /)
  expect(calendarOf(agency).summary).toMatch(/^Visit: /)
  expect(calendarOf(agency).uid).toBe(calendarOf(confirmation!).uid)
})

test('booking the open house of a new-build project in French', async ({ page }) => {
  test.slow()
  const [project] = await query<{ id: number; slug: string; reference: string; name: string }>(
    `select id, slug, reference, name from projects where published order by id desc limit 1`,
  )
  const slot = await insertSlot(
    { projectId: project!.id },
    { daysAhead: 44, utcHour: 8, capacity: 8, booked: 3, minutes: 60 },
  )
  const email = uniqueAddress('visite-projet')

  await page.goto(`/fr/projets-neufs/${project!.slug}/`)
  const form = bookingForm(page)
  await expect(page.getByRole('heading', { name: 'Réserver une visite en ligne' })).toBeVisible()
  await slotRadio(form, slot, 'fr', '5 places restantes').check()
  await fillPerson(form, {
    title: 'Mme',
    first: 'Camille',
    last: 'Dubois',
    email,
    phone: '0470 11 22 33',
  })
  await form.getByRole('button', { name: 'Réserver cette visite' }).click()
  await expect(page).toHaveURL('/fr/merci/rendez-vous/', { timeout: proofOfWork })

  const [stored] = await query<{ kind: string; locale: string; project_id: number }>(
    'select kind, locale, project_id from form_submissions where email = $1',
    [email],
  )
  expect(stored).toEqual({ kind: 'appointment', locale: 'fr', project_id: project!.id })
  expect(await bookedPlaces(slot)).toBe(4)
  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Rendez-vous – Immo Horizon')
  expect(confirmation!.language).toBe('fr')
  expect(confirmation!.text).toContain(project!.name)
  const event = calendarOf(confirmation!)
  expect(event.startDate.toJSDate().toISOString()).toBe(slot.startsAt.toISOString())
  expect(event.summary).toMatch(new RegExp(`^Visite : .*\\(réf\\. ${project!.reference}\\)$`))
  const agency = await agencyMailAbout(email)
  expect(agency.subject).toBe('Appointment – Camille Dubois')
  expect(agency.text).toContain(project!.name)
})

test('when every slot is full the form says so and points to the visit request form', async ({
  page,
}) => {
  const property = await listing(2)
  await fill(
    await insertSlot({ propertyId: property.id }, { daysAhead: 44, utcHour: 9, capacity: 2 }),
  )
  await page.goto(`/for-sale/x/y/${property.reference}/`)
  const block = page.locator('#request-booking')
  await expect(block).toContainText(
    'Appointments are full: no visit time can be booked online at the moment.',
  )
  await expect(block.getByRole('button')).toHaveCount(0)
  await block.getByRole('link', { name: 'visit request form' }).click()
  await expect(page).toHaveURL(/#request-contact$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts, comes back with its messages and then with "appointments are full", then books', async ({
    page,
  }) => {
    test.slow()
    const property = await listing(3)
    const taken = await insertSlot({ propertyId: property.id }, { daysAhead: 45, utcHour: 9 })
    const free = await insertSlot(
      { propertyId: property.id },
      { daysAhead: 45, utcHour: 10, capacity: 4 },
    )
    const email = uniqueAddress('nojs.booking')
    await page.goto(`/for-sale/x/y/${property.reference}/`)
    let form = bookingForm(page)
    await slotRadio(form, taken, 'en', '1 place left').check()
    await form.getByLabel(/^First name/).fill('Tom')
    await form.getByRole('button', { name: 'Book this visit' }).click()

    form = bookingForm(page)
    await expect(form.getByText('Please check the 4 fields marked in red.')).toBeVisible()
    await expect(form.getByLabel(/^First name/)).toHaveValue('Tom')
    // axe-core runs in the page: the error state is checked with JavaScript, in the tests above.
    await expect(slotRadio(form, taken, 'en', '1 place left')).toBeChecked()

    await form.getByRole('radio', { name: 'Mr', exact: true }).check()
    await form.getByLabel(/^Last name/).fill('Claes')
    await form.getByLabel(/^E-mail/).fill(email)
    await form.getByRole('textbox', { name: /^Phone/ }).fill('0470 11 22 33')
    await fill(taken)
    await form.getByRole('button', { name: 'Book this visit' }).click()

    form = bookingForm(page)
    await expect(form.getByRole('alert')).toHaveText(
      'Appointments are full: the time you chose has just been taken. Please choose another time.',
    )
    await expect(slotRadio(form, taken, 'en', 'Full')).toBeDisabled()
    await expect(form.getByLabel(/^Last name/)).toHaveValue('Claes')
    expect(await submissionsOf(email)).toHaveLength(0)

    await slotRadio(form, free, 'en', '4 places left').check()
    await form.getByRole('button', { name: 'Book this visit' }).click()
    await expect(page).toHaveURL(/\/feedback\/appointment\/(#request-booking)?$/, {
      timeout: proofOfWork,
    })
    const [stored] = await submissionsOf(email)
    expect(stored).toMatchObject({ kind: 'appointment', antispam: 'no-script' })
    expect(await bookedPlaces(free)).toBe(1)
    const [confirmation] = await mailsTo(email)
    expect(confirmation!.subject).toBe('Appointment – Immo Horizon')
    expectVisit(confirmation!, free, property)
  })
})
