import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  realpath,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../tests/support/test-database'
import { propertyRecord } from '../src/features/catalogue/import/test-feed'
import { seedDatabase } from '../src/server/seed/seed-all'
import { readManifest } from '../src/server/backup/manifest'
import { stopEmbeddedPostgres } from '../src/server/postgres/embedded'

let source: Awaited<ReturnType<typeof createTestDatabase>>
let target: Awaited<ReturnType<typeof createTestDatabase>>
let folder: string
let sourceDir: string
let backupDir: string

function run(script: string, args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: 'development', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  })
}

/** Every file under `root` with its content hash and mode, the database cluster aside. */
async function fileList(root: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {}
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name)
      const name = path.relative(root, file)
      if (name === 'postgres' || name === 'postgres-password') continue
      if (entry.isDirectory()) await walk(file)
      else {
        const hash = createHash('sha256')
          .update(await readFile(file))
          .digest('hex')
        found[name] = `${hash} ${((await stat(file)).mode & 0o777).toString(8)}`
      }
    }
  }
  await walk(root)
  return found
}

/**
 * Whether the embedded PostgreSQL of `dataDir` still runs; one that does is stopped, so a failing
 * test leaves none behind. As root the cluster lives elsewhere, behind a link the postgres system
 * user cannot follow (src/server/postgres/embedded.ts): asked at the link's target.
 */
async function clusterStillRunning(dataDir: string): Promise<boolean> {
  return stopEmbeddedPostgres(await realpath(path.join(dataDir, 'postgres')))
}

const tablesCompared = [
  'properties',
  'projects',
  'owners',
  'auth_users',
  'form_submissions',
  'outbox_messages',
  'site_config',
  'cms_pages',
  'path_slugs',
  'testimonials',
  'appointment_slots',
  'property_views_daily',
]

async function snapshot(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const rows: Record<string, unknown[]> = {}
    for (const table of tablesCompared) {
      const result = await client.query(
        `select row_to_json(t)::text as row from ${table} t order by row_to_json(t)::text`,
      )
      rows[table] = result.rows.map((row: { row: string }) => row.row)
    }
    const { rows: sequence } = await client.query<{ last: string }>(
      'select last_value::text as last from properties_id_seq',
    )
    return { rows, propertySequence: sequence[0]!.last }
  } finally {
    await client.end()
  }
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

beforeAll(async () => {
  source = await createTestDatabase()
  target = await createTestDatabase()
  folder = await mkdtemp(path.join(tmpdir(), 'backup-drill-'))
  sourceDir = path.join(folder, 'source-data')
  backupDir = path.join(folder, 'backup')
  await seedDatabase(source.url, { onlyIfEmpty: false })
  const feed = path.join(folder, 'feed.json')
  await writeFile(feed, JSON.stringify({ mode: 'partial', properties: [propertyRecord()] }))
  expect(run('import', [feed], { DATABASE_URL: source.url, DATA_DIR: sourceDir }).status).toBe(0)
  // A visitor's request, with its e-mail queued, as the request pipeline stores them.
  await source.pool.query(
    `insert into form_submissions (kind, locale, property_id, first_name, email, data, antispam)
     select 'info-request', 'nl', id, 'Els', 'els@example.be', '{"message":"Nog vrij?"}', 'altcha'
     from properties where reference = 'IMP-1'`,
  )
  // The files a running site keeps under DATA_DIR.
  await mkdir(path.join(sourceDir, 'media', 'listings', 'IMP-1'), { recursive: true })
  await writeFile(path.join(sourceDir, 'media', 'listings', 'IMP-1', 'front.jpg'), 'jpeg bytes')
  await mkdir(path.join(sourceDir, 'attachments', 'uploads', 'a1b2'), { recursive: true })
  await writeFile(path.join(sourceDir, 'attachments', 'uploads', 'a1b2', 'cv.pdf'), '%PDF-1.7', {
    mode: 0o600,
  })
  await writeFile(path.join(sourceDir, 'app-secret'), 'x'.repeat(64), { mode: 0o600 })
}, 120_000)

