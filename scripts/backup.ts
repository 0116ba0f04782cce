// `npm run backup [-- <folder>]`: the database (embedded or DATABASE_URL) and the data files under
// DATA_DIR into a new folder, by default backups/<date and time>. Exit code 1 on failure.
import path from 'node:path'
import { parseEnv } from '../src/lib/env-schema'
import { backup } from '../src/server/backup/backup'
import { resolveDatabase } from '../src/server/database-url'

const usage = 'Usage: npm run backup [-- <new folder>]   (default: backups/<date and time>)'

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  if (args.length > 1 || args[0]?.startsWith('-')) {
    console.error(usage)
    return 1
  }
  const stamp = new Date()
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z')
  const folder = path.resolve(args[0] ?? path.join('backups', stamp))
  const env = parseEnv(process.env)
  const database = await resolveDatabase(env, (message) => console.error(message))
  try {
    const manifest = await backup(database.url, env.DATA_DIR, folder)
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
    console.log(
      `Backup written to ${folder}: ${rows} rows in ${manifest.tables.length} tables, ` +
        `${manifest.files.count} files (${(manifest.files.bytes / 1e6).toFixed(1)} MB).`,
    )
    return 0
  } catch (error) {
    console.error(`Backup failed: ${error instanceof Error ? error.message : error}`)
    return 1
  } finally {
    // Leave a server that `npm start` is using alone.
    if (database.startedHere) await database.stop()
  }
}

process.exitCode = await main()
