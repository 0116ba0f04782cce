import { query } from './e2e-database'
import { expect, test } from './fixtures'

// The keyboard journeys through the site's dialogs and menus, with and without "reduce motion"
// (a reader's setting that once left a map popup unreachable): each opens from the keyboard,
// keeps the focus inside while open, closes with Escape and gives the focus back to its opener.
// The map's popups have the same pair in tests/e2e/map.spec.ts.
for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`with prefers-reduced-motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion })

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 780 } })

      test('the menu drawer: Enter opens it, Tab stays inside, Escape returns to the button', async ({
        page,
      }) => {
        await page.goto('/nl/')
        const button = page.getByRole('button', { name: 'Menu', exact: true })
        await button.focus()
        await page.keyboard.press('Enter')
        const drawer = page.getByRole('dialog', { name: 'Sitemenu' })
        await expect(drawer).toBeVisible()
        await expect(drawer.getByRole('button', { name: 'Menu sluiten' })).toBeFocused()
        // Past its last stop a modal dialog hands the focus to the browser's own controls, never
        // to the page behind it.
        const stops = await drawer.locator('a[href], button').count()
        for (let press = 0; press <= stops + 1; press++) {
          await page.keyboard.press('Tab')
          const behind = await page.evaluate(() => {
            const focused = document.activeElement
            const open = document.querySelector('[role="dialog"], dialog[open]')
            return !!focused && focused !== document.body && !open?.contains(focused)
          })
          expect(behind, `Tab ${press + 1} reached the page behind the drawer`).toBe(false)
        }
        await expect(drawer).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(drawer).toBeHidden()
        await expect(button).toBeFocused()
      })
    })

    test.describe('on a desktop', () => {
      test.use({ viewport: { width: 1366, height: 900 } })

      test('a submenu: Enter opens it, Escape closes it and leaves the focus on its toggle', async ({
        page,
      }) => {
        await page.goto('/')
        const toggle = page.getByRole('button', { name: /submenu/ }).first()
        await toggle.focus()
        await page.keyboard.press('Enter')
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
        const submenu = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
        await page.keyboard.press('Tab')
        await expect(submenu.getByRole('link').first()).toBeFocused()
        await page.keyboard.press('Escape')
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        await expect(toggle).toBeFocused()
      })

      test('the photo viewer: Enter opens it, arrows browse, Escape returns to the photo', async ({
        page,
      }) => {
        const [row] = await query<{ reference: string }>(
          'select reference from properties where published and goal = 0 and jsonb_array_length(photos) >= 3 order by id limit 1',
        )
        await page.goto(`/fr/a-vendre/x/y/${row!.reference}/`)
        // The photos' viewer; a listing with floor plans has a second one.
        await expect(page.locator('[data-viewer="ready"]').first()).toBeAttached()
        const opener = page.getByRole('link', { name: /agrandir la photo 2 sur/ })
        await opener.focus()
        await page.keyboard.press('Enter')
        const viewer = page.getByRole('dialog')
        await expect(viewer).toBeVisible()
        await expect(viewer.getByText(/^2 \/ \d+/)).toBeVisible()
        await page.keyboard.press('ArrowRight')
        await expect(viewer.getByText(/^3 \/ \d+/)).toBeVisible()
        await page.keyboard.press('Tab')
        await expect(viewer.locator(':focus')).toHaveCount(1)
        await page.keyboard.press('Escape')
        await expect(viewer).toBeHidden()
        await expect(opener).toBeFocused()
      })
    })

    test.describe('on a first visit', () => {
      test.use({ storedConsent: null })

      test('the consent dialog: chosen with the keyboard, then Tab starts at the skip link', async ({
        page,
      }) => {
        await page.goto('/de/')
        const dialog = page.getByRole('dialog')
        await expect(dialog).toBeVisible()
        const functional = dialog.getByRole('button', { name: 'Nur funktionale Cookies' })
        for (
          let press = 0;
          press < 8 && !(await functional.evaluate((b) => b === document.activeElement));
          press++
        ) {
          await page.keyboard.press('Tab')
        }
        await expect(functional).toBeFocused()
        await page.keyboard.press('Enter')
        await expect(dialog).toBeHidden()
        await page.keyboard.press('Tab')
        await expect(page.getByRole('link', { name: 'Zum Hauptinhalt springen' })).toBeFocused()
      })
    })
  })
}
