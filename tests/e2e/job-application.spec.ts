import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { expect, test } from './fixtures'
import { agencyAddress, agencyMailAbout, mailsTo, uniqueAddress } from './mail-sink'
import { fillPerson } from './person'
import { proofOfWork, submissionOf, submissionsOf } from './submissions'

const port = Number(process.env.E2E_PORT ?? 3100)
const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/uploads', name))

type Application = {
  application: string
  position?: string
  motivation: string
  cv: { filename: string; contentType: string; path: string }
}

/** The job application form: module 16 of the jobs page. */
const applicationForm = (page: Page) => page.locator('#module-16 form')

test('job application in English: the CV is stored outside the web root and attached to the agency e-mail', async ({
  page,
  request,
}) => {
  // axe on the page, the proof of work, two e-mails: slow on a shared machine.
  test.slow()
  const email = uniqueAddress('applicant')
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Jobs' }).click()
  await expect(page).toHaveURL('/jobs/')
  await expect(page.getByRole('heading', { name: 'Work with us' })).toBeVisible()
  await expectNoViolations(page)
  const form = applicationForm(page)
  await fillPerson(form, {
    title: 'Ms',
    first: 'Zoë',
    last: 'Peeters',
    email,
    phone: '0475 12 34 56',
  })
  await form.getByRole('radio', { name: 'For a specific position' }).check()
  await form.getByLabel(/^Position you are applying for/).fill('Property manager')
  await form.getByLabel(/^Your motivation/).fill('Five years of lettings in Ghent and Brussels.')
  await expect(form.getByText('We keep your application and CV for 6 months')).toBeVisible()
  await form.getByLabel(/^CV/).setInputFiles({
    name: 'CV Zoë Peeters.pdf',
    mimeType: 'application/pdf',
    buffer: fixture('cv.pdf'),
  })
  await form.getByRole('button', { name: 'Send my application' }).click()

  await expect(page).toHaveURL('/feedback/job-application/', { timeout: proofOfWork })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your application has been received',
  )
  const stored = await submissionOf<Application>(email)
  expect(stored).toMatchObject({
    kind: 'job-application',
    locale: 'en',
    title: 'ms',
    first_name: 'Zoë',
    last_name: 'Peeters',
    phone: '0475 12 34 56',
    antispam: 'altcha',
    data: {
      application: 'position',
      position: 'Property manager',
      motivation: 'Five years of lettings in Ghent and Brussels.',
      cv: { filename: 'CV Zoë Peeters.pdf', contentType: 'application/pdf' },
    },
  })
  const cvPath = stored!.data.cv.path
  expect(cvPath).toMatch(/^attachments\/uploads\/[0-9a-f]{32}\/CV Zoë Peeters\.pdf$/)
  expect(readFileSync(path.resolve(`data/e2e-${port}`, cvPath))).toEqual(fixture('cv.pdf'))
  // Nothing serves the uploads folder.
  for (const url of [`/${cvPath}`, `/files/${cvPath}`, `/files/../${cvPath}`]) {
    expect((await request.get(encodeURI(url))).status(), url).toBe(404)
  }

  const agency = await agencyMailAbout(email)
  expect(agency.subject).toBe('Job contact – Zoë Peeters')
  expect(agency.to).toContain(agencyAddress)
  expect(agency.language).toBe('en')
  for (const line of [
    'Title: Ms',
    'First name: Zoë',
    'Last name: Peeters',
    `E-mail: ${email}`,
    'Phone: 0475 12 34 56',
    'Your application: For a specific position',
    'Position you are applying for: Property manager',
    'Your motivation: Five years of lettings in Ghent and Brussels.',
    'CV: CV Zoë Peeters.pdf (PDF, 17 KB)',
  ]) {
    expect(agency.text).toContain(line)
  }
  expect(agency.attachments).toHaveLength(1)
  const [attachment] = agency.attachments
  expect(attachment!.filename).toBe('CV Zoë Peeters.pdf')
  expect(attachment!.contentType).toBe('application/pdf')
  expect(Buffer.from(attachment!.content, 'base64')).toEqual(fixture('cv.pdf'))

  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Job contact – Immo Horizon')
  expect(confirmation!.language).toBe('en')
  expect(confirmation!.text).toContain('Position you are applying for: Property manager')
  expect(confirmation!.text).toContain('We keep your application and CV for 6 months')
  expect(confirmation!.attachments).toHaveLength(0)
})

