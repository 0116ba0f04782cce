import type { Page } from '@playwright/test'
import { fakeProperty, startFakeOmnicasa, type FakeOmnicasa } from '../support/fake-omnicasa'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { admin, staffLogIn } from './staff-login'

// The CRM connection is one setting of the whole site: these tests change it one after the other,
// against a fake Omnicasa on this machine (playwright.config.ts lets the site reach 127.0.0.1).
test.describe.configure({ mode: 'serial' })

const password = 'Omnicasa-e2e-Pa55'
const ids = [990_101, 990_102, 990_103]
let fake: FakeOmnicasa

test.beforeAll(async () => {
  await query('delete from crm_connection')
  await query('delete from crm_sync_state')
  fake = await startFakeOmnicasa({
    customerName: 'agency-e2e',
    customerPassword: password,
    properties: ids.map((id) => fakeProperty(id)),
  })
})

test.afterAll(async () => {
  // The next tests of the suite run without a CRM, as the site started.
  await query('delete from crm_connection')
  await query('delete from crm_sync_state')
  await fake?.close()
})

const published = async () =>
  (
    await query<{ count: number }>(
      'select count(*)::int as count from properties where published and reference = any($1)',
      [ids.map(String)],
    )
  )[0]!.count

/** The status region's answer, which takes the focus as it opens. */
async function expectAnswer(page: Page, role: 'status' | 'alert', text: string) {
  const answer = page.getByRole(role).filter({ hasText: text })
  await expect(answer).toBeVisible()
  await expect(answer).toBeFocused()
}

