// `npm run crm -- sync [--full] [--allow-unpublish]`, `npm run crm -- test`, `npm run crm -- status`:
// the agency's CRM from the command line (docs/crm/README.md). Messages are in the operator's
// language (LANG: nl_BE.UTF-8 → Dutch; English otherwise); exit code 1 when the sync or the test
// fails, is refused, or another instance is syncing.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { desc, eq, inArray, and, count } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import { createTranslator } from 'next-intl'
import pg from 'pg'
import { parseEnv } from '../src/lib/env-schema'
import { supportedLanguages, type Language } from '../src/lib/i18n/languages'
import { publicOrigin } from '../src/lib/public-origin'
import { resolveDatabase } from '../src/server/database-url'
import { runMigrations } from '../src/server/db/migrate'
import * as schema from '../src/server/db/schema'
import { createObjectStore } from '../src/server/storage/object-storage'
import { activeCrmSettings } from '../src/features/crm/config/crm-settings.server'
import { CrmError } from '../src/features/crm/crm-error'
import { createConnector } from '../src/features/crm/providers'
import { runSync } from '../src/features/crm/sync/run-sync'
import { crmMessage } from '../src/features/crm/sync/sync-messages'
import { summarizeSync } from '../src/features/crm/sync/summarize-sync'
import { sweepBrightWebhookPath } from '../src/features/crm/sweepbright/sweepbright-webhook-path'

const usage = `Usage: npm run crm -- sync [--full] [--allow-unpublish]
       npm run crm -- test
       npm run crm -- status

  sync               fetches what changed in the CRM now (--full: everything, and takes offline
                     what the CRM no longer lists; --allow-unpublish: even more than 25 %)
  test               checks that the CRM answers with the configured credentials
  status             the CRM in force, where the sync stands, its last runs and the leads waiting`

function operatorLanguage(): Language {
  const locale = (process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || '').slice(
    0,
    2,
  )
  return (supportedLanguages as readonly string[]).includes(locale) ? (locale as Language) : 'en'
}

const lang = operatorLanguage()
const t = createTranslator({
  locale: lang,
  messages: JSON.parse(readFileSync(new URL(`../messages/${lang}.json`, import.meta.url), 'utf8')),
  namespace: 'backOffice.imports.issues',
})

/** A CRM failure in the operator's language, with the technical reason in English after it. */
function explain(error: CrmError): string {
  const message = crmMessage(error)
  return `${t(message.code as 'crmAuth', message.params)}\n  (${error.message})`
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    full: { type: 'boolean' },
    'allow-unpublish': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
})
const [command] = positionals
if (values.help || positionals.length !== 1 || !['sync', 'test', 'status'].includes(command!)) {
  console.error(usage)
  process.exit(1)
}

async function main(
  db: ReturnType<typeof drizzle<typeof schema>>,
  env: ReturnType<typeof parseEnv>,
) {
  const { source, settings } = await activeCrmSettings(db, env)
  if (command === 'status') return status(db, env, source, settings?.provider ?? null)
  if (!settings) {
    console.error(t('crmNotConfigured'))
    return 1
  }
  const connector = createConnector(settings)
  if (command === 'test' || connector.mode === 'push') {
    await connector.testConnection()
    console.log(`${settings.provider}: OK`)
    if (connector.mode === 'push') {
      console.log(
        `${settings.provider} sends its changes to ${new URL(sweepBrightWebhookPath, publicOrigin(env))}`,
      )
    }
    return 0
  }
  const outcome = await runSync({
    db,
    media: createObjectStore(env),
    connector,
    full: values.full,
    allowMassUnpublish: values['allow-unpublish'],
    log: (line) => console.log(line),
  })
  console.log(summarizeSync(outcome))
  if (outcome.status === 'done') return 0
  if (outcome.status !== 'locked') console.error(`see /admin/imports/${outcome.runId}/`)
  return 1
}

async function status(
  db: ReturnType<typeof drizzle<typeof schema>>,
  env: ReturnType<typeof parseEnv>,
  source: string,
  provider: string | null,
) {
  console.log(`CRM: ${provider ?? 'none'} (settings from: ${source})`)
  if (!provider) return 0
  const [state] = await db
    .select()
    .from(schema.crmSyncState)
    .where(eq(schema.crmSyncState.provider, provider))
  console.log(`changes asked since: ${state?.changedSince?.toISOString() ?? 'never synced'}`)
  console.log(`last full reconciliation: ${state?.reconciledAt?.toISOString() ?? 'never'}`)
  const runs = await db
    .select()
    .from(schema.importRuns)
    .where(eq(schema.importRuns.origin, 'crm'))
    .orderBy(desc(schema.importRuns.id))
    .limit(5)
  for (const run of runs) {
    console.log(
      `run ${run.id} ${run.startedAt.toISOString()} ${run.fileName}: ${run.status}, ` +
        `${run.created} created, ${run.updated} updated, ${run.unchanged} unchanged, ` +
        `${run.unpublished} unpublished, ${run.failed} failed${run.message ? ` — ${run.message.split('\n')[0]}` : ''}`,
    )
  }
  const leads = await db
    .select({ status: schema.outboxMessages.status, n: count() })
    .from(schema.outboxMessages)
    .where(
      and(
        eq(schema.outboxMessages.channel, 'crm'),
        inArray(schema.outboxMessages.status, ['pending', 'sending', 'failed']),
      ),
    )
    .groupBy(schema.outboxMessages.status)
  const waiting = leads
    .filter((row) => row.status !== 'failed')
    .reduce((sum, row) => sum + row.n, 0)
  const failed = leads.find((row) => row.status === 'failed')?.n ?? 0
  console.log(`leads waiting for the CRM: ${waiting}; given up: ${failed}`)
  if (provider === 'sweepbright') {
    console.log(`webhook address: ${new URL(sweepBrightWebhookPath, publicOrigin(env))}`)
  }
  return 0
}

const env = parseEnv(process.env)
const database = await resolveDatabase(env, (message) => console.error(message))
const pool = new pg.Pool({ connectionString: database.url, max: 4 })
try {
  await runMigrations(database.url)
  process.exitCode = await main(drizzle(pool, { schema }), env)
} catch (error) {
  if (!(error instanceof CrmError)) throw error
  console.error(explain(error))
  process.exitCode = 1
} finally {
  await pool.end()
  // Leave a server that `npm start` is using alone.
  if (database.startedHere) await database.stop()
}
