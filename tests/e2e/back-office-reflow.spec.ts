import type { Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { query } from './e2e-database'
import { expect, test } from './fixtures'

// The back office under the public pages' reflow rule (WCAG 1.4.10, 1.4.12): at 320 CSS pixels,
// also with the text spacing a reader may set, no screen scrolls sideways; tables scroll inside
// their own named region. In the four languages, as the admin sees every screen.
const width = 320
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`
const admin = { email: 'admin@example.be', password: 'admin-portal-demo' }
const login = {
  en: ['E-mail address', 'Password', 'Log in'],
  nl: ['E-mailadres', 'Wachtwoord', 'Aanmelden'],
  fr: ['Adresse e-mail', 'Mot de passe', 'Se connecter'],
  de: ['E-Mail-Adresse', 'Passwort', 'Anmelden'],
} as const

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

test.use({ viewport: { width, height: 640 } })

for (const lang of ['en', 'nl', 'fr', 'de'] as const) {
  test(`back office in ${lang}: no sideways scrolling at 320 px, also with text spacing`, async ({
    page,
  }) => {
    // Sixteen screens, each measured twice, then axe on the last (the longest form).
    test.setTimeout(120_000)
    const prefix = lang === 'en' ? '' : `/${lang}`
    const [lead] = await query<{ id: number }>(
      'select id from form_submissions order by id limit 1',
    )
    const [owner] = await query<{ id: number }>('select id from owners order by id limit 1')
    const [testimonial] = await query<{ id: number }>(
      'select id from testimonials order by id limit 1',
    )
    const [history] = await query<{ id: number; reference: string }>(
      `select h.id, p.reference from owner_history h join properties p on p.id = h.property_id
       order by h.id limit 1`,
    )
    const [run] = await query<{ id: number }>('select id from import_runs order by id limit 1')
    const [slotted] = await query<{ id: number }>(
      'select property_id as id from appointment_slots where property_id is not null order by id limit 1',
    )
    const [webhook] = await query<{ id: number }>(
      `select id from outbox_messages where channel = 'webhook' order by id limit 1`,
    )
    await page.goto(`${prefix}/admin/login/`)
    expect(await scrollWidth(page)).toBeLessThanOrEqual(width)
    const [email, password, submit] = login[lang]
    await page.getByLabel(email, { exact: true }).fill(admin.email)
    await page.getByLabel(password, { exact: true }).fill(admin.password)
    await page.getByRole('button', { name: submit, exact: true }).click()
    await expect(page).toHaveURL(`${prefix}/admin/leads/`)
    const screens = [
      '/admin/',
      '/admin/leads/',
      ...(lead ? [`/admin/leads/${lead.id}/`] : []),
      '/admin/owners/',
      '/admin/owners/invite/',
      `/admin/owners/${owner!.id}/`,
      '/admin/testimonials/',
      ...(testimonial ? [`/admin/testimonials/${testimonial.id}/`] : []),
      '/admin/pages/',
      '/admin/pages/new/',
      '/admin/pages/10/',
      '/admin/outbox/',
      '/admin/settings/',
      '/admin/settings/languages/',
      '/admin/settings/agency/',
      '/admin/settings/tracking/',
      '/admin/settings/colours/',
      '/admin/settings/top-bar/',
      '/admin/settings/header/',
      '/admin/settings/footer/',
      '/admin/settings/menus/',
      '/admin/properties/',
      ...(history
        ? [
            `/admin/properties/${history.reference}/`,
            `/admin/properties/${history.reference}/history/${history.id}/`,
          ]
        : []),
      '/admin/imports/',
      ...(run ? [`/admin/imports/${run.id}/`] : []),
      '/admin/slots/',
      ...(slotted ? [`/admin/slots/property/${slotted.id}/`] : []),
      ...(webhook ? [`/admin/outbox/${webhook.id}/`] : []),
      '/admin/webhook/',
      '/admin/staff/',
      '/admin/staff/invite/',
      '/admin/audit/',
      '/admin/security/',
      '/admin/login/forgot/',
      '/admin/password/',
    ]
    for (const screen of screens) {
      const url = `${prefix}${screen}`
      await page.goto(url)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      expect(await scrollWidth(page), url).toBeLessThanOrEqual(width)
      await page.addStyleTag({ content: textSpacing })
      expect(await scrollWidth(page), `${url} with text spacing`).toBeLessThanOrEqual(width)
    }
    await expectNoViolations(page)
  })
}
