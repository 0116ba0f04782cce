import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import pg from 'pg'
import sharp from 'sharp'
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../src/server/postgres/embedded'
import { expectNoViolations } from './axe'
import { expect, test } from './fixtures'
import { expectNoSidewaysScroll } from './page-sweep'

// Going live removes the demo from the whole site, so it runs on a site and PostgreSQL of its own
// (as the database-outage test does), on ports of its own beside the suite's.
const port = Number(process.env.E2E_PORT ?? 3100) + 12
const pgPort = Number(process.env.E2E_PG_PORT ?? 54349) + 12
const origin = `http://localhost:${port}`
const ownAdmin = { email: 'greet@lumiere.example', name: 'Greet Peeters' }
let folder: string
let cluster: EmbeddedCluster
let site: ChildProcess
let output = ''
let password = ''
/** The demo's traces: its name, its phone, and its agents as the seed wrote them. */
let demoTrace: RegExp

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  folder = await mkdtemp(path.join(tmpdir(), 'go-live-'))
  await chmod(folder, 0o755)
  cluster = await startEmbeddedPostgres({
    dataDir: path.join(folder, 'postgres'),
    port: pgPort,
    database: 'agency',
  })
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PUBLIC_URL: origin,
    PORT: String(port),
    DATA_DIR: path.join(folder, 'data'),
    DATABASE_URL: cluster.url,
    MAIL_POLL_MS: '200',
    LOG_LEVEL: 'warn',
  }
  site = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  site.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  site.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await expect
    .poll(
      () =>
        fetch(`${origin}/readyz`).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 180_000,
        intervals: [500],
      },
    )
    .toBe(200)
  const client = new pg.Client({ connectionString: cluster.url })
  await client.connect()
  const { rows } = await client.query<{ name: string }>(
    "select first_name || ' ' || last_name as name from agents",
  )
  await client.end()
  expect(rows.length).toBeGreaterThan(0)
  demoTrace = new RegExp(
    [
      'immo ?horizon',
      '555 01 23',
      // The demo's photos and its logo file (its name is drawn in it).
      '/media/demo/',
      '/brand/logo\\.svg',
      ...rows.map((row) => row.name.replace(/\s+/g, '\\s+')),
    ].join('|'),
    'i',
  )
  // The agency's first admin, as the operator's guide makes it.
  const created = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/staff.ts',
      'create',
      ownAdmin.email,
      '--name',
      ownAdmin.name,
      '--role',
      'admin',
    ],
    { env, encoding: 'utf8', timeout: 120_000 },
  )
  expect(created.status, created.stderr + output).toBe(0)
  password = /Password \(shown once\): (\S+)/.exec(created.stdout)![1]!
})

test.afterAll(async () => {
  if (site && site.exitCode === null) {
    site.kill('SIGTERM')
    await new Promise((resolve) => site.once('exit', resolve))
  }
  await cluster?.stop().catch(() => {})
  if (folder) await rm(folder, { recursive: true, force: true })
})

