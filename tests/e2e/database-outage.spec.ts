import { spawn, type ChildProcess } from 'node:child_process'
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../src/server/postgres/embedded'
import { expect, test } from './fixtures'
import { expectNoSidewaysScroll } from './page-sweep'
import { uniqueAddress } from './mail-sink'
import { fillPerson } from './person'
import { proofOfWork } from './submissions'

// The production server (src/server/main.ts on the build, as npm start runs it) against a
// PostgreSQL of its own, which the test stops. Ports of its own beside the suite's.
const port = Number(process.env.E2E_PORT ?? 3100) + 10
const pgPort = Number(process.env.E2E_PG_PORT ?? 54349) + 10
const origin = `http://localhost:${port}`
const folders: string[] = []
let cluster: EmbeddedCluster
let site: ChildProcess
let output = ''

async function get(
  pathname: string,
  headers: Record<string, string> = {},
  // The page cache answers in milliseconds; two seconds only catch a wait on the database. A
  // first render before the outage may take longer on a loaded machine.
  timeoutMs = 2_000,
) {
  const response = await fetch(origin + pathname, {
    redirect: 'manual',
    headers,
    signal: AbortSignal.timeout(timeoutMs),
  })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

// Home and the sale list in the four languages: what the page cache holds when the database goes.
const cachedPages = [
  { path: '/', lang: 'en' },
  { path: '/for-sale/', lang: 'en' },
  { path: '/nl/', lang: 'nl' },
  { path: '/nl/te-koop/', lang: 'nl' },
  { path: '/fr/', lang: 'fr' },
  { path: '/fr/a-vendre/', lang: 'fr' },
  { path: '/de/', lang: 'de' },
  { path: '/de/kaufen/', lang: 'de' },
]
const prefixed = (path: string) => path !== '/' && path !== '/for-sale/'

/** A first visit (no cookie) and a returning visitor's (the language remembered). */
const visitors = (lang: string) => [{}, { cookie: `lng=${lang}` }] as Record<string, string>[]

/**
 * The processes of this test's own cluster: its postmaster (postmaster.pid's first line) and that
 * one's children. Nothing else on the machine is touched (other clusters run beside it).
 */
async function clusterProcesses(): Promise<number[]> {
  const postmaster = Number(
    (await readFile(path.join(cluster.dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
  )
  const children: number[] = []
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    // "pid (comm) state ppid …": the command may hold spaces, so read after its closing parenthesis.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (ppid === postmaster) children.push(Number(entry))
  }
  return [postmaster, ...children]
}

let stopped: number[] = []
/** SIGSTOP: PostgreSQL keeps every connection open and answers nothing, as a hung host does. */
async function hangDatabase() {
  stopped = await clusterProcesses()
  for (const pid of stopped) process.kill(pid, 'SIGSTOP')
}
function resumeDatabase() {
  for (const pid of stopped) process.kill(pid, 'SIGCONT')
  stopped = []
}

/** Until every cached page is stored for first and returning visitors alike. */
async function warmCache() {
  for (const { path, lang } of cachedPages) {
    for (const headers of visitors(lang)) {
      await expect
        .poll(() => get(path, headers, 30_000).then((r) => r.headers.get('x-cache')), {
          timeout: 30_000,
          intervals: [500],
        })
        .toBe('HIT')
    }
  }
}

/** Every cached page answers from the cache, marked stale, in its language. */
async function expectCachedPagesServed() {
  // The content version read just before the outage is trusted for up to a second more.
  await expect
    .poll(() => get('/').then((r) => r.headers.get('x-cache')), { intervals: [200] })
    .toBe('STALE')
  for (const { path, lang } of cachedPages) {
    for (const headers of visitors(lang)) {
      const page = await get(path, headers)
      expect(page.status, `${path} ${JSON.stringify(headers)}`).toBe(200)
      expect(page.headers.get('x-cache')).toBe('STALE')
      expect(page.body).toContain(`<html lang="${lang}"`)
      // A first visit to a prefixed page still remembers its language, in a private answer.
      const setsCookie = prefixed(path) && headers.cookie === undefined
      expect(page.headers.get('set-cookie')?.startsWith(`lng=${lang};`) ?? false).toBe(setsCookie)
      if (setsCookie) expect(page.headers.get('cache-control')).toBe('private, no-store')
    }
  }
}

/**
 * Pages nobody asked for before the outage (`french`, then /de/kontakt/): the localized 503. Each
 * outage names another French page, since the recovery stores the one it renders again.
 */
async function expectUncachedPagesUnavailable(french: string) {
  // The probe may trust the database for up to a second more.
  await expect
    .poll(
      () =>
        get(french).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 10_000 },
    )
    .toBe(503)
  const unavailable = await get(french)
  expect(unavailable.headers.get('retry-after')).toBe('30')
  expect(unavailable.headers.get('content-type')).toContain('text/html')
  expect(unavailable.body).toContain('<html lang="fr">')
  expect(unavailable.body).toContain('<title>Momentanément indisponible</title>')
  expect(unavailable.body).not.toContain('<script')
  const german = await get('/de/kontakt/')
  expect(german.status).toBe(503)
  expect(german.body).toContain('<title>Vorübergehend nicht erreichbar</title>')
  expect((await get('/healthz')).status).toBe(200)
  const ready = await get('/readyz')
  expect(ready.status).toBe(503)
  expect(JSON.parse(ready.body)).toEqual({ status: 'error', database: 'unreachable' })
}

/** Once PostgreSQL is back: pages render again and the cache answers fresh hits. */
async function expectRecovered(french: string) {
  // Renders again, which may take more than the outage checks' two seconds on a loaded machine.
  await expect
    .poll(
      () =>
        get(french, {}, 30_000).then(
          (r) => r.status,
          () => 0,
        ),
      {
        timeout: 30_000,
        intervals: [500],
      },
    )
    .toBe(200)
  await expect.poll(() => get('/readyz').then((r) => r.status), { timeout: 10_000 }).toBe(200)
  for (const { path, lang } of cachedPages) {
    await expect
      .poll(
        () => get(path, { cookie: `lng=${lang}` }, 30_000).then((r) => r.headers.get('x-cache')),
        { timeout: 30_000 },
      )
      .toBe('HIT')
  }
}

test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

test.beforeAll(async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'db-outage-'))
  folders.push(folder)
  await chmod(folder, 0o755)
  cluster = await startEmbeddedPostgres({
    dataDir: path.join(folder, 'postgres'),
    port: pgPort,
    database: 'agency',
  })
  site = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PUBLIC_URL: origin,
      PORT: String(port),
      DATA_DIR: path.join(folder, 'data'),
      DATABASE_URL: cluster.url,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  site.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  site.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await expect
    .poll(
      () =>
        get('/readyz').then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(200)
})

