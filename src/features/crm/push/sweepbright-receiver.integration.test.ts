import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import {
  sampleEstate,
  sampleProject,
  startFakeSweepBright,
  type FakeSweepBright,
} from '../../../../tests/support/fake-sweepbright'
import {
  agents,
  crmConnection,
  crmRecords,
  importRuns,
  projects,
  properties,
  propertyTypes,
} from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { seedContent } from '@/server/seed/seed-content'
import { localStore } from '@/server/storage/local-store'
import type { Env } from '@/lib/env-schema'
import { sealCrmSecret } from '@/features/crm/config/crm-settings.server'
import { receiveSweepBrightWebhook } from './sweepbright-receiver.server'

// The webhook as SweepBright sends it, over HTTP to the site's receiver: the signature checked on
// the raw bytes before anything else, then the estate fetched from the fake SweepBright, imported
// through the catalogue and its address reported back.
let database: Awaited<ReturnType<typeof createTestDatabase>>
let fake: FakeSweepBright
let receiver: Server
let target: string
let mediaDir: string

const secret = 'sb-client-secret-for-tests'

async function configure(provider = 'sweepbright') {
  const settings = fake.settings()
  await database.db.delete(crmConnection)
  await database.db.insert(crmConnection).values({
    provider,
    baseUrl: settings.baseUrl,
    clientId: settings.clientId,
    clientSecretSealed: sealCrmSecret('clientSecret', secret),
  })
}

async function listing(reference: string) {
  const [row] = await database.db
    .select()
    .from(properties)
    .where(eq(properties.reference, reference))
  return row
}

beforeAll(async () => {
  process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.1/32'
  database = await createTestDatabase()
  await seedContent(database.db)
  await database.db.insert(propertyTypes).values(generateDemo({ today: new Date() }).propertyTypes)
  process.env.DATABASE_URL = database.url
  mediaDir = await mkdtemp(path.join(tmpdir(), 'sweepbright-receiver-'))
  fake = await startFakeSweepBright({ clientSecret: secret })
  const env = { DATA_DIR: mediaDir } as Env
  // Node's request as the Request the route handler gets.
  receiver = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const request = new Request(`http://127.0.0.1${incoming.url}`, {
      method: incoming.method,
      headers: incoming.headers as Record<string, string>,
      body: Buffer.concat(chunks),
    })
    const response = await receiveSweepBrightWebhook(request, {
      db: database.db,
      env,
      media: localStore(mediaDir),
    })
    outgoing.writeHead(response.status, { 'content-type': 'application/json' })
    outgoing.end(await response.text())
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/crm/sweepbright/webhook`
})

afterAll(async () => {
  receiver.close()
  await fake.close()
  const { pool } = await import('@/server/db/pool-registry')
  await pool()?.end()
  await database.drop()
  await rm(mediaDir, { recursive: true, force: true })
})

beforeEach(async () => {
  await configure()
  fake.requests.length = 0
})

describe('SweepBright webhook receiver', () => {
  it('refuses a wrong signature with 401 and fetches nothing', async () => {
    const estate = sampleEstate()
    fake.upsert(estate)
    const wrong = await fake.sendWebhook(
      target,
      { event: 'estate-added', estateId: estate.id },
      {
        signWith: 'not-the-secret',
      },
    )
    expect(wrong.status).toBe(401)
    const missing = await fake.sendWebhook(
      target,
      { event: 'estate-added', estateId: estate.id },
      {
        signature: '',
      },
    )
    expect(missing.status).toBe(401)
    expect(fake.requests).toHaveLength(0)
    expect(await database.db.select().from(properties)).toHaveLength(0)
  })

  it('answers 404 while SweepBright is not the CRM in force', async () => {
    await configure('none')
    const estate = sampleEstate()
    fake.upsert(estate)
    const sent = await fake.sendWebhook(target, { event: 'estate-added', estateId: estate.id })
    expect(sent.status).toBe(404)
    expect(fake.requests).toHaveLength(0)
  })

  it('imports an added estate, reports its address, follows an update and a deletion', async () => {
    const estate = sampleEstate()
    fake.upsert(estate)
    const added = await fake.sendWebhook(target, { event: 'estate-added', estateId: estate.id })
    expect(added.status).toBe(200)
    const [link] = await database.db
      .select()
      .from(crmRecords)
      .where(eq(crmRecords.crmId, estate.id))
    const reference = link!.reference!
    const row = await listing(reference)
    expect(row?.published).toBe(true)
    expect(row?.photos.length).toBeGreaterThan(0)
    // SweepBright has no users list: the negotiator the estate names became the listing's agent.
    const [agent] = await database.db.select().from(agents)
    expect(agent).toMatchObject({ firstName: 'Sofie', lastName: 'Janssens' })
    expect(row?.agentId).toBe(agent!.id)
    const reported = fake.reportedUrls.get(estate.id)
    expect(reported).toMatch(new RegExp(`^https?://[^/]+/.+/${reference}/$`))

    fake.upsert({ ...estate, price: { ...(estate.price as object), amount: 512_000 } })
    const updated = await fake.sendWebhook(target, { event: 'estate-updated', estateId: estate.id })
    expect(updated.status).toBe(200)
    expect((await listing(reference))?.price).toBe(512_000)

    const deleted = await fake.sendWebhook(target, { event: 'estate-deleted', estateId: estate.id })
    expect(deleted.status).toBe(200)
    expect((await listing(reference))?.published).toBe(false)
  })

  it('imports a project with its units, and takes a withdrawn unit offline', async () => {
    const project = sampleProject()
    fake.upsert(project)
    const added = await fake.sendWebhook(target, { event: 'estate-added', estateId: project.id })
    const runs = await database.db.select().from(importRuns)
    expect(added.status, JSON.stringify(runs.at(-1))).toBe(200)
    const [row] = await database.db.select().from(projects)
    expect(row?.published).toBe(true)
    const units = await database.db
      .select({ reference: properties.reference })
      .from(properties)
      .where(eq(properties.projectId, row!.id))
    expect(units.length).toBe(2)

    const [first, ...others] = project.properties as { id: string }[]
    fake.upsert({ ...project, properties: others })
    const updated = await fake.sendWebhook(target, {
      event: 'estate-updated',
      estateId: project.id,
    })
    expect(updated.status).toBe(200)
    const [firstLink] = await database.db
      .select()
      .from(crmRecords)
      .where(eq(crmRecords.crmId, first!.id))
    expect((await listing(firstLink!.reference!))?.published).toBe(false)
  })

  it('answers 503 and changes nothing when SweepBright cannot be reached', async () => {
    const estate = { ...sampleEstate(), id: 'e5e5e5e5-0000-4000-8000-000000000001' }
    fake.upsert(estate)
    fake.failNext(10, 'server')
    const sent = await fake.sendWebhook(target, { event: 'estate-added', estateId: estate.id })
    expect(sent.status).toBe(503)
    const [run] = await database.db
      .select()
      .from(importRuns)
      .where(eq(importRuns.id, JSON.parse(sent.text).run))
    expect(run).toMatchObject({ status: 'failed', origin: 'crm' })
    expect(run?.reasons[0]).toMatchObject({ code: 'crmServer' })
  })
})
