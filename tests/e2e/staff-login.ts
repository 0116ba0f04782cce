import type { Page } from '@playwright/test'
import { expect } from './fixtures'

// The demo's staff (docs/operations.md "Demo data").
export const admin = { email: 'admin@example.be', password: 'admin-portal-demo' }
export const camille = { email: 'camille.lambert@immohorizon.be', password: 'agent-portal-demo' }

const labels = {
  en: { email: 'E-mail address', password: 'Password', submit: 'Log in', leads: 'Leads' },
  fr: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    leads: 'Demandes',
  },
  de: { email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden', leads: 'Anfragen' },
  nl: { email: 'E-mailadres', password: 'Wachtwoord', submit: 'Aanmelden', leads: 'Leads' },
} as const

/** Logs a staff member in from the back office's entry, in `lang`, and waits for the inbox. */
export async function staffLogIn(page: Page, who: typeof admin, lang: keyof typeof labels) {
  const text = labels[lang]
  await page.goto(lang === 'en' ? '/admin/' : `/${lang}/admin/`)
  await expect(page).toHaveURL(lang === 'en' ? '/admin/login/' : `/${lang}/admin/login/`)
  await page.getByLabel(text.email, { exact: true }).fill(who.email)
  await page.getByLabel(text.password, { exact: true }).fill(who.password)
  await page.getByRole('button', { name: text.submit, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: text.leads })).toBeVisible()
}
