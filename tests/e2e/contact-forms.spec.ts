import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { agencyAddress, mailsTo, uniqueAddress } from './mail-sink'
import { holdScripts } from './hold-scripts'
import { fillPerson } from './person'
import { proofOfWork, submissionsOf } from './submissions'

test('site contact form on the home page: stored, thanked, agency and visitor e-mails in English', async ({
  page,
}) => {
  const email = uniqueAddress('lena')
  await page.goto('/')
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send' }) })
  await fillPerson(form, {
    title: 'Ms',
    first: 'Lena',
    last: 'Peeters',
    email,
    phone: '0475123456',
  })
  await form.getByLabel('What can we do for you?').selectOption('buy')
  await form.getByLabel('Your message').fill('Looking for a flat with two bedrooms in Ixelles.')
  await form.getByLabel(/newsletter/).check()
  await form.getByRole('button', { name: 'Send' }).click()

  await expect(page).toHaveURL('/feedback/site-contact/', { timeout: proofOfWork })
  const [stored] = await submissionsOf(email)
  expect(stored).toMatchObject({
    kind: 'site-contact',
    locale: 'en',
    phone: '0475123456',
    antispam: 'altcha',
  })
  expect(stored!.data).toMatchObject({ goal: 'buy', newsletter: true })
  expect(
    await query('select 1 from newsletter_subscriptions where email = $1', [email]),
  ).toHaveLength(1)

  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Site contact – Immo Horizon')
  expect(confirmation!.language).toBe('en')
  expect(confirmation!.text).toContain('Thank you for the trust you place in Immo Horizon')
  expect(confirmation!.text).toContain('Phone: 0475 12 34 56 (0475123456)')

  const agencyMails = (await mailsTo(agencyAddress)).filter((mail) => mail.replyTo?.includes(email))
  expect(agencyMails).toHaveLength(1)
  expect(agencyMails[0]!.subject).toBe('Site contact – Lena Peeters')
  expect(agencyMails[0]!.text).toContain('What can we do for you?: Buy')
  expect(agencyMails[0]!.text).toContain(
    'Your message: Looking for a flat with two bedrooms in Ixelles.',
  )
})

test('site contact form in French: French thank-you page and confirmation', async ({ page }) => {
  const email = uniqueAddress('chloe')
  await page.goto('/fr/')
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Envoyer' }) })
  await fillPerson(form, {
    title: 'Mme',
    first: 'Chloé',
    last: 'Lambert',
    email,
    phone: '+32 2 555 01 23',
  })
  await page.getByLabel('Que pouvons-nous faire pour vous ?').selectOption('sell')
  await page.getByRole('button', { name: 'Envoyer' }).click()

  await expect(page).toHaveURL(
    '/fr/merci/nous-avons-bien-recu-votre-message-et-vous-recontacterons-rapidement/',
    { timeout: proofOfWork },
  )
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const [stored] = await submissionsOf(email)
  expect(stored).toMatchObject({ kind: 'site-contact', locale: 'fr' })
  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Contact via le site – Immo Horizon')
  expect(confirmation!.language).toBe('fr')
  expect(confirmation!.text).toContain('Que pouvons-nous faire pour vous ? : Vendre')
})

test('refused fields: banner, messages next to the fields, focus on the first, nothing stored', async ({
  page,
}) => {
  await page.goto('/')
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send' }) })
  await form.getByLabel(/^E-mail/).fill('not-an-address')
  await form.getByRole('button', { name: 'Send' }).click()

  const banner = form.getByRole('alert')
  await expect(banner).toContainText('Please check the 6 fields marked in red.')
  await expect(form.getByText('First name is a required field.').first()).toBeVisible()
  await expect(form.getByText('The e-mail address is not valid.').first()).toBeVisible()
  await expect(form.getByRole('group', { name: /Title/ })).toBeFocused()
  await expect(form.getByLabel(/^E-mail/)).toHaveAttribute('aria-invalid', 'true')
  await expectNoViolations(page)

  // Fixing a field takes its message away as soon as it is right.
  await form.getByLabel(/^First name/).fill('Jan')
  await expect(form.getByText('First name is a required field.')).toHaveCount(0)
  expect(await query("select 1 from form_submissions where email = 'not-an-address'")).toHaveLength(
    0,
  )
})

