import type { Page } from '@playwright/test'
import { verifyWebhookSignature } from '../../src/server/webhooks/webhook-signature'
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { uniqueAddress } from './mail-sink'
import { fillPerson } from './person'
import { admin, staffLogIn } from './staff-login'
import { proofOfWork, submissionOf } from './submissions'

// The webhook is one setting of the whole site: these tests change it one after the other.
test.describe.configure({ mode: 'serial' })

let receiver: WebhookReceiver

test.beforeEach(async () => {
  await query('delete from webhook_settings')
  receiver = await startWebhookReceiver()
})

test.afterEach(async () => {
  // Later requests of other tests must not be posted to a receiver that is gone.
  await query('delete from webhook_settings')
  await receiver.stop()
})

/** The secret the webhook screen shows behind its disclosure. */
async function shownSecret(page: Page, show: string): Promise<string> {
  await page.getByText(show, { exact: true }).click()
  return (await page.locator('details code').textContent())!
}

const outboxRow = (key: string) =>
  query<{ id: number; status: string; attempts: number; last_error: string | null }>(
    'select id, status, attempts, last_error from outbox_messages where idempotency_key = $1',
    [key],
  )

test('an admin in English sets up the webhook; a visitor’s request reaches the CRM once across its outage', async ({
  page,
}) => {
  test.setTimeout(180_000)
  // The CRM is down when the request arrives.
  await receiver.stop()

  await staffLogIn(page, admin, 'en')
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'CRM webhook' })
    .click()
  await expect(page).toHaveTitle(/^CRM webhook \| Back office \|/)
  await expect(page.getByRole('heading', { level: 2, name: 'Set up the webhook' })).toBeVisible()
  const url = page.getByLabel('URL', { exact: true })
  await url.fill('http://crm.example.be/hooks')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByText('The URL must start with https:// (http:// only for localhost).'),
  ).toBeVisible()
  await expect(url).toBeFocused()
  await expect(url).toHaveAttribute('aria-invalid', 'true')
  await expect(url).toHaveValue('http://crm.example.be/hooks')
  await expectNoViolations(page)

  // The cloud's metadata service: an address on no public network, never called.
  await url.fill('https://169.254.169.254/latest/meta-data/')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByText(
      'The site does not call addresses on a private or local network (such as 192.168.x.x, 10.x.x.x or localhost).',
      { exact: false },
    ),
  ).toBeVisible()
  await expect(url).toBeFocused()
  await expect(url).toHaveAttribute('aria-invalid', 'true')
  expect(await query('select 1 from webhook_settings')).toHaveLength(0)

  await url.fill(receiver.url)
  await expect(page.getByRole('checkbox', { name: /Accepted request/ })).toBeChecked()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The webhook settings have been saved.' }),
  ).toBeVisible()
  await expect(page.getByText(/^whsec_•+.{4}$/)).toBeVisible()
  const secret = await shownSecret(page, 'Show the secret')
  expect(secret).toMatch(/^whsec_[\w-]{43}$/)
  await expectNoViolations(page)
  const audit = await query<{ after: unknown }>(
    `select after from audit_log where action = 'webhook.save' order by id desc limit 1`,
  )
  expect(JSON.stringify(audit)).not.toContain(secret)

  // A visitor asks to visit a property.
  const [property] = await query<{ reference: string }>(
    `select p.reference from properties p
     where p.published and p.goal = 0 and p.status = 'available' and p.marquee is null
       and p.publish_address
       and not exists (select 1 from owner_properties o where o.property_id = p.id)
     order by p.id limit 1`,
  )
  const email = uniqueAddress('crm')
  await page.goto(`/for-sale/x/y/${property!.reference}/`)
  const form = page.locator('#request-contact')
  await form.getByRole('radio', { name: 'I would like to visit' }).check()
  await form.getByRole('checkbox', { name: 'Saturday' }).check()
  await form.getByRole('checkbox', { name: '14:00–16:00' }).check()
  await fillPerson(form, { title: 'Ms', first: 'Nora', last: 'Claes', email, phone: '0475123456' })
  await form.getByRole('button', { name: 'Send my request' }).click()
  await expect(page).toHaveURL('/feedback/contact-appointment/', { timeout: proofOfWork })
  const stored = await submissionOf<{ requestId: string }>(email)
  const key = `request.accepted:${stored.data.requestId}`

  // The first attempt finds nobody listening; the CRM comes back before the next one.
  await expect
    .poll(async () => (await outboxRow(key))[0]?.last_error ?? '', { timeout: 15_000 })
    .toMatch(/ECONNREFUSED/)
  await receiver.start()

  // Meanwhile the lead is in the inbox.
  await page.goto('/admin/leads/')
  await page.getByLabel('Search by name, e-mail, reference or project').fill(email)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('1 lead found')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Nora Claes' })).toBeVisible()

  // The retry comes 22 to 30 seconds after the failure (the outbox's backoff).
  await expect.poll(async () => (await outboxRow(key))[0]?.status, { timeout: 60_000 }).toBe('sent')
  const ours = () => receiver.received.filter((hook) => hook.headers['x-webhook-id'] === key)
  // More polls of the worker go by: the CRM that answered 200 is not called again.
  await page.waitForTimeout(2_000)
  expect(ours()).toHaveLength(1)
  const [delivery] = ours()
  expect(delivery!.answered).toBe(200)
  const signature = String(delivery!.headers['x-webhook-signature'])
  expect(verifyWebhookSignature(signature, delivery!.body, secret)).toBe(true)
  expect(verifyWebhookSignature(signature, delivery!.body, `${secret}x`)).toBe(false)
  const body = JSON.parse(delivery!.body)
  expect(body).toMatchObject({
    id: key,
    event: 'request.accepted',
    data: {
      request: {
        id: stored.data.requestId,
        // pg reads a bigint as a string; the payload carries a number.
        submissionId: Number(stored.id),
        kind: 'visit-request',
        language: 'en',
        person: { firstName: 'Nora', lastName: 'Claes', email },
        property: { reference: property!.reference },
      },
    },
  })

  // The outbox shows the delivery: two attempts, sent, the payload.
  await page.getByRole('link', { name: /^Outbox/ }).click()
  await page.getByLabel('Channel').selectOption({ label: 'Webhook' })
  await page.getByLabel('Status').selectOption({ label: 'Sent' })
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL('/admin/outbox/?channel=webhook&status=sent')
  await expect(page.getByRole('link', { name: 'request.accepted' }).first()).toBeVisible()
  await expectNoViolations(page)
  const [row] = await outboxRow(key)
  await page.goto(`/admin/outbox/${row!.id}/`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Webhook: request.accepted' }),
  ).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^Sent$/ })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: key })).toBeVisible()
  expect(row!.attempts).toBe(2)
  await expect(page.getByRole('region', { name: 'Payload (JSON)' })).toContainText(
    `"email": "${email}"`,
  )
  await expectNoViolations(page)
})

