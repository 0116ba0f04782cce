import { createHash } from 'node:crypto'
import { chmod, lstat, mkdtemp, rm } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from './embedded'

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
    'starts as root from a private folder the postgres user cannot enter',
    async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'pg-private-'))
      folders.push(folder)
      await chmod(folder, 0o700)
      const dataDir = path.join(folder, 'data', 'postgres')
      const cluster = await startEmbeddedPostgres({
        dataDir,
        port: await freePort(),
        database: 'x',
      })
      const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 12)
      folders.push(path.join('/var/lib/agency-site', hash))
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
    },
    120_000,
  )
})
