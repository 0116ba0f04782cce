// `npm run import -- <feed.json> [--max-unpublish <percent>] [--allow-unpublish]`: imports the
// CRM's listings feed (docs/feed-format.md). Exit code 1 when the file cannot be read, is not a
// feed, or is a full feed that would unpublish more than the allowed share (nothing is imported
// then); invalid records are only reported. Every run that reaches the database is recorded in
// import_runs with its per-record report (the back office's imports screen).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { feedEnvelopeSchema } from '../src/features/catalogue/import/feed-schema'
import { formatIssues } from '../src/features/catalogue/import/format-issues'
import { defaultMaxUnpublishShare } from '../src/features/catalogue/import/import-feed'
import { recordedImport } from '../src/features/catalogue/import/import-runs'
import type { ImportReport, SectionReport } from '../src/features/catalogue/import/report'
import { summarizeReport } from '../src/features/catalogue/import/report'
import { parseEnv } from '../src/lib/env-schema'
import { resolveDatabase } from '../src/server/database-url'
import * as schema from '../src/server/db/schema'
import { runMigrations } from '../src/server/db/migrate'
import { createObjectStore } from '../src/server/storage/object-storage'

async function readFeed(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'))
  } catch (error) {
    console.error(`Cannot read the feed ${file}: ${error instanceof Error ? error.message : error}`)
    return undefined
  }
}

function printInvalid(kind: string, section: SectionReport) {
  for (const entry of section.invalid) {
    const reference = entry.reference ?? 'no reference'
    console.log(`invalid ${kind} #${entry.index} (${reference}): ${entry.errors.join('; ')}`)
  }
}

function printReport(report: ImportReport) {
  printInvalid('project', report.projects)
  printInvalid('property', report.properties)
  for (const warning of report.warnings) console.log(`warning: ${warning}`)
  console.log(summarizeReport(report))
}

const usage = `Usage: npm run import -- <feed.json> [options]

  --max-unpublish <percent>  refuse a full feed that would unpublish more than this share of the
                             published listings or projects (default ${defaultMaxUnpublishShare * 100})
  --allow-unpublish          import a full feed whatever it unpublishes`

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'max-unpublish': { type: 'string' },
      'allow-unpublish': { type: 'boolean' },
    },
  })
  const [file] = positionals
  const percent = Number(values['max-unpublish'] ?? defaultMaxUnpublishShare * 100)
  if (!file || positionals.length > 1 || !(percent >= 0 && percent <= 100)) {
    console.error(usage)
    return 1
  }
  const feed = await readFeed(file)
  if (feed === undefined) return 1
  // Checked before the database starts, so a wrong file fails fast and touches nothing.
  const envelope = feedEnvelopeSchema.safeParse(feed)
  if (!envelope.success) {
    console.error(`${file} is not a valid feed:`)
    for (const line of formatIssues(envelope.error, '(feed)')) console.error(`  - ${line}`)
    return 1
  }
  const env = parseEnv(process.env)
  const database = await resolveDatabase(env, (message) => console.error(message))
  const pool = new pg.Pool({ connectionString: database.url, max: 4 })
  try {
    await runMigrations(database.url)
    // Recorded in import_runs, so the back office's imports screen shows this run and its report.
    const run = await recordedImport(
      drizzle(pool, { schema }),
      { origin: 'command', staffId: null, fileName: path.basename(file) },
      feed,
      {
        feedDir: path.dirname(path.resolve(file)),
        media: createObjectStore(env),
        maxUnpublishShare: percent / 100,
        allowMassUnpublish: values['allow-unpublish'] ?? false,
      },
    )
    if ('refused' in run) {
      console.error(run.refused.message)
      return 1
    }
    printReport(run.report)
    return 0
  } finally {
    await pool.end()
    // Leave a server that `npm start` is using alone.
    if (database.startedHere) await database.stop()
  }
}

process.exitCode = await main()
