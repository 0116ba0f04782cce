import { createHash } from 'node:crypto'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import manifest from '../../../../public/media/demo/manifest.json'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { agents, projects, projectUnits, properties, propertyTypes } from '@/server/db/schema'
import { generateDemo } from '@/server/seed/demo/generate-demo'
import { importFeed, InvalidFeedError, MassUnpublishError } from './import-feed'
import { projectRecord, propertyRecord } from './test-feed'
import { localStore } from '@/server/storage/local-store'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let workDir: string
let feedDir: string
let mediaDir: string
let server: Server
let photoHost: string
const requests: string[] = []
const demoPhoto = manifest[0]!
let demoBytes: Buffer
let planBytes: Buffer

// These tests are about which listings a full feed unpublishes; the guard against unpublishing
// too much has its own tests, which use the default share.
function run(feed: unknown) {
  return importFeed(database.db, feed, {
    feedDir,
    media: localStore(workDir),
    maxUnpublishShare: 1,
  })
}

function feed(mode: 'full' | 'partial', records: unknown[], projectRecords?: unknown[]) {
  return { mode, properties: records, ...(projectRecords ? { projects: projectRecords } : {}) }
}

async function row(reference: string) {
  const [found] = await database.db
    .select()
    .from(properties)
    .where(eq(properties.reference, reference))
  return found
}