/** Reloads the screen until the newest sync in its list has ended as `status`. */
async function expectNewestSync(page: Page, status: string) {
  const newest = page
    .getByRole('region', { name: 'Recente synchronisaties' })
    .getByRole('row')
    .nth(1)
  await expect(async () => {
    await page.reload()
    await expect(newest.getByRole('cell').nth(3)).toHaveText(status, { timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
  return newest
}

test('an admin in Dutch connects Omnicasa with the keyboard: a wrong password is refused, the right one works, and “sync now” imports the listings', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await staffLogIn(page, admin, 'nl')
  await page
    .getByRole('navigation', { name: 'Backoffice' })
    .getByRole('link', { name: 'Koppelingen' })
    .click()
  await expect(page).toHaveTitle(/^Koppelingen \| Backoffice \|/)
  await expect(page.getByRole('heading', { level: 2, name: 'Koppeling instellen' })).toBeVisible()
  await expect(page.getByText('Niets ingesteld')).toBeVisible()
  await expectNoViolations(page)

  // The provider with the arrow keys: only the fields Omnicasa uses are shown.
  const none = page.getByRole('radio', { name: 'Geen CRM (de eigen panden van de site)' })
  await expect(none).toBeChecked()
  await none.focus()
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('radio', { name: 'Omnicasa' })).toBeChecked()
  await expect(page.getByLabel('Clientgeheim')).toBeHidden()
  const username = page.getByLabel('Gebruikersnaam')
  const secret = page.getByLabel('Wachtwoord')
  const baseUrl = page.getByLabel('API-adres')
  await expect(baseUrl).toHaveAttribute('placeholder', /omnicasa\.com/)

  // Checked in the browser before anything is posted, with the server's own messages.
  await page.keyboard.press('Tab')
  await page.keyboard.type('http://crm.example.be/api/')
  await page.keyboard.press('Enter')
  await expect(page.getByText('De koppeling is niet opgeslagen.')).toBeVisible()
  await expect(
    page.getByText('Het adres moet met https:// beginnen (http:// alleen voor localhost).'),
  ).toBeVisible()
  await expect(page.getByText('Vul de gebruikersnaam in die u van dit CRM kreeg.')).toBeVisible()
  await expect(page.getByText('Vul het wachtwoord in.')).toBeVisible()
  await expect(baseUrl).toBeFocused()
  await expect(baseUrl).toHaveAttribute('aria-invalid', 'true')
  await expectNoViolations(page)

  // A wrong password is saved, and the CRM refuses it when tested.
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(fake.url)
  await page.keyboard.press('Tab')
  await expect(username).toBeFocused()
  await page.keyboard.type('agency-e2e')
  await page.keyboard.press('Tab')
  await expect(secret).toBeFocused()
  await page.keyboard.type('not-the-password')
  await page.keyboard.press('Enter')
  await expectAnswer(page, 'status', 'De koppeling is opgeslagen.')
  await expect(page.getByText('Dit scherm', { exact: true })).toBeVisible()
  await expect(page.getByText('not-the-password')).toHaveCount(0)
  await page.getByRole('button', { name: 'Koppeling testen' }).focus()
  await page.keyboard.press('Enter')
  await expectAnswer(
    page,
    'alert',
    'Het CRM weigerde de inloggegevens. Controleer ze in het scherm Koppelingen.',
  )
  await expectNoViolations(page)

  // The right one: the other fields are kept as saved, the password typed again.
  await expect(username).toHaveValue('agency-e2e')
  await secret.focus()
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
  await expectAnswer(page, 'status', 'De koppeling is opgeslagen.')
  await page.getByRole('button', { name: 'Koppeling testen' }).focus()
  await page.keyboard.press('Enter')
  await expectAnswer(page, 'status', 'De koppeling werkt: het CRM heeft de instellingen aanvaard.')
  const audit = await query<{ row: unknown }>(
    `select row_to_json(a) as row from audit_log a where action = 'crm.save' order by id desc limit 2`,
  )
  expect(audit).toHaveLength(2)
  expect(JSON.stringify(audit)).not.toContain(password)
  expect(JSON.stringify(audit)).not.toContain('not-the-password')

  // Sync now: the screen answers at once, and lists the sync until it is done.
  await page.getByRole('button', { name: 'Nu synchroniseren' }).focus()
  await page.keyboard.press('Enter')
  await expectAnswer(page, 'status', 'De synchronisatie is gestart.')
  const run = await expectNewestSync(page, 'Klaar')
  await expect(run.getByRole('cell').nth(2)).toHaveText('Omnicasa, volledig')
  await expect(run.getByRole('cell').nth(4)).toHaveText(String(ids.length))
  expect(await published()).toBe(ids.length)
  await expectNoViolations(page)

  // The run's report, from its link.
  await run.getByRole('link').focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/nl\/admin\/imports\/\d+\/$/)

  // Listings taken off in the CRM go offline at the next sync; then the CRM is switched off.
  for (const id of ids) fake.remove(id)
  await page.goto('/nl/admin/connections/')
  await page.getByRole('button', { name: 'Nu synchroniseren' }).click()
  await expectAnswer(page, 'status', 'De synchronisatie is gestart.')
  const removal = await expectNewestSync(page, 'Klaar')
  await expect(removal.getByRole('cell').nth(7)).toHaveText(String(ids.length))
  expect(await published()).toBe(0)
  await page.getByRole('radio', { name: 'Geen CRM (de eigen panden van de site)' }).check()
  await expect(username).toBeHidden()
  await page.getByRole('button', { name: 'Opslaan' }).click()
  await expectAnswer(page, 'status', 'De koppeling is opgeslagen.')
  await expect(page.getByRole('button', { name: 'Nu synchroniseren' })).toHaveCount(0)
})

test('in English, SweepBright shows the webhook address to paste, and its test reports the CRM unreachable', async ({
  page,
}) => {
  await staffLogIn(page, admin, 'en')
  await page.goto('/admin/connections/')
  await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible()
  await page.getByRole('radio', { name: 'SweepBright' }).check()
  await expect(page.getByLabel('User name')).toBeHidden()
  // Nothing listens on port 9 of this machine.
  await page.getByLabel('API address').fill('http://127.0.0.1:9/api/')
  await page.getByLabel('Client ID').fill('sb-client')
  await page.getByLabel('Client secret').fill('sb-e2e-Secret')
  await page.getByRole('button', { name: 'Save' }).click()
  await expectAnswer(page, 'status', 'The connection has been saved.')
  const address = new URL('/api/crm/sweepbright/webhook', page.url()).href
  await expect(page.getByText(address, { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sync now' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Test the connection' }).click()
  await expectAnswer(page, 'alert', 'The CRM could not be reached.')
  await expect(page.getByText('sb-e2e-Secret')).toHaveCount(0)
  await expectNoViolations(page)
  await page.setViewportSize({ width: 320, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )
})
