import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { agencyAddress, mailsTo, uniqueAddress } from './mail-sink'
import { proofOfWork, submissionOf, submissionsOf } from './submissions'

// A 1×1 transparent PNG: this machine cannot reach the tile server, so the tests answer for it.
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

type Demand = {
  locale: string
  goal: number
  price_min: number | null
  price_max: number | null
  bedrooms_min: number | null
  type_ids: number[]
  zips: string[]
  active: boolean
}

const demandOf = async (email: string) =>
  (await query<Demand>('select * from demands where email = $1', [email]))[0]

/** The demand register: module 15 of the demand-register page. */
const demandForm = (page: Page) => page.locator('#module-15 form')

test('search alert in English: refused fields marked, zones by postal code and on the map, stored and mailed', async ({
  page,
}) => {
  // The map's boundaries, the proof of work and two e-mails: a long flow on a busy machine.
  test.setTimeout(180_000)
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: tile }),
  )
  const email = uniqueAddress('alert')
  await page.goto('/search-alert/')
  const form = demandForm(page)
  // The zone picker turns into its scripted version when the page hydrates, and the form below
  // it moves: this test is about the scripted form.
  await expect(form.getByRole('button', { name: 'Add', exact: true })).toBeVisible()

  // Specification §5: at least one type, at least one zone, the address; the banner lists them.
  await form.getByRole('button', { name: 'Save my search alert' }).click()
  await expect(form.getByRole('alert')).toContainText('Please check the 7 fields marked in red.')
  await expect(form.getByText('Select at least one property type.').first()).toBeVisible()
  await expect(form.getByText('Select at least one zone.').first()).toBeVisible()
  await expect(form.getByText('E-mail is a required field.').first()).toBeVisible()
  await expect(form.getByRole('group', { name: /^Buy or rent/ })).toBeFocused()
  await expectNoViolations(page)

  await form.getByRole('radio', { name: 'Buy', exact: true }).check()
  await form.getByRole('checkbox', { name: 'House', exact: true }).check()
  await form.getByRole('checkbox', { name: 'Studio', exact: true }).check()

  // A postal code added at once, before its suggestions arrive, still gets its town's name…
  await form.getByRole('combobox', { name: 'Postal code or town' }).fill('9000')
  await form.getByRole('button', { name: 'Add', exact: true }).click()
  const chosen = form.getByRole('list', { name: 'Chosen zones' })
  await expect(chosen.getByRole('listitem')).toHaveText([/^9000 Gent/])

  // …and a municipality clicked on the map (the one in the middle of Belgium).
  await form.getByRole('button', { name: 'Choose on the map' }).click()
  const map = form.getByRole('region', { name: 'Map of the Belgian municipalities' })
  await expect(map).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 })
  await expect(map.locator('path.leaflet-interactive').first()).toBeVisible()
  const box = (await map.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(chosen.getByRole('listitem')).toHaveCount(2)
  const municipality = (await chosen.getByRole('listitem').nth(1).textContent())!.replace('×', '')
  expect(municipality).toMatch(/^\S.* \(municipality\)$/)

  await form.getByLabel(/^Minimum price/).fill('400000')
  await form.getByLabel(/^Maximum price/).fill('250000')
  await form.getByLabel(/^Minimum bedrooms/).fill('2')
  await form.getByRole('radio', { name: 'Ms', exact: true }).check()
  await form.getByLabel(/^First name/).fill('Lena')
  await form.getByLabel(/^Last name/).fill('Peeters')
  await form.getByLabel(/^E-mail/).fill(email)
  await form.getByRole('button', { name: 'Save my search alert' }).click()
  await expect(
    form.getByText('Maximum price (€): the minimum cannot be higher than the maximum.').first(),
  ).toBeVisible()
  await expect(form.getByLabel(/^Maximum price/)).toBeFocused()
  await form.getByLabel(/^Minimum price/).fill('250000')
  await form.getByLabel(/^Maximum price/).fill('400000')
  await form.getByLabel(/newsletter/).check()
  await form.getByRole('button', { name: 'Save my search alert' }).click()

  await expect(page).toHaveURL('/feedback/demand-register/', { timeout: proofOfWork })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your search profile has been saved',
  )
  const stored = await submissionOf(email)
  expect(stored).toMatchObject({ kind: 'demand-register', locale: 'en', antispam: 'altcha' })
  expect(stored!.data).toMatchObject({ goal: 'buy', priceMin: 250_000, types: [1, 21] })
  const demand = await demandOf(email)
  expect(demand).toMatchObject({
    locale: 'en',
    goal: 0,
    price_min: 250_000,
    price_max: 400_000,
    bedrooms_min: 2,
    type_ids: [1, 21],
    active: true,
  })
  // Gent's postal code and the clicked municipality's own.
  expect(demand!.zips).toContain('9000')
  expect(demand!.zips.length).toBeGreaterThan(1)

  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Demand register – Immo Horizon')
  expect(confirmation!.language).toBe('en')
  expect(confirmation!.text).toContain('Thank you for the trust you place in Immo Horizon')
  const agency = (await mailsTo(agencyAddress)).filter((mail) => mail.replyTo?.includes(email))
  expect(agency).toHaveLength(1)
  expect(agency[0]!.subject).toBe('Demand register – Lena Peeters')
  for (const line of [
    'Buy or rent: Buy',
    'Price: € 250.000 – € 400.000',
    'Bedrooms: from 2',
    'Types of property: House, Studio',
    `Zones: 9000 Gent, ${municipality}`,
    'Send me the newsletter with new properties and market news: Yes',
  ]) {
    expect(agency[0]!.text).toContain(line)
  }
})

