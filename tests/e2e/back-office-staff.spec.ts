import type { Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expectNoViolations } from './axe'
import { expect, test } from './fixtures'
import { query } from './e2e-database'
import { hydrated } from './hydrated'
import { mailsTo, uniqueAddress } from './mail-sink'
import { admin, camille, staffLogIn } from './staff-login'

const login = {
  nl: ['E-mailadres', 'Wachtwoord', 'Aanmelden'],
  fr: ['Adresse e-mail', 'Mot de passe', 'Se connecter'],
} as const

async function logIn(page: Page, lang: keyof typeof login, email: string, password: string) {
  const [emailLabel, passwordLabel, submit] = login[lang]
  await page.goto(`/${lang}/admin/login/`)
  await page.getByLabel(emailLabel, { exact: true }).fill(email)
  await page.getByLabel(passwordLabel, { exact: true }).fill(password)
  await page.getByRole('button', { name: submit, exact: true }).click()
}

/** The code an authenticator app shows now, and the milliseconds until its next one. */
function code(secret: string, at = Date.now()) {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at })
}
const untilNextStep = () => 30_000 - (Date.now() % 30_000) + 500

test('an admin invites a member who sets a password, enrols TOTP and logs in with a code; the audit log says so', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = uniqueAddress('collega')
  const password = 'un mot de passe assez long'

  // The admin invites the member in Dutch; the member works in French.
  await logIn(page, 'nl', admin.email, admin.password)
  await page.getByRole('link', { name: 'Medewerkers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Medewerkers' })).toBeVisible()
  await page.getByRole('link', { name: 'Een medewerker uitnodigen' }).click()
  await expect(page).toHaveURL('/nl/admin/staff/invite/')
  await hydrated(page)
  await page.getByLabel('Naam', { exact: true }).fill('Élise Collègue')
  await page.getByLabel('E-mail').fill('geen-adres')
  await page.getByLabel('Rol').selectOption('agent')
  await page.getByLabel('Taal').selectOption('fr')
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click()
  await expect(page.getByText('Het e-mailadres is niet geldig.')).toBeVisible()
  await expect(page.getByLabel('E-mail')).toBeFocused()
  await expectNoViolations(page)
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click()
  await expect(page.getByText('De uitnodiging is verstuurd.')).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Uit')

  const [invitation] = await mailsTo(email)
  expect(invitation!.language).toBe('fr')
  const link = /https?:\/\/\S+\/fr\/admin\/password\/\?token=[\w-]+/.exec(invitation!.text)![0]
  const memberContext = await browser.newContext()
  const member = await memberContext.newPage()
  await member.goto(new URL(link).pathname + new URL(link).search)
  await member.getByLabel('Nouveau mot de passe').fill('court')
  await member.getByLabel('Saisissez à nouveau le mot de passe').fill('court')
  await member.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expect(
    member.getByText('Le mot de passe doit compter au moins 12 caractères.'),
  ).toBeVisible()
  await expectNoViolations(member)
  await member.getByLabel('Nouveau mot de passe').fill(password)
  await member.getByLabel('Saisissez à nouveau le mot de passe').fill(password)
  await member.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expect(
    member.getByText('Votre mot de passe est enregistré. Connectez-vous avec lui.'),
  ).toBeVisible()
  // The invitation link works once.
  await member.goto(new URL(link).pathname + new URL(link).search)
  await expect(member.getByText(/Ce lien n’est plus valable/)).toBeVisible()

  // Enrolment: the secret shown beside the QR code gives the codes.
  await logIn(member, 'fr', email, password)
  await expect(member.getByRole('heading', { level: 1, name: 'Demandes' })).toBeVisible()
  await member.getByRole('link', { name: 'Connexion en deux étapes' }).click()
  await expect(
    member.getByRole('img', {
      name: 'Code QR qui ajoute votre compte à une application d’authentification',
    }),
  ).toBeVisible()
  await expectNoViolations(member)
  const secret = (await member.getByTestId('totp-secret').textContent())!.trim()
  await member.getByLabel('Code de l’application').fill('000000')
  await member.getByRole('button', { name: 'Activer la connexion en deux étapes' }).click()
  await expect(member.getByText(/Ce code n’est pas correct/)).toBeVisible()
  await member.getByLabel('Code de l’application').fill(code(secret))
  await member.getByRole('button', { name: 'Activer la connexion en deux étapes' }).click()
  await expect(member.getByRole('heading', { name: 'Vos codes de secours' })).toBeVisible()
  await expect(
    member.getByRole('region', { name: 'Vos codes de secours' }).getByRole('listitem'),
  ).toHaveCount(10)
  await expectNoViolations(member)

  // Logged out and in again: the password, then a code (a new one: each counts once).
  await member.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(member).toHaveURL('/fr/admin/login/?notice=signedOut')
  await logIn(member, 'fr', email, password)
  await expect(member).toHaveURL('/fr/admin/login/code/')
  await expect(member.getByRole('navigation', { name: 'Back-office' })).toHaveCount(0)
  await expectNoViolations(member)
  await member.goto('/fr/admin/leads/')
  await expect(member).toHaveURL('/fr/admin/login/code/')
  await member.waitForTimeout(untilNextStep())
  await member.getByLabel('Code', { exact: true }).fill(code(secret))
  await member.getByRole('button', { name: 'Continuer' }).click()
  await expect(member.getByRole('heading', { level: 1, name: 'Demandes' })).toBeVisible()
  await memberContext.close()

  // The admin sees the member's second factor.
  await page.reload()
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Aan')

  await page.goto('/nl/admin/audit/')
  await expect(page.getByRole('heading', { level: 1, name: 'Auditlog' })).toBeVisible()
  for (const kind of ['Medewerker uitgenodigd', 'Aanmelden in twee stappen ingesteld']) {
    await expect(page.getByRole('cell', { name: kind }).first()).toBeVisible()
  }
})

