import type { Locator, Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { agencyAddress, mailsTo, uniqueAddress } from './mail-sink'
import { proofOfWork, submissionOf } from './submissions'

/** The free-valuation form: module 9 of the contact-demand page. */
const valuationForm = (page: Page) => page.locator('#module-9 form')

async function fillProperty(form: Locator, texts: { type: string; goal: string }) {
  await form.getByLabel(/^(Type of property|Type de bien)/).selectOption({ label: texts.type })
  await form.getByLabel(/^(Bedrooms|Chambres)/).fill('3')
  await form.getByLabel(/^(Living area|Surface habitable)/).fill('145')
  await form.getByRole('radio', { name: texts.goal, exact: true }).check()
}

async function fillAddress(form: Locator) {
  await form.getByLabel(/^(Street|Rue)/).fill('Rue du Bailli')
  await form.getByLabel(/^(Number|Numéro)/).fill('12')
  await form.getByLabel(/^(Postal code|Code postal)/).fill('1050')
  await form.getByLabel(/^(City|Commune)/).fill('Ixelles')
}

async function fillPerson(
  form: Locator,
  person: Record<'title' | 'first' | 'last' | 'email', string>,
) {
  await form.getByRole('radio', { name: person.title, exact: true }).check()
  await form.getByLabel(/^(First name|Prénom)/).fill(person.first)
  await form.getByLabel(/^(Last name|Nom)/).fill(person.last)
  await form.getByLabel(/^E-mail/).fill(person.email)
  await form.getByRole('textbox', { name: /^(Phone|Téléphone)/ }).fill('0475 12 34 56')
}

test('free valuation in English: steps keep what was typed, refused steps are marked, stored and mailed', async ({
  page,
}) => {
  // Three steps there and back, the proof of work and two e-mails: a long flow.
  test.slow()
  const email = uniqueAddress('valuation')
  await page.goto('/contact-demand/')
  const form = valuationForm(page)
  await expect(form.getByRole('list', { name: 'Progress' }).getByRole('listitem')).toHaveText([
    'Your property',
    'Property address',
    'Your details',
  ])
  await expect(form.locator('[aria-current="step"]')).toHaveText('Your property')
  await expect(form.getByRole('heading', { name: 'Step 1 of 3: Your property' })).toBeVisible()

  // "Next" checks this step only, with the schema the server uses.
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByRole('alert')).toContainText('Please check the 2 fields marked in red.')
  await expect(form.getByText('Type of property is a required field.').first()).toBeVisible()
  await expect(form.getByLabel(/^Type of property/)).toBeFocused()
  await expectNoViolations(page)

  await fillProperty(form, { type: 'House', goal: 'Sell' })
  await form.getByLabel(/^Condition/).selectOption({ label: 'Good condition' })
  await form.getByLabel(/^Your message/).fill('Terraced house with a south-facing garden.')
  await form.getByRole('button', { name: 'Next' }).click()
  const addressHeading = form.getByRole('heading', { name: 'Step 2 of 3: Property address' })
  await expect(addressHeading).toBeFocused()
  await expect(form.locator('[aria-current="step"]')).toHaveText('Property address')
  await expect(form.getByLabel(/^Bedrooms/)).toBeHidden()
  await expect(form.getByLabel(/^Country/)).toHaveValue('BE')

  await form.getByLabel(/^Street/).fill('Rue du Bailli')
  await form.getByRole('button', { name: 'Previous' }).click()
  await expect(form.getByRole('heading', { name: 'Step 1 of 3: Your property' })).toBeFocused()
  await expect(form.getByLabel(/^Bedrooms/)).toHaveValue('3')
  await expect(form.getByLabel(/^Your message/)).toHaveValue(
    'Terraced house with a south-facing garden.',
  )
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByLabel(/^Street/)).toHaveValue('Rue du Bailli')

  // A Belgian postal code has four digits.
  await fillAddress(form)
  await form.getByLabel(/^Postal code/).fill('105')
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByText('Postal code is not valid.').first()).toBeVisible()
  await form.getByLabel(/^Postal code/).fill('1050')
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByRole('heading', { name: 'Step 3 of 3: Your details' })).toBeFocused()

  await fillPerson(form, { title: 'Ms', first: 'Lena', last: 'Peeters', email })
  await form.getByLabel(/newsletter/).check()
  await form.getByRole('button', { name: 'Request my free valuation' }).click()

  await expect(page).toHaveURL('/feedback/contact-demand/', { timeout: proofOfWork })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your valuation request has been received',
  )
  const stored = await submissionOf(email)
  expect(stored).toMatchObject({ kind: 'free-valuation', locale: 'en', antispam: 'altcha' })
  expect(stored!.data).toMatchObject({
    propertyType: 1,
    bedrooms: 3,
    livingArea: 145,
    condition: 'good',
    goal: 'sell',
    street: 'Rue du Bailli',
    houseNumber: '12',
    zip: '1050',
    city: 'Ixelles',
    country: 'BE',
    newsletter: true,
  })
  expect(
    await query('select 1 from newsletter_subscriptions where email = $1', [email]),
  ).toHaveLength(1)

  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Free valuation – Immo Horizon')
  expect(confirmation!.language).toBe('en')
  expect(confirmation!.text).toContain('Thank you for the trust you place in Immo Horizon')
  const agency = (await mailsTo(agencyAddress)).filter((mail) => mail.replyTo?.includes(email))
  expect(agency).toHaveLength(1)
  expect(agency[0]!.subject).toBe('Free valuation – Lena Peeters')
  for (const line of [
    'Type of property: House',
    'Bedrooms: 3',
    'Living area (m²): 145 m²',
    'Condition: Good condition',
    'What do you plan to do?: Sell',
    'Your message: Terraced house with a south-facing garden.',
    'Street: Rue du Bailli',
    'Postal code: 1050',
    'City: Ixelles',
    'Country: Belgium',
    'Phone: 0475 12 34 56',
  ]) {
    expect(agency[0]!.text).toContain(line)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('free valuation in French: each step posts, the server checks it and keeps every answer', async ({
    page,
  }) => {
    // Three steps there and back, the proof of work and two e-mails: a long flow.
    test.slow()
    const email = uniqueAddress('estimation')
    await page.goto('/fr/estimation-gratuite/')
    const form = valuationForm(page)
    await form.getByRole('button', { name: 'Suivant' }).click()
    await expect(page.getByText('Veuillez vérifier les 2 champs marqués en rouge.')).toBeVisible()
    // No axe here: axe-core cannot run in a page without JavaScript; the refused step's HTML is the
    // same server rendering the JavaScript test above checks.
    await expect(form.getByRole('heading', { name: 'Étape 1 sur 3 : Votre bien' })).toBeVisible()

    await fillProperty(form, { type: 'Appartement', goal: 'Mettre en location' })
    await form.getByRole('button', { name: 'Suivant' }).click()
    await expect(
      form.getByRole('heading', { name: 'Étape 2 sur 3 : Adresse du bien' }),
    ).toBeVisible()
    await expect(form.getByLabel(/^Chambres/)).toBeHidden()
    await form.getByLabel(/^Rue/).fill('Avenue Louise')
    await form.getByRole('button', { name: 'Précédent' }).click()
    await expect(form.getByRole('heading', { name: 'Étape 1 sur 3 : Votre bien' })).toBeVisible()
    await expect(form.getByLabel(/^Chambres/)).toHaveValue('3')
    await expect(form.getByRole('radio', { name: 'Mettre en location', exact: true })).toBeChecked()
    await form.getByRole('button', { name: 'Suivant' }).click()
    await expect(form.getByLabel(/^Rue/)).toHaveValue('Avenue Louise')

    await fillAddress(form)
    await form.getByRole('button', { name: 'Suivant' }).click()
    await expect(
      form.getByRole('heading', { name: 'Étape 3 sur 3 : Vos coordonnées' }),
    ).toBeVisible()
    await fillPerson(form, { title: 'Mme', first: 'Chloé', last: 'Lambert', email })
    await form.getByRole('button', { name: 'Demander mon estimation gratuite' }).click()

    await expect(page).toHaveURL('/fr/merci/estimation-gratuite/', { timeout: proofOfWork })
    const stored = await submissionOf(email)
    expect(stored).toMatchObject({ kind: 'free-valuation', locale: 'fr', antispam: 'no-script' })
    expect(stored!.data).toMatchObject({
      propertyType: 2,
      goal: 'rentOut',
      street: 'Rue du Bailli',
    })
    const [confirmation] = await mailsTo(email)
    expect(confirmation!.subject).toBe('Estimation gratuite – Immo Horizon')
    expect(confirmation!.language).toBe('fr')
    expect(confirmation!.text).toContain('Type de bien : Appartement')
    expect(confirmation!.text).toContain('Pays : Belgique')
  })
})
