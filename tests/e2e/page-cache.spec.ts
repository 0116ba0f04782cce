import { query } from './e2e-database'
import { expect, test } from './fixtures'

// An English visitor without a language cookie: the proxy would not redirect them.
const headers = { 'Accept-Language': 'en' }

// Any write clears the cache and nothing is kept for six seconds after it (page-cache.ts's
// settleMs): these tests write, so they run one after the other, and wait for a hit past the
// settling after another file's write.
test.describe.configure({ mode: 'default' })
const hitWithin = { timeout: 20_000 }

test('a cached list page shows a changed price within seconds', async ({ request }) => {
  const first = await request.get('/for-sale/', { headers })
  expect(first.status()).toBe(200)
  await expect
    .poll(
      async () => (await request.get('/for-sale/', { headers })).headers()['x-cache'],
      hitWithin,
    )
    .toBe('HIT')

  const references = [
    ...(await first.text()).matchAll(/href="\/for-sale\/[^"/]+\/[^"/]+\/(\d+)\/"/g),
  ].map((match) => match[1]!)
  const [listing] = await query<{ id: number; price: number }>(
    `select id, price from properties
     where reference = any($1) and published and publish_price and price is not null
     order by array_position($1, reference) limit 1`,
    [references],
  )
  expect(listing).toBeDefined()
  const changed = 987_654
  await query('update properties set price = $1 where id = $2', [changed, listing!.id])
  try {
    await expect
      .poll(async () => (await request.get('/for-sale/', { headers })).text(), { timeout: 15_000 })
      .toMatch(/987[.,\s\u202f]?654/)
  } finally {
    await query('update properties set price = $1 where id = $2', [listing!.price, listing!.id])
  }
})

test('a price lowered in the database shows "Price reduced" and the old price on the cached page', async ({
  request,
}) => {
  // The oldest sale listing without a reduction: not the first card other tests change.
  const [listing] = await query<{ id: number; reference: string; price: number }>(
    `select id, reference, price from properties
     where published and goal = 0 and status = 'available' and publish_price
       and price is not null and reduced_from is null and project_id is null
     order by id limit 1`,
  )
  expect(listing).toBeDefined()
  // Any place and type lead to the listing's own URL, which the cache keeps.
  const first = await request.get(`/for-sale/x/y/${listing!.reference}/`, { headers })
  expect(await first.text()).not.toContain('Price reduced')
  const url = new URL(first.url()).pathname
  const page = async () => (await request.get(url, { headers })).text()
  await expect
    .poll(async () => (await request.get(url, { headers })).headers()['x-cache'], hitWithin)
    .toBe('HIT')

  // The old price as the page writes it: thousands apart by a dot, a space or none.
  const old = String(listing!.price).replace(/\B(?=(\d{3})+$)/g, '[.,\\s\\u202f]?')
  const lowered = Math.round(listing!.price * 0.9)
  await query('update properties set price = $1 where id = $2', [lowered, listing!.id])
  try {
    await expect.poll(page, { timeout: 15_000 }).toContain('Price reduced')
    expect(await page()).toMatch(new RegExp(`<del[^>]*>.*?${old}.*?</del>`))
  } finally {
    await query('update properties set price = $1 where id = $2', [listing!.price, listing!.id])
  }
})
