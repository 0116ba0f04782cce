import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'

test('a new listing reaches a demand by e-mail, and its unsubscribe link works in one click', async ({
  page,
}) => {
  const email = `claire-${Date.now()}@alerts.example`
  await query(
    `insert into demands (email, locale, goal, type_ids, zips)
     values ($1, 'fr', 1, '{1,2,3,4,5,6,7}', '{4000}')`,
    [email],
  )
  // A new rental in Liège, written as the CRM import would (a copy of a demo rental, so the lists
  // and the home page show it like any other; no browser test counts the rentals): the trigger
  // records it, the site's job (every second in these tests, ALERTS_POLL_MS) matches it and
  // queues the e-mail.
  await query(
    `insert into properties (reference, goal, type_id, price, zip, city, region, bedrooms,
       bathrooms, title, description, details, photos, agent_id, publish_address)
     select $1, goal, type_id, price, '4000', 'Liège', 'Wallonia', bedrooms, bathrooms, title,
       description, details, photos, agent_id, false
     from properties where goal = 1 and published and status = 'available' order by id limit 1`,
    [`E2E-${Date.now()}`],
  )
  await expect
    .poll(
      async () =>
        (await query('select 1 from outbox_messages where to_address = $1', [email])).length,
      { timeout: 20_000 },
    )
    .toBe(1)
  const [mail] = await query<{ subject: string; headers: Record<string, string> }>(
    'select subject, headers from outbox_messages where to_address = $1',
    [email],
  )
  expect(mail?.subject).toBe('Un bien correspond à votre recherche – Immo Horizon')
  const link = new URL(/^<(.+)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!)

  await page.goto(link.pathname + link.search)
  await expect(page).toHaveURL(/\/fr\/demand-alerts\/unsubscribed\/$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Votre désinscription est confirmée' }),
  ).toBeVisible()
  await expect(
    page.getByText('Merci pour la confiance que vous accordez à Immo Horizon.'),
  ).toBeVisible()
  const demands = await query<{ active: boolean }>('select active from demands where email = $1', [
    email,
  ])
  expect(demands).toEqual([{ active: false }])
  await expectNoViolations(page)
})

test('a damaged unsubscribe link says so, in the language it asked for', async ({ page }) => {
  await page.goto('/api/demand-alerts/unsubscribe/?lang=nl&token=not-a-token')
  await expect(page).toHaveURL(/\/nl\/demand-alerts\/unsubscribed\/\?link=invalid$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Deze uitschrijflink is niet geldig' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute(
    'href',
    '/nl/',
  )
  await expectNoViolations(page)
})
