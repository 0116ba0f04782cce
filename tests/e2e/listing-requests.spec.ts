import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { agencyAddress, agencyMailAbout, mailsTo, uniqueAddress } from './mail-sink'
import { fillPerson } from './person'
import { proofOfWork, submissionOf } from './submissions'

// Each test renders a large detail page, waits for the proof of work and polls for e-mails; the
// rental one also runs axe over the whole page.
test.describe.configure({ timeout: 90_000 })

type Listing = { id: number; reference: string; agent: string; city: string }

/**
 * A published property: its page is reached through any city and type (they redirect). Never one
 * of the demo owners': their portal tests count the requests of their properties.
 */
async function listing(where: string): Promise<Listing> {
  const [row] = await query<Listing>(
    `select p.id, p.reference, p.city, a.email as agent
     from properties p join agents a on a.id = p.agent_id
     where p.published and ${where}
       and not exists (select 1 from owner_properties o where o.property_id = p.id)
     order by p.id limit 1`,
  )
  if (!row) throw new Error(`no property where ${where}`)
  return row
}

const onMarket = `p.status = 'available' and p.marquee is null and p.publish_address`
/** Root types 1 (house) and 2 (apartment) come with every certificate. */
const houseOrApartment = `p.type_id in (select id from property_types where coalesce(parent_id, id) in (1, 2))`

/** Unfolds a folded form by its link beside the agent card, as a visitor would. */
async function openByLink(page: Page, link: string | RegExp, formId: string) {
  await page
    .getByRole('navigation', { name: /^(Interested\?|Interesse\?|Intéressé \?)$/ })
    .getByRole('link', { name: link })
    .click()
  const form = page.locator(`#${formId}`)
  await expect(form).toBeVisible()
  return form
}

test('visit request in English: thank-you page, stored row, agency, agent and visitor e-mails', async ({
  page,
}) => {
  const property = await listing(`p.goal = 0 and ${onMarket}`)
  const email = uniqueAddress('lena')
  await page.goto(`/for-sale/x/y/${property.reference}/`)
  const propertyUrl = page.url()
  const form = page.locator('#request-contact')
  await form.getByRole('radio', { name: 'I would like to visit' }).check()
  await form.getByRole('checkbox', { name: 'Tuesday' }).check()
  await form.getByRole('checkbox', { name: 'Saturday' }).check()
  await form.getByRole('checkbox', { name: '14:00–16:00' }).check()
  await form.getByLabel('Your message').fill('We would like to see the garden too.')
  await fillPerson(form, {
    title: 'Ms',
    first: 'Lena',
    last: 'Peeters',
    email,
    phone: '0475123456',
  })
  await form.getByRole('button', { name: 'Send my request' }).click()

  await expect(page).toHaveURL('/feedback/contact-appointment/', { timeout: proofOfWork })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your visit request has been received',
  )
  const stored = await submissionOf(email)
  expect(stored).toMatchObject({
    kind: 'visit-request',
    locale: 'en',
    property_id: property.id,
    antispam: 'altcha',
  })
  expect(stored.data).toMatchObject({
    request: 'visit',
    days: ['tuesday', 'saturday'],
    moments: ['14:00-16:00'],
  })

  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Visit request – Immo Horizon')
  expect(confirmation!.language).toBe('en')
  expect(confirmation!.text).toContain('Preferred days for the visit: Tuesday, Saturday')
  expect(confirmation!.text).toContain(`Property page: ${propertyUrl}`)

  const agency = await agencyMailAbout(email)
  expect(agency.subject).toBe('Visit request – Lena Peeters')
  expect(agency.text).toContain(`Reference: ${property.reference}`)
  expect(agency.text).toContain(property.city)
  expect(agency.text).toContain('Your message: We would like to see the garden too.')
  expect(agency.text).toContain(`Property page: ${propertyUrl}`)
  const agent = await agencyMailAbout(email, property.agent)
  expect(agent.text).toBe(agency.text)
})

