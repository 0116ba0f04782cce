// `npm run restore -- <backup folder>`: a backup made by `npm run backup` into an empty database
// (embedded or DATABASE_URL) and an empty DATA_DIR. Exit code 1 when refused or on failure.
import { parseEnv } from '../src/lib/env-schema'
import { readManifest } from '../src/server/backup/manifest'
import { restore } from '../src/server/backup/restore'
import { resolveDatabase } from '../src/server/database-url'
import { runMigrations } from '../src/server/db/migrate'

const usage = 'Usage: npm run restore -- <backup folder>'

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(usage)
    return 1
  }
  const [folder] = args as [string]
  try {
    // Checked before a database is started: a wrong folder touches nothing.
    await readManifest(folder)
  } catch (error) {
    console.error((error as Error).message)
    return 1
  }
  const env = parseEnv(process.env)
  const database = await resolveDatabase(env, (message) => console.error(message))
  try {
    await runMigrations(database.url)
    const manifest = await restore(database.url, env.DATA_DIR, folder)
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
    console.log(
      `Restored ${rows} rows and ${manifest.files.count} files from the backup of ${manifest.createdAt}.`,
    )
    return 0
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return 1
  } finally {
    if (database.startedHere) await database.stop()
  }
}

process.exitCode = await main()
