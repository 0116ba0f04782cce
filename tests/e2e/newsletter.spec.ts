import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { mailsTo, uniqueAddress } from './mail-sink'
import { holdScripts } from './hold-scripts'
import { proofOfWork } from './submissions'

type Subscription = { locale: string; unsubscribed_at: Date | null }

const subscriptionOf = async (email: string) =>
  (await query<Subscription>('select * from newsletter_subscriptions where email = $1', [email]))[0]

/** The sign-up in the footer of every page. */
const newsletter = (page: Page, name = 'Newsletter') =>
  page.getByRole('contentinfo').getByRole('region', { name })

test('newsletter sign-up in the footer: box required, proof of work loaded on first use, confirmation with one-click unsubscribe', async ({
  page,
}) => {
  const email = uniqueAddress('news')
  await page.goto('/for-sale/')
  const section = newsletter(page)
  const form = section.locator('form')
  // A page view does not load the proof-of-work widget; turning to the form does.
  await expect(page.locator('altcha-widget')).toHaveCount(0)
  await form.getByLabel(/^E-mail/).fill(email)
  await expect(form.locator('altcha-widget')).toHaveCount(1)

  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('alert')).toContainText('Please check the field marked in red.')
  await expect(
    form.getByText('Newsletter consent: tick the box to continue.').first(),
  ).toBeVisible()
  const consent = form.getByRole('checkbox', { name: /send me the Immo Horizon newsletter/ })
  await expect(consent).toBeFocused()
  await expectNoViolations(page)

  await consent.check()
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL('/feedback/sign-newsletter/', { timeout: proofOfWork })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'You are subscribed to our newsletter',
  )
  expect(await subscriptionOf(email)).toMatchObject({ locale: 'en', unsubscribed_at: null })
  expect(
    await query("select antispam from form_submissions where kind = 'newsletter' and email = $1", [
      email,
    ]),
  ).toEqual([{ antispam: 'altcha' }])

  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Newsletter sign-up – Immo Horizon')
  expect(confirmation!.language).toBe('en')
  // The sign-up asks for no name: a greeting that needs none, never "Dear ,".
  expect(confirmation!.text.split('\n')[0]).toBe('Dear Sir or Madam,')
  expect(confirmation!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click')
  expect(confirmation!.listUnsubscribe).toMatch(
    /^<http:\/\/localhost:\d+\/api\/newsletter\/unsubscribe\/\?token=[\w-]+\.[\w-]+>$/,
  )
  const link = new URL(/Unsubscribe in one click: (\S+)/.exec(confirmation!.text)![1]!)
  expect(link.pathname).toBe('/newsletter/unsubscribe/')

  // Opening the link changes nothing (mail scanners follow links); the button does.
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Unsubscribe from the newsletter',
  )
  expect((await subscriptionOf(email))!.unsubscribed_at).toBeNull()
  await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed')
  await expect(page).toHaveURL('/newsletter/unsubscribe/?done=1')
  const left = (await subscriptionOf(email))!.unsubscribed_at
  expect(left).not.toBeNull()

  // Twice is harmless and says the same.
  await page.goto(link.pathname + link.search)
  await page.getByRole('main').getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed')
  expect((await subscriptionOf(email))!.unsubscribed_at).toEqual(left)
  await expectNoViolations(page)
})