test.afterAll(async () => {
  // A failed hung-database test must not leave its cluster stopped: it could not shut down.
  resumeDatabase()
  if (site && site.exitCode === null) {
    site.kill('SIGTERM')
    await new Promise((resolve) => site.once('exit', resolve))
  }
  await cluster?.stop().catch(() => {})
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

test.describe('a database outage', () => {
  // The browser reports the 503 of a link the page prefetches during the outage.
  test.use({ allowConsoleErrors: [/status of 503/] })

  test('with PostgreSQL stopped: cached pages from the cache, the others 503 in their language, forms keep their input, then recovery', async ({
    page,
    browser,
  }) => {
    await warmCache()
    // Two contact forms filled before the outage and sent the moment PostgreSQL stops: in French
    // with JavaScript, in German without.
    await page.goto(`${origin}/fr/`)
    const french = page.locator('form', { has: page.getByRole('button', { name: 'Envoyer' }) })
    await fillPerson(french, {
      title: 'Mme',
      first: 'Chloé',
      last: 'Lambert',
      email: uniqueAddress('chloe-outage'),
      phone: '0475 12 34 56',
    })
    await french.getByLabel('Que pouvons-nous faire pour vous ?').selectOption('sell')
    await french.getByLabel('Votre message').fill('Un appartement à Ixelles, deux chambres.')
    // The proof of work is done before the outage (its challenge comes from the site).
    await expect(french.locator('input[name="altcha"]')).not.toHaveValue('', {
      timeout: proofOfWork,
    })
    const noScript = await browser.newContext({ javaScriptEnabled: false })
    const plain = await noScript.newPage()
    await plain.goto(`${origin}/de/`)
    const german = plain.locator('form', { has: plain.getByRole('button', { name: 'Senden' }) })
    await fillPerson(german, {
      title: 'Frau',
      first: 'Anna',
      last: 'Schmitz',
      email: uniqueAddress('anna-outage'),
      phone: '0470 11 22 33',
    })
    await german.getByLabel('Wobei können wir Ihnen helfen?').selectOption('rent')
    await german.getByLabel('Ihre Nachricht').fill('Eine Wohnung in Ixelles, zwei Zimmer.')

    await cluster.stop()
    const posted = plain.waitForResponse((response) => response.request().method() === 'POST')
    await Promise.all([
      french.getByRole('button', { name: 'Envoyer' }).click(),
      german.getByRole('button', { name: 'Senden' }).click(),
    ])
    // With JavaScript: the form stays, with what was typed and the outage in its language.
    await expect(french.getByRole('alert')).toContainText('Le site est momentanément indisponible')
    await expect(french.getByLabel('Votre message')).toHaveValue(
      'Un appartement à Ixelles, deux chambres.',
    )
    await expect(french.getByLabel(/^Prénom/)).toHaveValue('Chloé')
    // Without: the 503 page in German, with what was typed and a way to send it again.
    expect((await posted).status()).toBe(503)
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText(
      'Vorübergehend nicht erreichbar',
    )
    await expect(plain.getByText('Eine Wohnung in Ixelles, zwei Zimmer.')).toBeVisible()
    await expect(plain.getByText('Schmitz', { exact: true })).toBeVisible()

    await expectCachedPagesServed()
    await expectUncachedPagesUnavailable('/fr/a-louer/')
    // The 503 page fits a phone, also with the text spacing a reader may set (WCAG 1.4.10, 1.4.12).
    const narrow = await page.context().newPage()
    await narrow.setViewportSize({ width: 320, height: 640 })
    expect((await narrow.goto(`${origin}/fr/a-louer/`))?.status()).toBe(503)
    await expectNoSidewaysScroll(narrow, 'the 503 page in French', 320)
    await narrow.close()
    await expectCachedPagesServed()
    cluster = await startEmbeddedPostgres({
      dataDir: cluster.dataDir,
      port: pgPort,
      database: 'agency',
    })
    await expectRecovered('/fr/a-louer/')

    // What was kept is sent once the database is back, with and without JavaScript.
    await plain.getByRole('button', { name: 'Erneut senden' }).click()
    await expect(plain).toHaveURL(`${origin}/de/danke/nachricht-erhalten/`)
    await french.getByRole('button', { name: 'Envoyer' }).click()
    await expect(page).toHaveURL(
      `${origin}/fr/merci/nous-avons-bien-recu-votre-message-et-vous-recontacterons-rapidement/`,
      { timeout: proofOfWork },
    )
    await noScript.close()
  })

  test('with PostgreSQL hung: cached pages from the cache without waiting on it, the others 503, then recovery', async () => {
    await warmCache()
    await hangDatabase()
    await expectCachedPagesServed()
    await expectUncachedPagesUnavailable('/fr/projets-neufs/')
    // Once the breaker is open, again: no request waits for the next try either.
    await expectCachedPagesServed()
    resumeDatabase()
    await expectRecovered('/fr/projets-neufs/')
  })

  test('logs only JSON lines, the outage among them', async () => {
    site.kill('SIGTERM')
    await new Promise((resolve) => site.once('exit', resolve))
    const lines = output.split('\n').filter((line) => line.trim() !== '')
    expect(lines.length).toBeGreaterThan(5)
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow()
    expect(output).toContain(
      'database unreachable: cached pages are served, other pages answer 503',
    )
  })
})
