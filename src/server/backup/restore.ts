import { createReadStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { pipeline } from 'node:stream'
import { createGunzip } from 'node:zlib'
import pg from 'pg'
import { appliedMigrations, quoteIdent, tablesInLoadOrder } from './catalog'
import { copyDataFiles, dataEntries } from './data-files'
import { filesFolder, readManifest, type Manifest } from './manifest'

const batchRows = 1_000

/** Rows the migrations themselves write; a restore replaces them. */
const migrationRows = new Set(['content_version', 'back_office_settings'])

/** Why the database or DATA_DIR is not a fit target for `folder`'s backup, or undefined. */
export async function restoreProblem(
  client: pg.ClientBase,
  dataDir: string,
  manifest: Manifest,
): Promise<string | undefined> {
  const migrations = await appliedMigrations(client)
  if (migrations !== manifest.migrations) {
    return (
      `the backup was made with ${manifest.migrations} database migrations and this build has ` +
      `${migrations}: restore it with the version of the site that made it, then start the new one`
    )
  }
  const filled: string[] = []
  for (const table of await tablesInLoadOrder(client)) {
    if (migrationRows.has(table.name)) continue
    const { rowCount } = await client.query(`select 1 from ${quoteIdent(table.name)} limit 1`)
    if (rowCount) filled.push(table.name)
  }
  if (filled.length) {
    return (
      `the database is not empty (${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ', …' : ''}): ` +
      'restore into a new, empty database (for the embedded one: an empty DATA_DIR; start the site ' +
      'only after the restore, or with SEED_ON_START=false)'
    )
  }
  const present = await dataEntries(dataDir)
  if (present.length) {
    return `DATA_DIR (${dataDir}) already holds ${present.join(', ')}: restore into an empty DATA_DIR`
  }
  return undefined
}

async function loadTable(
  client: pg.ClientBase,
  folder: string,
  table: Manifest['tables'][number],
  columns: string[],
) {
  const list = columns.map(quoteIdent).join(', ')
  const insert =
    `insert into ${quoteIdent(table.name)} (${list}) overriding system value ` +
    `select ${list} from json_populate_recordset(null::${quoteIdent(table.name)}, $1::json)`
  let batch: string[] = []
  const flush = async () => {
    if (batch.length) await client.query(insert, [`[${batch.join(',')}]`])
    batch = []
  }
  // pipeline, not pipe: a missing or truncated file then fails this loop (and the restore, which
  // stops the PostgreSQL it started) instead of an unhandled error ending the process.
  const lines = createInterface({
    input: pipeline(createReadStream(path.join(folder, table.file)), createGunzip(), () => {}),
    crlfDelay: Infinity,
  })
  for await (const line of lines) {
    if (line === '') continue
    batch.push(line)
    if (batch.length >= batchRows) await flush()
  }
  await flush()
}

/**
 * Restores `folder`'s backup into the empty, migrated database at `url` and the empty `dataDir`:
 * all rows in one transaction (parents before children, the listing-change trigger off, as the
 * rows are history and no news), the sequences where they were, then the data files.
 */
export async function restore(url: string, dataDir: string, folder: string): Promise<Manifest> {
  const manifest = await readManifest(folder)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const problem = await restoreProblem(client, dataDir, manifest)
    if (problem) throw new Error(`cannot restore: ${problem}`)
    const tables = new Map((await tablesInLoadOrder(client)).map((table) => [table.name, table]))
    const missing = manifest.tables.filter((table) => !tables.has(table.name))
    if (missing.length) {
      throw new Error(`cannot restore: this database has no table ${missing[0]!.name}`)
    }
    await client.query('begin')
    await client.query("set local agency.listing_changes = 'off'")
    for (const name of migrationRows) await client.query(`delete from ${quoteIdent(name)}`)
    for (const table of manifest.tables) {
      await loadTable(client, folder, table, tables.get(table.name)!.columns)
    }
    for (const sequence of manifest.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        quoteIdent(sequence.name),
        sequence.value,
        sequence.isCalled,
      ])
    }
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
  await mkdir(dataDir, { recursive: true })
  await copyDataFiles(path.join(folder, filesFolder), dataDir)
  return manifest
}
