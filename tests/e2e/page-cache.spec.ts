import { query } from './e2e-database'
import { expect, test } from './fixtures'

// An English visitor without a language cookie: the proxy would not redirect them.
const headers = { 'Accept-Language': 'en' }

test('a cached list page shows a changed price within seconds', async ({ request }) => {
  const first = await request.get('/for-sale/', { headers })
  expect(first.status()).toBe(200)
  await expect
    .poll(async () => (await request.get('/for-sale/', { headers })).headers()['x-cache'])
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