test('job application in Dutch: wrong files are refused with the Dutch message, then a DOCX is sent', async ({
  page,
}) => {
  // Three refusals, two of them after the proof of work, and axe on a shared machine.
  test.slow()
  const email = uniqueAddress('sollicitant')
  await page.goto('/nl/vacatures/')
  const form = applicationForm(page)
  await fillPerson(form, {
    title: 'Dhr.',
    first: 'Pieter',
    last: 'Janssens',
    email,
    phone: '0498 76 54 32',
  })
  await form.getByRole('radio', { name: 'Spontane sollicitatie' }).check()
  await form.getByLabel(/^Uw motivatie/).fill('Ik ken de Gentse markt door en door.')
  const submit = form.getByRole('button', { name: 'Mijn sollicitatie versturen' })
  const cvField = form.getByLabel(/^Cv/)
  const wrongType =
    'Dit bestand is geen pdf-, doc-, docx- of odt-document, wat de naam ook zegt. Bewaar uw cv in een van die formaten en probeer het opnieuw.'

  // The browser refuses a .txt and a file over 10 MB before anything is sent.
  await cvField.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('cv') })
  await submit.click()
  await expect(form.getByText(wrongType).first()).toBeVisible()
  await expect(cvField).toBeFocused()
  await cvField.setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  })
  await submit.click()
  await expect(
    form
      .getByText('Uw cv is groter dan 10 MB. Kies een kleiner bestand, bijvoorbeeld een pdf.')
      .first(),
  ).toBeVisible()

  // A text file renamed .pdf passes the browser's check; the server reads its content.
  await cvField.setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Mijn cv: zie bijlage.\n'),
  })
  await submit.click()
  await expect(form.getByText(wrongType).first()).toBeVisible({ timeout: proofOfWork })
  await expect(page.getByText('Controleer het rood gemarkeerde veld.')).toBeVisible()
  await expect(cvField).toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel(/^Uw motivatie/)).toHaveValue('Ik ken de Gentse markt door en door.')
  await expectNoViolations(page)
  expect(await submissionsOf(email)).toHaveLength(0)

  await cvField.setInputFiles({
    name: 'cv-pieter.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: fixture('cv.docx'),
  })
  await submit.click()
  await expect(page).toHaveURL('/nl/bedankt/sollicitatie/', { timeout: proofOfWork })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw sollicitatie is ontvangen')
  expect(await submissionOf<Application>(email)).toMatchObject({
    locale: 'nl',
    data: { application: 'spontaneous', cv: { filename: 'cv-pieter.docx' } },
  })
  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Sollicitatie – Immo Horizon')
  expect(confirmation!.language).toBe('nl')
  expect(confirmation!.text).toContain('Uw sollicitatie: Spontane sollicitatie')
  expect(confirmation!.text).toContain('We bewaren uw sollicitatie en cv 6 maanden')
  expect(confirmation!.attachments).toHaveLength(0)
  const agency = await agencyMailAbout(email)
  expect(agency.subject).toBe('Job contact – Pieter Janssens')
  expect(agency.text).toContain('Your application: Spontaneous application')
  expect(agency.text).not.toContain('Position you are applying for')
  expect(agency.attachments.map((file) => file.filename)).toEqual(['cv-pieter.docx'])
  expect(Buffer.from(agency.attachments[0]!.content, 'base64')).toEqual(fixture('cv.docx'))
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('job application in French: the server refuses and keeps the values, then accepts an ODT', async ({
    page,
  }) => {
    // A 10.5 MB post and two server-rendered answers on a shared machine: a long flow.
    test.slow()
    const missing: string[] = []
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname)
    })
    const email = uniqueAddress('candidat')
    await page.goto('/fr/emplois/')
    const form = applicationForm(page)
    const submit = form.getByRole('button', { name: 'Envoyer ma candidature' })
    await form.getByLabel(/^Votre motivation/).fill('Dix ans de syndic à Ixelles.')
    await form.getByRole('radio', { name: 'Pour un poste précis' }).check()
    // Over 10 MB but within the server action's body limit (11 MB): the server's schema answers.
    await form.getByLabel(/^CV/).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10.5 * 1024 * 1024),
    })
    await submit.click()
    await expect(page.getByText('Veuillez vérifier les 7 champs marqués en rouge.')).toBeVisible()
    await expect(
      form.getByText('Poste pour lequel vous postulez est un champ obligatoire.').first(),
    ).toBeVisible()
    await expect(form.getByText(/^Votre CV dépasse 10.Mo\./).first()).toBeVisible()
    await expect(form.getByLabel(/^Votre motivation/)).toHaveValue('Dix ans de syndic à Ixelles.')
    await expect(form.getByRole('radio', { name: 'Pour un poste précis' })).toBeChecked()
    // No axe here: axe-core cannot run in a page without JavaScript; the server's refusal is the
    // same rendering the Dutch test checks with axe after the server refused its file.

    await fillPerson(form, {
      title: 'M.',
      first: 'Lucas',
      last: 'Lambert',
      email,
      phone: '02 555 01 99',
    })
    await form.getByLabel(/^Poste pour lequel vous postulez/).fill('Gestionnaire syndic')
    await form.getByLabel(/^CV/).setInputFiles({
      name: 'CV Lucas.odt',
      mimeType: 'application/vnd.oasis.opendocument.text',
      buffer: fixture('cv.odt'),
    })
    await submit.click()
    await expect(page).toHaveURL('/fr/merci/candidature/', { timeout: proofOfWork })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Votre candidature est bien reçue',
    )
    expect(await submissionOf<Application>(email)).toMatchObject({
      locale: 'fr',
      antispam: 'no-script',
      data: { position: 'Gestionnaire syndic', cv: { filename: 'CV Lucas.odt' } },
    })
    const [confirmation] = await mailsTo(email)
    expect(confirmation!.subject).toBe('Candidature – Immo Horizon')
    expect(confirmation!.language).toBe('fr')
    const agency = await agencyMailAbout(email)
    expect(Buffer.from(agency.attachments[0]!.content, 'base64')).toEqual(fixture('cv.odt'))
    expect(missing).toEqual([])
  })
})

test.describe('without JavaScript, above the body limit', () => {
  // The refusal is an HTTP 413, which Chromium logs.
  test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 413/] })

  test('a CV above the server action limit gets the localized "too large" page, not a bare error', async ({
    page,
  }) => {
    test.slow()
    await page.goto('/nl/vacatures/')
    const form = applicationForm(page)
    await form.getByLabel(/^Uw motivatie/).fill('Te groot bestand.')
    await form.getByLabel(/^Cv/).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(12 * 1024 * 1024),
    })
    await form.getByRole('button', { name: 'Mijn sollicitatie versturen' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw bestand is te groot')
    await expect(
      page.getByText('Uw cv is groter dan 10 MB. Kies een kleiner bestand, bijvoorbeeld een pdf.'),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Terug naar het formulier' }).click()
    await expect(page).toHaveURL('/nl/vacatures/')
    await expect(applicationForm(page).getByLabel(/^Cv/)).toBeVisible()
  })
})
