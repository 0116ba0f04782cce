import { expect, type Page } from '@playwright/test'
import { query } from './e2e-database'
import type { Lang } from './site-pages'

// Every screen of the back office as the demo admin sees it, for the sweeps (reflow, markup):
// the lists, their forms, and one of each detail screen the demo data has.
const admin = { email: 'admin@example.be', password: 'admin-portal-demo' }
const login = {
  en: ['E-mail address', 'Password', 'Log in'],
  nl: ['E-mailadres', 'Wachtwoord', 'Aanmelden'],
  fr: ['Adresse e-mail', 'Mot de passe', 'Se connecter'],
  de: ['E-Mail-Adresse', 'Passwort', 'Anmelden'],
} as const

export const adminPrefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`)

/** Logs the demo admin in on the login page of `lang`. */
export async function adminLogIn(page: Page, lang: Lang) {
  await page.goto(`${adminPrefix(lang)}/admin/login/`)
  await logInHere(page, lang)
}

/** Logs the demo admin in on the login page of `lang` the browser shows now. */
export async function logInHere(page: Page, lang: Lang) {
  const prefix = adminPrefix(lang)
  const [email, password, submit] = login[lang]
  await page.getByLabel(email, { exact: true }).fill(admin.email)
  await page.getByLabel(password, { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: submit, exact: true }).click()
  await expect(page).toHaveURL(`${prefix}/admin/leads/`)
}

/** The screens' paths without language prefix, as the logged-in admin opens them. */
export async function backOfficeScreens(): Promise<string[]> {
  const first = async <Row>(sql: string) => (await query<Row>(sql))[0]
  const lead = await first<{ id: number }>('select id from form_submissions order by id limit 1')
  const owner = await first<{ id: number }>('select id from owners order by id limit 1')
  const testimonial = await first<{ id: number }>('select id from testimonials order by id limit 1')
  // The page with the most modules: the longest form.
  const page = await first<{ id: number }>(
    `select id from cms_pages
     order by jsonb_array_length(coalesce(params -> 'modules', '[]'::jsonb)) desc, id limit 1`,
  )
  const history = await first<{ id: number; reference: string }>(
    `select h.id, p.reference from owner_history h join properties p on p.id = h.property_id
     order by h.id limit 1`,
  )
  const run = await first<{ id: number }>('select id from import_runs order by id limit 1')
  const slotted = await first<{ id: number }>(
    'select property_id as id from appointment_slots where property_id is not null order by id limit 1',
  )
  const mail = await first<{ id: number }>('select id from outbox_messages order by id limit 1')
  const agent = await first<{ id: number }>(
    'select id from agents where retired_at is null order by id limit 1',
  )
  return [
    '/admin/',
    '/admin/leads/',
    ...(lead ? [`/admin/leads/${lead.id}/`] : []),
    '/admin/slots/',
    ...(slotted ? [`/admin/slots/property/${slotted.id}/`] : []),
    '/admin/properties/',
    ...(history
      ? [
          `/admin/properties/${history.reference}/`,
          `/admin/properties/${history.reference}/history/${history.id}/`,
        ]
      : []),
    '/admin/agents/',
    '/admin/agents/new/',
    ...(agent ? [`/admin/agents/${agent.id}/`] : []),
    '/admin/owners/',
    '/admin/owners/invite/',
    ...(owner ? [`/admin/owners/${owner.id}/`] : []),
    '/admin/testimonials/',
    ...(testimonial ? [`/admin/testimonials/${testimonial.id}/`] : []),
    '/admin/pages/',
    '/admin/pages/new/',
    ...(page ? [`/admin/pages/${page.id}/`] : []),
    '/admin/outbox/',
    ...(mail ? [`/admin/outbox/${mail.id}/`] : []),
    '/admin/webhook/',
    '/admin/connections/',
    '/admin/go-live/',
    '/admin/imports/',
    ...(run ? [`/admin/imports/${run.id}/`] : []),
    '/admin/settings/',
    '/admin/settings/languages/',
    '/admin/settings/agency/',
    '/admin/settings/tracking/',
    '/admin/settings/colours/',
    '/admin/settings/top-bar/',
    '/admin/settings/header/',
    '/admin/settings/footer/',
    '/admin/settings/menus/',
    '/admin/settings/opening-hours/',
    '/admin/settings/claims/',
    '/admin/settings/loan-rate/',
    '/admin/settings/branding/',
    '/admin/staff/',
    '/admin/staff/invite/',
    '/admin/audit/',
    '/admin/security/',
    '/admin/login/forgot/',
    '/admin/password/',
  ]
}
