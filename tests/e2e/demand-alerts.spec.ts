import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { mailsTo, uniqueAddress } from './mail-sink'

type AlertMail = { subject: string; text_body: string; headers: Record<string, string> }

/**
 * A demand for rentals in `zip`, then a new rental there written as the CRM import would (a copy
 * of a demo rental, so the lists and the home page show it like any other; no browser test counts
 * the rentals): the trigger records it, the site's job (every second in these tests,
 * ALERTS_POLL_MS) matches it and queues the e-mail, which this returns.
 */
async function alertForNewRental(
  email: string,
  { locale, zip, city, region }: { locale: string; zip: string; city: string; region: string },
): Promise<AlertMail> {
  await query(
    `insert into demands (email, locale, goal, type_ids, zips)
     values ($1, $2, 1, '{1,2,3,4,5,6,7}', array[$3::text])`,
    [email, locale, zip],
  )
  await query(
    `insert into properties (reference, goal, type_id, price, zip, city, region, bedrooms,
       bathrooms, title, description, details, photos, agent_id, publish_address)
     select $1, goal, type_id, price, $2, $3, $4, bedrooms, bathrooms, title,
       description, details, photos, agent_id, false
     from properties where goal = 1 and published and status = 'available' order by id limit 1`,
    [`E2E-${Date.now()}`, zip, city, region],
  )
  await expect
    .poll(
      async () =>
        (await query('select 1 from outbox_messages where to_address = $1', [email])).length,
      { timeout: 20_000 },
    )
    .toBe(1)
  const [mail] = await query<AlertMail>(
    'select subject, text_body, headers from outbox_messages where to_address = $1',
    [email],
  )
  return mail!
}

test('a new listing reaches a demand by e-mail; its unsubscribe link asks, then unsubscribes', async ({
  page,
}) => {
  const email = `claire-${Date.now()}@alerts.example`
  const mail = await alertForNewRental(email, {
    locale: 'fr',
    zip: '4000',
    city: 'Liège',
    region: 'Wallonia',
  })
  expect(mail.subject).toBe('Un bien correspond à votre recherche – Immo Horizon')
  expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  const link = new URL(
    /\/fr\/demand-alerts\/unsubscribe\/\?token=\S+/.exec(mail.text_body)![0],
    'http://x',
  )
  const activeOf = async () =>
    (await query<{ active: boolean }>('select active from demands where email = $1', [email])).map(
      (demand) => demand.active,
    )

  // Opening the link changes nothing (mail scanners follow links): the page asks first.
  await page.goto(link.pathname + link.search)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Arrêter vos alertes immo' }),
  ).toBeVisible()
  expect(await activeOf()).toEqual([true])
  await expectNoViolations(page)

  await page.getByRole('button', { name: 'Me désinscrire' }).click()
  await expect(page).toHaveURL(/\/fr\/demand-alerts\/unsubscribe\/\?done=1$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Votre désinscription est confirmée' }),
  ).toBeVisible()
  await expect(
    page.getByText('Merci pour la confiance que vous accordez à Immo Horizon.'),
  ).toBeVisible()
  expect(await activeOf()).toEqual([false])
  await expectNoViolations(page)
})

test("the mail program's one-click unsubscribe (RFC 8058) needs no page", async ({ request }) => {
  // A rental again, in Bruges this time.
  const email = `one-click-${Date.now()}@alerts.example`
  const mail = await alertForNewRental(email, {
    locale: 'nl',
    zip: '8000',
    city: 'Brugge',
    region: 'Flanders',
  })
  const oneClick = new URL(/^<(.+)>$/.exec(mail.headers['List-Unsubscribe']!)![1]!)
  expect(oneClick.pathname).toBe('/api/demand-alerts/unsubscribe/')
  const response = await request.post(oneClick.pathname + oneClick.search, {
    form: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(response.status()).toBe(200)
  const demands = await query<{ active: boolean }>('select active from demands where email = $1', [
    email,
  ])
  expect(demands).toEqual([{ active: false }])
})

test('a damaged unsubscribe link says so, in the language it asked for', async ({ page }) => {
  await page.goto('/api/demand-alerts/unsubscribe/?lang=nl&token=not-a-token')
  await expect(page).toHaveURL(/\/nl\/demand-alerts\/unsubscribe\/\?token=not-a-token$/)
  await expect(page.getByRole('button', { name: 'Uitschrijven' })).toHaveCount(0)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Deze uitschrijflink is niet geldig' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute(
    'href',
    '/nl/',
  )
  await expectNoViolations(page)
})

// A web mail shows the message on its own origin and loads its images from there, without a proxy
// of its own: the listing photo must load cross-origin (the page here is about:blank, opaque).
test("the alert e-mail's photos show in a mail client on another origin", async ({ page }) => {
  const email = uniqueAddress('photos')
  await alertForNewRental(email, { locale: 'nl', zip: '9000', city: 'Gent', region: 'Flanders' })
  const [mail] = await mailsTo(email)
  const sources = [...mail!.html!.matchAll(/<img src="([^"]+)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  )
  expect(sources.length).toBeGreaterThan(0)
  await page.setContent(mail!.html!)
  const widths = await page.locator('img').evaluateAll((images) =>
    Promise.all(
      (images as HTMLImageElement[]).map((image) =>
        image.decode().then(
          () => image.naturalWidth,
          () => 0,
        ),
      ),
    ),
  )
  expect(widths).toHaveLength(sources.length)
  for (const width of widths) expect(width).toBeGreaterThan(0)
})
