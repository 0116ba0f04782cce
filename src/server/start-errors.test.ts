import { spawnSync } from 'node:child_process'
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
