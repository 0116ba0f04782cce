import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { parseEnv } from '@/lib/env-schema'
import { publicOrigin } from '@/lib/public-origin'
import { logger } from '@/lib/logger'
import { resolveDatabase } from './database-url'
import { runMigrations } from './db/migrate'
import { drizzle } from 'drizzle-orm/node-postgres'
import * as schema from './db/schema'
import { sealLegacyWebhookSecret } from './webhooks/webhook-secret'
import { DatabaseWaitError, waitForDatabase } from './db/wait-for-database'
import { seedDatabase } from './seed/seed-all'
import { startMailDelivery } from './mail/start-mail-delivery'
import type { OutboxWorker } from './mail/worker'
import { securityHeaders } from './security-headers'
import { newNonce } from './csp-nonce'
import { pool, sharedPool } from './db/pool-registry'
import { createPageCache } from './page-cache/page-cache'
import { serveWithPageStatus } from './page-status'
import type { TLSSocket } from 'node:tls'
import { ensureAppSecret } from './secrets/app-secret'
import { clientAddress } from './client-address'
import { dropUntrustedForwarding } from './forwarded-headers'
import { dropInternalHeaders } from './internal-headers'
import { refuseOversizedApiBody } from './api-body-limit'
import { answerHealth } from './health'
import { routeConsoleToLogger } from './console-to-log'
import { createDatabaseProbe } from './database-probe'
import { answerUnavailable, needsDatabase } from './unavailable'
import { databaseUnreachableHeader } from './database-unreachable-header'
import { acceptedHosts, refuseMisdirectedHost } from './host-check'
import { withoutSecrets } from './log-url'
import { refuseMalformedUrl } from './malformed-url'
import { refuseOversizedFormPost } from './oversized-form-post'
import { portProblem } from './port-check'
import { startDemandAlerts } from '@/features/demand-alerts/start-demand-alerts'
import { markInterruptedRuns } from '@/features/catalogue/import/import-runs'
import type { AlertScheduler } from '@/features/demand-alerts/alert-scheduler'
import {
  startCvRetention,
  type CvRetention,
} from '@/features/requests/job-application/cv-retention-sweep'
import {
  startAuditRetention,
  type AuditRetention,
} from '@/features/back-office/audit/audit-retention-sweep'
import { crmLeadDelivery, startCrmSync, type CrmSync } from '@/features/crm/sync/start-crm-sync'

/**
 * Production entry point: validates the environment, starts (or connects to) PostgreSQL, applies
 * migrations, seeds an empty database, then serves the Next.js build, delivers queued e-mail and
 * runs the demand alerts, the CRM sync and the retention of job applications and of the audit
 * log, with graceful shutdown.
 */