test('a list search becomes a search alert in Dutch, filled in with its filters', async ({
  page,
}) => {
  await page.goto('/nl/te-huur/?type=2&beds=2&place=1050&min=800')
  await page
    .getByRole('link', { name: 'Ontvang nieuwe panden voor deze zoekopdracht per e-mail' })
    .click()
  await expect(page).toHaveURL(
    '/nl/zoekprofiel/?goal=rent&types=2&priceMin=800&bedroomsMin=2&zones=1050',
  )
  const form = demandForm(page)
  await expect(form.getByRole('radio', { name: 'Huren', exact: true })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: 'Appartement', exact: true })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: 'Huis', exact: true })).not.toBeChecked()
  await expect(form.getByLabel(/^Minimumprijs/)).toHaveValue('800')
  await expect(form.getByLabel(/^Minimum aantal slaapkamers/)).toHaveValue('2')
  await expect(
    form.getByRole('list', { name: "Gekozen regio's" }).getByRole('listitem'),
  ).toHaveText([/^1050 /])
  // The menu leads here too.
  await expect(
    page
      .getByRole('navigation', { name: 'Hoofdnavigatie' })
      .getByRole('link', { name: 'Zoekprofiel' }),
  ).toHaveAttribute('href', '/nl/zoekprofiel/')
})

