import { existsSync } from 'node:fs'
import {
  chmod,
  lstat,
  mkdir,
  mkdtemp,
  readFile,
  readlink,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { passwordFileOf, startEmbeddedPostgres } from './embedded'

const folders: string[] = []

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true })
})

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

describe('the embedded PostgreSQL', () => {
  it('names the taken port and the fix instead of "examine the log output"', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'pg-port-'))
    folders.push(folder)
    await chmod(folder, 0o755)
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const { port } = taken.address() as AddressInfo
    try {
      await expect(
        startEmbeddedPostgres({ dataDir: path.join(folder, 'postgres'), port, database: 'x' }),
      ).rejects.toThrow(
        `EMBEDDED_PG_PORT ${port} is already in use by another program (another PostgreSQL?): stop it, or start the site with a free port`,
      )
    } finally {
      await new Promise((resolve) => taken.close(resolve))
    }
  })

  // CI and the developers' machines run as root; the case only exists there.
  it.runIf(userInfo().uid === 0)(
    'starts as root from a private folder the postgres user cannot enter, also in a new clone at the same path',
    async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'pg-private-'))
      folders.push(folder)
      const dataDir = path.join(folder, 'data', 'postgres')
      const startHere = async () => {
        await chmod(folder, 0o700)
        const cluster = await startEmbeddedPostgres({
          dataDir,
          port: await freePort(),
          database: 'x',
        })
        const target = path.resolve(path.dirname(dataDir), await readlink(dataDir))
        folders.push(path.dirname(target))
        try {
          expect((await lstat(dataDir)).isSymbolicLink()).toBe(true)
          const client = new pg.Client({ connectionString: cluster.url })
          await client.connect()
          const { rows } = await client.query<{ one: number }>('select 1 as one')
          await client.end()
          expect(rows).toEqual([{ one: 1 }])
        } finally {
          await cluster.stop()
        }
        return target
      }
      const first = await startHere()
      // The clone is deleted and made again at the same path: its password file is gone, so the
      // old cluster cannot be used; a new one is made and the orphan removed.
      await rm(folder, { recursive: true, force: true })
      await mkdir(folder)
      const second = await startHere()
      expect(second).not.toBe(first)
      expect(existsSync(first)).toBe(false)
    },
    180_000,
  )
})

async function logsIn(url: string, password: string): Promise<boolean> {
  const target = new URL(url)
  target.password = password
  const client = new pg.Client({ connectionString: target.toString() })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

describe("the embedded PostgreSQL's superuser password", () => {
  it('is random, stored under DATA_DIR with mode 0600, and replaces the old postgres/postgres', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'pg-password-'))
    folders.push(folder)
    await chmod(folder, 0o755)
    const dataDir = path.join(folder, 'postgres')
    const port = await freePort()
    const first = await startEmbeddedPostgres({ dataDir, port, database: 'x' })
    const file = passwordFileOf(dataDir)
    expect(file).toBe(path.join(folder, 'postgres-password'))
    const password = (await readFile(file, 'utf8')).trim()
    expect(password).toMatch(/^[\w-]{32}$/)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect(await logsIn(first.url, password)).toBe(true)
    expect(await logsIn(first.url, 'postgres')).toBe(false)

    // A data directory made before the password file: the old password, no file.
    const client = new pg.Client({ connectionString: first.url })
    await client.connect()
    await client.query("alter role postgres password 'postgres'")
    await client.end()
    await first.stop()
    await rm(file)

    const logs: string[] = []
    const second = await startEmbeddedPostgres({
      dataDir,
      port,
      database: 'x',
      log: (line) => logs.push(line),
    })
    try {
      const migrated = (await readFile(file, 'utf8')).trim()
      expect(migrated).not.toBe('postgres')
      expect((await stat(file)).mode & 0o777).toBe(0o600)
      expect(await logsIn(second.url, migrated)).toBe(true)
      expect(await logsIn(second.url, 'postgres')).toBe(false)
      expect(logs.join('\n')).toContain(`now has a random password, stored in ${file}`)
    } finally {
      await second.stop()
    }
  }, 120_000)

  it('stops the server it started when the stored password does not open it', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'pg-lost-password-'))
    folders.push(folder)
    await chmod(folder, 0o755)
    const dataDir = path.join(folder, 'postgres')
    const port = await freePort()
    const cluster = await startEmbeddedPostgres({ dataDir, port, database: 'x' })
    await cluster.stop()
    await writeFile(passwordFileOf(dataDir), 'not-the-password\n', { mode: 0o600 })
    await expect(startEmbeddedPostgres({ dataDir, port, database: 'x' })).rejects.toThrow(
      /refuses the password in/,
    )
    // Nothing is left listening: the next start (or another program) gets the port.
    const probe = createServer()
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject)
      probe.listen(port, '127.0.0.1', resolve)
    })
    await new Promise((resolve) => probe.close(resolve))
  }, 120_000)
})
