import sharp from 'sharp'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { uniqueAddress } from './mail-sink'
import { admin, staffLogIn } from './staff-login'

// The Agents screen as an admin uses it: a new agent with a photo, shown on the team page, and a
// colleague who leaves, their listing handed to the new agent. The colleague and their listing
// are the test's own: an agent made here, given one demo listing that is given back afterwards.
const run = Date.now().toString(36)
const newcomer = { first: 'Anna', last: `Verbeke ${run}`, email: uniqueAddress('anna') }
const plain = { first: 'Jeanne', last: `Dupont ${run}`, email: uniqueAddress('jeanne') }
const leaver = { first: 'Lotte', last: `Claes ${run}`, slug: `lotte-claes-${run}` }

test.describe('with JavaScript', () => {
  // The retired agent's page is asked for on purpose: its 404 is expected.
  test.use({ allowConsoleErrors: [/status of 404/] })
  let leaverId: number
  let listing: { id: number; reference: string; agent_id: number }

  test.beforeAll(async () => {
    const [row] = await query<{ id: number }>(
      `insert into agents (first_name, last_name, email, phone, role, languages, slug)
       values ($1, $2, $3, '+32 9 000 00 00', '{"en": "Rental agent"}', '{nl}', $4) returning id`,
      [leaver.first, leaver.last, uniqueAddress('lotte'), leaver.slug],
    )
    leaverId = row!.id
    // The newest published listing nobody owns and whose agent no other test counts.
    const [newest] = await query<typeof listing>(
      `select p.id, p.reference, p.agent_id from properties p join agents a on a.id = p.agent_id
       where p.published and p.status in ('available', 'option') and a.slug <> 'pieter-janssens'
         and not exists (select 1 from owner_properties o where o.property_id = p.id)
       order by p.id desc limit 1`,
    )
    listing = newest!
    await query('update properties set agent_id = $1 where id = $2', [leaverId, listing.id])
  })

  test.afterAll(async () => {
    await query('update properties set agent_id = $1 where id = $2', [listing.agent_id, listing.id])
    const made = `select id from agents where id = $1 or email = $2`
    await query(`update agents set successor_id = null where id in (${made})`, [
      leaverId,
      newcomer.email,
    ])
    await query(`delete from agents where id in (${made})`, [leaverId, newcomer.email])
  })

  test('an admin adds an agent with a photo, sees them on the team page, then retires a colleague whose listing goes to them', async ({
    page,
  }) => {
    const name = `${newcomer.first} ${newcomer.last}`
    await staffLogIn(page, admin, 'en')
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Agents' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Agents' })).toBeVisible()
    await expectNoViolations(page)
    await page.getByRole('link', { name: 'Add an agent' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Add an agent' })).toBeVisible()

    await page.getByLabel('First name').fill(newcomer.first)
    await page.getByLabel('Last name').fill(newcomer.last)
    await page.getByLabel('E-mail').fill(newcomer.email)
    await page.getByLabel('Phone number').fill('+32 470 11 22 33')
    const roles = page.getByRole('group', { name: 'Role, in each language' })
    await roles.getByLabel('English').fill('Sales agent')
    await roles.getByLabel('Nederlands').fill('Verkoopmakelaar')
    const spoken = page.getByRole('group', { name: 'Languages spoken' })
    await spoken.getByRole('checkbox', { name: 'Dutch' }).check()
    await spoken.getByRole('checkbox', { name: 'Spanish' }).check()
    await expect(page.getByRole('checkbox', { name: 'Show on the team page' })).toBeChecked()

    // A text file named as a photo is refused by the server, everything typed kept.
    await page.getByLabel('New photo (optional)').setInputFiles({
      name: 'portrait.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is not a photo'),
    })
    await page.getByRole('button', { name: 'Save the agent' }).click()
    await expect(page.getByText('This file is not a JPEG, PNG or WebP image.')).toBeVisible()
    await expect(page.getByLabel('New photo (optional)')).toBeFocused()
    await expect(page.getByLabel('Last name')).toHaveValue(newcomer.last)
    await expect(spoken.getByRole('checkbox', { name: 'Spanish' })).toBeChecked()
    await expectNoViolations(page)

    const photo = await sharp({
      create: { width: 800, height: 1000, channels: 3, background: '#7a4' },
    })
      .png()
      .toBuffer()
    await page
      .getByLabel('New photo (optional)')
      .setInputFiles({ name: 'anna.png', mimeType: 'image/png', buffer: photo })
    await page.getByRole('button', { name: 'Save the agent' }).click()
    await expect(page.getByRole('status')).toHaveText('The agent is added.')
    const [stored] = await query<{ id: number; slug: string; photo: string }>(
      'select id, slug, photo from agents where email = $1',
      [newcomer.email],
    )
    expect(stored!.photo).toMatch(/^\/files\/agents\/[0-9a-f]{16}\.jpg$/)

    // The visitor's team page lists the agent; their page shows the portrait, role and languages.
    await page.goto('/team/')
    await page.getByRole('link', { name }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByRole('main').getByText('Sales agent', { exact: true })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Dutch and Spanish')
    expect(await page.content()).toContain(`src="${stored!.photo}"`)
    const served = await page.request.get(stored!.photo)
    const { format, width, height } = await sharp(await served.body()).metadata()
    expect([format, width, height]).toEqual(['jpeg', 288, 288])

    // The colleague leaves: their listing goes to the new agent, their page goes.
    await page.goto('/admin/agents/')
    await page.getByRole('link', { name: `${leaver.first} ${leaver.last}` }).click()
    await page.getByLabel('Who takes over').selectOption({ label: name })
    await page.getByRole('button', { name: `Retire ${leaver.first} ${leaver.last}` }).click()
    await expect(page.getByRole('status')).toHaveText(
      'The agent is retired: their listings, projects and open leads went to the agent you chose.',
    )
    const left = page.getByRole('region', { name: 'Agents who left' })
    await expect(left.getByRole('row', { name: new RegExp(leaver.last) })).toContainText(name)
    await expectNoViolations(page)
    const [moved] = await query<{ agent_id: number }>(
      'select agent_id from properties where id = $1',
      [listing.id],
    )
    expect(moved!.agent_id).toBe(stored!.id)

    const gone = await page.goto(`/team/${leaver.slug}/`)
    expect(gone?.status()).toBe(404)
    await page.goto(`/team/${stored!.slug}/`)
    const offered = page.getByRole('region', { name: `Properties offered by ${newcomer.first}` })
    const hrefs = await offered
      .getByRole('heading', { level: 2 })
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
    expect(hrefs.some((href) => href.includes(listing.reference))).toBe(true)
    const sitemap = await (await page.request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/team/${stored!.slug}/`)
    expect(sitemap).not.toContain(`/team/${leaver.slug}/`)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test.afterAll(async () => {
    await query('delete from agents where email = $1', [plain.email])
  })

  test('an admin in French adds an agent: a wrong address is refused in French, then the agent is saved with their photo', async ({
    page,
  }) => {
    await staffLogIn(page, admin, 'fr')
    await page.goto('/fr/admin/agents/new/')
    await page.getByLabel('Prénom').fill(plain.first)
    await page.getByLabel('Nom de famille').fill(plain.last)
    await page.getByLabel('E-mail').fill('jeanne@')
    await page
      .getByRole('group', { name: 'Fonction, dans chaque langue' })
      .getByLabel('Français')
      .fill('Gestionnaire locative')
    await page.getByRole('button', { name: 'Enregistrer l’agent' }).click()
    await expect(page.getByText('L’adresse e-mail n’est pas valide.')).toBeVisible()
    await expect(page.getByLabel('Nom de famille')).toHaveValue(plain.last)

    await page.getByLabel('E-mail').fill(plain.email)
    const photo = await sharp({
      create: { width: 400, height: 400, channels: 3, background: '#a47' },
    })
      .webp()
      .toBuffer()
    await page
      .getByLabel('Nouvelle photo (facultatif)')
      .setInputFiles({ name: 'jeanne.webp', mimeType: 'image/webp', buffer: photo })
    await page.getByRole('button', { name: 'Enregistrer l’agent' }).click()
    await expect(page.getByRole('status')).toHaveText('L’agent est ajouté.')
    const [stored] = await query<{ role: Record<string, string>; photo: string | null }>(
      'select role, photo from agents where email = $1',
      [plain.email],
    )
    expect(stored).toEqual({
      role: { fr: 'Gestionnaire locative' },
      photo: expect.stringMatching(/^\/files\/agents\//),
    })
  })
})
