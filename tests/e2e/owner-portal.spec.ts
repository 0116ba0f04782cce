import type { Browser } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, functionalOnly, test } from './fixtures'
import { mailsTo, uniqueAddress } from './mail-sink'
import { ownerWithPassword, referencesOf } from './owners'
import { logIn, marc, sophie } from './owner-login'

// Each test logs in (Argon2id, then the portal's queries): slower than a page view on a busy machine.
test.describe.configure({ timeout: 60_000 })

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

test('a failed login says the username or password is not correct, whatever was wrong', async ({
  page,
}) => {
  await page.goto('/en/login/')
  await expect(page.getByRole('heading', { level: 1, name: 'Owner login' })).toBeVisible()
  // The page's own text stays next to the form.
  await expect(page.getByText(/Your agent sends you your login details/)).toBeVisible()
  for (const [email, password] of [
    [sophie.email, 'not-her-password'],
    ['nobody@example.be', sophie.password],
  ]) {
    await page.getByLabel(/^E-mail address/).fill(email!)
    await page.getByLabel(/^Password/).fill(password!)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'The username or password is not correct.',
    )
    await expect(page).toHaveURL(/\/en\/login\/$/)
  }
  await expectNoViolations(page)
})

test('login opens the only property directly, with the seeded counters and chart', async ({
  page,
}) => {
  const [reference] = await referencesOf(marc.email)
  await logIn(page, marc, 'en')
  // Marc's language is French, and he has one property: its page opens.
  await expect(page).toHaveURL(`/fr/portal/${reference}/`)
  await expect(page.getByText('Connecté en tant que Marc Dubois')).toBeVisible()

  const [expected] = await query<{ today: number; week: number; month: number; total: number }>(
    `with t as (select (now() at time zone 'Europe/Brussels')::date as d)
     select coalesce(sum(views) filter (where day = t.d), 0)::int as today,
       coalesce(sum(views) filter (where day >= date_trunc('week', t.d)::date), 0)::int as week,
       coalesce(sum(views) filter (where day >= date_trunc('month', t.d)::date), 0)::int as month,
       coalesce(sum(views), 0)::int as total
     from property_views_daily v join properties p on p.id = v.property_id, t
     where p.reference = $1`,
    [reference],
  )
  expect(expected!.total).toBeGreaterThan(0)
  for (const key of ['today', 'week', 'month', 'total'] as const) {
    expect(digits(await page.locator(`dd[data-counter="${key}"]`).textContent())).toBe(
      expected![key],
    )
  }

  const chart = page.getByRole('img', { name: /Les 30 derniers jours/ })
  await expect(chart).toBeVisible()
  await page.getByText('Afficher les chiffres par jour').click()
  const rows = page
    .getByRole('table', { name: /Consultations et demandes par jour/ })
    .locator('tbody tr')
  await expect(rows).toHaveCount(30)
  const days = await query<{ day: string; views: number }>(
    `select to_char(v.day, 'YYYY-MM-DD') as day, v.views from property_views_daily v
     join properties p on p.id = v.property_id
     where p.reference = $1 and v.day > (now() at time zone 'Europe/Brussels')::date - 30
     order by v.day`,
    [reference],
  )
  expect(days).toHaveLength(30)
  for (const index of [0, 14, 29]) {
    const row = rows.nth(index)
    await expect(row.locator('time')).toHaveAttribute('datetime', days[index]!.day)
    expect(digits(await row.locator('td').first().textContent())).toBe(days[index]!.views)
  }
  await expectNoViolations(page)
})

