import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'
import { admin, staffLogIn } from './staff-login'

// Requiring two-step login holds every staff session without one at enrolment, also those of the
// other browser tests, which log in as the demo admin: this file runs in its own project after
// all the others (playwright.config.ts).
test('an admin requires two-step login for every staff account: without one, only enrolment opens; the audit log says so', async ({
  page,
}) => {
  await staffLogIn(page, admin, 'nl')
  await page.goto('/nl/admin/staff/')
  await page.getByLabel('Aanmelden in twee stappen verplichten voor elk medewerkersaccount').check()
  try {
    await page.getByRole('button', { name: 'Instelling opslaan' }).click()
    await expect(page).toHaveURL('/nl/admin/security/')
    await expect(
      page.getByText(/De beheerders vragen aanmelden in twee stappen voor elk medewerkersaccount/),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Leads' })).toHaveCount(0)
    await page.goto('/nl/admin/staff/')
    await expect(page).toHaveURL('/nl/admin/security/')
  } finally {
    await query('update back_office_settings set require_second_factor = false')
  }

  await page.goto('/nl/admin/audit/')
  await page.getByLabel('Gebeurtenis').selectOption('staff.2fa-require')
  await page.getByRole('button', { name: 'Toepassen' }).click()
  await expect(page).toHaveURL(/action=staff.2fa-require/)
  const required = page
    .getByRole('row')
    .filter({ hasText: 'Verplichting tot aanmelden in twee stappen gewijzigd' })
    .first()
  await expect(required).toContainText('requireSecondFactor')
  await expect(required).toContainText('true')
  await expectNoViolations(page)
})
