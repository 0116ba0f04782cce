import { spawnSync } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

describe('starting the site with a wrong environment', () => {
  it('names every wrong setting and exits 1 before anything starts, without a stack trace', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        LOG_LEVEL: 'verbose',
        PG_POOL_MAX: 'abc',
        PORT: 'eighty',
      },
      encoding: 'utf8',
      timeout: 20_000,
    })
    expect(started.status).toBe(1)
    expect(started.stderr).toContain('Invalid environment variables:')
    expect(started.stderr).toMatch(/- PORT: /)
    expect(started.stderr).toMatch(/- LOG_LEVEL: /)
    expect(started.stderr).toContain(
      '- PG_POOL_MAX: must be a whole number of connections, at least 2',
    )
    expect(started.stderr).not.toMatch(/^\s+at /m)
  })
})

describe('starting the site in production without PUBLIC_URL', () => {
  it('refuses, names PUBLIC_URL and how to try the site locally, exits 1', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'no-public-url-'))
    try {
      const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 20_000,
      })
      expect(started.status).toBe(1)
      expect(started.stderr).toContain(
        "- PUBLIC_URL: is required when NODE_ENV=production: the site's public address, such as https://www.agency.be",
      )
      expect(started.stderr).toContain('start it without NODE_ENV=production')
      expect(await readdir(dataDir)).toEqual([])
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe('starting the site on a port another program uses', () => {
  it('says so and what to do, exits 1, and starts no database', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const { port } = taken.address() as AddressInfo
    const dataDir = await mkdtemp(path.join(tmpdir(), 'port-taken-'))
    try {
      const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://www.agency.be',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
        },
        encoding: 'utf8',
        timeout: 20_000,
      })
      expect(started.status).toBe(1)
      expect(started.stdout).toContain(
        `cannot start: port ${port} is already in use by another program: stop that program or start the site on another port`,
      )
      expect(await readdir(dataDir)).toEqual([])
    } finally {
      await new Promise((resolve) => taken.close(resolve))
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