test('an owner with several properties chooses one, and can switch', async ({ page }) => {
  const references = await referencesOf(sophie.email)
  expect(references.length).toBeGreaterThan(1)
  await logIn(page, sophie)
  await expect(page).toHaveURL('/nl/portal/')
  await expect(page.getByRole('heading', { name: 'Welkom, Sophie' })).toBeVisible()
  await expectNoViolations(page)
  const links = page.getByRole('region', { name: 'Uw panden' }).getByRole('link')
  await expect(links).toHaveCount(references.length)
  await links.first().click()
  await expect(page).toHaveURL(`/nl/portal/${references[0]}/`)
  await page.getByLabel('Pand').selectOption(references[1]!)
  await page.getByRole('button', { name: 'Tonen', exact: true }).click()
  await expect(page).toHaveURL(`/nl/portal/${references[1]}/`)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('history filters and paging live in the URL, newest first', async ({ page }) => {
    const [reference] = await referencesOf(sophie.email)
    await logIn(page, sophie)
    await page.goto(`/nl/portal/${reference}/`)
    const history = page.getByRole('region', { name: 'Historiek' })
    const dates = async () =>
      history
        .locator('tbody time')
        .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!))
    const newestFirst = (list: string[]) => [...list].sort().reverse()

    const all = await dates()
    expect(all).toEqual(newestFirst(all))
    const [counts] = await query<{ total: number; visits: number }>(
      `select count(*)::int as total, (count(*) filter (where h.type = 'visit'))::int as visits
       from owner_history h join properties p on p.id = h.property_id where p.reference = $1`,
      [reference],
    )
    await expect(page.getByText(`Pagina 1 van ${Math.ceil(counts!.total / 20)}`)).toBeVisible()

    await page
      .getByRole('navigation', { name: 'Toon' })
      .getByRole('link', { name: 'Bezoeken' })
      .click()
    await expect(page).toHaveURL(new RegExp(`/nl/portal/${reference}/\\?type=visits`))
    const types = await history.locator('tbody tr td:nth-child(2)').allTextContents()
    expect(types.length).toBe(Math.min(20, counts!.visits))
    expect(new Set(types)).toEqual(new Set(['Bezoek']))
    await expect(page.getByRole('link', { name: 'Bezoeken' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    if (counts!.total > 20) {
      await page
        .getByRole('navigation', { name: 'Toon' })
        .getByRole('link', { name: 'Alles' })
        .click()
      await page.getByRole('link', { name: 'Volgende pagina' }).click()
      await expect(page).toHaveURL(new RegExp(`\\?page=2`))
      await expect(page.getByText(`Pagina 2 van ${Math.ceil(counts!.total / 20)}`)).toBeVisible()
      expect(await dates()).toHaveLength(counts!.total - 20)
    }
  })

  test.describe('404', () => {
    test.use({ allowConsoleErrors: [/status of 404/] })

    test('another owner’s property is a 404 by URL, by API and by server action', async ({
      page,
    }) => {
      const [theirs] = await referencesOf(marc.email)
      const [mine] = await referencesOf(sophie.email)
      await logIn(page, sophie)

      const byUrl = await page.goto(`/nl/portal/${theirs}/`)
      expect(byUrl?.status()).toBe(404)

      const byApi = await page.request.get(`/api/owner/properties/${theirs}/history/`)
      expect(byApi.status()).toBe(404)
      const ownApi = await page.request.get(`/api/owner/properties/${mine}/history/`)
      expect(ownApi.status()).toBe(200)
      expect(ownApi.headers()['content-type']).toContain('text/csv')
      expect(ownApi.headers()['cache-control']).toBe('private, no-store')
      expect(await ownApi.text()).toContain('"Datum","Type","Contact"')

      // The switcher's form posts a reference to a server action: another owner's is refused.
      await page.goto(`/nl/portal/${mine}/`)
      await page
        .getByLabel('Pand')
        .evaluate(
          (select, reference) => ((select as HTMLSelectElement).options[0]!.value = reference),
          theirs!,
        )
      await page.getByLabel('Pand').selectOption({ index: 0 })
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Tonen', exact: true }).click(),
      ])
      expect(response.status()).toBe(404)
      const [title] = await query<{ title: string }>(
        `select title->>'nl' as title from properties where reference = $1`,
        [theirs],
      )
      await expect(page.getByText(title!.title)).toHaveCount(0)
    })
  })

  test('logging in works before any script, and the portal is never cached', async ({ page }) => {
    await logIn(page, marc, 'fr')
    const response = await page.reload()
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    expect(response?.headers()['x-cache']).not.toBe('HIT')
  })
})

test('the login page is never served from the page cache', async ({ request }) => {
  for (let attempt = 0; attempt < 3; attempt++) {
    const response = await request.get('/login/', { headers: { 'Accept-Language': 'en' } })
    expect(response.status()).toBe(200)
    expect(response.headers()['x-cache']).toBe('MISS')
  }
  const portal = await request.get('/portal/', {
    headers: { 'Accept-Language': 'en' },
    maxRedirects: 0,
  })
  expect(portal.status()).toBe(307)
  expect(portal.headers()['cache-control']).toBe('private, no-store')
})

