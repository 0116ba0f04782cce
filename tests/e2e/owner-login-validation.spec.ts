import { expectNoViolations } from './axe'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import nl from '../../messages/nl.json' with { type: 'json' }

const catalogues = { en, nl, fr, de }

// The client's acceptance test, item 9: the owner login answered a missing field with the
// browser's own bubble ("Please fill out this field." in the browser's language) instead of the
// site's messages in the page's language.

test('English: the login names each missing or wrong field as the other forms do', async ({
  page,
}) => {
  await page.goto('/en/login/')
  // The focus on the first wrong field is the scripted form's; the plain post opens on the banner.
  const form = page.locator('form#owner-login')
  await hydrated(page, form)
  const email = form.getByLabel(/^E-mail address/)
  await form.getByRole('button', { name: 'Log in', exact: true }).click()
  const banner = form.getByRole('alert')
  await expect(banner).toContainText('Please check the 2 fields marked in red.')
  await expect(banner.getByRole('link')).toHaveText([
    'E-mail address is a required field.',
    'Password is a required field.',
  ])
  await expect(form.getByText('Password is a required field.').last()).toBeVisible()
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expectNoViolations(page)

  await email.fill('sophie.claes@')
  await form.getByLabel(/^Password/).fill('whatever')
  await form.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(banner.getByRole('link')).toHaveText(['The e-mail address is not valid.'])
  await expect(page).toHaveURL('/en/login/')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Dutch: the server checks again and the answer opens on its banner', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/nl/login/')
    const form = page.locator('form#owner-login')
    await form.getByLabel(/^E-mailadres/).fill('sophie.claes@example')
    await form.getByRole('button', { name: 'Aanmelden', exact: true }).click()
    const banner = form.getByRole('alert')
    await expect(banner).toContainText('Controleer de 2 rood gemarkeerde velden.')
    await expect(banner.getByRole('link')).toHaveText([
      'Het e-mailadres is niet geldig.',
      'Wachtwoord is een verplicht veld.',
    ])
    await expect(banner).toBeFocused()
    await expect(banner).toBeInViewport()
    await expect(form.getByLabel(/^E-mailadres/)).toHaveValue('sophie.claes@example')
  })
})

for (const lang of ['en', 'nl', 'fr', 'de'] as const) {
  test(`${lang}: a wrong password marks both fields, each described by the refusal`, async ({
    page,
  }) => {
    const texts = catalogues[lang].ownerPortal.login
    await page.goto(`/${lang}/login/`)
    const form = page.locator('form#owner-login')
    await hydrated(page, form)
    await form.getByLabel(new RegExp(`^${texts.email}`)).fill('sophie.claes@example.be')
    await form.getByLabel(new RegExp(`^${texts.password}`)).fill('not-her-password')
    await form.getByRole('button', { name: texts.submit, exact: true }).click()
    await expect(form.getByRole('alert')).toHaveText(texts.invalid)
    for (const label of [texts.email, texts.password]) {
      const field = form.getByLabel(new RegExp(`^${label}`))
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(texts.invalid)
    }
    await expectNoViolations(page)
  })
}
