import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Readable } from 'node:stream'
import { createGzip } from 'node:zlib'
import pg from 'pg'
import { appliedMigrations, quoteIdent, sequences, tablesInLoadOrder } from './catalog'
import { copyDataFiles } from './data-files'
import { databaseFolder, filesFolder, writeManifest, type Manifest } from './manifest'

const batchRows = 2_000

/** The rows of one table as JSON lines, read through a cursor in the snapshot's transaction. */
async function* tableLines(client: pg.ClientBase, table: string) {
  await client.query(
    `declare dump no scroll cursor for select row_to_json(t)::text as line from ${quoteIdent(table)} t`,
  )
  try {
    for (;;) {
      const { rows } = await client.query<{ line: string }>(`fetch ${batchRows} from dump`)
      if (!rows.length) return
      yield rows.map((row) => `${row.line}\n`).join('')
    }
  } finally {
    await client.query('close dump')
  }
}

/**
 * Writes a backup of the database at `url` and of the data files under `dataDir` to `folder`
 * (docs/decisions/032-operations.md): every table of the site's schema as gzipped JSON lines, read
 * in one snapshot through the site's own connection (no pg_dump, whose major version would have
 * to match the server's, and which the embedded PostgreSQL does not ship), the sequences, and a
 * copy of DATA_DIR without the database cluster. Written beside as `<folder>.partial` and renamed
 * at the end, so a backup that stops halfway is never taken for a whole one.
 */
export async function backup(url: string, dataDir: string, folder: string): Promise<Manifest> {
  const existing = await readdir(folder).catch(() => undefined)
  if (existing) throw new Error(`${folder} already exists: choose a new folder for the backup`)
  const partial = `${folder}.partial`
  await rm(partial, { recursive: true, force: true })
  await mkdir(path.join(partial, databaseFolder), { recursive: true })
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('begin isolation level repeatable read read only')
    const migrations = await appliedMigrations(client)
    const { rows: version } = await client.query<{ v: string }>(
      "select current_setting('server_version') as v",
    )
    const tables: Manifest['tables'] = []
    for (const table of await tablesInLoadOrder(client)) {
      const file = `${databaseFolder}/${table.name}.jsonl.gz`
      let rows = 0
      const lines = Readable.from(
        (async function* () {
          for await (const chunk of tableLines(client, table.name)) {
            rows += chunk.split('\n').length - 1
            yield chunk
          }
        })(),
      )
      await pipeline(lines, createGzip(), createWriteStream(path.join(partial, file)))
      tables.push({ name: table.name, rows, file })
    }
    const sequenceValues: Manifest['sequences'] = []
    for (const name of await sequences(client)) {
      const { rows } = await client.query<{ value: string; isCalled: boolean }>(
        `select last_value::text as value, is_called as "isCalled" from ${quoteIdent(name)}`,
      )
      sequenceValues.push({ name, ...rows[0]! })
    }
    await client.query('commit')
    await mkdir(path.join(partial, filesFolder))
    const files = await copyDataFiles(dataDir, path.join(partial, filesFolder), partial)
    const manifest: Manifest = {
      format: 'agency-site-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      migrations,
      postgresVersion: version[0]!.v,
      tables,
      sequences: sequenceValues,
      files,
    }
    await writeManifest(partial, manifest)
    await rename(partial, folder)
    return manifest
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  } finally {
    await client.end()
  }
}