test('an admin in German rotates the secret and sends a test event that the CRM receives', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await staffLogIn(page, admin, 'de')
  await page.goto('/de/admin/webhook/')
  await expect(page.getByRole('heading', { level: 1, name: 'CRM-Webhook' })).toBeVisible()
  const url = page.getByLabel('URL', { exact: true })
  await url.fill('ftp://crm.example.be')
  await page.getByLabel('Signaturschlüssel').fill('zu kurz')
  for (const event of ['Angenommene Anfrage', 'Besichtigung gebucht', 'Buchung storniert'])
    await page.getByRole('checkbox', { name: new RegExp(event) }).uncheck()
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Die Einstellungen wurden nicht gespeichert.' }),
  ).toHaveText(
    'Die Einstellungen wurden nicht gespeichert. Bitte korrigieren Sie die unten markierten Felder.',
  )
  await expect(
    page.getByText('Geben Sie eine vollständige URL ein, etwa https://crm.example.com/hooks.'),
  ).toBeVisible()
  await expect(
    page.getByText('Der Schlüssel muss 24 bis 200 Zeichen lang sein, ohne Leerzeichen.'),
  ).toBeVisible()
  await expect(page.getByText('Wählen Sie mindestens ein Ereignis.')).toBeVisible()
  await expect(url).toHaveValue('ftp://crm.example.be')
  await expectNoViolations(page)

  await url.fill('https://[fd00::1]/hooks')
  await page.getByRole('checkbox', { name: /Angenommene Anfrage/ }).check()
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(
    page.getByText(
      'Die Website ruft keine Adressen in einem privaten oder lokalen Netz auf (etwa 192.168.x.x, 10.x.x.x oder localhost).',
      { exact: false },
    ),
  ).toBeVisible()
  await expect(url).toHaveValue('https://[fd00::1]/hooks')

  const typed = 'crm-eigener-schluessel-0123456789'
  await url.fill(receiver.url)
  await page.getByLabel('Signaturschlüssel').fill(typed)
  await page.getByRole('checkbox', { name: /Angenommene Anfrage/ }).check()
  await page.getByRole('button', { name: 'Speichern' }).click()
  await expect(page.getByText('Die Webhook-Einstellungen wurden gespeichert.')).toBeVisible()
  await expect(page.getByText('••••••••6789')).toBeVisible()
  expect(await shownSecret(page, 'Schlüssel anzeigen')).toBe(typed)

  await page.getByRole('button', { name: 'Neuen Schlüssel erzeugen' }).click()
  await expect(
    page.getByText('Ein neuer Schlüssel wurde erzeugt. Tragen Sie ihn in Ihrem CRM ein.'),
  ).toBeVisible()
  const rotated = await shownSecret(page, 'Schlüssel anzeigen')
  expect(rotated).toMatch(/^whsec_/)
  await expectNoViolations(page)

  await page.getByRole('button', { name: 'Testereignis senden' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook: webhook.test' })).toBeVisible()
  await expect(page.getByText(/^Das Testereignis ist eingereiht/)).toBeVisible()
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('definition').filter({ hasText: /^Gesendet$/ })).toBeVisible({
      timeout: 1000,
    })
  }).toPass({ timeout: 15_000 })
  await expectNoViolations(page)
  const tests = receiver
    .accepted()
    .filter((hook) => hook.headers['x-webhook-event'] === 'webhook.test')
  expect(tests).toHaveLength(1)
  const signature = String(tests[0]!.headers['x-webhook-signature'])
  expect(verifyWebhookSignature(signature, tests[0]!.body, rotated)).toBe(true)
  expect(verifyWebhookSignature(signature, tests[0]!.body, typed)).toBe(false)

  const audit = await query<{ action: string; after: unknown }>(
    `select action, after from audit_log where action like 'webhook.%' order by id desc limit 3`,
  )
  expect(audit.map((entry) => entry.action)).toEqual([
    'webhook.test',
    'webhook.rotate-secret',
    'webhook.save',
  ])
  expect(JSON.stringify(audit)).not.toContain(typed)
  expect(JSON.stringify(audit)).not.toContain(rotated)
})

