import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, functionalOnly, test } from './fixtures'
import { uniqueAddress } from './mail-sink'
import { logIn } from './owner-login'
import { ownerWithPassword } from './owners'
import { admin, camille, staffLogIn } from './staff-login'

/** Published listings without photos and without an EPC label, as the dashboard counts them. */
async function missing(agentEmail?: string) {
  const [row] = await query<{ photos: number; epc: number }>(
    `select (count(*) filter (where jsonb_array_length(p.photos) = 0))::int as photos,
       (count(*) filter (where p.epc_label is null))::int as epc
     from properties p
     where p.published and ($1::text is null
       or p.agent_id = (select agent_id from staff where email = $1))`,
    [agentEmail ?? null],
  )
  return row!
}

const tag = () => uniqueAddress('ops').split('@')[0]!.split('.')[1]!

test.describe('as an agent', () => {
  test.use({ allowConsoleErrors: [/status of 404/] })

  test('in English: the dashboard of their listings, a history row the owner then sees, nothing of others', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const subject = `Second visit with the Janssens family ${tag()}`
    // A listing of Camille's that no demo owner has, given to an owner of this test alone.
    const [listing] = await query<{ id: number; reference: string }>(
      `select p.id, p.reference from properties p
       where p.published and p.agent_id = (select agent_id from staff where email = $1)
         and not exists (select 1 from owner_properties o where o.property_id = p.id)
       order by p.id limit 1`,
      [camille.email],
    )
    const [foreign] = await query<{ reference: string }>(
      `select reference from properties
       where agent_id is distinct from (select agent_id from staff where email = $1)
       order by id limit 1`,
      [camille.email],
    )
    const password = 'owner-of-this-test-1'
    const owner = await ownerWithPassword({ first: 'Els', last: 'Janssens' }, password)
    await query('insert into owner_properties (owner_id, property_id) values ($1, $2)', [
      owner.id,
      listing!.id,
    ])

    await staffLogIn(page, camille, 'en')
    await page.getByRole('link', { name: 'Overview' }).click()
    await expect(page).toHaveURL('/admin/')
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
    const figures = await missing(camille.email)
    const listings = page.getByRole('region', { name: 'Listings to complete' })
    await expect(
      listings.getByRole('link', {
        name: new RegExp(`^${figures.photos} published listings? without photos$`),
      }),
    ).toHaveAttribute('href', '/admin/properties/?missing=photos')
    await expect(
      listings.getByRole('link', {
        name: new RegExp(`^${figures.epc} published listings? without an EPC$`),
      }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'New leads' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Visits in the next 7 days' })).toBeVisible()
    // Failed e-mails are the admins' business.
    await expect(page.getByRole('heading', { name: 'Failed e-mails' })).toHaveCount(0)
    await expectNoViolations(page)

    await page.getByRole('link', { name: 'Listings', exact: true }).click()
    await page.getByLabel('Search by reference or town').fill(listing!.reference)
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByRole('link', { name: listing!.reference, exact: true }).click()
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: new RegExp(`^History of ${listing!.reference}`),
      }),
    ).toBeVisible()
    // The date and time are now's by default: the row is the newest of the owner's history.
    await expect(page.getByLabel('Date and time')).not.toHaveValue('')
    await page.getByLabel('Type').selectOption('visit')
    await page.getByLabel('Status').selectOption('done')
    await page.getByRole('button', { name: 'Add the row' }).click()
    await expect(page.getByText('Enter a subject.')).toBeVisible()
    await expect(page.getByLabel('Subject')).toBeFocused()
    await expect(page.getByLabel('Type')).toHaveValue('visit')
    await expectNoViolations(page)
    await page.getByLabel('Subject').fill(subject)
    await page.getByRole('button', { name: 'Add the row' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'The row was added; the owner sees it now.' }),
    ).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: subject })).toContainText('by hand')
    await expectNoViolations(page)

    // Another agent's listing and the admins' screens do not open, whatever the address.
    for (const path of [`/admin/properties/${foreign!.reference}/`, '/admin/imports/']) {
      const response = await page.goto(path)
      expect(response!.status(), path).toBe(404)
    }

    // The owner's own browser, with the cookie choice already made, as the page fixture's.
    const context = await browser.newContext()
    await context.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value)
    }, functionalOnly)
    const portal = await context.newPage()
    await logIn(portal, { email: owner.email, password })
    await portal.goto(`/nl/portal/${listing!.reference}/`)
    const history = portal.getByRole('region', { name: 'Historiek' })
    const row = history.getByRole('row').filter({ hasText: subject })
    await expect(row).toContainText('Bezoek')
    await expect(row).toContainText('Kantoor')
    await context.close()
  })
})

