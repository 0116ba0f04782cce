import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

// A process of its own: the override replaces the console of the process that installs it.
const script = `
  const { logger } = await import('./src/lib/logger.ts')
  const { routeConsoleToLogger } = await import('./src/server/console-to-log.ts')
  routeConsoleToLogger(logger)
  const failure = new Error('relation "site_config" does not exist')
  console.error('\\u001b[31m⨯\\u001b[39m', failure)
  console.warn('⚠ slow page', 1234, 'ms')
  console.log('plain line')
`

describe('routeConsoleToLogger', () => {
  it('turns console lines, Next’s coloured error lines included, into JSON log lines', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, NODE_ENV: 'development', LOG_LEVEL: 'info' },
      },
    )
    expect(run.stderr).toBe('')
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines).toMatchObject([
      {
        level: 'error',
        source: 'console',
        msg: 'relation "site_config" does not exist',
        err: { message: 'relation "site_config" does not exist', type: 'Error' },
      },
      { level: 'warn', source: 'console', msg: 'slow page 1234 ms' },
      { level: 'info', source: 'console', msg: 'plain line' },
    ])
  })
})