test('a leads CSV export is in the audit log: who, with which search, how many leads', async ({
  page,
}) => {
  // A lead of this run only, so the export's search and count are this test's.
  const email = uniqueAddress('audit-export')
  await query(
    `insert into form_submissions (kind, locale, first_name, last_name, email, data, antispam)
     values ('site-contact', 'en', 'Ada', 'Peeters', $1, '{"message":"Hello"}', 'altcha')`,
    [email],
  )
  await staffLogIn(page, admin, 'en')
  await page.getByLabel('Search by name, e-mail, reference or project').fill(email)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('1 lead found')).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download these leads (CSV)' }).click()
  expect(await (await download).failure()).toBeNull()

  await page.goto('/admin/audit/')
  await page.getByLabel('Event', { exact: true }).selectOption({ label: 'Leads exported (CSV)' })
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/[?&]action=leads\.export/)
  const entry = page.getByRole('row').filter({ hasText: email })
  await expect(entry).toHaveCount(1)
  await expect(entry.getByRole('cell').nth(1)).toContainText('Admin Immo Horizon')
  await expect(entry.getByRole('cell').nth(1)).toContainText(admin.email)
  await expect(entry.getByRole('cell').nth(2)).toHaveText('Leads exported (CSV) leads')
  await expect(entry.getByRole('term')).toHaveText(['q', 'rows'])
  await expect(entry.getByRole('definition')).toHaveText([email, '1'])
  await expectNoViolations(page)
})

test.describe('an agent', () => {
  test.use({ allowConsoleErrors: [/status of 404/] })

  test('gets 404 at the staff and audit screens', async ({ page }) => {
    await staffLogIn(page, camille, 'en')
    const nav = page.getByRole('navigation', { name: 'Back office' })
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0)
    for (const path of ['/admin/staff/', '/admin/staff/invite/', '/admin/audit/']) {
      const response = await page.goto(path)
      expect(response!.status(), path).toBe(404)
    }
  })
})

test('forgot password answers an unknown address as any other', async ({ page }) => {
  await page.goto('/admin/login/')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await page.getByLabel('E-mail address').fill('nobody-here@example.com')
  await page.getByRole('button', { name: 'Send the link' }).click()
  const answer =
    'If this address has a back-office account, a link to choose a new password is on its way. The link is valid for one hour.'
  await expect(page.getByText(answer)).toBeVisible()
  await expectNoViolations(page)
})

test('a new member sees the password rule before typing; weak passwords are refused with their reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = uniqueAddress('pieter.janssens')
  await logIn(page, 'nl', admin.email, admin.password)
  await page.getByRole('link', { name: 'Medewerkers' }).click()
  await page.getByRole('link', { name: 'Een medewerker uitnodigen' }).click()
  await expect(page).toHaveURL('/nl/admin/staff/invite/')
  await hydrated(page)
  await page.getByLabel('Naam', { exact: true }).fill('Pieter Janssens')
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Rol').selectOption('agent')
  await page.getByLabel('Taal').selectOption('de')
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click()
  await expect(page.getByText('De uitnodiging is verstuurd.')).toBeVisible()

  const [invitation] = await mailsTo(email)
  const link = /https?:\/\/\S+\/de\/admin\/password\/\?token=[\w-]+/.exec(invitation!.text)![0]
  const memberContext = await browser.newContext()
  const member = await memberContext.newPage()
  await member.goto(new URL(link).pathname + new URL(link).search)
  const password = member.getByLabel('Neues Passwort')
  const rule =
    'Kein verbreitetes oder leicht zu erratendes Passwort und nichts aus Ihrem Namen, Ihrer E-Mail-Adresse oder dem Namen des Maklerbüros.'
  await expect(member.getByText(rule, { exact: false })).toBeVisible()
  await expect(password).toHaveAccessibleDescription(new RegExp(rule))

  const common = 'Dieses Passwort gehört zu den verbreitetsten: Angreifer probieren es zuerst.'
  const guessable = 'Dieses Passwort ist zu leicht zu erraten.'
  const personal =
    'Das Passwort darf weder Ihren Namen noch Ihre E-Mail-Adresse noch den Namen des Maklerbüros enthalten.'
  for (const [weak, reason] of [
    ['passwordpassword', common],
    ['Password1234', common],
    ['immohorizon2026', personal],
    ['iloveyou1234', guessable],
    [email, personal],
  ] as const) {
    await password.fill(weak)
    await member.getByLabel('Passwort erneut eingeben').fill(weak)
    await member.getByRole('button', { name: 'Passwort speichern' }).click()
    await expect(member.getByText(reason, { exact: false })).toBeVisible()
    await expect(password).toHaveAccessibleDescription(new RegExp(`^${reason}`))
    await expect(password).toHaveAttribute('aria-invalid', 'true')
  }
  await expectNoViolations(member)

  const strong = 'tulp kompas veertig oever'
  await password.fill(strong)
  await member.getByLabel('Passwort erneut eingeben').fill(strong)
  await member.getByRole('button', { name: 'Passwort speichern' }).click()
  await expect(
    member.getByText('Ihr Passwort ist gespeichert. Melden Sie sich damit an.'),
  ).toBeVisible()
  await memberContext.close()
})
