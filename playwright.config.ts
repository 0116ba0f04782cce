import { defineConfig } from '@playwright/test'
import { testBrowserExecutable } from './tests/support/chromium'

const port = Number(process.env.E2E_PORT ?? 3100)
// A slowed-down run (tests/e2e/fixtures.ts) gets the same slack per step.
const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1)
// The SMTP sink the site delivers to, and its HTTP reader (tests/e2e/mail-sink.ts). Offsets of
// their own for each, so that runs on neighbouring ports (one per engineer) never share one.
const sinkSmtpPort = port + 20_000
const sinkHttpPort = port + 21_000

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000 * slowdown,
  expect: { timeout: 10_000 * slowdown },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: testBrowserExecutable(),
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
  projects: [
    { name: 'chromium', testIgnore: /back-office-second-factor-required\.spec\.ts/ },
    // A setting of every staff session, changed while no other test runs. It waits for the whole
    // first project: to run one spec file of that project alone, add `--no-deps`.
    {
      name: 'after-the-others',
      testMatch: /back-office-second-factor-required\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/support/smtp-sink-server.ts',
      url: `http://127.0.0.1:${sinkHttpPort}/healthz`,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { SINK_SMTP_PORT: String(sinkSmtpPort), SINK_HTTP_PORT: String(sinkHttpPort) },
    },
    {
      command: 'node --import tsx src/server/main.ts',
      url: `http://localhost:${port}/readyz`,
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
        // The security tests act as the reverse proxy, sending X-Forwarded-Proto: https.
        TRUST_PROXY: 'true',
        PUBLIC_URL: `http://localhost:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${sinkSmtpPort}`,
        MAIL_POLL_MS: '200',
        // The demand-alert job runs every second, so a test sees its e-mail at once.
        ALERTS_POLL_MS: '1000',
        // Every browser test comes from 127.0.0.1; the limits have their own integration tests.
        FORM_LIMIT_IP: '100000',
        FORM_LIMIT_EMAIL: '100000',
        FORM_LIMIT_NOSCRIPT: '100000',
        FORM_LIMIT_CONFIRMATIONS: '100000',
        // For this test server only: the CRM stand-in (tests/support/webhook-receiver.ts) listens
        // on this machine, which the outbound guard refuses by default (src/server/outbound/).
        OUTBOUND_ALLOW_PRIVATE: '127.0.0.1/32,::1/128',
      },
    },
  ],
})
