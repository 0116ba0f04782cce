import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { agents, importRuns, ownerHistory, properties, propertyTypes } from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { localStore } from '@/server/storage/local-store'
import { importFeed } from './import-feed'
import { recordedImport } from './import-runs'
import { propertyRecord } from './test-feed'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let workDir: string

const options = () => ({ feedDir: workDir, media: localStore(workDir) })

beforeAll(async () => {
  database = await createTestDatabase()
  const demo = generateDemo({ today: new Date('2026-03-29T10:00:00Z') })
  await database.db.insert(propertyTypes).values(demo.propertyTypes)
  await database.db.insert(agents).values(demo.agents)
  workDir = await mkdtemp(path.join(tmpdir(), 'feed-history-'))
})

afterAll(async () => {
  await database.drop()
  await rm(workDir, { recursive: true, force: true })
})

const visit = {
  Key: 'crm-visit-1',
  Date: '2026-03-20T14:30:00+01:00',
  Type: 'visit',
  Contact: 'Thomas B.',
  Subject: 'Visit with a young couple',
  Comment: 'They liked the terrace.',
  Status: 'done',
}
const portal = {
  Key: 'crm-media-1',
  Date: '2026-03-18T09:00:00+01:00',
  Type: 'online_media',
  Subject: 'Published on Immoweb',
  Source: 'Immoweb',
}

async function historyOf(reference: string) {
  return database.db
    .select({
      feedKey: ownerHistory.feedKey,
      occurredAt: ownerHistory.occurredAt,
      type: ownerHistory.type,
      contact: ownerHistory.contact,
      subject: ownerHistory.subject,
      comment: ownerHistory.comment,
      status: ownerHistory.status,
      source: ownerHistory.source,
    })
    .from(ownerHistory)
    .innerJoin(properties, eq(properties.id, ownerHistory.propertyId))
    .where(eq(properties.reference, reference))
    .orderBy(ownerHistory.occurredAt, ownerHistory.feedKey)
}

describe('owner history in the feed', () => {
  it('imports the rows of a listing, upserts them by Key and writes nothing the second time', async () => {
    const record = propertyRecord({ Reference: 'HIST-1', OwnerHistory: [visit, portal] })
    const first = await importFeed(
      database.db,
      { mode: 'partial', properties: [record] },
      options(),
    )
    expect(first.properties.created).toEqual(['HIST-1'])
    expect(await historyOf('HIST-1')).toEqual([
      {
        feedKey: 'crm-media-1',
        occurredAt: new Date('2026-03-18T08:00:00Z'),
        type: 'online_media',
        contact: null,
        subject: 'Published on Immoweb',
        comment: null,
        status: null,
        source: 'Immoweb',
      },
      {
        feedKey: 'crm-visit-1',
        occurredAt: new Date('2026-03-20T13:30:00Z'),
        type: 'visit',
        contact: 'Thomas B.',
        subject: 'Visit with a young couple',
        comment: 'They liked the terrace.',
        status: 'done',
        // A row without a Source is the agency's own.
        source: 'agency',
      },
    ])

    const again = await importFeed(
      database.db,
      { mode: 'partial', properties: [record] },
      options(),
    )
    expect(again.properties.unchanged).toEqual(['HIST-1'])

    // A changed row is updated in place, a new one added, and one the feed no longer sends kept.
    const changed = propertyRecord({
      Reference: 'HIST-1',
      OwnerHistory: [
        { ...visit, Comment: 'They will make an offer.' },
        { ...visit, Key: 'crm-call-2', Type: 'communication', Subject: 'Phone call' },
      ],
    })
    const third = await importFeed(
      database.db,
      { mode: 'partial', properties: [changed] },
      options(),
    )
    expect(third.properties.updated).toEqual(['HIST-1'])
    const rows = await historyOf('HIST-1')
    expect(rows.map((row) => [row.feedKey, row.comment])).toEqual([
      ['crm-media-1', null],
      ['crm-call-2', 'They liked the terrace.'],
      ['crm-visit-1', 'They will make an offer.'],
    ])
  })

  it('refuses a record whose history rows are wrong, naming the field', async () => {
    const report = await importFeed(
      database.db,
      {
        mode: 'partial',
        properties: [
          propertyRecord({
            Reference: 'HIST-2',
            OwnerHistory: [visit, { ...visit, Type: 'letter' }],
          }),
          propertyRecord({
            Reference: 'HIST-3',
            OwnerHistory: [visit, { ...portal, Key: 'crm-visit-1' }],
          }),
        ],
      },
      options(),
    )
    expect(report.properties.invalid).toMatchObject([
      {
        reference: 'HIST-2',
        index: 0,
        errors: ['OwnerHistory[1].Type: must be one of visit, communication, online_media'],
      },
      {
        reference: 'HIST-3',
        index: 1,
        errors: [
          "OwnerHistory[1].Key: crm-visit-1 appears more than once in this property's history",
        ],
      },
    ])
    expect(await historyOf('HIST-2')).toEqual([])
    expect(await historyOf('HIST-3')).toEqual([])
  })
})

describe('import runs', () => {
  it('records a run with its counts and each record’s outcome, a failing record with its error', async () => {
    const run = await recordedImport(
      database.db,
      { origin: 'command', staffId: null, fileName: 'feed.json' },
      {
        mode: 'partial',
        properties: [
          propertyRecord({ Reference: 'RUN-1' }),
          propertyRecord({ Reference: 'RUN-2', Price: -5 }),
          propertyRecord({ Reference: 'HIST-1', OwnerHistory: [] }),
        ],
      },
      options(),
    )
    expect('report' in run).toBe(true)
    const [row] = await database.db.select().from(importRuns).where(eq(importRuns.id, run.runId))
    expect(row).toMatchObject({
      origin: 'command',
      fileName: 'feed.json',
      status: 'done',
      mode: 'partial',
      created: 1,
      updated: 0,
      unchanged: 1,
      failed: 1,
      records: [
        {
          section: 'property',
          index: 1,
          reference: 'RUN-2',
          outcome: 'failed',
          errors: [
            {
              field: 'Price',
              code: 'min',
              params: { limit: 0 },
              text: 'Price: must be at least 0 euros',
            },
          ],
        },
        { section: 'property', reference: 'RUN-1', outcome: 'created', errors: [] },
        { section: 'property', reference: 'HIST-1', outcome: 'unchanged', errors: [] },
      ],
    })
    expect(row!.finishedAt).not.toBeNull()
  })

  it('records a feed refused as a whole with the reason, and imports nothing', async () => {
    const run = await recordedImport(
      database.db,
      { origin: 'upload', staffId: null, fileName: 'broken.json' },
      { mode: 'sometimes', properties: [propertyRecord({ Reference: 'RUN-9' })] },
      options(),
    )
    expect('refused' in run).toBe(true)
    const [row] = await database.db.select().from(importRuns).where(eq(importRuns.id, run.runId))
    expect(row).toMatchObject({ status: 'refused', created: 0, records: [] })
    expect(row!.message).toContain("mode: must be 'full' or 'partial'")
    expect(
      await database.db.select().from(properties).where(eq(properties.reference, 'RUN-9')),
    ).toEqual([])
  })
})