test('newsletter in German: German confirmation, the mail program’s one-click unsubscribe, a changed link refused', async ({
  page,
  request,
}) => {
  const email = uniqueAddress('nachricht')
  await page.goto('/de/kaufen/')
  const form = newsletter(page).locator('form')
  await form.getByLabel(/^E-Mail/).fill(email)
  await form.getByRole('checkbox', { name: /Newsletter von Immo Horizon/ }).check()
  await form.getByRole('button', { name: 'Abonnieren' }).click()
  await expect(page).toHaveURL('/de/danke/newsletter-anmeldung/', { timeout: proofOfWork })
  expect(await subscriptionOf(email)).toMatchObject({ locale: 'de', unsubscribed_at: null })

  const [confirmation] = await mailsTo(email)
  expect(confirmation!.subject).toBe('Newsletter-Anmeldung – Immo Horizon')
  expect(confirmation!.language).toBe('de')
  expect(confirmation!.text.split('\n')[0]).toBe('Sehr geehrte Damen und Herren,')
  expect(confirmation!.text).toContain('Mit einem Klick abmelden: http')
  const oneClick = new URL(/^<(.+)>$/.exec(confirmation!.listUnsubscribe!)![1]!)
  const answer = await request.post(oneClick.pathname + oneClick.search, {
    form: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(answer.status()).toBe(200)
  expect((await subscriptionOf(email))!.unsubscribed_at).not.toBeNull()

  const page_ = new URL(/abmelden: (\S+)/.exec(confirmation!.text)![1]!)
  const token = page_.searchParams.get('token')!
  const changed = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`
  await page.goto(`/de/newsletter/unsubscribe/?token=${changed}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link funktioniert nicht')
  await expect(page.getByRole('main').getByRole('button', { name: 'Abmelden' })).toHaveCount(0)
})

test('a sign-up sent while the proof-of-work widget is still on its way waits for its proof, then goes through', async ({
  page,
}) => {
  const email = uniqueAddress('waits')
  await page.goto('/for-sale/')
  // The widget's own code (the chunk that defines <altcha-widget>) arrives when released: the
  // visitor sends the form first, and the widget then starts by itself as it loads.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('customElements.define("altcha-widget"')) await released
    await route.fulfill({ response, body }).catch(() => undefined)
  })
  const form = newsletter(page).locator('form')
  await form.getByLabel(/^E-mail/).fill(email)
  await form.getByRole('checkbox', { name: /send me the Immo Horizon newsletter/ }).check()
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('button', { name: 'Sending…' })).toBeDisabled()
  release()
  await expect(page).toHaveURL('/feedback/sign-newsletter/', { timeout: proofOfWork })
  expect(await subscriptionOf(email)).toMatchObject({ locale: 'en', unsubscribed_at: null })
})

test('a sign-up sent after the form was reset starts the widget that ran on load again, then goes through', async ({
  page,
}) => {
  const email = uniqueAddress('reset')
  await page.goto('/for-sale/')
  const form = newsletter(page).locator('form')
  await form.getByLabel(/^E-mail/).fill(email)
  const widget = form.locator('altcha-widget')
  const stateOf = () =>
    widget.evaluate((element) => (element as unknown as { getState: () => string }).getState())
  await expect.poll(stateOf, { timeout: proofOfWork }).toBe('verified')
  // A form reset (as React does after an action) puts the widget back to unverified for good.
  await form.evaluate((element: HTMLFormElement) => element.reset())
  await expect.poll(stateOf).toBe('unverified')
  await form.getByLabel(/^E-mail/).fill(email)
  await form.getByRole('checkbox', { name: /send me the Immo Horizon newsletter/ }).check()
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL('/feedback/sign-newsletter/', { timeout: proofOfWork })
  expect(await subscriptionOf(email)).toMatchObject({ locale: 'en', unsubscribed_at: null })
})

test('a sign-up sent before the page’s script has run is taken as one without JavaScript, not refused', async ({
  page,
}) => {
  const arrive = await holdScripts(page)
  const email = uniqueAddress('slow')
  await page.goto('/de/kaufen/', { waitUntil: 'domcontentloaded' })
  const form = newsletter(page).locator('form')
  await form.getByLabel(/^E-Mail/).fill(email)
  await form.getByRole('checkbox', { name: /Newsletter von Immo Horizon/ }).check()
  await form.getByRole('button', { name: 'Abonnieren' }).click()
  await expect(page).toHaveURL('/de/danke/newsletter-anmeldung/')
  arrive()
  expect(
    await query("select antispam from form_submissions where kind = 'newsletter' and email = $1", [
      email,
    ]),
  ).toEqual([{ antispam: 'no-script' }])
  expect(await subscriptionOf(email)).toMatchObject({ locale: 'de', unsubscribed_at: null })
})