async function loggedInContext(browser: Browser, who: typeof sophie) {
  const context = await browser.newContext()
  await context.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
  }, functionalOnly)
  const page = await context.newPage()
  await logIn(page, who)
  return { context, page }
}

test('logging out ends this session; "everywhere" ends the others too', async ({
  page,
  browser,
}) => {
  await logIn(page, sophie)
  await page.getByRole('button', { name: 'Afmelden', exact: true }).click()
  await expect(page).toHaveURL('/nl/login/?notice=signedOut')
  await expect(page.getByRole('status')).toHaveText('U bent afgemeld.')
  await page.goto('/nl/portal/')
  await expect(page).toHaveURL('/nl/login/')

  const other = await loggedInContext(browser, sophie)
  await logIn(page, sophie)
  await page.getByRole('button', { name: 'Afmelden op alle toestellen' }).click()
  await expect(page.getByRole('status')).toHaveText('U bent afgemeld op al uw toestellen.')
  await other.page.reload()
  await expect(other.page).toHaveURL('/nl/login/?notice=sessionEnded')
  await expect(other.page.getByRole('status')).toHaveText(
    'Uw sessie is beëindigd. Meld u opnieuw aan.',
  )
  await other.context.close()
})

test('password reset by e-mail: a single-use link, the same answer for unknown addresses', async ({
  page,
}) => {
  const owner = await ownerWithPassword({ first: 'Lotte', last: 'Maes' }, 'het oude wachtwoord')
  const email = owner.email
  await query(
    `insert into owner_properties (owner_id, property_id)
     select $1, p.id from properties p where p.published order by p.id limit 1`,
    [owner.id],
  )

  await page.goto('/nl/login/')
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click()
  await expect(page).toHaveURL('/nl/portal/password/')
  await expectNoViolations(page)
  const sent =
    'Hoort dit adres bij een eigenaarsaccount, dan ontvangt u binnen enkele minuten een e-mail met een link. Kijk ook in uw map met ongewenste e-mail.'
  await page.getByLabel('E-mailadres', { exact: true }).fill(uniqueAddress('stranger'))
  await page.getByRole('button', { name: 'Link versturen' }).click()
  await expect(page.getByRole('status')).toHaveText(sent)
  await page.getByLabel('E-mailadres', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Link versturen' }).click()
  await expect(page.getByRole('status')).toHaveText(sent)

  const [mail] = await mailsTo(email)
  expect(mail!.subject).toBe('Kies een nieuw wachtwoord voor uw eigenaarszone bij Immo Horizon')
  const link = /https?:\/\/\S+token=\S+/.exec(mail!.text)![0]
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('heading', { name: 'Kies een nieuw wachtwoord' })).toBeVisible()
  // Every rule is told before the owner types, and read out with the field.
  const rule =
    'Geen veelgebruikt of makkelijk te raden wachtwoord, en niets uit uw naam, uw e-mailadres of de naam van het kantoor.'
  await expect(page.getByText(rule, { exact: false })).toBeVisible()
  await expect(page.getByLabel('Nieuw wachtwoord', { exact: true })).toHaveAccessibleDescription(
    new RegExp(rule),
  )
  await expectNoViolations(page)
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('password123')
  await page.getByLabel('Herhaal het wachtwoord', { exact: true }).fill('password123')
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
  await expect(page.getByText('Dit wachtwoord komt te vaak voor')).toBeVisible()
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('mijn nieuwe lange zin')
  await page.getByLabel('Herhaal het wachtwoord', { exact: true }).fill('mijn nieuwe lange zin!')
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
  await expect(page.getByText('De wachtwoorden komen niet overeen.')).toBeVisible()
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('mijn nieuwe lange zin')
  await page.getByLabel('Herhaal het wachtwoord', { exact: true }).fill('mijn nieuwe lange zin')
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click()
  await expect(page).toHaveURL('/nl/login/?notice=passwordSaved')
  await expect(page.getByRole('status')).toHaveText(
    'Uw wachtwoord is opgeslagen. U kunt zich nu aanmelden.',
  )

  await logIn(page, { email, password: 'mijn nieuwe lange zin' })
  await expect(page.getByText(`Aangemeld als Lotte Maes (${email})`)).toBeVisible()

  // The link worked once.
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Deze link is vervallen of werd al gebruikt. Vraag een nieuwe link aan.',
  )
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten?' })).toBeVisible()
})