test('a sold property in French offers questions only: no visit, no rental, no documents', async ({
  page,
}) => {
  const sold = await listing(`p.goal = 0 and p.status = 'sold'`)
  const email = uniqueAddress('chloe')
  await page.goto(`/fr/a-vendre/x/y/${sold.reference}/`)
  const links = page.getByRole('navigation', { name: 'Intéressé ?' })
  await expect(links.getByRole('link')).toHaveText(['Poser une question', 'Envoyer à un ami'])
  const form = page.locator('#request-contact')
  await expect(form.getByRole('radio', { name: 'Je souhaite visiter' })).toHaveCount(0)
  await expect(form.getByRole('group', { name: /Jours souhaités/ })).toHaveCount(0)
  await form.getByLabel('Votre message').fill('Avez-vous un bien similaire dans le quartier ?')
  await fillPerson(form, {
    title: 'Mme',
    first: 'Chloé',
    last: 'Lambert',
    email,
    phone: '+32 2 555 01 23',
  })
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click()

  await expect(page).toHaveURL('/fr/merci/demande-de-contact/', { timeout: proofOfWork })
  expect(await submissionOf(email)).toMatchObject({
    kind: 'info-request',
    locale: 'fr',
    property_id: sold.id,
  })
  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Demande d’information – Immo Horizon')
  expect(confirmation!.language).toBe('fr')
  expect(confirmation!.text).toContain(`Référence : ${sold.reference}`)
  expect(confirmation!.text).toContain('Votre demande : Je souhaite plus d’informations')
})

test('document request in Dutch: unfolded from its link, the region’s documents, e-mails', async ({
  page,
}) => {
  const property = await listing(
    `p.goal = 0 and ${onMarket} and p.region = 'Flanders' and ${houseOrApartment}`,
  )
  const email = uniqueAddress('pieter')
  await page.goto(`/nl/te-koop/x/y/${property.reference}/`)
  const form = await openByLink(page, 'Documenten aanvragen', 'request-documents')
  await form.getByRole('checkbox', { name: 'EPC-attest' }).check()
  await form.getByRole('checkbox', { name: 'Asbestattest' }).check()
  await fillPerson(form, {
    title: 'Dhr.',
    first: 'Pieter',
    last: 'Janssens',
    email,
    phone: '0498 76 54 32',
  })
  await form.getByRole('button', { name: 'Vraag de documenten aan' }).click()

  await expect(page).toHaveURL('/nl/bedankt/documenten/', { timeout: proofOfWork })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Uw aanvraag voor documenten is ontvangen',
  )
  const stored = await submissionOf(email)
  expect(stored).toMatchObject({ kind: 'documents', locale: 'nl', property_id: property.id })
  expect(stored.data).toMatchObject({ documents: ['epc', 'asbestos'] })
  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Aanvraag documenten – Immo Horizon')
  expect(confirmation!.language).toBe('nl')
  expect(confirmation!.text).toContain('Documenten: EPC-attest, Asbestattest')
  const agency = await agencyMailAbout(email)
  expect(agency.subject).toBe('Document request – Pieter Janssens')
  expect(agency.text).toContain('Documents: EPC certificate, Asbestos certificate')
})

test('document request in French for a rental in Wallonia: no asbestos certificate, a draft lease', async ({
  page,
}) => {
  const rental = await listing(
    `p.goal = 1 and ${onMarket} and p.region = 'Wallonia' and ${houseOrApartment}`,
  )
  const email = uniqueAddress('julie')
  await page.goto(`/fr/a-louer/x/y/${rental.reference}/`)
  const form = await openByLink(page, 'Demander des documents', 'request-documents')
  await expect(form.getByRole('checkbox', { name: 'Attestation amiante' })).toHaveCount(0)
  await form.getByRole('checkbox', { name: 'Projet de bail' }).check()
  await fillPerson(form, {
    title: 'Mme',
    first: 'Julie',
    last: 'Lemaire',
    email,
    phone: '081 22 33 44',
  })
  await form.getByRole('button', { name: 'Demander les documents' }).click()

  await expect(page).toHaveURL('/fr/merci/demande-de-documents/', { timeout: proofOfWork })
  const stored = await submissionOf(email)
  expect(stored).toMatchObject({ kind: 'documents', locale: 'fr', property_id: rental.id })
  expect(stored.data).toMatchObject({ documents: ['leaseDraft'] })
  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Demande de documents – Immo Horizon')
  expect(confirmation!.language).toBe('fr')
  expect(confirmation!.text).toContain('Documents : Projet de bail')
  const agency = await agencyMailAbout(email)
  expect(agency.text).toContain('Documents: Draft lease')
})

