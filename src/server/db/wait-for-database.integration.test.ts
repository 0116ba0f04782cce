import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createConnection, createServer, type AddressInfo, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../tests/support/test-database'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let dataDir: string

beforeAll(async () => {
  database = await createTestDatabase()
  dataDir = await mkdtemp(path.join(tmpdir(), 'db-wait-'))
})

afterAll(async () => {
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** The test database's URL with its server moved to `port`. */
function urlAt(port: number): string {
  const url = new URL(database.url)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  return url.toString()
}

const siteEnv = async (databaseUrl: string, waitSeconds: string) => ({
  PATH: process.env.PATH,
  NODE_ENV: 'development' as const,
  PORT: String(await freePort()),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  DB_WAIT_SECONDS: waitSeconds,
  SEED_ON_START: 'false',
  APP_SECRET: process.env.APP_SECRET,
})

const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as { level: string; msg: string; attempt?: number })

describe('starting the site before its database answers', () => {
  it('tries again with a JSON line per try, then exits 1 naming the cause and the fix', async () => {
    const port = await freePort()
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: await siteEnv(urlAt(port), '2'),
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(started.status).toBe(1)
    const lines = jsonLines(started.stdout)
    const tries = lines.filter((line) => line.msg === 'database not reachable yet; trying again')
    expect(tries.length).toBeGreaterThanOrEqual(2)
    expect(tries.map((line) => line.attempt)).toEqual(tries.map((_, index) => index + 1))
    expect(tries.every((line) => line.level === 'warn')).toBe(true)
    const last = lines.at(-1)!
    expect(last.level).toBe('fatal')
    expect(last.msg).toContain(
      `cannot start: the database at 127.0.0.1:${port} did not answer within 2 s (ECONNREFUSED`,
    )
    expect(last.msg).toContain('wait longer with DB_WAIT_SECONDS')
  })

  it('goes on once the database comes up during the wait', async () => {
    const port = await freePort()
    const server = new URL(database.url)
    const site = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: await siteEnv(urlAt(port), '60'),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    site.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    let proxy: Server | undefined
    try {
      // The database "comes up": after two refused tries, the port starts forwarding to it.
      await expect
        .poll(() => output.split('trying again').length - 1, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(2)
      proxy = createServer((socket) => {
        const upstream = createConnection(Number(server.port), server.hostname)
        socket.pipe(upstream).pipe(socket)
        socket.on('error', () => upstream.destroy())
        upstream.on('error', () => socket.destroy())
      })
      await new Promise<void>((resolve) => proxy!.listen(port, '127.0.0.1', resolve))
      await expect.poll(() => output, { timeout: 20_000 }).toContain('"msg":"database reachable"')
      expect(output).not.toContain('cannot start')
      for (const line of jsonLines(output.slice(0, output.lastIndexOf('\n')))) {
        expect(line.level).not.toBe('fatal')
      }
    } finally {
      site.kill('SIGKILL')
      await new Promise((resolve) => site.once('exit', resolve))
      await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)))
    }
  }, 60_000)
})
