import { expect, test } from './fixtures'

test('every response carries the security headers', async ({ request }) => {
  for (const url of ['/', '/fr/merci/estimation-gratuite/', '/brand/logo.svg', '/healthz']) {
    const headers = (await request.get(url)).headers()
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy'], url).toContain("object-src 'none'")
    expect(headers['x-content-type-options'], url).toBe('nosniff')
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
    expect(headers['strict-transport-security'], url).toBeUndefined()
  }
})

test('HSTS is sent when the site is served over HTTPS', async ({ request }) => {
  const headers = (await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } })).headers()
  expect(headers['strict-transport-security']).toContain('max-age=31536000')
})

test('/healthz reports the database', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
})

test('the theme follows the configured colours', async ({ page }) => {
  await page.goto('/')
  const style = await page.locator('body').getAttribute('style')
  expect(style).toMatch(/--color-primary:\s*#[0-9a-fA-F]{6}/)
  expect(style).toMatch(/--max-width:\s*\d+px/)
})
