import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { mailsTo, uniqueAddress } from './mail-sink'
import { logIn as ownerLogIn, sophie } from './owner-login'
import { fillPerson } from './person'
import { proofOfWork, submissionOf } from './submissions'

// The demo's staff (docs/operations.md "Demo data").
const admin = { email: 'admin@example.be', password: 'admin-portal-demo' }
const camille = { email: 'camille.lambert@immohorizon.be', password: 'agent-portal-demo' }

const labels = {
  en: { email: 'E-mail address', password: 'Password', submit: 'Log in', leads: 'Leads' },
  fr: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    leads: 'Demandes',
  },
} as const

async function staffLogIn(page: Page, who: typeof admin, lang: keyof typeof labels) {
  const text = labels[lang]
  await page.goto(lang === 'en' ? '/admin/' : `/${lang}/admin/`)
  await expect(page).toHaveURL(lang === 'en' ? '/admin/login/' : `/${lang}/admin/login/`)
  await page.getByLabel(text.email, { exact: true }).fill(who.email)
  await page.getByLabel(text.password, { exact: true }).fill(who.password)
  await page.getByRole('button', { name: text.submit, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: text.leads })).toBeVisible()
}

test('a visitor’s request reaches the inbox, where the admin assigns it, notes and closes it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = uniqueAddress('backoffice')
  // The visitor, in French, on the same browser the admin then uses.
  await page.goto('/fr/')
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Envoyer' }) })
  await fillPerson(form, {
    title: 'Mme',
    first: 'Inès',
    last: 'Verbeke',
    email,
    phone: '0476 12 34 56',
  })
  await page.getByLabel('Que pouvons-nous faire pour vous ?').selectOption('sell')
  await page.getByRole('button', { name: 'Envoyer' }).click()
  await expect(page).toHaveURL(/\/fr\/merci\//, { timeout: proofOfWork })
  const stored = await submissionOf(email)
  await mailsTo(email)

  await staffLogIn(page, admin, 'en')
  await expect(page).toHaveTitle(/^Leads \| Back office \|/)
  await expect(page.getByRole('link', { name: /^Leads \d+ new leads?$/ })).toBeVisible()
  await page.getByLabel('Search by name, e-mail, reference or project').fill(email)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('1 lead found')).toBeVisible()
  await expectNoViolations(page)
  const download = page.getByRole('link', { name: 'Download these leads (CSV)' })
  const csv = await page.request.get((await download.getAttribute('href'))!)
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
  const lines = (await csv.text()).split('\r\n')
  expect(lines[0]).toBe(
    '\uFEFF"Number","Received","Request","Language","First name","Last name","E-mail","Phone","Status","Handled by","About","What was sent"',
  )
  expect(lines[1]).toContain(
    `"Site contact","Français","Inès","Verbeke","${email}","0476 12 34 56","New"`,
  )
  expect(lines[2]).toBe('')
  await page.getByRole('link', { name: 'Inès Verbeke' }).click()

  await expect(
    page.getByRole('heading', { level: 1, name: `Lead ${stored.id}: Site contact, Inès Verbeke` }),
  ).toBeVisible()
  // Every form of the page posts to a real address (an empty action is invalid HTML).
  const html = await (await page.request.get(page.url())).text()
  expect(html).toContain('<form')
  expect(html).not.toMatch(/action=""/)
  const mails = page.getByRole('region', { name: 'Each e-mail sent or waiting to be sent' })
  await expect(mails.getByRole('cell', { name: email })).toBeVisible()
  // The visitor is one click away: their address and phone are links that write or call.
  const request = page.getByRole('region', { name: 'The request' })
  await expect(request.getByRole('link', { name: email })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  )
  await expect(request.getByRole('link', { name: '0476 12 34 56' })).toHaveAttribute(
    'href',
    'tel:0476123456',
  )
  await expectNoViolations(page)

  await page.getByLabel('Status').selectOption({ label: 'In progress' })
  await page.getByLabel('Handled by').selectOption({ label: 'Camille Lambert' })
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The lead is saved.' })).toBeVisible()
  await page.getByLabel('New note (only the agency sees it)').fill('Called back, visit on Friday.')
  await page.getByRole('button', { name: 'Add the note' }).click()
  await expect(page.getByText('The note is added.')).toBeVisible()
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Called back, visit on Friday.' }),
  ).toContainText('Admin Immo Horizon')
  const [row] = await query<{ status: string; assignee: string }>(
    `select f.status, s.name as assignee from form_submissions f join staff s on s.id = f.assignee_id
     where f.id = $1`,
    [stored.id],
  )
  expect(row).toEqual({ status: 'in-progress', assignee: 'Camille Lambert' })
  const audit = await query('select 1 from audit_log where subject = $1', [`lead:${stored.id}`])
  expect(audit).toHaveLength(2)

  // Camille is told, in her own language (French), whatever language the admin works in.
  const assigned = await assignmentMails(stored.id)
  expect(assigned).toEqual([{ to: camille.email, language: 'fr' }])
  const [told] = (await mailsTo(camille.email)).filter((mail) =>
    mail.subject.startsWith(`La demande ${stored.id} `),
  )
  expect(told!.subject).toBe(
    `La demande ${stored.id} vous est attribuée : Contact via le site, Inès Verbeke`,
  )
  expect(told!.text).toContain(
    `Admin Immo Horizon vous a attribué la demande ${stored.id} (Contact via le site, Inès Verbeke).`,
  )
  expect(told!.text).toMatch(new RegExp(`https?://\\S+/fr/admin/leads/${stored.id}/`))
  // Saving again tells nobody twice; taking the lead oneself tells nobody at all.
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The lead is saved.' })).toBeVisible()
  await page.getByLabel('Handled by').selectOption({ label: 'Admin Immo Horizon' })
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const [me] = await query<{ id: number }>('select id from staff where email = $1', [admin.email])
  await expect(page.getByLabel('Handled by')).toHaveValue(String(me!.id))
  expect(await assignmentMails(stored.id)).toEqual([{ to: camille.email, language: 'fr' }])
})

