import { defineConfig } from '@playwright/test'
import { chromiumExecutable } from './tests/support/chromium'

const port = Number(process.env.E2E_PORT ?? 3100)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `http://localhost:${port}/healthz/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(port),
      DATA_DIR: `data/e2e-${port}`,
      EMBEDDED_PG_PORT: String(Number(process.env.E2E_PG_PORT ?? 54349)),
      SEED_ON_START: 'always',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  },
})