async function logIn(page: Page) {
  await page.goto(`${origin}/admin/login/`)
  await page.getByLabel('E-mail address', { exact: true }).fill(ownAdmin.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible()
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** Ticks the kind's confirmation and removes it; the status region says how many went. */
async function remove(page: Page, title: string, button: string) {
  const kind = section(page, title)
  await kind.getByRole('checkbox').check()
  await kind.getByRole('button', { name: button }).click()
  await expect(page.getByRole('status').filter({ hasText: `${title}:` })).toHaveText(
    new RegExp(`^${title}: \\d+ items? removed\\.$`),
  )
  await expect(section(page, title)).toContainText('No ')
}

test('an admin removes the demo in the browser, and no page, sitemap or mail shows it any more', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000)
  // The check below finds the demo where it is: on the home page before going live.
  expect(await (await fetch(`${origin}/`)).text()).toMatch(demoTrace)
  await logIn(page)
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Go live' })
    .click()
  await expect(page).toHaveURL(`${origin}/admin/go-live/`)
  await expect(page.getByRole('heading', { level: 1, name: 'Go live' })).toBeVisible()
  await expect(section(page, 'Demo listings')).toContainText('demo listings are online')
  await expectNoViolations(page)
  await page.setViewportSize({ width: 320, height: 640 })
  await expectNoSidewaysScroll(page, 'Go live at 320 px', 320)
  await page.setViewportSize({ width: 1280, height: 800 })

  // Without JavaScript: an unticked box removes nothing and says why; a ticked one removes.
  const plain = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await plain.newPage()
  await noScript.context().addCookies(await page.context().cookies())
  await noScript.goto(`${origin}/admin/go-live/`)
  await section(noScript, 'Demo listings')
    .getByRole('button', { name: 'Remove the demo listings' })
    .click()
  await expect(section(noScript, 'Demo listings').getByRole('alert')).toHaveText(
    'Tick the box to confirm the removal.',
  )
  await expect(section(noScript, 'Demo listings')).toContainText('demo listings are online')
  await remove(noScript, 'Demo listings', 'Remove the demo listings')
  await plain.close()

  await page.reload()
  await remove(page, 'Demo new-build projects', 'Remove the demo projects')
  await expect(
    section(page, 'Demo agents').getByLabel('Give their listings and projects to'),
  ).toHaveValue('')
  await remove(page, 'Demo agents', 'Remove the demo agents')
  await remove(page, 'Demo owners', 'Remove the demo owners')
  await remove(page, 'Demo testimonials', 'Remove the demo testimonials')
  await remove(page, 'Demo staff', 'Remove the demo staff')

  // The texts wait for the agency's own details, entered and published in the settings.
  const texts = section(page, 'Texts')
  await expect(texts).toContainText('First enter the agency’s own name and e-mail address')
  await texts.getByRole('link', { name: 'Change the agency’s details' }).click()
  await page.getByLabel('Name', { exact: true }).fill('Agence Lumière')
  await page.getByLabel('Legal name', { exact: true }).fill('Agence Lumière SRL')
  await page.getByLabel('Street and number', { exact: true }).fill('Rue Haute 5')
  await page.getByLabel('Phone', { exact: true }).fill('+32 4 123 45 67')
  await page.getByLabel('E-mail address', { exact: true }).fill('bonjour@lumiere.example')
  await page.getByRole('button', { name: 'Save draft' }).first().click()
  await expect(page.getByRole('status')).toContainText('Draft saved.')
  await page.goto(`${origin}/admin/settings/`)
  await page.getByRole('button', { name: 'Publish the draft' }).click()
  await expect(page.getByRole('status')).toContainText('The draft is published.')
  await page.goto(`${origin}/admin/go-live/`)
  await remove(page, 'Texts', 'Replace the demo texts')
  await expect(section(page, 'Texts')).toHaveText(/No text names the demo agency\./)
  // The logo and the banner photo are files: replaced in the settings, said here until then.
  const images = section(page, 'Logo and banner photo')
  await expect(images).toContainText('The site still shows the demo’s logo or banner photo.')
  await expectNoViolations(page)
  await images
    .getByRole('link', { name: 'Upload the logo and the banner photo in the settings' })
    .click()
  const picture = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer()
  await page.getByLabel('New logo').setInputFiles({
    name: 'lumiere.png',
    mimeType: 'image/png',
    buffer: await picture(600, 160, '#7a1f5c'),
  })
  await page.getByLabel('New banner photo').setInputFiles({
    name: 'facade.png',
    mimeType: 'image/png',
    buffer: await picture(1800, 900, '#2f6f4f'),
  })
  await page.getByRole('button', { name: 'Save draft' }).first().click()
  await expect(page.getByRole('status')).toContainText('Draft saved.')
  await page.goto(`${origin}/admin/settings/`)
  await page.getByRole('button', { name: 'Publish the draft' }).click()
  await expect(page.getByRole('status')).toContainText('The draft is published.')
  await page.goto(`${origin}/admin/go-live/`)
  await expect(section(page, 'Logo and banner photo')).toContainText(
    'The site shows the agency’s own logo and banner photo.',
  )
  await expect(page.getByText('Nothing of the demo is left.')).toBeVisible()
  const home = await (await fetch(`${origin}/`)).text()
  expect(home).toMatch(/\/img\/\d+\/files\/brand\/[\w-]+\.jpg\.webp/)

  // Every removal is in the audit log under the admin's name.
  await page.goto(`${origin}/admin/audit/`)
  await expect(page.getByRole('cell', { name: 'Demo data removed' })).toHaveCount(7)

  // A mail sent now: the password reset the admin asks for.
  const mailDir = path.join(folder, 'data', 'mail')
  const before = new Set(await readdir(mailDir).catch(() => []))
  await page.getByRole('button', { name: 'Log out' }).click()
  await page.goto(`${origin}/admin/login/forgot/`)
  await page.getByLabel('E-mail address', { exact: true }).fill(ownAdmin.email)
  await page.getByRole('button', { name: 'Send the link' }).click()
  await expect(page.getByRole('status')).toContainText('a link to choose a new password')
  let mail = ''
  await expect
    .poll(
      async () => {
        const fresh = (await readdir(mailDir).catch(() => [])).filter((f) => !before.has(f))
        mail = (
          await Promise.all(fresh.map((file) => readFile(path.join(mailDir, file), 'utf8')))
        ).join('\n')
        return fresh.length
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0)
  expect(mail).toContain('Agence Lumi')
  expect(mail).not.toMatch(demoTrace)

  // What a visitor and a search engine see: the sitemap and every page it lists.
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  expect(sitemap).not.toMatch(demoTrace)
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  expect(urls.length).toBeGreaterThan(4)
  const found: string[] = []
  for (let start = 0; start < urls.length; start += 4) {
    await Promise.all(
      urls.slice(start, start + 4).map(async (url) => {
        const body = await (await fetch(url.replace(/^https?:\/\/[^/]+/, origin))).text()
        const trace = demoTrace.exec(body)
        if (trace) found.push(`${url}: ${trace[0]}`)
      }),
    )
  }
  expect(found).toEqual([])
  const client = new pg.Client({ connectionString: cluster.url })
  await client.connect()
  const { rows } = await client.query<{ n: number }>(
    "select count(*)::int as n from audit_log where action = 'demo.remove'",
  )
  await client.end()
  expect(rows[0]!.n).toBe(7)
})