/** The outbox's assignment e-mails about one lead: to whom, in which language. */
const assignmentMails = (lead: number) =>
  query<{ to: string; language: string }>(
    `select to_address as "to", language from outbox_messages
     where kind = 'lead-assignment' and text_body like $1 order by id`,
    [`%/admin/leads/${lead}/%`],
  )

test.describe('an agent', () => {
  test.use({ allowConsoleErrors: [/status of 404/] })

  test('works in French and cannot open another agent’s lead, also by its address', async ({
    page,
  }) => {
    const [adminRow] = await query<{ id: number }>('select id from staff where email = $1', [
      admin.email,
    ])
    const theirsEmail = uniqueAddress('jonas')
    const [theirs] = await query<{ id: number }>(
      `insert into form_submissions (kind, locale, first_name, last_name, email, data, antispam, assignee_id)
     values ('visit-request', 'nl', 'Jonas', 'Maes', $1, '{}', 'altcha', $2) returning id`,
      [theirsEmail, adminRow!.id],
    )
    await staffLogIn(page, camille, 'fr')
    await expect(page).toHaveTitle(/^Demandes \| Back-office \|/)
    await expect(page.getByText('Connecté en tant que Camille Lambert (agent)')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Jonas Maes' })).toHaveCount(0)
    const csv = await (await page.request.get('/fr/admin/leads/export/')).text()
    expect(csv).toContain('"Numéro","Reçue le"')
    expect(csv).not.toContain(theirsEmail)
    await expectNoViolations(page)
    const response = await page.goto(`/fr/admin/leads/${theirs!.id}/`)
    expect(response!.status()).toBe(404)
  })
})

test.describe('without a staff session', () => {
  test('an owner’s session does not open the back office, and wrong passwords get one message', async ({
    page,
  }) => {
    await ownerLogIn(page, sophie)
    await page.goto('/admin/leads/')
    await expect(page).toHaveURL('/admin/login/')
    await page.getByLabel('E-mail address', { exact: true }).fill(admin.email)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'The e-mail address or password is not correct.' }),
    ).toBeVisible()
    await expect(page.getByLabel('E-mail address', { exact: true })).toHaveValue(admin.email)
    await expectNoViolations(page)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('staff log in, change a lead and log out', async ({ page }) => {
    const email = uniqueAddress('nojs')
    const [lead] = await query<{ id: number }>(
      `insert into form_submissions (kind, locale, first_name, last_name, email, data, antispam)
       values ('info-request', 'de', 'Anna', 'Schmitz', $1, '{"message":"Hallo"}', 'no-script') returning id`,
      [email],
    )
    await staffLogIn(page, admin, 'en')
    await page.goto(`/admin/leads/${lead!.id}/`)
    await expect(page.getByText('Hallo')).toBeVisible()
    await page.getByLabel('Status').selectOption({ label: 'Spam' })
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('The lead is saved.')).toBeVisible()
    const [row] = await query<{ status: string }>(
      'select status from form_submissions where id = $1',
      [lead!.id],
    )
    expect(row!.status).toBe('spam')
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL('/admin/login/?notice=signedOut')
    await expect(page.getByText('You are logged out.')).toBeVisible()
    await page.goto('/admin/leads/')
    await expect(page).toHaveURL('/admin/login/')
  })
})
