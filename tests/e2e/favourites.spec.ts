import { expectNoViolations } from './axe'
import { query } from './e2e-database'
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

test.describe('compare on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a photo heads each column and every feature a listing has is a row', async ({ page }) => {
    // A listing with a garden, one with a terrace, one with neither: each with photos.
    const pick = (where: string) =>
      query<{ id: number }>(
        `select id from properties where published and status = 'available'
           and jsonb_array_length(photos) > 0 and ${where} order by id limit 1`,
      ).then(([row]) => {
        if (!row) throw new Error(`no published listing with ${where}`)
        return row.id
      })
    const garden = await pick('has_garden')
    const terrace = await pick(`has_terrace and id <> ${garden}`)
    const neither = await pick(
      `not has_garden and not has_terrace and id not in (${garden}, ${terrace})`,
    )
    await page.goto(`/compare/?ids=property-${garden},property-${terrace},property-${neither}`)
    const table = page.getByRole('table', { name: '3 properties side by side' })
    const columns = table.getByRole('columnheader')
    await expect(columns).toHaveCount(3)
    for (let index = 0; index < 3; index++)
      await expect(columns.nth(index).getByRole('img')).toHaveCount(1)
    for (const feature of ['Garden', 'Terrace']) {
      const row = table.getByRole('row').filter({
        has: page.getByRole('rowheader', { name: feature, exact: true }),
      })
      const cells = row.getByRole('cell')
      await expect(cells).toHaveCount(3)
      const has = feature === 'Garden' ? 0 : 1
      await expect(cells.nth(has)).not.toHaveText(/^(No|Not given)$/)
      await expect(cells.nth(2)).toHaveText(/^(No|Not given)$/)
    }
    await expectNoViolations(page)
  })
})