test.describe('a document request that cannot be stored', () => {
  test('says "error requesting documents" (specification §8) and keeps what was typed', async ({
    page,
  }) => {
    const property = await listing(`p.goal = 0 and ${onMarket}`)
    const email = uniqueAddress('broken')
    await page.goto(`/for-sale/x/y/${property.reference}/`)
    const form = await openByLink(page, 'Request documents', 'request-documents')
    // The post names a property that does not exist: the submission cannot reference it. (The
    // body is changed on its way out: a value typed into the hidden field would be set back by
    // React's next render.)
    await page.route(
      (url) => url.pathname.startsWith('/for-sale/'),
      async (route) => {
        const body = route.request().postData()
        // React prefixes the fields of a server action's FormData ("_1_propertyId").
        const field = /(name="(?:_\d+_)?propertyId"\r\n\r\n)\d+/
        if (route.request().method() !== 'POST' || !body || !field.test(body)) {
          return route.continue()
        }
        await route.continue({
          postData: body.replace(field, (_, head) => `${head}2000000000`),
        })
      },
    )
    await form.getByRole('checkbox', { name: 'Floor plans' }).check()
    await fillPerson(form, { title: 'Mr', first: 'Jan', last: 'Maes', email, phone: '0470112233' })
    await form.getByRole('button', { name: 'Request the documents' }).click()

    await expect(form.getByRole('alert')).toHaveText(
      'Error requesting documents. Please try again, or call us.',
      { timeout: proofOfWork },
    )
    await expect(form.getByLabel(/^Last name/)).toHaveValue('Maes')
    expect(await query('select 1 from form_submissions where email = $1', [email])).toHaveLength(0)
  })
})

test('send to a friend in German: the friend gets the property, the agency a copy, the sender nothing', async ({
  page,
}) => {
  const property = await listing(`p.goal = 0 and ${onMarket}`)
  const sender = uniqueAddress('jonas')
  const friend = uniqueAddress('anna')
  await page.goto(`/de/kaufen/x/y/${property.reference}/`)
  const propertyUrl = page.url()
  const form = await openByLink(page, 'An einen Freund senden', 'request-friend')
  await form.getByLabel(/^Ihr Vorname/).fill('Jonas')
  await form.getByLabel(/^Ihr Nachname/).fill('Weber')
  await form.getByLabel(/^Ihre E-Mail/).fill(sender)
  await form.getByLabel(/^Vorname Ihres Bekannten/).fill('Anna')
  await form.getByLabel(/^Nachname Ihres Bekannten/).fill('Schmitz')
  await form.getByLabel(/^E-Mail Ihres Bekannten/).fill('anna@')
  await form.getByLabel(/^Nachricht an Ihren Bekannten/).fill('Schau dir den <b>Garten</b> an!')
  await form.getByRole('button', { name: 'An meinen Bekannten senden' }).click()
  // Specification §5: the friend's e-mail must be valid.
  await expect(form.getByText('Die E-Mail-Adresse ist nicht gültig.').first()).toBeVisible()
  await form.getByLabel(/^E-Mail Ihres Bekannten/).fill(friend)
  await form.getByRole('button', { name: 'An meinen Bekannten senden' }).click()

  await expect(page).toHaveURL('/de/danke/an-einen-freund-gesendet/', { timeout: proofOfWork })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Die Immobilie wurde weitergeleitet',
  )
  const stored = await submissionOf(sender)
  expect(stored).toMatchObject({ kind: 'send-to-friend', locale: 'de', property_id: property.id })
  expect(stored.data).toMatchObject({
    friend: { firstName: 'Anna', lastName: 'Schmitz', email: friend },
  })

  const [mail] = await mailsTo(friend)
  expect(mail!.subject).toMatch(/^Jonas Weber empfiehlt Ihnen eine Immobilie: /)
  expect(mail!.language).toBe('de')
  expect(mail!.replyTo).toContain(agencyAddress)
  expect(mail!.text).toContain('Guten Tag Anna,')
  expect(mail!.text).toContain('Schau dir den <b>Garten</b> an!')
  expect(mail!.text).toContain(`Immobilie ansehen: ${propertyUrl}`)
  expect(mail!.html).toContain('&#60;b&#62;Garten&#60;/b&#62;')
  const agency = await agencyMailAbout(sender)
  expect(agency.subject).toBe('Send to a friend – Jonas Weber')
  expect(agency.text).toContain(`Your friend’s e-mail: ${friend}`)
  expect(await query('select 1 from outbox_messages where to_address = $1', [sender])).toHaveLength(
    0,
  )
})