test('search alert in German: a town typed quickly stays that town, and a name the site does not know is refused and named', async ({
  page,
}) => {
  test.slow()
  await page.goto('/de/suchauftrag/')
  const form = demandForm(page)
  // A town added at once, before its own suggestions arrive, must not take those of the postal
  // code before it.
  const place = form.getByRole('combobox', { name: 'Postleitzahl oder Gemeinde' })
  const add = form.getByRole('button', { name: 'Hinzufügen', exact: true })
  const suggested = page.waitForResponse(/\/api\/places\/\?q=1000/)
  await place.fill('1000')
  await suggested
  await expect(page.locator('datalist option[value="1000"]').first()).toBeAttached()
  await add.click()
  await place.fill('Atlantis')
  await add.click()
  const chosen = form.getByRole('list', { name: 'Gewählte Gebiete' })
  // Only known places become zones: the text stays in the field with a message naming it.
  await expect(form.getByRole('alert').filter({ hasText: 'Atlantis' })).toHaveText(
    '„Atlantis“ ist keine belgische Postleitzahl, Ortschaft oder Gemeinde. Wählen Sie einen der Vorschläge.',
  )
  await expect(place).toHaveValue('Atlantis')
  await expect(place).toHaveAttribute('aria-invalid', 'true')
  await expect(chosen.getByRole('listitem')).toHaveText([/^1000 \S+/])
  await place.fill('Leuven')
  await add.click()
  await expect(chosen.getByRole('listitem')).toHaveText([/^1000 \S+/, /^3000 /])
  await expect(form.getByRole('alert').filter({ hasText: 'Atlantis' })).toHaveCount(0)
  await expectNoViolations(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('search alert in French: the server refuses, keeps what was typed, then stores it', async ({
    page,
  }) => {
    test.slow()
    const email = uniqueAddress('alerte')
    await page.goto('/fr/alerte-immo/')
    const form = demandForm(page)
    await form.getByRole('radio', { name: 'Louer', exact: true }).check()
    await form.getByLabel(/^Zones/).fill('1050, Atlantide')
    await form.getByLabel(/^Nombre minimum de chambres/).fill('2')
    await form.getByRole('radio', { name: 'Mme', exact: true }).check()
    await form.getByLabel(/^Prénom/).fill('Chloé')
    await form.getByLabel(/^Nom\b/).fill('Lambert')
    await form.getByLabel(/^E-mail/).fill(email)
    await form.getByRole('button', { name: 'Enregistrer mon alerte' }).click()

    // No type chosen and a town that does not exist: both refused by the server, nothing lost.
    await expect(page.getByText('Veuillez vérifier les 2 champs marqués en rouge.')).toBeVisible()
    // The answer is a new page: it opens on the banner, not at the top far above the form.
    const banner = form.getByRole('alert').filter({ hasText: 'Veuillez vérifier' })
    await expect(banner).toBeFocused()
    await expect(banner).toBeInViewport()
    await expect(form.getByText('Choisissez au moins un type de bien.').first()).toBeVisible()
    // The server names the zone it does not know.
    await expect(
      form
        .getByText(
          'Zones : « Atlantide » n’est pas un code postal, une localité ou une commune de Belgique.',
        )
        .first(),
    ).toBeVisible()
    await expect(form.getByLabel(/^Zones/)).toHaveValue('1050, Atlantide')
    await expect(form.getByLabel(/^Prénom/)).toHaveValue('Chloé')
    await expect(form.getByRole('radio', { name: 'Louer', exact: true })).toBeChecked()
    // axe runs on the error state in the English test: in a context without JavaScript its run
    // never finishes here (the valuation test's no-script axe check stalls the same way).
    expect(await submissionsOf(email)).toHaveLength(0)

    await form.getByRole('checkbox', { name: 'Appartement', exact: true }).check()
    await form.getByLabel(/^Zones/).fill('1050, Liège')
    await form.getByRole('button', { name: 'Enregistrer mon alerte' }).click()

    await expect(page).toHaveURL('/fr/merci/profil-de-recherche/')
    const stored = await submissionOf(email)
    expect(stored).toMatchObject({ kind: 'demand-register', locale: 'fr', antispam: 'no-script' })
    expect(stored!.data).toMatchObject({ goal: 'rent', zones: ['1050', 'Liège'], types: [2] })
    const demand = await demandOf(email)
    expect(demand).toMatchObject({ locale: 'fr', goal: 1, bedrooms_min: 2, type_ids: [2] })
    expect(demand!.zips).toEqual(expect.arrayContaining(['1050', '4000']))

    const [confirmation] = await mailsTo(email)
    expect(confirmation!.subject).toBe('Inscription aux alertes – Immo Horizon')
    expect(confirmation!.language).toBe('fr')
    expect(confirmation!.text).toContain('Acheter ou louer : Louer')
    expect(confirmation!.text).toContain('Chambres : à partir de 2')
    expect(confirmation!.text).toContain('Types de biens : Appartement')
    expect(confirmation!.text).toContain('Zones : 1050 Ixelles, Liège')
  })
})
