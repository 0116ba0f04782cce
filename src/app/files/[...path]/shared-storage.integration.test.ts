import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pino from 'pino'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { propertyRecord } from '@/features/catalogue/import/test-feed'
import { parseEnv } from '@/lib/env-schema'
import { pool } from '@/server/db/pool-registry'
import { startMailDelivery } from '@/server/mail/start-mail-delivery'
import { seedDatabase } from '@/server/seed/seed-all'
import { createObjectStore } from '@/server/storage/object-storage'
import { startS3Server, type S3Server } from '../../../../tests/support/s3-server'
import { startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink'
import { createTestDatabase } from '../../../../tests/support/test-database'

// Two instances of one site on two hosts: A imports the CRM feed and runs the outbox worker, B
// (this test process, as the route handlers run it) serves the pages and takes the forms. Each
// has its own DATA_DIR; the database and the bucket are all they share.

const run = promisify(execFile)
const log = pino({ level: 'silent' })

let database: Awaited<ReturnType<typeof createTestDatabase>>
let s3: S3Server
let sink: SmtpSink
let dataDirA: string
let dataDirB: string
let feedDir: string
let photo: Buffer

beforeAll(async () => {
  ;[database, s3, sink] = await Promise.all([
    createTestDatabase(),
    startS3Server(),
    startSmtpSink(),
  ])
  await seedDatabase(database.url, { onlyIfEmpty: false })
  dataDirA = await mkdtemp(path.join(tmpdir(), 'instance-a-'))
  dataDirB = await mkdtemp(path.join(tmpdir(), 'instance-b-'))
  feedDir = await mkdtemp(path.join(tmpdir(), 'crm-feed-'))
  // This process is instance B: the routes read the environment on their first request.
  Object.assign(process.env, { DATABASE_URL: database.url, DATA_DIR: dataDirB, ...s3.env })
  photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f6f4f' } })
    .jpeg()
    .toBuffer()
  await writeFile(path.join(feedDir, 'front.jpg'), photo)
}, 120_000)

afterAll(async () => {
  for (const name of Object.keys(s3?.env ?? {})) delete process.env[name]
  await pool()?.end()
  await Promise.all([database?.drop(), s3?.stop(), sink?.stop()])
  for (const folder of [dataDirA, dataDirB, feedDir]) {
    if (folder) await rm(folder, { recursive: true, force: true })
  }
})

/** Every file under a folder, relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
}

describe('with S3_BUCKET set, instances that share no folder', () => {
  it('serve on B a photo that npm run import stored on A, in every size', async () => {
    const feed = path.join(feedDir, 'feed.json')
    const record = propertyRecord({
      Reference: 'S3-1',
      Photos: [{ Url: 'front.jpg', Credit: 'Agency' }],
    })
    await writeFile(feed, JSON.stringify({ mode: 'partial', properties: [record] }))
    const { stdout } = await run('node', ['--import', 'tsx', 'scripts/import.ts', feed], {
      env: { ...process.env, DATA_DIR: dataDirA, LOG_LEVEL: 'silent' },
    })
    expect(stdout).toMatch(/1 created/)

    const { rows } = await database.pool.query<{ photos: { file: string }[] }>(
      "select photos from properties where reference = 'S3-1'",
    )
    const file = rows[0]!.photos[0]!.file
    expect(file).toMatch(/^\/files\/listings\/S3-1\/[0-9a-f]{16}\.jpg$/)
    const segments = file.split('/').slice(2)

    const files = await import('./route')
    const served = await files.GET(new Request(`http://localhost${file}`), {
      params: Promise.resolve({ path: segments }),
    })
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/jpeg')
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), photo)).toBe(0)

    const variants = await import('@/app/img/[width]/[...path]/route')
    const variantPath = ['files', ...segments].join('/') + '.webp'
    const variant = await variants.GET(new Request(`http://localhost/img/400/${variantPath}`), {
      params: Promise.resolve({ width: '400', path: variantPath.split('/') }),
    })
    expect(variant.status).toBe(200)
    expect((await sharp(Buffer.from(await variant.arrayBuffer())).metadata()).width).toBe(400)

    // The photo and its variant are in the bucket, for every other instance; neither DATA_DIR
    // holds them.
    const bucket = createObjectStore(parseEnv({ ...s3.env }))
    expect(await bucket.modified(`media/${segments.join('/')}`)).not.toBeNull()
    expect(await bucket.modified(`cache/img/400/${variantPath}`)).not.toBeNull()
    expect(await filesUnder(dataDirA)).toEqual([])
    expect((await filesUnder(dataDirB)).filter((name) => name !== 'app-secret')).toEqual([])
  })

  it("mail from A's outbox worker a CV that a visitor sent to B", async () => {
    const { processRequest } = await import('@/server/requests/process-request.server')
    const { jobApplicationRequest } =
      await import('@/features/requests/job-application/job-application-request.server')
    const cv = readFileSync(path.resolve('tests/fixtures/uploads/cv.pdf'))
    const form = new FormData()
    const fields = {
      nojs: '1',
      locale: 'fr',
      title: 'ms',
      firstName: 'Amélie',
      lastName: 'Dumont',
      email: 'amelie.s3@example.be',
      phone: '0475123456',
      application: 'position',
      position: 'Gestionnaire locative',
      motivation: 'Cinq ans de gestion locative à Bruxelles.',
    }
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append('cv', new File([cv], 'CV Amélie Dumont.pdf'))
    const limits = { perIp: 100, perEmail: 100, noScriptPerIp: 100, confirmationsPerDay: 100 }
    const result = await processRequest(jobApplicationRequest, form, {
      ip: '203.0.113.44',
      limits,
    })
    expect(result).toMatchObject({ accepted: true })

    const envA = parseEnv({
      DATABASE_URL: database.url,
      DATA_DIR: dataDirA,
      SMTP_URL: sink.url,
      MAIL_POLL_MS: '100',
      ...s3.env,
    })
    const worker = startMailDelivery(envA, log)
    try {
      const mails = await sink.waitFor(2, 20_000)
      const withCv = mails.filter((mail) => mail.attachments.length > 0)
      expect(withCv).toHaveLength(1)
      expect(withCv[0]!.attachments[0]).toMatchObject({ filename: 'CV Amélie Dumont.pdf' })
      expect(Buffer.compare(withCv[0]!.attachments[0]!.content, cv)).toBe(0)
    } finally {
      await worker.stop()
    }
    expect(await filesUnder(dataDirA)).toEqual([])
  })
})