test('a failed delivery shows its status in the outbox, never the receiver’s answer', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // The CRM answers 500 with a page of its own: the outbox must not bring it into the back office.
  receiver.answerWith(() => 500)
  await staffLogIn(page, admin, 'en')
  await page.goto('/admin/webhook/')
  await page.getByLabel('URL', { exact: true }).fill(receiver.url)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('The webhook settings have been saved.')).toBeVisible()
  await page.getByRole('button', { name: 'Send a test event' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook: webhook.test' })).toBeVisible()
  const tests = () =>
    receiver.received.filter((hook) => hook.headers['x-webhook-event'] === 'webhook.test')
  await expect.poll(() => tests().length, { timeout: 15_000 }).toBe(1)
  expect(tests()[0]!.answered).toBe(500)
  await expect(async () => {
    await page.reload()
    await expect(
      page.getByRole('definition').filter({ hasText: 'HTTP 500 Internal Server Error' }),
    ).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(page.getByText('down for maintenance')).toHaveCount(0)
  await expectNoViolations(page)

  await page.goto('/admin/outbox/?channel=webhook')
  await expect(
    page.getByRole('cell', { name: 'HTTP 500 Internal Server Error' }).first(),
  ).toBeVisible()
  await expect(page.getByText('down for maintenance')).toHaveCount(0)
})
