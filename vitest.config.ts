import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve('src'),
      // `server-only` throws outside React Server Components; tests run server modules directly.
      'server-only': path.resolve('tests/support/empty-module.ts'),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['tests/support/postgres-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default (one worker less than the cores) is one worker on CI's two cores, while the
    // integration tests mostly wait on PostgreSQL; each file has its own database, so two run at once.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Signed links and sessions need a secret; production sets or generates one (docs/environment.md).
    env: { APP_SECRET: 'test-secret-0123456789abcdef0123456789abcdef' },
  },
})
