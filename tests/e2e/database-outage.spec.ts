import { spawn, type ChildProcess } from 'node:child_process'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres, type EmbeddedCluster } from '../../src/server/postgres/embedded'
import { expect, test } from './fixtures'

// The production server (src/server/main.ts on the build, as npm start runs it) against a
// PostgreSQL of its own, which the test stops. Ports of its own beside the suite's.
const port = Number(process.env.E2E_PORT ?? 3100) + 10
const pgPort = Number(process.env.E2E_PG_PORT ?? 54349) + 10
const origin = `http://localhost:${port}`
const folders: string[] = []
let cluster: EmbeddedCluster
let site: ChildProcess
let output = ''
const dutch = { cookie: 'lng=nl' }

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(origin + pathname, { redirect: 'manual', headers })
  return { status: response.status, headers: response.headers, body: await response.text() }
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
  if (site && site.exitCode === null) {
    site.kill('SIGTERM')
    await new Promise((resolve) => site.once('exit', resolve))
  }
  await cluster?.stop().catch(() => {})
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

test.describe('a database outage', () => {
  test('keeps serving cached pages, answers the others 503 in their language, and logs only JSON', async () => {
    // Cached: asked, as a visitor who chose Dutch, until the page cache answers it (it stores
    // nothing for a few seconds after a content change, such as the seed at start).
    await expect
      .poll(() => get('/nl/', dutch).then((r) => r.headers.get('x-cache')), {
        timeout: 30_000,
        intervals: [500],
      })
      .toBe('HIT')

    await cluster.stop()

    const cached = await get('/nl/', dutch)
    expect(cached.status).toBe(200)
    expect(cached.headers.get('x-cache')).toBe('HIT')
    expect(cached.body).toContain('<html lang="nl"')

    // The probe may trust the database for up to a second more; then every uncached page is 503.
    await expect.poll(() => get('/fr/').then((r) => r.status), { timeout: 10_000 }).toBe(503)
    const french = await get('/fr/')
    expect(french.headers.get('retry-after')).toBe('30')
    expect(french.headers.get('content-type')).toContain('text/html')
    expect(french.body).toContain('<html lang="fr">')
    expect(french.body).toContain('<title>Momentanément indisponible</title>')
    expect(french.body).not.toContain('<script')
    const german = await get('/de/kontakt/')
    expect(german.status).toBe(503)
    expect(german.body).toContain('<title>Vorübergehend nicht erreichbar</title>')

    expect((await get('/healthz')).status).toBe(200)
    const ready = await get('/readyz')
    expect(ready.status).toBe(503)
    expect(JSON.parse(ready.body)).toEqual({ status: 'error', database: 'unreachable' })

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