async function main() {
  let env
  try {
    env = parseEnv(process.env)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  const log = (msg: string) => logger.info(msg)
  if (!env.PUBLIC_URL) {
    // Only without NODE_ENV=production (the check above requires it there): `npm start` on a
    // developer's machine. Next's code reads the same address from the environment.
    process.env.PUBLIC_URL = publicOrigin(env)
    logger.warn(
      `no PUBLIC_URL: links in e-mails, canonical URLs and the sitemap point to ${publicOrigin(env)}; set PUBLIC_URL to the site's public address`,
    )
  }
  const hosts = acceptedHosts(env)
  const problem = await portProblem(env.PORT, env.HOST)
  if (problem) {
    logger.fatal(`cannot start: ${problem}`)
    process.exit(1)
  }
  ensureAppSecret(env.DATA_DIR)
  if (env.DATABASE_URL) {
    try {
      await waitForDatabase(env.DATABASE_URL, env.DB_WAIT_SECONDS, logger)
    } catch (error) {
      if (!(error instanceof DatabaseWaitError)) throw error
      logger.fatal(`cannot start: ${error.message}`)
      process.exit(1)
    }
  }
  const database = await resolveDatabase(env, log)
  process.env.DATABASE_URL = database.url
  await runMigrations(database.url)
  // Migration 0016 marked a webhook secret stored in clear; sealing it needs APP_SECRET (set above).
  if (await sealLegacyWebhookSecret(drizzle(sharedPool(), { schema }))) {
    log('CRM webhook secret sealed')
  }
  // An import whose process died (killed, host lost) stays `running` until a run or a start
  // looks at its heartbeat.
  const interrupted = await markInterruptedRuns(drizzle(sharedPool(), { schema }))
  if (interrupted > 0) logger.warn(`${interrupted} import run(s) found interrupted`)
  if (env.SEED_ON_START !== 'false') {
    const onlyIfEmpty = env.SEED_ON_START === 'true'
    // With a CRM the agency's listings, projects and agents come from it, not from the demo.
    const listings = !env.CRM_PROVIDER
    if (await seedDatabase(database.url, { onlyIfEmpty, listings })) {
      log(
        listings ? 'database seeded with the demo site' : 'database seeded, without demo listings',
      )
    }
  }

  // From here on Next prints what it catches (render errors) with console.error; into the JSON log.
  routeConsoleToLogger(logger)
  // Next reads NODE_ENV when it loads, so it is set before the import.
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
  const { default: next } = await import('next')
  // Next fetches a server action's redirect target from itself, at this host and port.
  const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port: env.PORT })
  const handle = app.getRequestHandler()
  await app.prepare()
  const pageCache = createPageCache({ enabled: env.PAGE_CACHE === 'on', pool: sharedPool })
  const databaseReachable = createDatabaseProbe(sharedPool, logger)
  // What the page cache does not answer: Next, or a 503 page while the database is unreachable.
  const render = async (req: IncomingMessage, res: ServerResponse) => {
    if (!needsDatabase(req.url ?? '/')) return handle(req, res)
    // A post asks the database now rather than trusting the last second: from the moment it
    // fails, a visitor's input is kept instead of lost in a failed render.
    if (await databaseReachable({ fresh: req.method === 'POST' })) return handle(req, res)
    if (req.method === 'POST' && req.headers['next-action'] !== undefined) {
      // A server action with JavaScript: its form keeps the input and shows the outage in its
      // language, which only the action's own answer can do (a 503 page would replace the form).
      req.headers[databaseUnreachableHeader] = '1'
      return handle(req, res)
    }
    return answerUnavailable(req, res)
  }

  const server = createServer((req, res) => {
    const started = process.hrtime.bigint()
    res.on('finish', () => {
      logger.info({
        msg: 'request',
        method: req.method,
        url: withoutSecrets(req.url),
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      })
    })
    dropUntrustedForwarding(req, env.TRUST_PROXY === 'true')
    dropInternalHeaders(req)
    const https =
      (req.socket as TLSSocket).encrypted === true || req.headers['x-forwarded-proto'] === 'https'
    const headers = securityHeaders(https, newNonce(), req.url ?? '/')
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    // Next puts the policy's nonce on its scripts, also on the pages the proxy never sees (a 404 at
    // an address with a file extension); the proxy gives the other pages a policy of their own.
    req.headers['content-security-policy'] = headers['Content-Security-Policy']
    req.headers['x-client-ip'] = clientAddress(req, env.TRUST_PROXY === 'true')
    if (
      answerHealth(req, res, sharedPool) ||
      refuseMisdirectedHost(req, res, hosts) ||
      refuseMalformedUrl(req, res) ||
      refuseOversizedApiBody(req, res) ||
      refuseOversizedFormPost(req, res)
    ) {
      return
    }
    serveWithPageStatus(res, () => pageCache.serve(req, res, https, () => render(req, res)))
  })
  server.keepAliveTimeout = 5_000
  let mail: OutboxWorker | undefined
  let alerts: AlertScheduler | undefined
  let cvRetention: CvRetention | undefined
  let auditRetention: AuditRetention | undefined
  let crmSync: CrmSync | undefined
  // Taken between the check at start and now (another program was quicker): stop what started.
  server.once('error', async (error: NodeJS.ErrnoException) => {
    logger.fatal(
      { err: error },
      `cannot listen: ${(await portProblem(env.PORT, env.HOST)) ?? error.message}`,
    )
    await pool()
      ?.end()
      .catch(() => {})
    await database.stop().catch(() => {})
    process.exit(1)
  })
  server.listen(env.PORT, env.HOST, () => {
    log(`serving on http://localhost:${env.PORT}`)
    mail = startMailDelivery(env, logger, crmLeadDelivery(env))
    alerts = startDemandAlerts(env, logger)
    crmSync = startCrmSync(env, logger)
    cvRetention = startCvRetention(env, logger)
    auditRetention = startAuditRetention(env, logger)
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    log(`${signal} received: finishing requests in flight`)
    const force = setTimeout(() => {
      logger.warn('requests still open after 10 s; closing them')
      server.closeAllConnections()
    }, 10_000)
    server.close(async () => {
      clearTimeout(force)
      cvRetention?.stop()
      auditRetention?.stop()
      crmSync?.stop()
      await alerts?.stop()
      await mail?.stop()
      await pool()
        ?.end()
        .catch(() => {})
      await database
        .stop()
        .catch((error: unknown) => logger.error({ err: error }, 'stopping PostgreSQL failed'))
      log('stopped')
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'start failed')
  process.exit(1)
})
