import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { agents, propertyTypes } from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { localStore } from '@/server/storage/local-store'
import { importFeed } from './import-feed'
import { projectRecord, propertyRecord } from './test-feed'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let workDir: string

beforeAll(async () => {
  database = await createTestDatabase()
  const demo = generateDemo({ today: new Date('2026-03-29T10:00:00Z') })
  await database.db.insert(propertyTypes).values(demo.propertyTypes)
  await database.db.insert(agents).values(demo.agents)
  workDir = await mkdtemp(path.join(tmpdir(), 'feed-slots-'))
})

afterAll(async () => {
  await database?.drop()
  if (workDir) await rm(workDir, { recursive: true, force: true })
})

const run = (records: unknown[], projects?: unknown[]) =>
  importFeed(
    database.db,
    { mode: 'partial', properties: records, ...(projects ? { projects } : {}) },
    { feedDir: workDir, media: localStore(workDir) },
  )

type Slot = {
  id: number
  feed_key: string | null
  starts_at: Date
  ends_at: Date
  capacity: number
  booked: number
  open_house: boolean
}

const slotsOf = async (reference: string) =>
  (
    await database.pool.query<Slot>(
      `select s.* from appointment_slots s
       left join properties p on p.id = s.property_id
       left join projects j on j.id = s.project_id
       where coalesce(p.reference, j.reference) = $1 order by s.starts_at`,
      [reference],
    )
  ).rows

describe('visit slots in the feed', () => {
  it('creates them, keyed by their start; the same feed again changes nothing', async () => {
    const record = propertyRecord({
      Reference: 'SLOT-1',
      VisitSlots: [
        { Start: '2030-12-05T10:00:00+01:00', Length: 30, Capacity: 2 },
        { Start: '2030-12-06T14:00:00+01:00', Length: 120, OpenHouse: true },
        // A past slot is ignored.
        { Start: '2020-01-06T10:00:00+01:00', Length: 30 },
      ],
    })
    expect((await run([record])).properties.created).toEqual(['SLOT-1'])
    expect(await slotsOf('SLOT-1')).toMatchObject([
      {
        feed_key: '2030-12-05T09:00:00.000Z',
        capacity: 2,
        open_house: false,
        ends_at: new Date('2030-12-05T09:30:00Z'),
      },
      { feed_key: '2030-12-06T13:00:00.000Z', capacity: 1, open_house: true },
    ])
    // The same instant written in UTC is the same slot.
    const again = propertyRecord({
      Reference: 'SLOT-1',
      VisitSlots: [
        { Start: '2030-12-05T09:00:00Z', Length: 30, Capacity: 2 },
        { Start: '2030-12-06T14:00:00+01:00', Length: 120, OpenHouse: true },
      ],
    })
    expect((await run([again])).properties.unchanged).toEqual(['SLOT-1'])
  })

  it('updates a slot in place and deletes an unlisted one only while nobody booked it', async () => {
    const record = (slots: unknown[]) => propertyRecord({ Reference: 'SLOT-2', VisitSlots: slots })
    await run([
      record([
        { Start: '2030-11-04T10:00:00+01:00', Length: 30, Capacity: 3 },
        { Start: '2030-11-05T10:00:00+01:00', Length: 30 },
        { Start: '2030-11-06T10:00:00+01:00', Length: 30 },
      ]),
    ])
    const [booked] = await slotsOf('SLOT-2')
    await database.pool.query('update appointment_slots set booked = 2 where id = $1', [booked!.id])
    // The booked slot leaves the feed, one unbooked slot too; one changes, one is new.
    const report = await run([
      record([
        { Start: '2030-11-05T10:00:00+01:00', Length: 45, Capacity: 4 },
        { Start: '2030-11-07T10:00:00+01:00', Length: 30 },
      ]),
    ])
    expect(report.properties.updated).toEqual(['SLOT-2'])
    const after = await slotsOf('SLOT-2')
    expect(after.map((slot) => slot.feed_key)).toEqual([
      '2030-11-04T09:00:00.000Z',
      '2030-11-05T09:00:00.000Z',
      '2030-11-07T09:00:00.000Z',
    ])
    expect(after[0]).toMatchObject({ id: booked!.id, booked: 2, capacity: 3 })
    expect(after[1]).toMatchObject({ capacity: 4, ends_at: new Date('2030-11-05T09:45:00Z') })
    // Capacity never below the places taken.
    await run([record([{ Start: '2030-11-04T10:00:00+01:00', Length: 30, Capacity: 1 }])])
    expect((await slotsOf('SLOT-2'))[0]).toMatchObject({ id: booked!.id, capacity: 2 })
  })

  it('leaves slots alone when the record has no VisitSlots, and never touches back-office slots', async () => {
    await run([
      propertyRecord({
        Reference: 'SLOT-3',
        VisitSlots: [{ Start: '2030-10-01T10:00:00+02:00', Length: 30 }],
      }),
    ])
    await database.pool.query(
      `insert into appointment_slots (property_id, starts_at, ends_at, capacity)
       select id, '2030-10-02T08:00:00Z', '2030-10-02T08:30:00Z', 1 from properties
       where reference = 'SLOT-3'`,
    )
    await run([propertyRecord({ Reference: 'SLOT-3' })])
    expect(await slotsOf('SLOT-3')).toHaveLength(2)
    await run([propertyRecord({ Reference: 'SLOT-3', VisitSlots: [] })])
    expect((await slotsOf('SLOT-3')).map((slot) => slot.feed_key)).toEqual([null])
  })

  it("imports a project's slots and reports a bad slot as the record's error", async () => {
    await run(
      [],
      [
        projectRecord({
          Reference: 'SLOT-P',
          VisitSlots: [{ Start: '2030-09-12T15:00:00+02:00', Length: 60, Capacity: 10 }],
        }),
      ],
    )
    expect(await slotsOf('SLOT-P')).toMatchObject([{ capacity: 10 }])
    const report = await run([
      propertyRecord({
        Reference: 'SLOT-4',
        VisitSlots: [
          { Start: '2030-09-12 15:00', Length: 2 },
          { Start: '2030-09-13T15:00:00Z', Length: 30 },
          { Start: '2030-09-13T17:00:00+02:00', Length: 30 },
        ],
      }),
    ])
    expect(report.properties.invalid[0]!.errors).toEqual([
      'VisitSlots[0].Start: must be an ISO 8601 date-time with its offset, e.g. 2026-12-05T10:00:00+01:00',
      'VisitSlots[0].Length: must be at least 5 minutes',
      'VisitSlots[2].Start: appears twice',
    ])
    expect(await slotsOf('SLOT-4')).toEqual([])
  })
})
