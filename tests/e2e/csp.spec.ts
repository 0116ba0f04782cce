import type { APIResponse, Page, Response } from '@playwright/test'
import { scriptNonceOf } from '../../src/server/csp-nonce'
import { expect, test } from './fixtures'
import { hydrated } from './hydrated'
import { logIn, sophie } from './owner-login'

// An English visitor without a language cookie: the page cache may answer them (page-cache.spec).
const headers = { 'Accept-Language': 'en' }

// A 1×1 transparent PNG for the map's tiles: this machine cannot reach the tile server.
const tile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * Every Content Security Policy violation the page meets: the `securitypolicyviolation` events
 * (recorded before any script of the page runs, a caught one included) and what the console says.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleLines: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      consoleLines.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    window.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective}: ${event.blockedURI} (${event.sourceFile})`),
    )
  })
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
    ...consoleLines,
  ]
}

/**
 * The page's policy runs scripts by its nonce alone, and every script of its HTML carries that
 * nonce (JSON-LD is data, never run). Returns the nonce.
 */
async function expectNonced(
  response: Response | APIResponse | null,
  status = 200,
): Promise<string> {
  expect(response?.status()).toBe(status)
  const policy = response!.headers()['content-security-policy'] ?? ''
  const scripts = policy.split(';').find((part) => part.trim().startsWith('script-src ')) ?? ''
  expect(scripts).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
  const nonce = scriptNonceOf(policy)
  expect(nonce).toMatch(/^[\w-]{24}$/)
  const tags = [...(await response!.text()).matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !tag.includes('type="application/ld+json"'))
  expect(tags.length).toBeGreaterThan(0)
  expect(tags.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([])
  return nonce!
}

/** Waits until React has hydrated the page and its late scripts (forms, map) have arrived. */
async function settled(page: Page) {
  await hydrated(page)
  await page.waitForLoadState('networkidle')
}

/** The first address on `listPath` matching `pattern`, as the list links it. */
async function firstLink(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  const html = await (await page.request.get(listPath, { headers })).text()
  const match = pattern.exec(html)
  expect(match, `a link on ${listPath}`).not.toBeNull()
  return match![1]!
}

test('every public template runs with its nonce and meets no policy violation', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const violations = await watchViolations(page)
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: tile }),
  )
  const property = await firstLink(page, '/for-sale/', /href="(\/for-sale\/[^"/]+\/[^"/]+\/\d+\/)"/)
  const project = await firstLink(page, '/new-projects/', /href="(\/new-projects\/[^"/?]+\/)"/)
  const pages = [
    '/',
    '/for-sale/',
    '/for-sale/?view=map',
    '/for-rent/',
    property,
    '/new-projects/',
    project,
    // A CMS page with a request form: its schemas are built in the browser.
    '/services/vente/',
    '/login/',
  ]
  for (const url of pages) {
    await test.step(url, async () => {
      await expectNonced(await page.goto(url))
      await settled(page)
      expect(await violations()).toEqual([])
    })
  }
  await test.step('the portal after login', async () => {
    await logIn(page, sophie, 'en')
    await expectNonced(await page.goto(page.url()))
    await settled(page)
    expect(await violations()).toEqual([])
  })
})

test('a page from the page cache carries a fresh nonce on every load, and runs with it', async ({
  page,
  request,
}) => {
  const url = '/for-rent/'
  // Two hits in a row: any change another test makes to the content empties the cache (ADR 011),
  // so a load may be a miss that fills it again while the suite runs.
  let hits: APIResponse[] = []
  await expect
    .poll(
      async () => {
        const response = await request.get(url, { headers })
        hits = response.headers()['x-cache'] === 'HIT' ? [...hits, response].slice(-2) : []
        return hits.length
      },
      { timeout: 30_000 },
    )
    .toBe(2)
  const nonces = [await expectNonced(hits[0]!), await expectNonced(hits[1]!)]
  expect(nonces[0]).not.toBe(nonces[1])

  // A visitor's browser gets the stored page with its new nonce, and every script of it runs.
  const violations = await watchViolations(page)
  let response: Response | null = null
  await expect
    .poll(
      async () => {
        response = await page.goto(url)
        return response?.headers()['x-cache']
      },
      { timeout: 30_000 },
    )
    .toBe('HIT')
  expect(nonces).not.toContain(await expectNonced(response))
  await settled(page)
  expect(await violations()).toEqual([])
})

test.describe('a page the proxy never sees', () => {
  test.use({ allowConsoleErrors: [/status of 404/] })

  test('the 404 at an address with a file extension runs with its nonce too', async ({ page }) => {
    const violations = await watchViolations(page)
    // An address of an older site, say: not a page, so not in the proxy's matcher (src/proxy.ts).
    await expectNonced(await page.goto('/contact.php'), 404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await settled(page)
    expect(await violations()).toEqual([])
  })
})
