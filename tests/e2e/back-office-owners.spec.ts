import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'
import { mailsTo, uniqueAddress } from './mail-sink'

const admin = { email: 'admin@example.be', password: 'admin-portal-demo' }
const camille = { email: 'camille.lambert@immohorizon.be', password: 'agent-portal-demo' }

async function logIn(page: Page, who: typeof admin, path: string, labels: string[]) {
  await page.goto(path)
  await page.getByLabel(labels[0]!, { exact: true }).fill(who.email)
  await page.getByLabel(labels[1]!, { exact: true }).fill(who.password)
  await page.getByRole('button', { name: labels[2], exact: true }).click()
}

const published = async (count: number) =>
  (
    await query<{ reference: string }>(
      'select reference from properties where published order by id limit $1',
      [count],
    )
  ).map((row) => row.reference)

test('an admin invites an owner in Dutch, fixes a refused form, links, unlinks and ends access', async ({
  page,
}) => {
  const [first, second] = await published(2)
  const email = uniqueAddress('eigenaar')
  // A reseeded demo numbers its owners from 1 again while the audit log keeps every earlier run's
  // rows: only this test's rows are read.
  const [{ last } = { last: 0 }] = await query<{ last: number }>(
    'select coalesce(max(id), 0)::int as last from audit_log',
  )
  await logIn(page, admin, '/nl/admin/login/', ['E-mailadres', 'Wachtwoord', 'Aanmelden'])
  await page.getByRole('link', { name: 'Eigenaars' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Eigenaars' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'sophie.claes@example.be' })).toBeVisible()
  await page.getByRole('link', { name: 'Een eigenaar uitnodigen' }).click()
  await expect(page).toHaveURL('/nl/admin/owners/invite/')
  await hydrated(page)

  await page.getByLabel('Voornaam').fill('Jan')
  await page.getByLabel('Naam', { exact: true }).fill('Peeters')
  await page.getByLabel('E-mail').fill('geen-adres')
  await page.getByLabel('Taal').selectOption('nl')
  await page.getByLabel('Referenties van de panden').fill(`${first}, ZZ-404`)
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click()
  await expect(page.getByText('Het e-mailadres is niet geldig.')).toBeVisible()
  await expect(page.getByLabel('E-mail')).toBeFocused()
  await expect(page.getByLabel('Voornaam')).toHaveValue('Jan')
  await expectNoViolations(page)
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click()
  await expect(page.getByText('Geen pand heeft de referentie ZZ-404.')).toBeVisible()
  expect(await query('select 1 from owners where email = $1', [email])).toHaveLength(0)
  await page.getByLabel('Referenties van de panden').fill(first!)
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Jan Peeters' })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: 'De uitnodiging is verstuurd.' }),
  ).toBeVisible()
  const [invitation] = await mailsTo(email)
  expect(invitation!.language).toBe('nl')
  expect(invitation!.text).toMatch(/\/nl\/portal\/password\/\?token=/)
  await expect(page.getByText('Uitgenodigd, nog geen wachtwoord')).toBeVisible()

  await page.getByLabel('Referentie van het pand dat u toevoegt').fill(second!)
  await page.getByRole('button', { name: 'Pand toevoegen' }).click()
  await expect(page.getByText(`Pand ${second} is toegevoegd.`)).toBeVisible()
  await page.getByRole('button', { name: `${first} uit het portaal halen` }).click()
  await expect(page.getByText(`Pand ${first} is uit het portaal gehaald.`)).toBeVisible()
  const linked = await query<{ reference: string }>(
    `select p.reference from owner_properties op join owners o on o.id = op.owner_id
     join properties p on p.id = op.property_id where o.email = $1`,
    [email],
  )
  expect(linked).toEqual([{ reference: second }])
  await expectNoViolations(page)

  await page.getByRole('button', { name: 'Toegang beëindigen' }).click()
  await expect(page.getByText('Vink de bevestiging aan om de toegang te beëindigen.')).toBeVisible()
  await page.getByLabel('Ja, de toegang van deze eigenaar beëindigen').check()
  await page.getByRole('button', { name: 'Toegang beëindigen' }).click()
  await expect(page.getByText('De toegang van de eigenaar is beëindigd.')).toBeVisible()
  await expect(page.getByText('Geen toegang')).toBeVisible()
  expect(await query('select 1 from auth_users where email = $1', [email])).toHaveLength(0)
  const audit = await query<{ action: string }>(
    `select action from audit_log
     where subject = (select 'owner:' || id from owners where email = $1) and id > $2
     order by id`,
    [email, last],
  )
  expect(audit.map((row) => row.action)).toEqual([
    'owner.invite',
    'owner.link',
    'owner.unlink',
    'owner.revoke',
  ])
})

test.describe('an agent', () => {
  test.use({ allowConsoleErrors: [/status of 404/] })

  test('has no owners screen, in the menu or by its address', async ({ page }) => {
    await logIn(page, camille, '/fr/admin/login/', [
      'Adresse e-mail',
      'Mot de passe',
      'Se connecter',
    ])
    await expect(page.getByRole('heading', { level: 1, name: 'Demandes' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Propriétaires' })).toHaveCount(0)
    for (const path of ['/fr/admin/owners/', '/fr/admin/owners/invite/', '/fr/admin/owners/1/']) {
      expect((await page.goto(path))!.status(), path).toBe(404)
    }
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an admin in English invites an owner: a wrong address is refused next to its field, then sent', async ({
    page,
  }) => {
    const [first] = await published(1)
    const email = uniqueAddress('owner')
    await logIn(page, admin, '/admin/login/', ['E-mail address', 'Password', 'Log in'])
    await page.goto('/admin/owners/invite/')
    await page.getByLabel('First name').fill('Emma')
    await page.getByLabel('Last name').fill('Janssens')
    await page.getByLabel('E-mail').fill('emma-at-example')
    await page.getByLabel('Language').selectOption('en')
    await page.getByLabel('Property references').fill(first!)
    await page.getByRole('button', { name: 'Send the invitation' }).click()
    await expect(page.getByText('The e-mail address is not valid.')).toBeVisible()
    await expect(page.getByLabel('First name')).toHaveValue('Emma')
    expect(await query('select 1 from owners where email = $1', [email])).toHaveLength(0)
    await page.getByLabel('E-mail').fill(email)
    await page.getByRole('button', { name: 'Send the invitation' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Emma Janssens' })).toBeVisible()
    await expect(page.getByText('The invitation is sent.')).toBeVisible()
    const [invitation] = await mailsTo(email)
    expect(invitation!.language).toBe('en')
    expect(invitation!.text).toMatch(/\/portal\/password\/\?token=/)
  })
})
