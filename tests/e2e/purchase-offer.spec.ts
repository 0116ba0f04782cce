import type { Locator, Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { agencyMailAbout, mailsTo, uniqueAddress } from './mail-sink'
import { fillPerson } from './person'
import { proofOfWork, submissionOf } from './submissions'

// Each test renders a large detail page, waits for the proof of work and polls for e-mails; the
// first also runs axe over the whole page.
test.describe.configure({ timeout: 90_000 })

type Listing = { id: number; reference: string; agent: string }

/**
 * A property for sale on the market. Never one of the demo owners': their portal tests count the
 * requests of their properties (the history of an offer is checked in the integration test).
 */
async function propertyForSale(): Promise<Listing> {
  const [row] = await query<Listing>(
    `select p.id, p.reference, a.email as agent
     from properties p join agents a on a.id = p.agent_id
     where p.published and p.goal = 0 and p.status = 'available' and p.marquee is null
       and not exists (select 1 from owner_properties o where o.property_id = p.id)
     order by p.id limit 1`,
  )
  if (!row) throw new Error('no property for sale')
  return row
}

async function openOffer(page: Page, link: string) {
  await page
    .getByRole('navigation', { name: /^(Interested\?|Interesse\?|Intéressé \?)$/ })
    .getByRole('link', { name: link })
    .click()
  const form = page.locator('#request-offer')
  await expect(form).toBeVisible()
  // The form's code comes when it is in view (decision 040). Figures typed before it has come
  // do not fill in the words yet (the visitor writes them, or the server suggests them): a known
  // gap, so the test types once the form has its code (the no-script marker is gone).
  await expect(form.locator('input[name="nojs"]')).toHaveCount(0)
  return form
}

type Address = Record<'street' | 'number' | 'zip' | 'city', string>

async function fillAddress(group: Locator, address: Address) {
  await group.getByLabel(/^(Street|Rue|Straat|Straße)/).fill(address.street)
  await group.getByLabel(/^(Number|Numéro|Nummer|Hausnummer)/).fill(address.number)
  await group.getByLabel(/^(Postal code|Code postal|Postcode|Postleitzahl)/).fill(address.zip)
  await group.getByLabel(/^(City|Commune|Gemeente|Ort)/).fill(address.city)
}

test('purchase offer in English: refused fields, words from the figures, second buyer, e-mails', async ({
  page,
}) => {
  test.slow()
  const property = await propertyForSale()
  const email = uniqueAddress('lena')
  const partner = uniqueAddress('tom')
  await page.goto(`/for-sale/x/y/${property.reference}/`)
  const propertyUrl = page.url()
  const form = await openOffer(page, 'Make an offer')
  await expect(form.getByText(/advance of 10 % of the sale price/)).toBeVisible()

  await expect(form.getByText(/^For an offer of/)).toHaveCount(0)
  // The second buyer is all or nothing: one field of theirs makes the others required.
  await form.getByLabel(/^First name of the second buyer/).fill('Tom')
  await form.getByLabel(/^Valid until/).fill('2099-03-01')
  await form.getByLabel(/^Valid from/).fill('2099-03-15')
  await form.getByRole('button', { name: 'Send my offer' }).click()
  await expect(form.getByRole('alert')).toContainText('Please check the 18 fields marked in red.')
  await expect(form.getByLabel(/^Amount in figures/)).toBeFocused()
  await expect(form.getByLabel(/^Valid until/)).toHaveAccessibleDescription(
    'Valid until must be after the start date.',
  )
  await expect(form.getByLabel(/^Last name of the second buyer/)).toHaveAccessibleDescription(
    'Last name of the second buyer is a required field.',
  )
  await expect(form.getByRole('checkbox', { name: /advance of 10 %/ })).toHaveAccessibleDescription(
    /tick the box to continue\.$/,
  )
  await expectNoViolations(page)

  // The words follow the figures in the page language.
  await form.getByLabel(/^Amount in figures/).fill('275000')
  await expect(form.getByLabel(/^Amount in words/)).toHaveValue(
    'two hundred and seventy-five thousand euro',
  )
  await expect(form.getByText('For an offer of € 275.000, that is € 27.500.')).toBeVisible()
  await form.getByLabel(/^Valid until/).fill('2099-03-31')
  await form.getByLabel(/^Place of signing/).fill('Ghent')
  await form.getByRole('checkbox', { name: 'Subject to obtaining a mortgage loan' }).check()
  await form.getByLabel(/^Other conditions/).fill('The fitted kitchen stays.')
  const buyer = form.getByRole('group', { name: 'Buyer', exact: true })
  await fillPerson(buyer, {
    title: 'Ms',
    first: 'Lena',
    last: 'Peeters',
    email,
    phone: '0475123456',
  })
  await fillAddress(buyer, { street: 'Veldstraat', number: '12', zip: '9000', city: 'Ghent' })
  const second = form.getByRole('group', { name: 'Second buyer (optional)' })
  await fillPerson(second, {
    title: 'Mr',
    first: 'Tom',
    last: 'Claes',
    email: partner,
    phone: '0476 11 22 33',
  })
  await form.getByRole('checkbox', { name: /advance of 10 %/ }).check()
  await form.getByRole('button', { name: 'Send my offer' }).click()

  await expect(page).toHaveURL(/\/feedback\/offer\/(#request-offer)?$/, { timeout: proofOfWork })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your purchase offer has been received',
  )
  const stored = await submissionOf(email)
  expect(stored).toMatchObject({
    kind: 'purchase-offer',
    locale: 'en',
    property_id: property.id,
    antispam: 'altcha',
  })
  expect(stored.data).toMatchObject({
    amountCents: 27_500_000,
    amountInWords: 'two hundred and seventy-five thousand euro',
    validFrom: '2099-03-15',
    validUntil: '2099-03-31',
    place: 'Ghent',
    financing: true,
    conditions: 'The fitted kitchen stays.',
    address: { street: 'Veldstraat', houseNumber: '12', zip: '9000', city: 'Ghent' },
    personB: { title: 'mr', firstName: 'Tom', lastName: 'Claes', email: partner },
    advanceCents: 2_750_000,
    advance: true,
  })

  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Purchase offer – Immo Horizon')
  expect(confirmation!.language).toBe('en')
  expect(confirmation!.text).toContain('Amount in figures (€): € 275.000')
  expect(confirmation!.text).toContain(
    'Amount in words: two hundred and seventy-five thousand euro',
  )
  expect(confirmation!.text).toContain('Valid until: 31 March 2099')
  expect(confirmation!.text).toContain('Advance (10 %): € 27.500')
  expect(confirmation!.text).toContain(`Property page: ${propertyUrl}`)

  const agency = await agencyMailAbout(email)
  expect(agency.subject).toBe('Purchase offer – Lena Peeters')
  expect(agency.text).toContain(`Reference: ${property.reference}`)
  expect(agency.text).toContain('Valid from: 15 March 2099')
  expect(agency.text).toContain('Place of signing: Ghent')
  expect(agency.text).toContain('Subject to obtaining a mortgage loan: Yes')
  expect(agency.text).toContain('Other conditions: The fitted kitchen stays.')
  expect(agency.text).toContain('Buyer – Address: Veldstraat 12, 9000 Ghent, Belgium')
  expect(agency.text).toContain(`Second buyer – E-mail: ${partner}`)
  expect(agency.text).toContain(`Property page: ${propertyUrl}`)
  const agent = await agencyMailAbout(email, property.agent)
  expect(agent.text).toBe(agency.text)
})

test('purchase offer in French: the words in Belgian French, one buyer, French e-mails', async ({
  page,
}) => {
  const property = await propertyForSale()
  const email = uniqueAddress('chloe')
  await page.goto(`/fr/a-vendre/x/y/${property.reference}/`)
  const form = await openOffer(page, 'Faire une offre')
  await form.getByLabel(/^Montant en chiffres/).fill('312.500')
  await expect(form.getByLabel(/^Montant en toutes lettres/)).toHaveValue(
    'trois cent douze mille cinq cents euros',
  )
  await form.getByLabel(/^Valable à partir du/).fill('2099-06-01')
  await form.getByLabel(/^Valable jusqu’au/).fill('2099-06-10')
  await form.getByLabel(/^Lieu de signature/).fill('Namur')
  const buyer = form.getByRole('group', { name: 'Acheteur', exact: true })
  await fillPerson(buyer, {
    title: 'Mme',
    first: 'Chloé',
    last: 'Lambert',
    email,
    phone: '+32 81 55 01 23',
  })
  await fillAddress(buyer, {
    street: 'Rue de Fer',
    number: '4',
    zip: '5000',
    city: 'Namur',
  })
  await expect(buyer.getByLabel(/^Pays/)).toHaveValue('Belgique')
  await form.getByRole('checkbox', { name: /acompte de 10 %/ }).check()
  await form.getByRole('button', { name: 'Envoyer mon offre' }).click()

  await expect(page).toHaveURL(/\/fr\/merci\/offre-d-achat\/(#request-offer)?$/, {
    timeout: proofOfWork,
  })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Votre offre d'achat est bien reçue",
  )
  const stored = await submissionOf(email)
  expect(stored).toMatchObject({ kind: 'purchase-offer', locale: 'fr', property_id: property.id })
  expect(stored.data).toMatchObject({ amountCents: 31_250_000, financing: false })
  expect(stored.data.personB).toBeUndefined()

  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Offre d’achat – Immo Horizon')
  expect(confirmation!.language).toBe('fr')
  expect(confirmation!.text).toContain(
    'Montant en toutes lettres : trois cent douze mille cinq cents euros',
  )
  expect(confirmation!.text).toContain('Valable jusqu’au : 10 juin 2099')
  expect(confirmation!.text).toContain('Acompte (10 %) : € 31.250')
  expect(confirmation!.text).not.toContain('Second acheteur')
  const agency = await agencyMailAbout(email)
  expect(agency.subject).toBe('Purchase offer – Chloé Lambert')
  expect(agency.text).toContain('Amount in words: trois cent douze mille cinq cents euros')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a refused offer keeps what was typed and suggests the words, then is sent', async ({
    page,
  }) => {
    const property = await propertyForSale()
    const email = uniqueAddress('nojs.offer')
    await page.goto(`/nl/te-koop/x/y/${property.reference}/`)
    await page.getByRole('link', { name: 'Een bod uitbrengen' }).click()
    const form = page.locator('#request-offer')
    await expect(form).toBeVisible()
    await form.getByLabel(/^Bedrag in cijfers/).fill('420000')
    await form.getByLabel(/^Geldig vanaf/).fill('2099-09-01')
    await form.getByLabel(/^Geldig tot en met/).fill('2099-09-20')
    await form.getByLabel(/^Plaats van ondertekening/).fill('Leuven')
    const buyer = form.getByRole('group', { name: 'Koper', exact: true })
    await fillPerson(buyer, {
      title: 'Dhr.',
      first: 'Pieter',
      last: 'Janssens',
      email,
      phone: '0498 76 54 32',
    })
    await fillAddress(buyer, {
      street: 'Bondgenotenlaan',
      number: '8',
      zip: '3000',
      city: 'Leuven',
    })
    await form.getByRole('checkbox', { name: /voorschot van 10 %/ }).check()
    await form.getByRole('button', { name: 'Verstuur mijn bod' }).click()

    const refused = page.locator('#request-offer')
    await expect(refused.getByText('Controleer het rood gemarkeerde veld.')).toBeVisible()
    await expect(refused.getByLabel(/^Bedrag in cijfers/)).toHaveValue('420000')
    await expect(refused.getByLabel(/^Bedrag in letters/)).toHaveAccessibleDescription(
      'Voorstel op basis van de cijfers: “vierhonderdtwintigduizend euro”. Bedrag in letters is een verplicht veld.',
    )
    await expect(refused.getByLabel(/^Plaats van ondertekening/)).toHaveValue('Leuven')
    await expect(refused.getByText('Voor een bod van € 420.000 is dat € 42.000.')).toBeVisible()
    await refused.getByLabel(/^Bedrag in letters/).fill('vierhonderdtwintigduizend euro')
    await refused.getByRole('button', { name: 'Verstuur mijn bod' }).click()

    await expect(page).toHaveURL(/\/nl\/bedankt\/aankoopbod\/(#request-offer)?$/, {
      timeout: proofOfWork,
    })
    const stored = await submissionOf(email)
    expect(stored).toMatchObject({
      kind: 'purchase-offer',
      locale: 'nl',
      property_id: property.id,
      antispam: 'no-script',
    })
    expect(stored.data).toMatchObject({
      amountCents: 42_000_000,
      amountInWords: 'vierhonderdtwintigduizend euro',
    })
    const [confirmation] = await mailsTo(email)
    expect(confirmation!.subject).toBe('Aankoopbod – Immo Horizon')
    expect(confirmation!.language).toBe('nl')
  })
})
