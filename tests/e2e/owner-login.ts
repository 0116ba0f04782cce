import type { Page } from '@playwright/test'

// Two owners of the demo data, with the passwords the seed gives them.
export const sophie = { email: 'sophie.claes@example.be', password: 'sophie-portal-demo' }
export const marc = { email: 'marc.dubois@example.be', password: 'marc-portal-demo' }

/** Logs in on the login page of `lang` (labels in that language) and waits for the portal. */
export async function logIn(page: Page, who: { email: string; password: string }, lang = 'nl') {
  const labels = {
    nl: ['E-mailadres', 'Wachtwoord', 'Aanmelden'],
    fr: ['Adresse e-mail', 'Mot de passe', 'Se connecter'],
    en: ['E-mail address', 'Password', 'Log in'],
  }[lang]!
  await page.goto(`/${lang}/login/`)
  // The labels end with the mark of a required field.
  await page.getByLabel(new RegExp(`^${labels[0]}`)).fill(who.email)
  await page.getByLabel(new RegExp(`^${labels[1]}`)).fill(who.password)
  await page.getByRole('button', { name: labels[2], exact: true }).click()
  await page.waitForURL(/\/portal\//)
}
