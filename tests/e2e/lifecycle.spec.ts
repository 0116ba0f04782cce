import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import { expect, test } from './fixtures'

// The site's own process: start, unclean stop, restart, graceful stop (decisions 002).
// Ports of its own beside the suite's, so that runs on neighbouring ports never share one.
const port = Number(process.env.E2E_PORT ?? 3100) + 90
const dataDir = path.resolve(`data/e2e-lifecycle-${port}`)
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: dataDir,
  EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 54349) + 20),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production' as const,
  PUBLIC_URL: `http://localhost:${port}`,
}

function startSite(overrides: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...env, ...overrides },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

function exited(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

async function healthy(): Promise<boolean> {
  for (let attempt = 0; attempt < 240; attempt++) {
    const ok = await fetch(`http://localhost:${port}/healthz/`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

test.describe.configure({ mode: 'serial' })
test.setTimeout(180_000)

test.beforeAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

test('a wrong environment stops the start with a message naming every wrong variable', async () => {
  const result = await exited(startSite({ PORT: 'eighty', DATABASE_URL: 'mysql://db/agency' }))
  expect(result.code).toBe(1)
  expect(result.output).toContain('Invalid environment variables')
  expect(result.output).toContain('PORT')
  expect(result.output).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL')
})

test('the site starts again after kill -9 and stops cleanly on SIGTERM', async () => {
  const first = startSite()
  const firstExit = exited(first)
  expect(await healthy()).toBe(true)
  first.kill('SIGKILL')
  await firstExit

  const second = startSite()
  const secondExit = exited(second)
  expect(await healthy()).toBe(true)
  const page = await fetch(`http://localhost:${port}/fr/`)
  expect(page.status).toBe(200)

  // A request in flight when SIGTERM arrives is answered completely.
  const body = await new Promise<string>((resolve, reject) => {
    http
      .get(`http://localhost:${port}/services/vente/`, (response) => {
        let text = ''
        let signalled = false
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString()
          if (!signalled) {
            signalled = true
            second.kill('SIGTERM')
          }
        })
        response.on('end', () => resolve(text))
        response.on('error', reject)
      })
      .on('error', reject)
  })
  expect(body.trimEnd().endsWith('</html>')).toBe(true)
  const result = await secondExit
  expect(result.code).toBe(0)
  expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
})
