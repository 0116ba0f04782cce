import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres, stopEmbeddedPostgres } from './embedded'

const port = 54359
let dataDir: string | undefined

afterAll(async () => {
  if (dataDir) await rm(path.dirname(dataDir), { recursive: true, force: true })
})

async function count(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from kept')
  await client.end()
  return rows[0]!.n
}

describe('embedded PostgreSQL', () => {
  it('initialises, keeps data across restarts and recovers from an unclean stop', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'agency-pg-'))
    // mkdtemp makes a private directory; as root the server runs as another user that must enter it.
    await chmod(root, 0o755)
    dataDir = path.join(root, 'postgres')
    const first = await startEmbeddedPostgres({ dataDir, port, database: 'recovery' })
    expect(first.startedHere).toBe(true)
    const client = new pg.Client({ connectionString: first.url })
    await client.connect()
    await client.query('create table kept (id int)')
    await client.query('insert into kept values (1), (2)')
    await client.end()

    // The site was killed: the server it started is still running and is reused.
    const reused = await startEmbeddedPostgres({ dataDir, port, database: 'recovery' })
    expect(reused.startedHere).toBe(false)
    expect(await count(reused.url)).toBe(2)
    // Nobody holds a handle on it any more: it is stopped by its data directory.
    expect(await stopEmbeddedPostgres(dataDir)).toBe(true)
    expect(await stopEmbeddedPostgres(dataDir)).toBe(false)

    // The server was killed too, and its PID now belongs to another process: a stale lock file.
    await writeFile(
      path.join(dataDir, 'postmaster.pid'),
      `${process.pid}\n${dataDir}\n0\n${port}\n\n127.0.0.1\n0 0\nready\n`,
    )
    const recovered = await startEmbeddedPostgres({ dataDir, port, database: 'recovery' })
    expect(recovered.startedHere).toBe(true)
    expect(await count(recovered.url)).toBe(2)
    await recovered.stop()
  }, 120_000)
})