afterAll(async () => {
  await source?.drop()
  await target?.drop()
  await rm(folder, { recursive: true, force: true })
})

describe('npm run backup and npm run restore (restore drill)', () => {
  it('backs up the database and the data files into a new folder', async () => {
    const made = run('backup', [backupDir], { DATABASE_URL: source.url, DATA_DIR: sourceDir })
    expect(made.stderr).toBe('')
    expect(made.status).toBe(0)
    expect(made.stdout).toMatch(/^Backup written to .*: \d+ rows in \d+ tables, 3 files/)
    const manifest = await readManifest(backupDir)
    expect(manifest.tables.find((table) => table.name === 'form_submissions')?.rows).toBe(1)
    expect(manifest.files.count).toBe(3)
    // Parents come before the tables that reference them.
    const order = manifest.tables.map((table) => table.name)
    expect(order.indexOf('properties')).toBeLessThan(order.indexOf('form_submissions'))
    expect(order.indexOf('property_types')).toBeLessThan(order.indexOf('properties'))

    const again = run('backup', [backupDir], { DATABASE_URL: source.url, DATA_DIR: sourceDir })
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('already exists: choose a new folder')
  })

  it('restores into an empty database and an empty DATA_DIR: same rows, sequences and files', async () => {
    const restoredDir = path.join(folder, 'restored-data')
    const restored = run('restore', [backupDir], {
      DATABASE_URL: target.url,
      DATA_DIR: restoredDir,
    })
    expect(restored.stderr).toBe('')
    expect(restored.status).toBe(0)
    expect(restored.stdout).toContain('Restored ')
    expect(await snapshot(target.url)).toEqual(await snapshot(source.url))
    expect(await fileList(restoredDir)).toEqual(await fileList(sourceDir))
    const { rows } = await target.pool.query<{ n: number }>(
      'select count(*)::int as n from listing_changes',
    )
    expect(rows[0]!.n).toBe((await source.pool.query('select 1 from listing_changes')).rowCount)

    const twice = run('restore', [backupDir], { DATABASE_URL: target.url, DATA_DIR: restoredDir })
    expect(twice.status).toBe(1)
    expect(twice.stderr).toContain('cannot restore: the database is not empty')
  })

  it('restores into the embedded PostgreSQL of an empty DATA_DIR, and backs it up alike', async () => {
    const dataDir = path.join(folder, 'embedded-data')
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) }
    const restored = run('restore', [backupDir], env)
    expect(restored.status).toBe(0)
    expect(await fileList(dataDir)).toEqual(await fileList(sourceDir))
    const second = path.join(folder, 'second-backup')
    expect(run('backup', [second], env).status).toBe(0)
    const [first, copy] = [await readManifest(backupDir), await readManifest(second)]
    expect(copy.tables).toEqual(first.tables)
    expect(copy.sequences).toEqual(first.sequences)
    expect(copy.files).toEqual(first.files)

    // Refused (the database is no longer empty): the PostgreSQL it started is stopped again.
    const again = run('restore', [backupDir], env)
    expect(again.status).toBe(1)
    expect(again.stderr).toContain('cannot restore: the database is not empty')
    expect(await clusterStillRunning(dataDir)).toBe(false)
  }, 120_000)

  it('refuses a backup that lost a table file, and stops the PostgreSQL it started', async () => {
    const damaged = path.join(folder, 'damaged-backup')
    await cp(backupDir, damaged, { recursive: true })
    const { tables } = await readManifest(damaged)
    const lost = tables.find((table) => table.name === 'properties')!
    await rm(path.join(damaged, lost.file))
    const dataDir = path.join(folder, 'damaged-data')
    const refused = run('restore', [damaged], {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(await freePort()),
    })
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain(lost.file)
    expect(await clusterStillRunning(dataDir)).toBe(false)
  }, 120_000)

  it('refuses a folder that is not a whole backup, touching nothing', async () => {
    const refused = run('restore', [path.join(folder, 'nothing')], {
      DATABASE_URL: target.url,
      DATA_DIR: path.join(folder, 'unused'),
    })
    expect(refused.status).toBe(1)
    expect(refused.stderr).toContain('is not a complete backup')
  })
})