beforeAll(async () => {
  database = await createTestDatabase()
  const demo = generateDemo({ today: new Date('2026-03-29T10:00:00Z') })
  await database.db.insert(propertyTypes).values(demo.propertyTypes)
  await database.db.insert(agents).values(demo.agents)
  workDir = await mkdtemp(path.join(tmpdir(), 'feed-import-'))
  feedDir = path.join(workDir, 'feed')
  mediaDir = path.join(workDir, 'media')
  await mkdir(path.join(feedDir, 'photos'), { recursive: true })
  demoBytes = await readFile(path.resolve('public/media/demo', demoPhoto.file))
  planBytes = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: '#dde3ea' },
  })
    .png()
    .toBuffer()
  await copyFile(
    path.resolve('public/media/demo', demoPhoto.file),
    path.join(feedDir, 'photos/front.jpg'),
  )
  await writeFile(path.join(feedDir, 'photos/notes.jpg'), 'These are not the photos you want.\n')
  // Stands in for the CRM's photo host, which the tests cannot reach.
  server = createServer((request, response) => {
    requests.push(request.url ?? '')
    if (request.url === '/photos/front.jpg') response.end(demoBytes)
    else if (request.url === '/photos/plan.png') response.end(planBytes)
    // A valid header and half the picture: what an interrupted export leaves.
    else if (request.url === '/photos/truncated.jpg') {
      response.end(demoBytes.subarray(0, demoBytes.length / 2))
    } else if (request.url === '/photos/huge.jpg') {
      response.end(Buffer.concat([demoBytes, Buffer.alloc(16 * 1024 * 1024)]))
    } else {
      response.statusCode = 404
      response.end('not found')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  photoHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await database?.drop()
  if (workDir) await rm(workDir, { recursive: true, force: true })
})

beforeEach(async () => {
  await database.db.delete(properties)
  await database.db.delete(projectUnits)
  await database.db.delete(projects)
  requests.length = 0
  // The photo host stands for the CRM's, on the Internet; only the allow-list opens 127.0.0.1.
  process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.1/32'
})

afterEach(() => {
  delete process.env.OUTBOUND_ALLOW_PRIVATE
})

describe('importFeed: records', () => {
  it('creates valid properties and projects, linked and with derived columns', async () => {
    const report = await run(
      feed(
        'full',
        [
          propertyRecord({ PriceUnitText: '€/month', MarqueeName: 'New', CountryName: 'Belgium' }),
          propertyRecord({
            Reference: 'IMP-2',
            Zip: '9000',
            City: 'Gent',
            ProjectReference: 'PRJ-1',
            AgentID: 1,
          }),
        ],
        [projectRecord()],
      ),
    )
    expect(report.properties).toEqual({
      created: ['IMP-1', 'IMP-2'],
      updated: [],
      unchanged: [],
      unpublished: [],
      invalid: [],
    })
    expect(report.projects.created).toEqual(['PRJ-1'])
    const first = await row('IMP-1')
    expect(first).toMatchObject({
      goal: 0,
      typeId: 1,
      price: 325000,
      region: 'Brussels',
      epcValue: 145,
      epcLabel: 'c',
      published: true,
      title: { en: 'Bright apartment near Place du Châtelain', fr: 'Appartement lumineux' },
      details: {
        toilets: 1,
        facades: 'closed',
        costs: { chargesOwner: 120 },
        priceUnitText: '€/month',
        marqueeName: 'New',
        countryName: 'Belgium',
      },
    })
    const [project] = await database.db.select().from(projects)
    expect(await row('IMP-2')).toMatchObject({
      region: 'Flanders',
      projectId: project!.id,
      agentId: 1,
    })
    const units = await database.db.select().from(projectUnits)
    expect(units.map((unit) => [unit.floor, unit.name, unit.status])).toEqual([
      ['0', 'A.0.1', 'available'],
      ['1', 'A.1.1', 'sold'],
    ])
  })

  it('derives a missing EPC label from the value and spells Kapelle-op-den-Bos officially', async () => {
    await run(
      feed('partial', [
        propertyRecord({
          Zip: '1880',
          City: 'kapelle op den bos',
          EnergyPerformance: 250,
          EPCLabelText: null,
        }),
        propertyRecord({ Reference: 'LUX-1', CountryID: 50, Zip: '1511', City: 'Luxembourg' }),
      ]),
    )
    expect(await row('IMP-1')).toMatchObject({
      city: 'Kapelle-op-den-Bos',
      region: 'Flanders',
      epcValue: 250,
      epcLabel: 'c',
    })
    expect(await row('LUX-1')).toMatchObject({ region: null, countryId: 50 })
  })

  it('changes nothing when the same feed runs again', async () => {
    const same = feed(
      'full',
      [
        propertyRecord({ Photos: [{ Url: 'photos/front.jpg', Credit: 'Agency' }] }),
        propertyRecord({ Reference: 'IMP-2' }),
      ],
      [projectRecord()],
    )
    await run(same)
    const before = await database.db.select().from(properties).orderBy(properties.reference)
    const [projectBefore] = await database.db.select().from(projects)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const report = await run(same)
    expect(report.properties).toEqual({
      created: [],
      updated: [],
      unchanged: ['IMP-1', 'IMP-2'],
      unpublished: [],
      invalid: [],
    })
    expect(report.projects.unchanged).toEqual(['PRJ-1'])
    const after = await database.db.select().from(properties).orderBy(properties.reference)
    expect(after.map((listing) => listing.updatedAt)).toEqual(
      before.map((listing) => listing.updatedAt),
    )
    const [projectAfter] = await database.db.select().from(projects)
    expect(projectAfter?.updatedAt).toEqual(projectBefore?.updatedAt)
  })

  it('updates only the listing whose price changed', async () => {
    const records = [propertyRecord(), propertyRecord({ Reference: 'IMP-2' })]
    await run(feed('partial', records))
    const untouched = await row('IMP-2')
    const report = await run(
      feed('partial', [propertyRecord({ Price: 299000 }), propertyRecord({ Reference: 'IMP-2' })]),
    )
    expect(report.properties.updated).toEqual(['IMP-1'])
    expect(report.properties.unchanged).toEqual(['IMP-2'])
    expect((await row('IMP-1'))?.price).toBe(299000)
    expect((await row('IMP-2'))?.updatedAt).toEqual(untouched?.updatedAt)
  })

  it('reports invalid records with their reasons and imports the valid ones', async () => {
    const report = await run(
      feed('partial', [
        propertyRecord({ Reference: 'BAD-1', Price: -1, Zip: '12' }),
        propertyRecord(),
        null,
        { Reference: 'BAD-2' },
      ]),
    )
    expect(report.properties.created).toEqual(['IMP-1'])
    expect(report.properties.invalid).toMatchObject([
      {
        reference: 'BAD-1',
        index: 0,
        errors: ['Price: must be at least 0 euros', 'Zip: must be four digits for CountryID 10'],
      },
      {
        reference: null,
        index: 2,
        errors: ['(record): must be an object with the fields of a property'],
      },
      {
        reference: 'BAD-2',
        index: 3,
        errors: expect.arrayContaining(['Goal: is required', 'City: is required']),
      },
    ])
    expect(await row('BAD-1')).toBeUndefined()
  })

  it('makes a record with an unknown TypeID, agent or project invalid', async () => {
    const report = await run(
      feed('partial', [
        propertyRecord({ TypeID: 999 }),
        propertyRecord({ Reference: 'IMP-2', AgentID: 77, ProjectReference: 'NOPE' }),
      ]),
    )
    expect(report.properties.invalid).toMatchObject([
      { reference: 'IMP-1', index: 0, errors: ['TypeID: 999 is not a property type of the site'] },
      {
        reference: 'IMP-2',
        index: 1,
        errors: [
          'AgentID: 77 is not an agent of the site',
          'ProjectReference: no project has the reference NOPE',
        ],
      },
    ])
    expect(await database.db.select().from(properties)).toEqual([])
  })

  it('refuses the same Reference twice in one feed', async () => {
    const report = await run(feed('partial', [propertyRecord(), propertyRecord({ Price: 1 })]))
    expect(report.properties.created).toEqual([])
    expect(report.properties.invalid.map((entry) => entry.errors)).toEqual([
      ['Reference: IMP-1 appears more than once in the feed (records #0, #1)'],
      ['Reference: IMP-1 appears more than once in the feed (records #0, #1)'],
    ])
  })

  it('throws on an invalid envelope and imports nothing', async () => {
    await expect(run({ mode: 'everything', properties: [propertyRecord()] })).rejects.toThrow(
      InvalidFeedError,
    )
    await expect(run([propertyRecord()])).rejects.toThrow(
      '(feed): must be a JSON object with mode and properties',
    )
    expect(await row('IMP-1')).toBeUndefined()
  })
})

describe('importFeed: unpublishing', () => {
  const twoListings = [propertyRecord(), propertyRecord({ Reference: 'IMP-2' })]

  it('unpublishes, without deleting, a listing a full feed no longer has', async () => {
    await run(feed('full', twoListings))
    const report = await run(feed('full', [propertyRecord()]))
    expect(report.properties.unpublished).toEqual(['IMP-2'])
    expect(report.properties.unchanged).toEqual(['IMP-1'])
    expect(await row('IMP-2')).toMatchObject({ published: false, price: 325000 })
    const again = await run(feed('full', [propertyRecord()]))
    expect(again.properties.unpublished).toEqual([])
    const back = await run(feed('full', twoListings))
    expect(back.properties.updated).toEqual(['IMP-2'])
    expect((await row('IMP-2'))?.published).toBe(true)
  })

  it('keeps the listing of a record that is present but invalid in a full feed', async () => {
    await run(feed('full', twoListings))
    const report = await run(
      feed('full', [propertyRecord(), propertyRecord({ Reference: 'IMP-2', Price: 'a lot' })]),
    )
    expect(report.properties.unpublished).toEqual([])
    expect(report.properties.invalid).toMatchObject([
      { reference: 'IMP-2', index: 1, errors: ['Price: must be a number'] },
    ])
    expect(await row('IMP-2')).toMatchObject({ published: true, price: 325000 })
  })

  it('unpublishes nothing when an invalid record has no readable Reference', async () => {
    await run(feed('full', twoListings))
    const report = await run(feed('full', [propertyRecord(), { Goal: 0 }]))
    expect(report.properties.unpublished).toEqual([])
    expect(report.warnings).toEqual([
      'properties: Nothing was unpublished: an invalid record has no readable Reference.',
    ])
    expect((await row('IMP-2'))?.published).toBe(true)
  })

  it('unpublishes nothing in a partial feed', async () => {
    await run(feed('full', twoListings))
    const report = await run(feed('partial', [propertyRecord({ Price: 310000 })]))
    expect(report.properties.unpublished).toEqual([])
    expect(report.properties.updated).toEqual(['IMP-1'])
    expect((await row('IMP-2'))?.published).toBe(true)
  })

  it('unpublishes projects only when the full feed lists projects', async () => {
    await run(feed('full', [], [projectRecord()]))
    const withoutList = await run(feed('full', []))
    expect(withoutList.projects.unpublished).toEqual([])
    const emptyList = await run(feed('full', [], []))
    expect(emptyList.projects.unpublished).toEqual(['PRJ-1'])
  })
})

describe('importFeed: projects', () => {
  it('replaces the units when they change and refuses a slug another project has', async () => {
    await run(feed('partial', [], [projectRecord()]))
    const changed = await run(
      feed(
        'partial',
        [],
        [
          projectRecord({ Units: [{ Floor: 0, Name: 'A.0.1', Price: 279000, Status: 'option' }] }),
          projectRecord({ Reference: 'PRJ-2' }),
        ],
      ),
    )
    expect(changed.projects.updated).toEqual(['PRJ-1'])
    expect(changed.projects.invalid).toMatchObject([
      { reference: 'PRJ-2', index: 1, errors: ['Slug: already used by the project PRJ-1'] },
    ])
    const units = await database.db.select().from(projectUnits)
    expect(units).toMatchObject([{ name: 'A.0.1', price: 279000, status: 'option' }])
  })
})

describe('importFeed: photos', () => {
  it('stores a local JPEG under its content hash, with its size, once', async () => {
    const record = propertyRecord({
      Photos: [{ Url: 'photos/front.jpg', Credit: 'Agency', Alt: { en: 'Front' } }],
    })
    const report = await run(feed('partial', [record]))
    expect(report.properties.created).toEqual(['IMP-1'])
    const hash = createHash('sha256').update(demoBytes).digest('hex').slice(0, 16)
    expect((await row('IMP-1'))?.photos).toEqual([
      {
        file: `/files/listings/IMP-1/${hash}.jpg`,
        width: demoPhoto.width,
        height: demoPhoto.height,
        credit: 'Agency',
        alt: { en: 'Front' },
        source: 'photos/front.jpg',
      },
    ])
    const stored = path.join(mediaDir, 'listings/IMP-1', `${hash}.jpg`)
    expect(Buffer.compare(await readFile(stored), demoBytes)).toBe(0)
    const again = await run(feed('partial', [record]))
    expect(again.properties.unchanged).toEqual(['IMP-1'])
    expect(await readdir(path.join(mediaDir, 'listings/IMP-1'))).toEqual([`${hash}.jpg`])
  })

  it('refuses a text file named .jpg, and the record with it', async () => {
    const report = await run(
      feed('partial', [
        propertyRecord({ Photos: [{ Url: 'photos/front.jpg' }, { Url: 'photos/notes.jpg' }] }),
      ]),
    )
    expect(report.properties.invalid).toMatchObject([
      {
        reference: 'IMP-1',
        index: 0,
        errors: [
          'Photos[1].Url: is not a JPEG, PNG or WebP image (content starts with 54 68 65 73)',
        ],
      },
    ])
    expect(await row('IMP-1')).toBeUndefined()
  })

  it('refuses a truncated JPEG with a valid header, and imports the rest of the feed', async () => {
    const report = await run(
      feed('partial', [
        propertyRecord({ Photos: [{ Url: `${photoHost}/photos/truncated.jpg` }] }),
        propertyRecord({ Reference: 'IMP-2', Photos: [{ Url: 'photos/front.jpg' }] }),
      ]),
    )
    expect(report.properties.invalid).toMatchObject([
      {
        reference: 'IMP-1',
        index: 0,
        errors: [
          'Photos[0].Url: is a JPEG file that does not decode completely (truncated or damaged)',
        ],
      },
    ])
    expect(report.properties.created).toEqual(['IMP-2'])
    expect(await row('IMP-1')).toBeUndefined()
  })

  it('reports a missing local file', async () => {
    const report = await run(feed('partial', [propertyRecord({ Photos: [{ Url: 'gone.jpg' }] })]))
    expect(report.properties.invalid[0]?.errors).toEqual([
      'Photos[0].Url: file not found: gone.jpg',
    ])
  })

  it('downloads photos from the photo host once, and refuses failing or oversized ones', async () => {
    const record = propertyRecord({
      Photos: [{ Url: `${photoHost}/photos/front.jpg` }, { Url: `${photoHost}/photos/plan.png` }],
    })
    const report = await run(feed('partial', [record]))
    expect(report.properties.created).toEqual(['IMP-1'])
    const photos = (await row('IMP-1'))?.photos
    expect(photos).toMatchObject([
      { width: demoPhoto.width, height: demoPhoto.height, credit: '' },
      { width: 1600, height: 900 },
    ])
    expect(photos?.[1]?.file).toMatch(/^\/files\/listings\/IMP-1\/[0-9a-f]{16}\.png$/)
    expect(requests.sort()).toEqual(['/photos/front.jpg', '/photos/plan.png'])

    const again = await run(feed('partial', [record]))
    expect(again.properties.unchanged).toEqual(['IMP-1'])
    expect(requests).toHaveLength(2)

    const broken = await run(
      feed('partial', [
        propertyRecord({
          Photos: [
            { Url: `${photoHost}/photos/missing.jpg` },
            { Url: `${photoHost}/photos/huge.jpg` },
          ],
        }),
      ]),
    )
    expect(broken.properties.invalid[0]?.errors).toEqual([
      'Photos[0].Url: download failed: HTTP 404',
      'Photos[1].Url: is larger than 15 MB',
    ])
    expect((await row('IMP-1'))?.photos).toEqual(photos)
  })
  it('refuses a photo on a loopback address, by name or in decimal, without asking it', async () => {
    delete process.env.OUTBOUND_ALLOW_PRIVATE
    const port = new URL(photoHost).port
    const report = await run(
      feed('partial', [
        propertyRecord({
          Photos: [
            { Url: `http://127.0.0.1:${port}/photos/front.jpg` },
            { Url: `http://localhost:${port}/photos/front.jpg` },
            { Url: `http://2130706433:${port}/photos/front.jpg` },
          ],
        }),
      ]),
    )
    const refused = (host: string) =>
      `points to ${host}:${port}, a private or local address the site does not download from`
    expect(report.properties.invalid[0]?.errors).toEqual([
      `Photos[0].Url: ${refused('127.0.0.1')}`,
      `Photos[1].Url: ${refused('localhost')}`,
      `Photos[2].Url: ${refused('127.0.0.1')}`,
    ])
    expect(report.properties.invalid[0]?.issues?.[0]).toMatchObject({
      code: 'photoRefused',
      params: { host: `127.0.0.1:${port}` },
    })
    expect(requests).toEqual([])
    expect(await row('IMP-1')).toBeUndefined()
  })

  it('follows a redirect on the photo host, and refuses one that leads to loopback', async () => {
    // An allowed host (127.0.0.2 stands for the CRM's) whose redirects lead on or inside.
    const relay = createServer((request, response) => {
      if (request.url === '/hop') response.writeHead(302, { location: '/photo.jpg' }).end()
      else if (request.url === '/photo.jpg') response.end(demoBytes)
      else response.writeHead(301, { location: `${photoHost}/photos/front.jpg` }).end()
    })
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.2', resolve))
    try {
      process.env.OUTBOUND_ALLOW_PRIVATE = '127.0.0.2/32'
      const relayHost = `http://127.0.0.2:${(relay.address() as AddressInfo).port}`
      const report = await run(
        feed('partial', [
          propertyRecord({ Photos: [{ Url: `${relayHost}/hop` }] }),
          propertyRecord({ Reference: 'IMP-2', Photos: [{ Url: `${relayHost}/inside` }] }),
        ]),
      )
      expect(report.properties.created).toEqual(['IMP-1'])
      expect((await row('IMP-1'))?.photos).toMatchObject([{ width: demoPhoto.width }])
      expect(report.properties.invalid).toMatchObject([
        {
          reference: 'IMP-2',
          errors: [
            `Photos[0].Url: points to ${new URL(photoHost).host}, a private or local address the site does not download from`,
          ],
        },
      ])
      expect(requests).toEqual([])
      expect(await row('IMP-2')).toBeUndefined()
    } finally {
      relay.closeAllConnections()
      await new Promise((resolve) => relay.close(resolve))
    }
  })
})

describe('importFeed: floor plans', () => {
  it('stores FloorPlans apart from the photos, in feed order, and reuses a download', async () => {
    const record = propertyRecord({
      Photos: [{ Url: 'photos/front.jpg' }],
      FloorPlans: [
        { Url: `${photoHost}/photos/plan.png`, Alt: { en: 'Ground floor' } },
        { Url: 'photos/front.jpg', Credit: 'Architect' },
      ],
    })
    const report = await run(feed('partial', [record]))
    expect(report.properties.created).toEqual(['IMP-1'])
    const imported = await row('IMP-1')
    expect(imported?.photos).toHaveLength(1)
    expect(imported?.floorPlans).toMatchObject([
      {
        width: 1600,
        height: 900,
        alt: { en: 'Ground floor' },
        source: `${photoHost}/photos/plan.png`,
      },
      { file: imported?.photos[0]?.file, credit: 'Architect', source: 'photos/front.jpg' },
    ])
    expect(imported?.floorPlans[0]?.file).toMatch(/^\/files\/listings\/IMP-1\/[0-9a-f]{16}\.png$/)

    const again = await run(feed('partial', [record]))
    expect(again.properties.unchanged).toEqual(['IMP-1'])
    expect(requests).toEqual(['/photos/plan.png'])

    // The CRM moves the plan among the photos: nothing is downloaded again.
    const moved = await run(
      feed('partial', [
        propertyRecord({
          Photos: [{ Url: 'photos/front.jpg' }, { Url: `${photoHost}/photos/plan.png` }],
        }),
      ]),
    )
    expect(moved.properties.updated).toEqual(['IMP-1'])
    expect((await row('IMP-1'))?.floorPlans).toEqual([])
    expect(requests).toEqual(['/photos/plan.png'])
  })

  it('refuses a record with a broken plan, naming the plan', async () => {
    const report = await run(
      feed('partial', [propertyRecord({ FloorPlans: [{ Url: 'photos/notes.jpg' }] })]),
    )
    expect(report.properties.invalid[0]?.errors).toEqual([
      'FloorPlans[0].Url: is not a JPEG, PNG or WebP image (content starts with 54 68 65 73)',
    ])
    expect(await row('IMP-1')).toBeUndefined()
  })
})

describe('importFeed: a full feed that would take too much offline', () => {
  const four = ['IMP-1', 'IMP-2', 'IMP-3', 'IMP-4'].map((Reference) =>
    propertyRecord({ Reference }),
  )
  const published = async () =>
    (await database.db.select().from(properties).where(eq(properties.published, true)))
      .map((found) => found.reference)
      .sort()

  it('refuses an empty full feed and changes nothing', async () => {
    await run(feed('full', four))
    const refused = importFeed(database.db, feed('full', []), {
      feedDir,
      media: localStore(workDir),
    })
    await expect(refused).rejects.toBeInstanceOf(MassUnpublishError)
    await expect(refused).rejects.toThrow(
      'The full feed would unpublish 4 of the 4 published listings (100 %), more than the allowed 25 %. Nothing was imported.',
    )
    expect(await published()).toEqual(['IMP-1', 'IMP-2', 'IMP-3', 'IMP-4'])
  })

  it('imports nothing of a feed it refuses, not even its new records', async () => {
    await run(feed('full', four))
    const partialExport = [
      propertyRecord({ Reference: 'IMP-1' }),
      propertyRecord({ Reference: 'IMP-9' }),
    ]
    await expect(
      importFeed(database.db, feed('full', partialExport), { feedDir, media: localStore(workDir) }),
    ).rejects.toBeInstanceOf(MassUnpublishError)
    expect(await row('IMP-9')).toBeUndefined()
  })

  it('unpublishes up to the allowed share, and more when told to go on', async () => {
    await run(feed('full', four))
    const threeLeft = await importFeed(database.db, feed('full', four.slice(0, 3)), {
      feedDir,
      media: localStore(workDir),
    })
    expect(threeLeft.properties.unpublished).toEqual(['IMP-4'])
    const allowed = await importFeed(database.db, feed('full', []), {
      feedDir,
      media: localStore(workDir),
      allowMassUnpublish: true,
    })
    expect(allowed.properties.unpublished).toEqual(['IMP-1', 'IMP-2', 'IMP-3'])
    expect(await published()).toEqual([])
  })

  it('guards the projects of a full feed the same way', async () => {
    await run(feed('full', [], [projectRecord()]))
    await expect(
      importFeed(database.db, feed('full', [], []), { feedDir, media: localStore(workDir) }),
    ).rejects.toThrow('would unpublish 1 of the 1 published projects')
  })
})