test('rental application: the landlord’s conditions before sending, refused fields, e-mails', async ({
  page,
}) => {
  test.slow()
  const rental = await listing(
    `p.goal = 1 and ${onMarket} and p.details ? 'minimumIncome' and p.details ? 'maximumPersons'`,
  )
  const [details] = await query<{ income: number; persons: number; deposit: number }>(
    `select (details->>'minimumIncome')::int as income, (details->>'maximumPersons')::int as persons,
       (details->'costs'->>'deposit')::int as deposit
     from properties where id = $1`,
    [rental.id],
  )
  const income = `€ ${new Intl.NumberFormat('nl-BE').format(details!.income)}`
  const deposit = `€ ${new Intl.NumberFormat('nl-BE').format(details!.deposit)}`
  const email = uniqueAddress('sofie')
  await page.goto(`/for-rent/x/y/${rental.reference}/`)
  const form = await openByLink(page, 'Apply to rent', 'request-rental')
  await expect(form.getByText(`Minimum net monthly income: ${income}.`)).toBeVisible()
  await expect(form.getByText(`Maximum ${details!.persons} persons.`)).toBeVisible()
  // The listing's own deposit, as the page's costs state it, not a fixed three months.
  await expect(form.getByText(`and the rental deposit of ${deposit}.`)).toBeVisible()
  await expect(form.getByText(/3 months’ rent/)).toHaveCount(0)
  await expect(page.getByRole('main').getByText(deposit, { exact: true }).first()).toBeVisible()

  await form.getByLabel(/^Ages of the children/).fill('four')
  await form.getByLabel(/^Desired moving date/).fill('2020-01-01')
  await form.getByRole('button', { name: 'Send my application' }).click()
  const banner = form.getByRole('alert')
  await expect(banner).toContainText('Please check the 11 fields marked in red.')
  // Each message is next to its field and part of the field's description.
  await expect(form.getByLabel(/^Ages of the children/)).toHaveAccessibleDescription(
    /Ages of the children living with you is not valid\.$/,
  )
  await expect(form.getByLabel(/^Desired moving date/)).toHaveAccessibleDescription(
    'Desired moving date cannot be in the past.',
  )
  await expect(
    form.getByRole('checkbox', { name: /I have read the conditions/ }),
  ).toHaveAccessibleDescription(
    'I have read the conditions of the landlord and meet them: tick the box to continue.',
  )
  await expect(form.getByLabel(/^Adults/)).toBeFocused()
  await expectNoViolations(page)

  await form.getByLabel(/^Adults/).selectOption('2')
  await form.getByLabel(/^Ages of the children/).fill('4, 7')
  await form.getByRole('radio', { name: 'Yes' }).check()
  await form.getByLabel(/^Which pets/).fill('A cat')
  await form.getByLabel(/^Desired moving date/).fill('2099-09-01')
  await form.getByLabel(/^Reason for moving/).fill('Closer to work')
  await form.getByLabel(/^Net monthly income, person 1/).fill('3.200')
  await form.getByLabel(/^Net monthly income, person 2/).fill('1800')
  await fillPerson(form, {
    title: 'Ms',
    first: 'Sofie',
    last: 'Willems',
    email,
    phone: '0476 55 44 33',
  })
  await form.getByRole('checkbox', { name: /I have read the conditions/ }).check()
  await form.getByRole('button', { name: 'Send my application' }).click()

  await expect(page).toHaveURL('/feedback/rental-application/', { timeout: proofOfWork })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your rental application has been received',
  )
  const stored = await submissionOf(email)
  expect(stored).toMatchObject({ kind: 'rental-application', property_id: rental.id })
  expect(stored.data).toMatchObject({
    adults: 2,
    childrenAges: [4, 7],
    pets: 'yes',
    petsWhich: 'A cat',
    movingDate: '2099-09-01',
    income1: 3200,
    income2: 1800,
    confirm: true,
  })
  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Rental application – Immo Horizon')
  expect(confirmation!.text).toContain('Desired moving date: 1 September 2099')
  expect(confirmation!.text).toContain(`Minimum net monthly income: ${income}.`)
  expect(confirmation!.text).toContain(`and the rental deposit of ${deposit}.`)
  const agency = await agencyMailAbout(email)
  expect(agency.subject).toBe('Rental application – Sofie Willems')
  expect(agency.text).toContain('Pets: Yes (A cat)')
  expect(agency.text).toContain('Net monthly income, person 1 (€): € 3.200')
})

