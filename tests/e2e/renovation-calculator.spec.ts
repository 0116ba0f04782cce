import type { Locator, Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { agencyAddress, mailsTo, uniqueAddress } from './mail-sink'
import { proofOfWork, submissionOf, submissionsOf } from './submissions'

/** Amounts as the site writes them: '€ 12.300'. */
const range = /€ [\d.]+ (to|tot) € [\d.]+/

/** The calculator: module 17 of the renovation-calculator page. */
const calculator = (page: Page) => page.locator('#module-17 form')

const costTable = (form: Locator, caption: RegExp) => form.getByRole('table', { name: caption })

test('calculator in English: steps keep what was typed, the estimate shows its sources, an expert call is stored and mailed', async ({
  page,
}) => {
  // Four steps there and back, the proof of work and two e-mails: a long flow.
  test.slow()
  const email = uniqueAddress('renovation')
  await page.goto('/renovation-cost-calculator/')
  const form = calculator(page)
  await expect(form.getByRole('list', { name: 'Progress' }).getByRole('listitem')).toHaveText([
    'Your home',
    'Energy label',
    'Works',
    'Estimate',
  ])
  await expect(form.getByRole('heading', { name: 'Step 1 of 4: Your home' })).toBeVisible()
  await expectNoViolations(page)

  // "Next" checks this step with the schema the server uses.
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByRole('alert')).toContainText('Please check the 2 fields marked in red.')
  await expect(form.getByText('Type of home is a required field.').first()).toBeVisible()
  await expect(form.getByRole('group', { name: /^Type of home/ })).toBeFocused()
  await expectNoViolations(page)

  await form.getByRole('radio', { name: 'Terraced house' }).check()
  await form.getByLabel(/^Living area/).fill('1200')
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByText('Living area (m²) is not valid.').first()).toBeVisible()
  await form.getByLabel(/^Living area/).fill('135')
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByRole('heading', { name: 'Step 2 of 4: Energy label' })).toBeFocused()
  await expect(form.getByLabel(/^Living area/)).toBeHidden()

  // Once the region is chosen, only its labels are offered (Flanders has no G).
  await form.getByRole('radio', { name: 'Flanders' }).check()
  const label = form.getByLabel(/^Current EPC label/)
  await expect(label.getByRole('option')).toHaveText([
    'Choose…',
    'A+',
    'A',
    'B',
    'C',
    'D',
    'E',
    'F',
  ])
  await label.selectOption({ label: 'E' })
  await expectNoViolations(page)

  await form.getByRole('button', { name: 'Previous' }).click()
  await expect(form.getByRole('heading', { name: 'Step 1 of 4: Your home' })).toBeFocused()
  await expect(form.getByLabel(/^Living area/)).toHaveValue('135')
  await expect(form.getByRole('radio', { name: 'Terraced house' })).toBeChecked()
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByRole('radio', { name: 'Flanders' })).toBeChecked()
  await expect(label).toHaveValue('e')
  await form.getByRole('button', { name: 'Next' }).click()
  await expect(form.getByRole('heading', { name: 'Step 3 of 4: Works' })).toBeFocused()

  await form.getByRole('button', { name: 'Calculate the estimate' }).click()
  await expect(
    form.getByText('Works you are considering: select at least one option.').first(),
  ).toBeVisible()
  await expectNoViolations(page)
  await form.getByRole('checkbox', { name: 'Roof insulation' }).check()
  await form.getByRole('checkbox', { name: 'Heat pump' }).check()
  await form.getByRole('button', { name: 'Calculate the estimate' }).click()
  await expect(form.getByRole('heading', { name: 'Step 4 of 4: Estimate' })).toBeFocused()

  const costs = costTable(form, /^Estimated cost per work/)
  await expect(costs.getByRole('row')).toHaveCount(4)
  await expect(costs.getByRole('row', { name: /Roof insulation/ })).toContainText(range)
  await expect(costs.getByRole('row', { name: /Heat pump/ })).toContainText(range)
  await expect(costs.getByRole('row', { name: /Estimated total/ })).toContainText(range)
  await expect(form.getByText('Including 6% VAT')).toBeVisible()
  await expect(form.getByText(/^An indication, not a quote/)).toBeVisible()
  await expect(form.getByRole('heading', { name: 'Assumptions and sources' })).toBeVisible()
  await expect(form.getByText(/written on 22 November 2026/)).toBeVisible()
  await expect(form.getByText(/^Source: Embuild/).first()).toBeVisible()
  await expect(form.getByRole('link', { name: 'www.vlaanderen.be' }).first()).toHaveAttribute(
    'href',
    'https://www.vlaanderen.be/veka',
  )
  await expect(form.getByRole('link', { name: 'Conditions and amounts' })).toHaveAttribute(
    'href',
    'https://www.mijnverbouwpremie.be',
  )
  await expectNoViolations(page)

  // Back to the works and on again: the ticked works are still there.
  await form.getByRole('button', { name: 'Previous' }).click()
  await expect(form.getByRole('checkbox', { name: 'Heat pump' })).toBeChecked()
  await form.getByRole('button', { name: 'Calculate the estimate' }).click()
  await expect(costs.getByRole('row', { name: /Heat pump/ })).toBeVisible()
  // Calculating stored nothing.
  expect(await submissionsOf(email)).toHaveLength(0)

  // The expert request refuses a missing person, keeping the estimate on screen.
  await form.getByRole('button', { name: 'Have an expert call me' }).click()
  await expect(form.getByText('First name is a required field.').first()).toBeVisible()
  await expect(form.getByRole('group', { name: /^Title/ })).toBeFocused()
  await expect(costs).toBeVisible()
  await expectNoViolations(page)

  await form.getByRole('radio', { name: 'Ms', exact: true }).check()
  await form.getByLabel(/^First name/).fill('Lena')
  await form.getByLabel(/^Last name/).fill('Peeters')
  await form.getByLabel(/^E-mail/).fill(email)
  await form.getByRole('textbox', { name: /^Phone/ }).fill('0475 12 34 56')
  await form.getByRole('radio', { name: '14:00–16:00' }).check()
  await form.getByRole('button', { name: 'Have an expert call me' }).click()

  await expect(page).toHaveURL('/feedback/renovation-expert/', { timeout: proofOfWork })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your request for a call has been received',
  )
  const stored = await submissionOf(email)
  expect(stored).toMatchObject({ kind: 'renovation-expert', locale: 'en', antispam: 'altcha' })
  expect(stored!.data).toMatchObject({
    homeType: 'terraced',
    surface: 135,
    region: 'Flanders',
    currentLabel: 'e',
    works: ['roof', 'heating'],
    timeSlot: '14:00-16:00',
    estimate: { vatRate: 0.06, basisWrittenOn: '2026-11-22' },
  })
  const total = (stored!.data.estimate as { total: { low: number; high: number } }).total
  const euro = (amount: number) => `€ ${new Intl.NumberFormat('nl-BE').format(amount)}`
  const totalText = `${euro(total.low)} to ${euro(total.high)}`

  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Renovation advice – Immo Horizon')
  expect(confirmation!.language).toBe('en')
  expect(confirmation!.text).toContain(`Estimated total: ${totalText}`)
  expect(confirmation!.text).toContain('An indication, not a quote')
  const agency = (await mailsTo(agencyAddress)).filter((mail) => mail.replyTo?.includes(email))
  expect(agency).toHaveLength(1)
  expect(agency[0]!.subject).toBe('Renovation advice – Lena Peeters')
  for (const line of [
    'Title: Ms',
    'Phone: 0475 12 34 56',
    'Preferred time to call: 14:00–16:00',
    'Type of home: Terraced house',
    'Living area (m²): 135',
    'Region: Flanders',
    'Current EPC label: E',
    'Roof insulation: € ',
    'Heat pump: € ',
    `Estimated total: ${totalText}`,
    'Expected EPC label after the works: ',
  ]) {
    expect(agency[0]!.text).toContain(line)
  }
})