test('an admin in German: the dashboard, and a feed file with one bad record whose run and report show', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const reference = `E2E-OPS-${tag()}`
  const [type] = await query<{ id: number }>('select id from property_types order by id limit 1')
  const record = {
    Reference: reference,
    Goal: 1,
    TypeID: type!.id,
    Price: 1250,
    Zip: '4700',
    City: 'Eupen',
    Title: { de: 'Wohnung zur Miete' },
    Description: { de: 'Hell und ruhig.' },
  }
  const feed = {
    mode: 'partial',
    properties: [record, { ...record, Reference: `${reference}-B`, Price: -5 }],
  }
  try {
    await staffLogIn(page, admin, 'de')
    await page.getByRole('link', { name: 'Übersicht' }).click()
    await expect(page).toHaveURL('/de/admin/')
    await expect(page).toHaveTitle(/^Übersicht \| Backoffice \|/)
    const listings = page.getByRole('region', { name: 'Zu ergänzende Immobilien' })
    const withoutEpc = listings.getByRole('link', {
      name: /veröffentlichte Immobilien? ohne Energieausweis$/,
    })
    // The other workers import and publish listings meanwhile: the count shown is checked against
    // the database's when that count stayed the same across the page's rendering.
    await expect
      .poll(
        async () => {
          const before = (await missing()).epc
          await page.reload()
          const after = (await missing()).epc
          const shown = await withoutEpc.textContent()
          return before === after ? shown?.startsWith(`${after} `) : 'changed meanwhile'
        },
        { timeout: 30_000 },
      )
      .toBe(true)
    await expect(withoutEpc).toHaveAttribute('href', '/de/admin/properties/?missing=epc')
    const failed = page.getByRole('region', { name: 'Fehlgeschlagene E-Mails' })
    await expect(failed.getByRole('link')).toHaveAttribute(
      'href',
      '/de/admin/outbox/?status=failed',
    )
    await expect(
      page.getByRole('region', { name: 'Neue Anfragen' }).getByRole('link').first(),
    ).toHaveAttribute('href', '/de/admin/leads/?status=new')
    await expect(
      page.getByRole('region', { name: 'Diese Woche am meisten angesehen' }),
    ).toBeVisible()

    await page.getByRole('link', { name: 'Importe' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Importe' })).toBeVisible()
    await page.getByRole('button', { name: 'Datei importieren' }).click()
    await expect(page.getByText('Wählen Sie eine Feed-Datei.')).toBeVisible()
    await expectNoViolations(page)
    await page.getByLabel('Feed-Datei (JSON)').setInputFiles({
      name: 'crm-export.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(feed)),
    })
    await page.getByRole('button', { name: 'Datei importieren' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Import von crm-export.json' }),
    ).toBeVisible()
    const records = page.getByRole('region', { name: 'Datensätze' })
    const bad = records.getByRole('row').filter({ hasText: `${reference}-B` })
    await expect(bad).toContainText('Fehlerhaft')
    // The reason in the member's language (German here), not the command's English.
    await expect(bad).toContainText('Price: muss mindestens 0 sein')
    await expect(
      records.getByRole('row').filter({ hasText: new RegExp(`${reference}(?!-B)`) }),
    ).toContainText('Angelegt')
    await expectNoViolations(page)

    await page.getByRole('link', { name: 'Zurück zu den Importen' }).click()
    const run = page.getByRole('row').filter({ hasText: 'crm-export.json' }).first()
    await expect(run).toContainText('Admin Immo Horizon')
    await expect(run).toContainText('Fertig')
    const [audit] = await query<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'import.upload'
         and after->>'fileName' = 'crm-export.json'`,
    )
    expect(audit!.n).toBeGreaterThan(0)
  } finally {
    // The listing this test imported leaves the site again.
    await query('delete from properties where reference = $1', [reference])
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an admin in English uploads a feed file and reads each record’s outcome in English', async ({
    page,
  }) => {
    const reference = `E2E-OPS-EN-${tag()}`
    const [type] = await query<{ id: number }>('select id from property_types order by id limit 1')
    const record = {
      Reference: reference,
      Goal: 1,
      TypeID: type!.id,
      Price: 980,
      Zip: '1050',
      City: 'Ixelles',
      Title: { en: 'Flat to let' },
      Description: { en: 'Bright and quiet.' },
    }
    const feed = {
      mode: 'partial',
      properties: [record, { ...record, Reference: `${reference}-B`, Price: -5 }],
    }
    try {
      await staffLogIn(page, admin, 'en')
      await page.goto('/admin/imports/')
      await page.getByLabel('Feed file (JSON)').setInputFiles({
        name: 'crm-export-en.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(feed)),
      })
      await page.getByRole('button', { name: 'Import the file' }).click()
      await expect(
        page.getByRole('heading', { level: 1, name: 'Import of crm-export-en.json' }),
      ).toBeVisible()
      const records = page.getByRole('region', { name: 'Records' })
      const bad = records.getByRole('row').filter({ hasText: `${reference}-B` })
      await expect(bad).toContainText('Failed')
      await expect(bad).toContainText('Price: must be at least 0')
      await expect(
        records.getByRole('row').filter({ hasText: new RegExp(`${reference}(?!-B)`) }),
      ).toContainText('Created')
    } finally {
      await query('delete from properties where reference = $1', [reference])
    }
  })
})