test('construction contact in Dutch about a unit of the price list', async ({ page }) => {
  const [unit] = await query<{ id: number; project_id: number; slug: string; name: string }>(
    `select u.id, u.project_id, p.slug, u.name from project_units u join projects p on p.id = u.project_id
     where p.published and u.status = 'available' order by u.id limit 1`,
  )
  const email = uniqueAddress('els')
  await page.goto(`/nl/nieuwbouwprojecten/${unit!.slug}/`)
  const form = page.locator('#request-construction')
  await form.getByLabel('Unit waarin u interesse hebt').selectOption(String(unit!.id))
  await form.getByLabel('Uw bericht').fill('Is er een kelderberging bij?')
  await fillPerson(form, {
    title: 'Mevr.',
    first: 'Els',
    last: 'Wouters',
    email,
    phone: '0485 12 12 12',
  })
  await form.getByRole('button', { name: 'Verstuur mijn aanvraag' }).click()

  await expect(page).toHaveURL('/nl/bedankt/nieuwbouwproject/', { timeout: proofOfWork })
  const stored = await submissionOf(email)
  expect(stored).toMatchObject({ kind: 'construction-contact', project_id: unit!.project_id })
  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Contact nieuwbouw – Immo Horizon')
  expect(confirmation!.text).toContain(`Unit: ${unit!.name}`)
  expect(confirmation!.text).toContain(`Pagina van het project: `)
  const agency = await agencyMailAbout(email)
  expect(agency.subject).toBe('Construction contact – Els Wouters')
})

test('rental application in French: conditions in French, stored, French confirmation', async ({
  page,
}) => {
  const rental = await listing(
    `p.goal = 1 and ${onMarket} and p.details ? 'minimumIncome' and p.details ? 'maximumPersons'
     and p.details->'costs' ? 'deposit'`,
  )
  const [{ deposit } = { deposit: 0 }] = await query<{ deposit: number }>(
    `select (details->'costs'->>'deposit')::int as deposit from properties where id = $1`,
    [rental.id],
  )
  const amount = `€ ${new Intl.NumberFormat('nl-BE').format(deposit)}`
  const email = uniqueAddress('camille')
  await page.goto(`/fr/a-louer/x/y/${rental.reference}/`)
  const form = await openByLink(page, 'Postuler comme locataire', 'request-rental')
  await expect(form.getByText(/Revenu net mensuel minimum : € /)).toBeVisible()
  await expect(form.getByText(`et de la garantie locative de ${amount}.`)).toBeVisible()
  await expect(form.getByText(/3 mois de loyer/)).toHaveCount(0)

  await form.getByLabel(/^Adultes/).selectOption('1')
  await form.getByRole('radio', { name: 'Non' }).check()
  await form.getByLabel(/^Date d’emménagement souhaitée/).fill('2099-10-01')
  await form.getByLabel(/^Raison du déménagement/).fill('Mutation professionnelle')
  await form.getByLabel(/^Revenu net mensuel, personne 1/).fill('2900')
  await fillPerson(form, {
    title: 'Mme',
    first: 'Camille',
    last: 'Renard',
    email,
    phone: '0478 90 12 34',
  })
  await form.getByRole('checkbox', { name: /J’ai lu les conditions du bailleur/ }).check()
  await form.getByRole('button', { name: 'Envoyer ma candidature' }).click()

  await expect(page).toHaveURL('/fr/merci/candidature-locataire/', { timeout: proofOfWork })
  const stored = await submissionOf(email)
  expect(stored).toMatchObject({ kind: 'rental-application', locale: 'fr', property_id: rental.id })
  expect(stored.data).toMatchObject({ adults: 1, pets: 'no', income1: 2900, confirm: true })
  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Candidature locataire – Immo Horizon')
  expect(confirmation!.language).toBe('fr')
  expect(confirmation!.text).toContain('Raison du déménagement : Mutation professionnelle')
  expect(confirmation!.text).toContain(`et de la garantie locative de ${amount}.`)
  const agency = await agencyMailAbout(email)
  expect(agency.subject).toBe('Rental application – Camille Renard')
})