test('calculator with the keyboard alone, in French', async ({ page }) => {
  await page.goto('/fr/calculer-cout-renovation/')
  const form = calculator(page)
  await form.getByRole('radio', { name: 'Maison quatre façades' }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await expect(form.getByLabel(/^Superficie habitable/)).toBeFocused()
  await page.keyboard.type('180')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Suivant' })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(form.getByRole('heading', { name: /^Étape 2 sur 4/ })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(form.getByRole('radio', { name: 'Flandre' })).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(form.getByRole('radio', { name: 'Wallonie' })).toBeChecked()
  await page.keyboard.press('Tab')
  const label = form.getByLabel(/^Label PEB actuel/)
  await expect(label).toBeFocused()
  await page.keyboard.type('F')
  await expect(label).toHaveValue('f')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')

  await expect(form.getByRole('heading', { name: /^Étape 3 sur 4/ })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(form.getByRole('checkbox', { name: 'Isolation de la toiture' })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(form.getByRole('checkbox', { name: 'Isolation des murs' })).toBeChecked()
  for (let box = 0; box < 6; box++) await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Calculer l’estimation' })).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(form.getByRole('heading', { name: /^Étape 4 sur 4/ })).toBeFocused()
  const costs = costTable(form, /^Coût estimé par poste/)
  await expect(costs.getByRole('row', { name: /Isolation des murs/ })).toContainText(
    /€ [\d.]+ à € [\d.]+/,
  )
  await expect(form.getByText('Label PEB actuel', { exact: true })).toBeVisible()
})

test('the renovation notice of a Flemish E or F home links to the calculator', async ({ page }) => {
  const [row] = await query<{ reference: string }>(
    `select p.reference from properties p
       join property_types t on t.id = p.type_id
       left join property_types root on root.id = t.parent_id
      where p.published and p.goal = 0 and p.region = 'Flanders'
        and lower(p.epc_label) in ('e', 'f') and coalesce(root.web_id, t.web_id) in (1, 2)
      order by p.id limit 1`,
  )
  expect(row, 'the demo has a Flemish E or F home for sale').toBeDefined()
  await page.goto(`/for-sale/x/y/${row!.reference}/`)
  await page.getByRole('link', { name: 'Estimate the cost of the renovation works' }).click()
  await expect(page).toHaveURL('/renovation-cost-calculator/')
  await expect(
    calculator(page).getByRole('heading', { name: 'Step 1 of 4: Your home' }),
  ).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('calculator in Dutch: every step posts, the server keeps every answer, computes the estimate and stores the call request', async ({
    page,
  }) => {
    test.slow()
    const email = uniqueAddress('renovatie')
    await page.goto('/nl/renovatiekost-berekenen/')
    // axe runs in the tests with JavaScript (each step and its errors, the same server-rendered
    // markup): with JavaScript turned off, axe-core's evaluation never returns in this Chromium.
    const form = calculator(page)
    await form.getByRole('button', { name: 'Volgende' }).click()
    await expect(page.getByText('Controleer de 2 rood gemarkeerde velden.')).toBeVisible()
    await expect(form.getByRole('heading', { name: 'Stap 1 van 4: Uw woning' })).toBeVisible()

    await form.getByRole('radio', { name: 'Open bebouwing', exact: true }).check()
    await form.getByLabel(/^Bewoonbare oppervlakte/).fill('210')
    await form.getByRole('button', { name: 'Volgende' }).click()
    await expect(form.getByRole('heading', { name: 'Stap 2 van 4: Energielabel' })).toBeVisible()
    await expect(form.getByLabel(/^Bewoonbare oppervlakte/)).toBeHidden()

    // Without JavaScript every label is offered; the server refuses one the region does not have.
    await form.getByRole('radio', { name: 'Vlaanderen' }).check()
    await form.getByLabel(/^Huidig EPC-label/).selectOption({ label: 'G' })
    await form.getByRole('button', { name: 'Volgende' }).click()
    await expect(
      form.getByText('Huidig EPC-label: kies een van de mogelijkheden.').first(),
    ).toBeVisible()
    await form.getByLabel(/^Huidig EPC-label/).selectOption({ label: 'F' })

    await form.getByRole('button', { name: 'Vorige' }).click()
    await expect(form.getByRole('heading', { name: 'Stap 1 van 4: Uw woning' })).toBeVisible()
    await expect(form.getByLabel(/^Bewoonbare oppervlakte/)).toHaveValue('210')
    await expect(form.getByRole('radio', { name: 'Open bebouwing', exact: true })).toBeChecked()
    await form.getByRole('button', { name: 'Volgende' }).click()
    await expect(form.getByRole('radio', { name: 'Vlaanderen' })).toBeChecked()
    await expect(form.getByLabel(/^Huidig EPC-label/)).toHaveValue('f')
    await form.getByRole('button', { name: 'Volgende' }).click()

    await expect(form.getByRole('heading', { name: 'Stap 3 van 4: Werken' })).toBeVisible()
    await form.getByRole('checkbox', { name: 'Dakisolatie' }).check()
    await form.getByRole('checkbox', { name: 'Zonnepanelen' }).check()
    await form.getByRole('button', { name: 'Bereken de raming' }).click()

    await expect(form.getByRole('heading', { name: 'Stap 4 van 4: Raming' })).toBeVisible()
    const costs = costTable(form, /^Geraamde kostprijs per werk/)
    await expect(costs.getByRole('row', { name: /Dakisolatie/ })).toContainText(range)
    await expect(costs.getByRole('row', { name: /Zonnepanelen/ })).toContainText(range)
    await expect(costs.getByRole('row', { name: /Geraamd totaal/ })).toContainText(range)
    await expect(form.getByText(/^Een indicatie, geen offerte/)).toBeVisible()
    await expect(form.getByText(/22 november 2026/)).toBeVisible()
    await expect(form.getByText(/^Bron: /).first()).toBeVisible()
    expect(await submissionsOf(email)).toHaveLength(0)

    await form.getByRole('button', { name: 'Vorige' }).click()
    await expect(form.getByRole('checkbox', { name: 'Zonnepanelen' })).toBeChecked()
    await form.getByRole('button', { name: 'Bereken de raming' }).click()

    // A refused call request shows the estimate again with the errors.
    await form.getByRole('button', { name: 'Laat een expert mij bellen' }).click()
    await expect(page.getByText('Voornaam is een verplicht veld.').first()).toBeVisible()
    await expect(costs.getByRole('row', { name: /Geraamd totaal/ })).toContainText(range)

    await form.getByRole('radio', { name: 'Dhr.', exact: true }).check()
    await form.getByLabel(/^Voornaam/).fill('Pieter')
    await form.getByLabel(/^Naam/).fill('Janssens')
    await form.getByLabel(/^E-mail/).fill(email)
    await form.getByRole('textbox', { name: /^Telefoon/ }).fill('0498 76 54 32')
    await form.getByRole('button', { name: 'Laat een expert mij bellen' }).click()

    await expect(page).toHaveURL('/nl/bedankt/renovatieadvies/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Uw vraag om teruggebeld te worden is ontvangen',
    )
    const stored = await submissionOf(email)
    expect(stored).toMatchObject({ kind: 'renovation-expert', locale: 'nl', antispam: 'no-script' })
    expect(stored!.data).toMatchObject({
      homeType: 'detached',
      surface: 210,
      region: 'Flanders',
      currentLabel: 'f',
      works: ['roof', 'solar'],
    })
    const [confirmation] = await mailsTo(email)
    expect(confirmation!.subject).toBe('Renovatieadvies – Immo Horizon')
    expect(confirmation!.language).toBe('nl')
    for (const line of [
      'Type woning: Open bebouwing',
      'Huidig EPC-label: F',
      'Dakisolatie: € ',
      'Zonnepanelen: € ',
      'Geraamd totaal: € ',
      'Een indicatie, geen offerte',
    ]) {
      expect(confirmation!.text).toContain(line)
    }
    const agency = (await mailsTo(agencyAddress)).filter((mail) => mail.replyTo?.includes(email))
    expect(agency[0]!.subject).toBe('Renovation advice – Pieter Janssens')
    expect(agency[0]!.text).toContain('Solar panels: € ')
  })
})