test('contact me: call-back slot from the configuration, Dutch thank-you page', async ({
  page,
}) => {
  const email = uniqueAddress('pieter')
  await page.goto('/nl/diensten/verkopen/')
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Bel mij terug' }) })
  await expect(form).toBeVisible()
  await fillPerson(form, {
    title: 'Dhr.',
    first: 'Pieter',
    last: 'Janssens',
    email,
    phone: '0498 76 54 32',
  })
  await form.getByRole('radio', { name: 'Telefonisch' }).check()
  await form.getByRole('radio', { name: '14:00–16:00' }).check()
  await form.getByRole('button', { name: 'Bel mij terug' }).click()

  await expect(page).toHaveURL('/nl/bedankt/contactaanvraag/', { timeout: proofOfWork })
  const [stored] = await submissionsOf(email)
  expect(stored).toMatchObject({ kind: 'contact-me', locale: 'nl' })
  expect(stored!.data).toMatchObject({ contactPreference: 'phone', timeSlot: '14:00-16:00' })
  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Contacteer mij – Immo Horizon')
  expect(confirmation!.text).toContain('Wanneer mogen we u bellen?: 14:00–16:00')
})

test('contact me in German: refused first, then by e-mail, German thank-you page and e-mails', async ({
  page,
}) => {
  const email = uniqueAddress('lena')
  await page.goto('/de/leistungen/vermieten/')
  const form = page.locator('form', {
    has: page.getByRole('button', { name: 'Rufen Sie mich zurück' }),
  })
  await form.getByRole('button', { name: 'Rufen Sie mich zurück' }).click()
  await expect(form.getByRole('alert')).toContainText(
    /Bitte prüfen Sie die \d+ rot markierten Felder\./,
  )
  await expect(form.getByText('Vorname ist ein Pflichtfeld.').first()).toBeVisible()
  await expectNoViolations(page)

  await fillPerson(form, {
    title: 'Frau',
    first: 'Lena',
    last: 'Schmitz',
    email,
    phone: '087 55 44 33',
  })
  await form.getByRole('radio', { name: 'Per E-Mail' }).check()
  await form.getByRole('button', { name: 'Rufen Sie mich zurück' }).click()

  await expect(page).toHaveURL('/de/danke/kontaktanfrage/', { timeout: proofOfWork })
  const [stored] = await submissionsOf(email)
  expect(stored).toMatchObject({ kind: 'contact-me', locale: 'de', phone: '087 55 44 33' })
  expect(stored!.data).toMatchObject({ contactPreference: 'email' })
  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Kontaktieren Sie mich – Immo Horizon')
  expect(confirmation!.language).toBe('de')
  expect(confirmation!.text).toContain('Wie sollen wir Sie kontaktieren?: Per E-Mail')
  const agencyMail = async () =>
    (await mailsTo(agencyAddress)).find((mail) => mail.replyTo?.includes(email))
  await expect.poll(async () => (await agencyMail())?.subject).toBe('Contact me – Lena Schmitz')
  expect((await agencyMail())!.text).toContain('How should we contact you?: By e-mail')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts, refuses with messages and then stores with the no-script check', async ({
    page,
  }) => {
    const email = uniqueAddress('nojs')
    await page.goto('/')
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Send' }) })
    await form.getByLabel(/^Last name/).fill('Claes')
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Please check the 5 fields marked in red.')).toBeVisible()
    await expect(page.getByLabel(/^Last name/)).toHaveValue('Claes')

    await fillPerson(form, {
      title: 'Mr',
      first: 'Tom',
      last: 'Claes',
      email,
      phone: '0470 11 22 33',
    })
    await page.getByLabel('What can we do for you?').selectOption('rent')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page).toHaveURL('/feedback/site-contact/', { timeout: proofOfWork })
    const [stored] = await submissionsOf(email)
    expect(stored).toMatchObject({ kind: 'site-contact', antispam: 'no-script' })
  })
})

for (const lang of ['en', 'fr'] as const) {
  test(`the proof-of-work widget takes the room kept for it: the send button does not move (${lang})`, async ({
    page,
  }) => {
    const arrive = await holdScripts(page)
    await page.goto(lang === 'en' ? '/' : '/fr/', { waitUntil: 'domcontentloaded' })
    const form = page.locator('form', { has: page.locator('[data-altcha="mount"]') }).first()
    const send = form.getByRole('button').last()
    // The form's code, and with it the widget, comes once the form is in view.
    await form.scrollIntoViewIfNeeded()
    const before = (await send.boundingBox())!.y
    arrive()
    await expect(form.locator('altcha-widget')).toBeVisible()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    expect((await send.boundingBox())!.y).toBeCloseTo(before, 0)
  })
}
