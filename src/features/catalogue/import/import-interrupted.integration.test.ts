import { spawn } from 'node:child_process'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { agents, importRuns, properties, propertyTypes } from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { localStore } from '@/server/storage/local-store'
import { markInterruptedRuns, recordedImport } from './import-runs'
import { propertyRecord } from './test-feed'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let workDir: string
// A photo host that takes the request and never answers: the import waits on it, mid-feed.
const waiting: ServerResponse[] = []
const photoHost = createServer((_req, res) => void waiting.push(res))

beforeAll(async () => {
  database = await createTestDatabase()
  const demo = generateDemo({ today: new Date('2026-03-29T10:00:00Z') })
  await database.db.insert(propertyTypes).values(demo.propertyTypes)
  await database.db.insert(agents).values(demo.agents)
  workDir = await mkdtemp(path.join(tmpdir(), 'feed-killed-'))
  await new Promise<void>((resolve) => photoHost.listen(0, '127.0.0.1', resolve))
})

afterAll(async () => {
  for (const res of waiting) res.destroy()
  await new Promise((resolve) => photoHost.close(resolve))
  await database.drop()
  await rm(workDir, { recursive: true, force: true })
})

const runOf = async (id: number) =>
  (await database.db.select().from(importRuns).where(eq(importRuns.id, id)))[0]!

describe('an import whose process dies', () => {
  it('is marked interrupted by the next run, with what it had imported by its last heartbeat', async () => {
    const { port } = photoHost.address() as AddressInfo
    const feedFile = path.join(workDir, 'feed.json')
    await writeFile(
      feedFile,
      JSON.stringify({
        mode: 'partial',
        properties: [
          propertyRecord({ Reference: 'KILLED-1' }),
          propertyRecord({
            Reference: 'KILLED-2',
            Photos: [{ Url: `http://127.0.0.1:${port}/front.jpg` }],
          }),
          propertyRecord({ Reference: 'KILLED-3' }),
        ],
      }),
    )
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/import.ts', feedFile], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        DATABASE_URL: database.url,
        DATA_DIR: path.join(workDir, 'data'),
        // The photo host stands in for a public one (src/server/outbound/).
        OUTBOUND_ALLOW_PRIVATE: '127.0.0.1/32',
      },
      stdio: 'ignore',
    })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      // Its heartbeat writes the first listing while the second waits for its photo.
      const runId = await vi.waitFor(
        async () => {
          const [run] = await database.db.select().from(importRuns)
          expect(run?.records.map((record) => record.reference)).toEqual(['KILLED-1'])
          return run!.id
        },
        { timeout: 30_000, interval: 250 },
      )
      child.kill('SIGKILL')
      await exited

      // Nothing ends a killed run by itself; until its heartbeat is old enough it may be alive.
      expect(await markInterruptedRuns(database.db)).toBe(0)
      expect((await runOf(runId)).status).toBe('running')
      // The time that passes until its heartbeats are missed.
      await database.pool.query(
        `update import_runs set heartbeat_at = heartbeat_at - interval '1 minute' where id = $1`,
        [runId],
      )

      const next = await recordedImport(
        database.db,
        { origin: 'command', staffId: null, fileName: 'next.json' },
        { mode: 'partial', properties: [propertyRecord({ Reference: 'NEXT-1' })] },
        { feedDir: workDir, media: localStore(workDir) },
      )
      const killed = await runOf(runId)
      expect(killed).toMatchObject({ status: 'interrupted', created: 1, failed: 0 })
      expect(killed.finishedAt).toEqual(killed.heartbeatAt)
      expect(killed.records).toEqual([
        expect.objectContaining({ reference: 'KILLED-1', outcome: 'created' }),
      ])
      expect(await runOf(next.runId)).toMatchObject({ status: 'done', created: 1 })
      // What it left behind: the first listing is live, the others never arrived.
      const imported = await database.db
        .select({ reference: properties.reference, published: properties.published })
        .from(properties)
      expect(imported.filter((row) => row.reference.startsWith('KILLED-'))).toEqual([
        { reference: 'KILLED-1', published: true },
      ])
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  }, 60_000)
})
