import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { mailsTo, uniqueAddress } from './mail-sink'
import { proofOfWork } from './submissions'

test('a list search with garden, EPC A and region becomes an alert in one step; its mail link changes the frequency and the criteria', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = uniqueAddress('alert-search')
  await page.goto(
    '/for-sale/?type=1&min=200000&max=500000&beds=2&place=Gent&features=garden&epc=a&region=flanders',
  )
  await page.getByRole('link', { name: 'Get an e-mail alert for this search' }).click()

  // The filters the form has no fields for are kept, in words.
  const form = page.locator('#module-15 form')
  await expect(form.getByRole('region', { name: 'Also kept from your search' })).toContainText(
    'Features: Garden',
  )
  await expect(form.getByText('EPC label: A')).toBeVisible()
  await expect(form.getByText('Region: Flanders')).toBeVisible()
  await expect(form.getByLabel(/^Minimum price/)).toHaveValue('200000')
  await form.getByRole('radio', { name: 'As soon as a property matches' }).check()
  await form.getByRole('radio', { name: 'Ms', exact: true }).check()
  await form.getByLabel(/^First name/).fill('Eva')
  await form.getByLabel(/^Last name/).fill('Maes')
  await form.getByLabel(/^E-mail/).fill(email)
  await form.getByRole('button', { name: 'Save my search alert' }).click()
  await expect(page).toHaveURL('/feedback/demand-register/', { timeout: proofOfWork })

  const [demand] = await query<{ search: string; frequency: string }>(
    'select search, frequency from demands where email = $1',
    [email],
  )
  expect(demand).toEqual({ search: 'region=flanders&features=garden&epc=a', frequency: 'instant' })

  // A house with a garden and EPC A in Gent, and one without a garden, as the import writes them.
  const reference = `E2E-AS-${Date.now()}`
  for (const [suffix, garden] of [
    ['G', true],
    ['N', false],
  ] as const) {
    await query(
      `insert into properties (reference, goal, type_id, price, zip, city, region, bedrooms,
         bathrooms, title, description, details, photos, agent_id, has_garden, epc_label)
       select $1, 0, 11, 300000, '9000', 'Gent', 'Flanders', 3, 1, title, description, details,
         photos, agent_id, $2, 'a'
       from properties where goal = 0 and published order by id limit 1`,
      [`${reference}-${suffix}`, garden],
    )
  }
  const digest = (await mailsTo(email, 2)).find((mail) => mail.text.includes(reference))!
  expect(digest.text).toContain(`/${reference}-G/`)
  expect(digest.text).not.toContain(`/${reference}-N/`)
  expect(digest.html).toContain('<img src="http')

  const edit = new URL(/https?:\/\/\S+\/demand-alerts\/manage\/\?token=\S+/.exec(digest.text)![0])
  const opened = await page.goto(edit.pathname + edit.search)
  // One person's alert: never kept by the page cache, so never public to a shared cache either.
  expect(opened!.headers()['cache-control']).toMatch(/^private\b.*\bno-store\b/)
  const again = await page.request.get(edit.pathname + edit.search)
  expect(again.headers()['x-cache']).toBe('MISS')
  expect(again.headers()['cache-control']).toMatch(/^private\b.*\bno-store\b/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your search alert' })).toBeVisible()
  await expectNoViolations(page)
  const frequency = page.getByRole('group', { name: 'How often do you want an e-mail?' })
  await expect(
    frequency.getByRole('radio', { name: 'As soon as a property matches' }),
  ).toBeChecked()
  await frequency.getByRole('radio', { name: 'Once a week' }).check()
  await page.getByRole('button', { name: 'Save the frequency' }).click()
  await expect(page.getByText('The frequency is saved.')).toBeVisible()
  await expect(frequency.getByRole('radio', { name: 'Once a week' })).toBeChecked()
  await expectNoViolations(page)
  const [saved] = await query<{ frequency: string }>(
    'select frequency from demands where email = $1',
    [email],
  )
  expect(saved).toEqual({ frequency: 'weekly' })

  // The criteria: a maximum price, the EPC filter kept from the list's search dropped.
  await expect(
    page.getByRole('link', { name: 'See the properties this alert looks for on the site' }),
  ).toHaveAttribute('href', /features=garden/)
  await page.getByLabel('Maximum price (€)').fill('600000')
  const kept = page.getByRole('group', { name: 'Also kept from your search' })
  await kept.getByRole('checkbox', { name: /EPC label/ }).uncheck()
  await page.getByRole('button', { name: 'Save the criteria' }).click()
  await expect(page.getByText('The criteria are saved.')).toBeVisible()
  await expect(kept.getByRole('checkbox')).toHaveCount(2)
  const [changed] = await query<{ price_max: number; search: string }>(
    'select price_max, search from demands where email = $1',
    [email],
  )
  expect(changed).toEqual({ price_max: 600000, search: 'region=flanders&features=garden' })
  // A minimum above the maximum is refused with the field's message; nothing is stored.
  await page.getByLabel('Minimum price (€)').fill('900000')
  await page.getByRole('button', { name: 'Save the criteria' }).click()
  await expect(page.getByLabel('Maximum price (€)')).toHaveAccessibleDescription(
    'Maximum price (€): the minimum cannot be higher than the maximum.',
  )
  await expectNoViolations(page)
})
