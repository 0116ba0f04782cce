import { expectNoViolations } from './axe'
import { expect, functionalOnly, test } from './fixtures'

// Issue #13's walk for favourites and compare, on a phone and on a desktop.
for (const screen of [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
]) {
  test.describe(screen.name, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch })

    test('two favourites survive a reload and open on another device', async ({
      page,
      browser,
    }) => {
      await page.goto('/for-sale/')
      const hearts = page.getByRole('button', { name: /^Favourite: / })
      // Listings are told apart by id: other tests add listings with the demo's titles.
      const ids: string[] = []
      for (const index of [0, 1]) {
        const heart = hearts.nth(index)
        await heart.click()
        await expect(heart).toHaveAttribute('aria-pressed', 'true')
        ids.push((await heart.getAttribute('data-keep-id'))!)
      }
      const heartOf = (where: typeof page, id: string) =>
        where.locator(`button[data-keep="favourites"][data-keep-id="${id}"]`)
      await page.reload()
      await expect(hearts.nth(0)).toHaveAttribute('aria-pressed', 'true')
      const count = page.getByRole('link', { name: /^Favourites\s*2$/ })
      await expect(count).toBeVisible()
      await count.click()
      await expect(page).toHaveURL(/\/favourites\/\?ids=property-\d+,property-\d+$/)
      expect(new URL(page.url()).searchParams.get('ids')!.split(',').sort()).toEqual(
        [...ids].sort(),
      )
      for (const id of ids) await expect(heartOf(page, id)).toHaveAttribute('aria-pressed', 'true')
      await expectNoViolations(page)
      const shared = await page.getByRole('link', { name: 'Share my list' }).getAttribute('href')

      // A fresh browser: nothing stored, the link alone brings the list.
      const other = await browser.newContext({ viewport: screen.viewport })
      await other.addInitScript((values) => {
        for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value)
      }, functionalOnly)
      const phone = await other.newPage()
      await phone.goto(new URL(shared!).pathname + new URL(shared!).search)
      for (const id of ids)
        await expect(heartOf(phone, id)).toHaveAttribute('aria-pressed', 'false')
      await expect(phone.getByRole('link', { name: /^Favourites\s*0$/ })).toBeVisible()
      await phone.getByRole('button', { name: 'Add these to my favourites' }).click()
      await expect(phone.getByRole('link', { name: /^Favourites\s*2$/ })).toBeVisible()
      for (const id of ids) await expect(heartOf(phone, id)).toHaveAttribute('aria-pressed', 'true')
      await other.close()
    })

    test('three listings compared side by side', async ({ page }) => {
      await page.goto('/for-sale/')
      const toggles = page.getByRole('button', { name: /^Compare / })
      for (const index of [0, 1, 2]) {
        await toggles.nth(index).click()
        await expect(toggles.nth(index)).toHaveAttribute('aria-pressed', 'true')
      }
      await page.getByRole('link', { name: /^Compare\s*3$/ }).click()
      const table = page.getByRole('table', { name: '3 properties side by side' })
      await expect(table).toBeVisible()
      await expect(table.getByRole('columnheader')).toHaveCount(3)
      await expect(table.getByRole('rowheader', { name: 'Price', exact: true })).toBeVisible()
      // The table scrolls in its own box; the page itself never scrolls sideways.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0)
      await expectNoViolations(page)
    })
  })
}

test('a visited listing is offered on the list until cleared', async ({ page }) => {
  await page.goto('/for-sale/')
  const first = page.locator('main h2 a').first()
  const title = (await first.textContent())!
  await first.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // The page's own heart comes before those of similar listings (which may share the title).
  await expect(page.getByRole('button', { name: `Favourite: ${title}` }).first()).toBeVisible()
  await page.goto('/for-sale/')
  const recent = page.getByRole('region', { name: 'Recently viewed' })
  await expect(recent.getByRole('link', { name: title })).toBeVisible()
  await recent.getByRole('button', { name: 'Clear the list' }).click()
  await expect(recent).toBeHidden()
})
