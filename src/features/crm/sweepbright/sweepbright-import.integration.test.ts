process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.1/32'

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { importFeed } from '@/features/catalogue/import/import-feed'
import type { CrmPage, MappingContext } from '@/features/crm/connector'
import { createCrmHttp } from '@/features/crm/http/crm-http'
import { agents, projects, properties, propertyTypes } from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { localStore } from '@/server/storage/local-store'
import { createTestDatabase } from '../../../../tests/support/test-database'
import {
  sampleEstate,
  sampleProject,
  startFakeSweepBright,
  type FakeSweepBright,
} from '../../../../tests/support/fake-sweepbright'
import { createSweepBrightConnector } from './sweepbright-connector'

// The connector's records through the catalogue's real import: they are valid for the database
// (type ids, region scales, project links) and a photo is downloaded once whatever its signed URL.

let database: Awaited<ReturnType<typeof createTestDatabase>>
let fake: FakeSweepBright
let workDir: string
const context: MappingContext = { agentId: () => null }

beforeAll(async () => {
  database = await createTestDatabase()
  const demo = generateDemo({ today: new Date('2026-03-29T10:00:00Z') })
  await database.db.insert(propertyTypes).values(demo.propertyTypes)
  await database.db.insert(agents).values(demo.agents)
  workDir = await mkdtemp(path.join(tmpdir(), 'sweepbright-import-'))
  fake = await startFakeSweepBright()
  fake.upsert(sampleEstate())
  fake.upsert(sampleProject())
})

afterAll(async () => {
  await fake?.close()
  await database?.drop()
  if (workDir) await rm(workDir, { recursive: true, force: true })
})

function run(page: CrmPage) {
  return importFeed(
    database.db,
    {
      mode: 'partial',
      projects: page.projects.map(({ record }) => record),
      properties: page.properties.map(({ record }) => record),
    },
    { feedDir: workDir, media: localStore(workDir) },
  )
}

it('imports the fetched estates, and a second fetch with new photo URLs downloads nothing', async () => {
  const connector = createSweepBrightConnector({
    settings: fake.settings(),
    http: createCrmHttp({ baseDelayMs: 1, maxDelayMs: 5 }),
  })
  const fetchAll = async () => {
    const house = await connector.fetchOne('4c1d7e2a-9b3f-4e61-8a0d-2f5b6c7d8e90', context)
    const project = await connector.fetchOne('7a0e9c1b-5d24-4f3a-9e8b-1c2d3e4f5a6b', context)
    return {
      properties: [...house!.properties, ...project!.properties],
      projects: project!.projects,
      skipped: [],
    }
  }

  const first = await run(await fetchAll())
  expect(first.properties.invalid).toEqual([])
  expect(first.projects.invalid).toEqual([])
  expect(first.properties.created).toEqual(['MEC-0231', 'NB-LEIE-0.1', 'NB-LEIE-1.1'])
  expect(first.projects.created).toEqual(['NB-LEIE'])
  const downloads = fake.mediaRequests.length
  // Two photos and a plan of the house, one photo of the project.
  expect(downloads).toBe(4)

  const [unit] = await database.db
    .select({ projectId: properties.projectId })
    .from(properties)
    .where(eq(properties.reference, 'NB-LEIE-0.1'))
  const [project] = await database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.reference, 'NB-LEIE'))
  expect(unit?.projectId).toBe(project?.id)

  const second = await run(await fetchAll())
  expect(second.properties.unchanged).toEqual(['MEC-0231', 'NB-LEIE-0.1', 'NB-LEIE-1.1'])
  expect(second.projects.unchanged).toEqual(['NB-LEIE'])
  expect(fake.mediaRequests.length).toBe(downloads)
})
