// `npm run seed [-- --force | --demo-only]`: loads the demo site (configuration, pages, listings).
// Refuses a database that holds anything but the demo content, unless --force; --demo-only
// reseeds the demo content alone. Exit code 1 when refused or on a wrong option.
import { parseArgs } from 'node:util'
import { parseEnv } from '../src/lib/env-schema'
import { resolveDatabase } from '../src/server/database-url'
import { runMigrations } from '../src/server/db/migrate'
import { describeFindings } from '../src/server/seed/demo-inventory'
import { seedCommand } from '../src/server/seed/seed-all'

const usage = `Usage: npm run seed [-- --force | --demo-only]

  (no option)   load the demo site into an empty database, or reload it into one that holds
                nothing but the demo; refused when there is anything else (the list is printed)
  --demo-only   reload only the demo listings, projects, owners and testimonials; imported
                listings, owners, form submissions and the configuration stay as they are
  --force       reload everything and DELETE what is not the demo (the list is printed first)`

async function main(): Promise<number> {
  let values
  try {
    ;({ values } = parseArgs({
      options: { force: { type: 'boolean' }, 'demo-only': { type: 'boolean' } },
    }))
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`)
    return 1
  }
  const force = values.force ?? false
  const demoOnly = values['demo-only'] ?? false
  if (force && demoOnly) {
    console.error(`--force and --demo-only exclude each other.\n\n${usage}`)
    return 1
  }
  const env = parseEnv(process.env)
  const database = await resolveDatabase(env, (message) => console.log(message))
  try {
    await runMigrations(database.url)
    const outcome = await seedCommand(database.url, { force, demoOnly })
    if (outcome.kind === 'refused') {
      console.error(
        'Refused: this database holds more than the demo content, and reseeding would delete or ' +
          `replace it:\n${describeFindings(outcome.findings)}\n` +
          'To reload only the demo content and keep all of this: npm run seed -- --demo-only\n' +
          'To delete it and reload the demo site (back it up first: npm run backup): ' +
          'npm run seed -- --force',
      )
      return 1
    }
    if (outcome.kind === 'seeded' && outcome.findings.length) {
      console.warn(
        `WARNING (--force): this database held more than the demo content. Deleted or replaced:\n` +
          describeFindings(outcome.findings.filter((finding) => finding.fate !== 'kept')),
      )
      const kept = outcome.findings.filter((finding) => finding.fate === 'kept')
      if (kept.length) console.warn(`Kept:\n${describeFindings(kept)}`)
    }
    if (outcome.kind === 'demo-only') {
      for (const left of outcome.skipped) {
        console.warn(`left out: the demo's ${left}, whose reference or address other data uses`)
      }
      console.log('Demo content reseeded; everything else is as it was.')
    } else console.log('Database seeded with the demo site.')
    return 0
  } finally {
    // Leave a server that `npm start` is using alone.
    if (database.startedHere) await database.stop()
  }
}

process.exitCode = await main()