test('construction contact in German without a particular unit', async ({ page }) => {
  const [project] = await query<{ id: number; slug: string; name: string }>(
    'select id, slug, name from projects where published order by id limit 1',
  )
  const email = uniqueAddress('jonas')
  await page.goto(`/de/neubauprojekte/${project!.slug}/`)
  const form = page.locator('#request-construction')
  await form.getByLabel('Ihre Nachricht').fill('Gibt es noch Wohnungen mit Garten?')
  await fillPerson(form, {
    title: 'Herr',
    first: 'Jonas',
    last: 'Kessler',
    email,
    phone: '080 44 55 66',
  })
  await form.getByRole('button', { name: 'Anfrage senden' }).click()

  await expect(page).toHaveURL('/de/danke/neubauprojekt/', { timeout: proofOfWork })
  const stored = await submissionOf(email)
  expect(stored).toMatchObject({
    kind: 'construction-contact',
    locale: 'de',
    project_id: project!.id,
  })
  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Kontakt Neubau – Immo Horizon')
  expect(confirmation!.language).toBe('de')
  expect(confirmation!.text).toContain(`Projekt: ${project!.name}`)
  expect(confirmation!.text).toContain('Seite des Projekts: ')
  const agency = await agencyMailAbout(email)
  expect(agency.subject).toBe('Construction contact – Jonas Kessler')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a folded form posts, comes back open with its messages, then sends', async ({ page }) => {
    const property = await listing(`p.goal = 0 and ${onMarket}`)
    const sender = uniqueAddress('nojs')
    const friend = uniqueAddress('nojs.friend')
    await page.goto(`/for-sale/x/y/${property.reference}/`)
    await page.getByRole('link', { name: 'Send to a friend' }).click()
    const form = page.locator('#request-friend')
    await expect(form).toBeVisible()
    await form.getByLabel(/^Your first name/).fill('Tom')
    await form.getByRole('button', { name: 'Send to my friend' }).click()

    await expect(form.getByText('Please check the 5 fields marked in red.')).toBeVisible()
    await expect(form.getByLabel(/^Your first name/)).toHaveValue('Tom')
    await form.getByLabel(/^Your last name/).fill('Claes')
    await form.getByLabel(/^Your e-mail/).fill(sender)
    await form.getByLabel(/^Your friend’s first name/).fill('Lies')
    await form.getByLabel(/^Your friend’s last name/).fill('Maes')
    await form.getByLabel(/^Your friend’s e-mail/).fill(friend)
    await form.getByRole('button', { name: 'Send to my friend' }).click()

    // The form was reached by its link: the redirect keeps that link's #fragment.
    await expect(page).toHaveURL(/\/feedback\/send-to-friend\/(#request-friend)?$/, {
      timeout: proofOfWork,
    })
    expect(await submissionOf(sender)).toMatchObject({
      kind: 'send-to-friend',
      antispam: 'no-script',
    })
    const [mail] = await mailsTo(friend)
    expect(mail!.subject).toMatch(/^Tom Claes recommends a property: /)
  })
})
