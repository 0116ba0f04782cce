import { createHash } from 'node:crypto'
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
 * The page's scripts run by its policy, never by 'unsafe-inline' or 'unsafe-eval'. A private
 * answer (the first visitor's, or a page never shared) runs them by its nonce, which every script
 * of the HTML carries. A shared one (from the page cache, public to shared caches,
 * docs/decisions/052-shared-cache.md) runs exactly its own inline scripts by their hashes and its
 * files by 'self', with no nonce. JSON-LD is data, never run. Returns which of the two it was.
 */
async function expectScriptPolicy(
  response: Response | APIResponse | null,
  status = 200,
): Promise<'nonce' | 'hashes'> {
  expect(response?.status()).toBe(status)
  const headers = response!.headers()
  const policy = headers['content-security-policy'] ?? ''
  const scripts = policy.split(';').find((part) => part.trim().startsWith('script-src ')) ?? ''
  expect(scripts).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
  const elements = [...(await response!.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes!.includes('type="application/ld+json"'))
    .map(([tag, attributes, text]) => ({
      tag: tag.slice(0, tag.indexOf('>') + 1),
      attributes,
      text,
    }))
  expect(elements.length).toBeGreaterThan(0)
  if (!/^public\b/.test(headers['cache-control'] ?? '')) {
    const nonce = scriptNonceOf(policy)
    expect(nonce).toMatch(/^[\w-]{24}$/)
    expect(elements.filter(({ tag }) => !tag.includes(` nonce="${nonce}"`))).toEqual([])
    return 'nonce'
  }
  const sources = scripts.trim().split(/\s+/)
  expect(sources).not.toContain("'strict-dynamic'")
  expect(sources.filter((source) => source.startsWith("'nonce-"))).toEqual([])
  const inline = elements
    .filter(({ attributes }) => !/\ssrc=/.test(attributes!))
    .map(({ text }) => `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`)
  expect(sources.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
    [...new Set(inline)].sort(),
  )
  expect(sources).toContain("'self'")
  for (const { attributes } of elements) {
    expect(/\ssrc="([^"]*)"/.exec(attributes!)?.[1] ?? '/').toMatch(/^\/(?!\/)/)
  }
  return 'hashes'
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

test('every public template runs with its shared policy, and the private ones with their nonce, meeting no policy violation', async ({
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
  ]
  for (const url of pages) {
    await test.step(url, async () => {
      // The first visitor's private answer, then the shared one from the page cache (a load may
      // miss again when another test's write has just emptied it, ADR 011).
      await expect
        .poll(async () => expectScriptPolicy(await page.goto(url)), { timeout: 30_000 })
        .toBe('hashes')
      await settled(page)
      expect(await violations()).toEqual([])
    })
  }
  await test.step('the owner login, never shared', async () => {
    expect(await expectScriptPolicy(await page.goto('/login/'))).toBe('nonce')
    await settled(page)
    expect(await violations()).toEqual([])
  })
  await test.step('the portal after login', async () => {
    await logIn(page, sophie, 'en')
    expect(await expectScriptPolicy(await page.goto(page.url()))).toBe('nonce')
    await settled(page)
    expect(await violations()).toEqual([])
  })
})

test('a page from the page cache is the same for every visitor, and never reaches another language', async ({
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
  const shared = async (response: APIResponse) => {
    const { 'content-security-policy': policy, 'cache-control': cache, vary } = response.headers()
    return { policy, cache, vary, body: await response.text() }
  }
  const [first, second] = [await shared(hits[0]!), await shared(hits[1]!)]
  expect(second).toEqual(first)
  expect(await expectScriptPolicy(hits[0]!)).toBe('hashes')
  expect(first.cache).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/)
  expect(first.vary).toMatch(/Cookie/)
  expect(first.vary).toMatch(/Accept-Language/)
  // A Dutch visitor at the same address is sent to the Dutch page, never given the English one.
  const dutch = await request.get(url, {
    headers: { 'Accept-Language': 'nl-BE,nl;q=0.9' },
    maxRedirects: 0,
  })
  expect(dutch.status()).toBe(307)
  expect(dutch.headers()['cache-control'] ?? '').not.toMatch(/public/)
})

test.describe('a page the proxy never sees', () => {
  test.use({ allowConsoleErrors: [/status of 404/] })

  test('the 404 at an address with a file extension runs with its nonce too', async ({ page }) => {
    const violations = await watchViolations(page)
    // An address of an older site, say: not a page, so not in the proxy's matcher (src/proxy.ts).
    expect(await expectScriptPolicy(await page.goto('/contact.php'), 404)).toBe('nonce')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await settled(page)
    expect(await violations()).toEqual([])
  })
})
