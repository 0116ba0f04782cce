import { readFileSync } from 'node:fs'
import config from '../../src/server/seed/content/site-config.json' with { type: 'json' }
import { compileHint } from '../../scripts/compile-hints'
import { expect, test } from './fixtures'

test('every response carries the security headers', async ({ request }) => {
  for (const url of ['/', '/fr/merci/estimation-gratuite/', '/brand/logo.svg', '/healthz']) {
    const headers = (await request.get(url)).headers()
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy'], url).toContain("object-src 'none'")
    expect(headers['x-content-type-options'], url).toBe('nosniff')
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
    expect(headers['cross-origin-resource-policy'], url).toBe('same-origin')
    expect(headers['strict-transport-security'], url).toBeUndefined()
  }
  // Listing photos only: e-mails show them, loaded from the mail program's origin.
  const photo = (await request.get('/img/600/media/demo/exterior-02.jpg.webp')).headers()
  expect(photo['cross-origin-resource-policy']).toBe('cross-origin')
  expect(photo['x-content-type-options']).toBe('nosniff')
})

test('HSTS is sent when the site is served over HTTPS', async ({ request }) => {
  const headers = (await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } })).headers()
  expect(headers['strict-transport-security']).toContain('max-age=31536000')
})

test('the scripts every page runs at load, and only those, are served with the compile hint', async ({
  request,
}) => {
  const manifest = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as {
    rootMainFiles: string[]
  }
  const runtime = manifest.rootMainFiles.map((file) => `/_next/${file}`)
  const scripts = [...(await (await request.get('/')).text()).matchAll(/<script src="([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((src) => src.startsWith('/_next/static/'))
  expect(scripts).toEqual(expect.arrayContaining(runtime))
  for (const src of scripts) {
    const code = await (await request.get(src)).text()
    expect(code.startsWith(compileHint), src).toBe(runtime.includes(src))
  }
})

test('/favicon.ico leads to the site icon, not to a 404', async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  expect(response.url()).toMatch(/\/icon\.svg$/)
  expect(response.headers()['content-type']).toContain('image/svg+xml')
})

test('/healthz says the process lives and /readyz that database and migrations are there', async ({
  request,
}) => {
  const live = await request.get('/healthz', { maxRedirects: 0 })
  expect(live.status()).toBe(200)
  expect(await live.json()).toEqual({ status: 'ok' })
  const ready = await request.get('/readyz', { maxRedirects: 0 })
  expect(ready.status()).toBe(200)
  expect(await ready.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' })
})

test('the theme follows the configured colours', async ({ page }) => {
  await page.goto('/')
  const value = (name: string) =>
    page.evaluate((property) => getComputedStyle(document.body).getPropertyValue(property), name)
  expect(await value('--color-primary')).toBe(config.theme.primary)
  expect(await value('--footer-background')).toBe(config.footer.colors.background)
  expect(await value('--max-width')).toBe(`${config.footer.maxWidth}px`)
  const footer = page.getByRole('contentinfo')
  expect(await footer.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    `rgb(${[1, 3, 5].map((i) => parseInt(config.footer.colors.background.slice(i, i + 2), 16)).join(', ')})`,
  )
})

test('sitemap.xml lists every indexable page in every language with hreflang', async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  expect(xml).toContain(`<loc>${baseURL}/fr/nos-services/vente/</loc>`)
  expect(xml).toContain(`<loc>${baseURL}/</loc>`)
  expect(xml).toContain(`hreflang="de" href="${baseURL}/de/leistungen/verkaufen/"`)
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/fr/a-vendre/ixelles/appartement/4521/</loc>`))
  expect(xml).toContain(`hreflang="nl" href="${baseURL}/nl/te-koop/ixelles/appartement/4521/"`)
  expect(xml).not.toContain('/feedback/')
  expect(xml).not.toContain('draft')
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('thank-you pages are not indexed', async ({ page }) => {
  await page.goto('/feedback/contact-me/')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})
