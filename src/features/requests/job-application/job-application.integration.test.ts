import { readFileSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, stat, utimes } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import yazl from 'yazl'
import { buildPdf } from '../../../../tests/support/document-builders'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { pool } from '@/server/db/pool-registry'
import * as schema from '@/server/db/schema'
import { seedDatabase } from '@/server/seed/seed-all'
import type { processRequest as ProcessRequest } from '@/server/requests/process-request.server'
import { maxUploadBytes, uploadsFolder } from '@/lib/forms/uploads/upload-limits'
import { retentionCutoff, sweepExpiredApplications } from './cv-retention-sweep'
import type { jobApplicationRequest as JobApplicationRequest } from './job-application-request.server'
import { localStore } from '@/server/storage/local-store'

const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/uploads', name))

let database: Awaited<ReturnType<typeof createTestDatabase>>
let dataDir: string
let processRequest: typeof ProcessRequest
let jobApplicationRequest: typeof JobApplicationRequest

beforeAll(async () => {
  database = await createTestDatabase()
  await seedDatabase(database.url, { onlyIfEmpty: false })
  dataDir = await mkdtemp(path.join(tmpdir(), 'job-application-'))
  process.env.DATABASE_URL = database.url
  process.env.DATA_DIR = dataDir
  ;({ processRequest } = await import('@/server/requests/process-request.server'))
  ;({ jobApplicationRequest } = await import('./job-application-request.server'))
})

afterAll(async () => {
  await pool()?.end()
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const origin = {
  ip: '203.0.113.43',
  limits: { perIp: 100, perEmail: 100, noScriptPerIp: 100, confirmationsPerDay: 100 },
}

const fields = {
  nojs: '1',
  locale: 'fr',
  title: 'ms',
  firstName: 'Amélie',
  lastName: 'Dumont',
  phone: '0475123456',
  application: 'position',
  position: 'Gestionnaire locative',
  motivation: 'Cinq ans de gestion locative à Bruxelles.',
}

function form(email: string, cv: File | undefined, extra: Record<string, string> = {}) {
  const data = new FormData()
  for (const [name, value] of Object.entries({ ...fields, email, ...extra })) {
    data.append(name, value)
  }
  if (cv) data.append('cv', cv)
  return data
}

/** A DOCX whose one image inflates 20 MB of zeros from a few kilobytes: a zip bomb. */
/** A PDF that runs a script when it is opened. */
const scriptedPdf = () =>
  buildPdf({
    objects: [
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      '<< /S /JavaScript /JS (app.alert\\(1\\)) >>',
    ],
  })

function zipBomb(): Promise<Buffer> {
  const file = new yazl.ZipFile()
  file.addBuffer(Buffer.from('<Types/>'), '[Content_Types].xml')
  file.addBuffer(Buffer.from('<w:document/>'), 'word/document.xml')
  file.addBuffer(Buffer.alloc(20 * 1024 * 1024), 'word/media/image1.png')
  file.end()
  const chunks: Buffer[] = []
  return new Promise((resolve, reject) => {
    file.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk))
    file.outputStream.on('end', () => resolve(Buffer.concat(chunks)))
    file.outputStream.on('error', reject)
  })
}

const storedFolders = () => readdir(path.join(dataDir, uploadsFolder)).catch(() => [])
const count = async (email: string) => {
  const { rows } = await database.pool.query<{ n: number }>(
    'select count(*)::int as n from form_submissions where email = $1',
    [email],
  )
  return rows[0]!.n
}

describe('a job application', () => {
  it('stores the CV outside the web root and attaches it to the agency e-mail only', async () => {
    const email = 'amelie.stored@example.be'
    const result = await processRequest(
      jobApplicationRequest,
      form(email, new File([fixture('cv.pdf')], 'CV Amélie Dumont.pdf')),
      origin,
    )
    expect(result).toMatchObject({ accepted: true, locale: 'fr' })
    const { rows } = await database.pool.query(
      "select data from form_submissions where kind = 'job-application' and email = $1",
      [email],
    )
    const cv = rows[0].data.cv as schema.OutboxAttachment
    expect(rows[0].data).toMatchObject({
      application: 'position',
      position: 'Gestionnaire locative',
      cv: { filename: 'CV Amélie Dumont.pdf', contentType: 'application/pdf' },
    })
    expect(cv.path).toMatch(/^attachments\/uploads\/[0-9a-f]{32}\/CV Amélie Dumont\.pdf$/)
    expect(await readFile(path.join(dataDir, cv.path))).toEqual(fixture('cv.pdf'))

    const mails = await database.pool.query<{
      kind: string
      to_address: string
      subject: string
      language: string
      text_body: string
      attachments: schema.OutboxAttachment[]
    }>(
      `select kind, to_address, subject, language, text_body, attachments from outbox_messages
       where idempotency_key like 'job-application:%' and (to_address = $1 or reply_to = $1)
       order by id`,
      [email],
    )
    expect(mails.rows.map((m) => [m.kind, m.language, m.subject])).toEqual([
      ['job-application', 'en', 'Job contact – Amélie Dumont'],
      ['job-application-confirmation', 'fr', 'Candidature – Immo Horizon'],
    ])
    const [agency, visitor] = mails.rows
    expect(agency!.attachments).toEqual([cv])
    expect(agency!.text_body).toContain('Position you are applying for: Gestionnaire locative')
    expect(agency!.text_body).toContain(
      'Your motivation: Cinq ans de gestion locative à Bruxelles.',
    )
    expect(agency!.text_body).toMatch(/CV: CV Amélie Dumont\.pdf \(PDF, \d+ KB\)/)
    expect(visitor!.to_address).toBe(email)
    expect(visitor!.attachments).toEqual([])
    expect(visitor!.text_body).toContain('Pour un poste précis')
    expect(visitor!.text_body).toContain('pendant 6 mois')
  })

  it('refuses a text file named .pdf, an oversized file, a zip bomb and a PDF with a script next to the CV field, keeping nothing', async () => {
    const before = await storedFolders()
    const cases: [File, string][] = [
      [new File(['Mon CV : voir pièce jointe.\n%%EOF\n'], 'cv.pdf'), 'wrong-type'],
      [new File([new Uint8Array(maxUploadBytes + 1)], 'cv.pdf'), 'too-large'],
      [new File([fixture('cv.pdf')], 'cv.txt'), 'wrong-type'],
      [new File([fixture('cv.docx').subarray(0, 3000)], 'cv.docx'), 'unsafe-archive'],
      [new File([new Uint8Array(await zipBomb())], 'cv.docx'), 'unsafe-archive'],
      [new File([new Uint8Array(scriptedPdf())], 'cv.pdf'), 'active-content'],
    ]
    for (const [index, [cv, code]] of cases.entries()) {
      const email = `amelie.refused${index}@example.be`
      const result = await processRequest(jobApplicationRequest, form(email, cv), origin)
      expect(result.accepted ? null : result.state.errors, cv.name).toEqual({ cv: code })
      if (!result.accepted) expect(result.state.values).toMatchObject({ firstName: 'Amélie' })
      expect(await count(email)).toBe(0)
    }
    const missing = await processRequest(
      jobApplicationRequest,
      form('amelie.missing@example.be', undefined),
      origin,
    )
    expect(missing.accepted ? null : missing.state.errors).toEqual({ cv: 'empty' })
    expect(await storedFolders()).toEqual(before)
  })

  it('removes the stored CV when the transaction fails after the file was written', async () => {
    const before = await storedFolders()
    const email = 'amelie.failed@example.be'
    // PostgreSQL refuses the visitor's confirmation, the last write of the transaction, after
    // the CV was written to disk.
    await database.pool.query(`
      create function refuse_test_mail() returns trigger language plpgsql as $$
      begin
        if new.to_address = '${email}' then raise exception 'refused for the test'; end if;
        return new;
      end $$;
      create trigger refuse_test_mail before insert on outbox_messages
        for each row execute function refuse_test_mail();`)
    try {
      const result = await processRequest(
        jobApplicationRequest,
        form(email, new File([fixture('cv.odt')], 'cv.odt')),
        origin,
      )
      expect(result).toMatchObject({ accepted: false, state: { formError: 'failed' } })
    } finally {
      await database.pool.query(
        'drop trigger refuse_test_mail on outbox_messages; drop function refuse_test_mail()',
      )
    }
    expect(await count(email)).toBe(0)
    expect(await storedFolders()).toEqual(before)
  })
})

describe('the retention sweep', () => {
  it('deletes applications, their e-mails and CV folders older than six months, and nothing newer', async () => {
    const db = drizzle(database.pool, { schema })
    const old = 'amelie.old@example.be'
    const recent = 'amelie.recent@example.be'
    for (const email of [old, recent]) {
      const result = await processRequest(
        jobApplicationRequest,
        form(email, new File([fixture('cv.doc')], 'cv.doc')),
        origin,
      )
      expect(result.accepted).toBe(true)
    }
    const now = new Date()
    const expired = new Date(retentionCutoff(now).getTime() - 60_000)
    const { rows } = await database.pool.query<{ data: { cv: schema.OutboxAttachment } }>(
      `update form_submissions set created_at = $2 where email = $1 returning data`,
      [old, expired],
    )
    await database.pool.query(
      'update outbox_messages set created_at = $2 where to_address = $1 or reply_to = $1',
      [old, expired],
    )
    const oldFile = path.join(dataDir, rows[0]!.data.cv.path)
    const oldFolder = path.dirname(oldFile)
    await utimes(oldFile, expired, expired)

    const deleted = await sweepExpiredApplications(db, localStore(dataDir), now)
    expect(deleted).toEqual({ files: 1, submissions: 1, mails: 2 })
    await expect(stat(oldFolder)).rejects.toThrow()
    expect(await count(old)).toBe(0)
    expect(await count(recent)).toBe(1)
    const mails = await database.pool.query(
      'select count(*)::int as n from outbox_messages where to_address = $1 or reply_to = $1',
      [recent],
    )
    expect(mails.rows[0].n).toBe(2)
    expect(await sweepExpiredApplications(db, localStore(dataDir), now)).toEqual({
      files: 0,
      submissions: 0,
      mails: 0,
    })
  })
  it('deletes an expired application’s CRM webhook with its e-mails', async () => {
    const db = drizzle(database.pool, { schema })
    await db.insert(schema.webhookSettings).values({
      url: 'https://crm.example.be/hooks',
      secret: 'whsec_retention_test_0123456789',
      events: ['request.accepted'],
    })
    const email = 'amelie.crm@example.be'
    const result = await processRequest(
      jobApplicationRequest,
      form(email, new File([fixture('cv.doc')], 'cv.doc')),
      origin,
    )
    expect(result.accepted).toBe(true)
    const now = new Date()
    const expired = new Date(retentionCutoff(now).getTime() - 60_000)
    await database.pool.query('update form_submissions set created_at = $2 where email = $1', [
      email,
      expired,
    ])
    const aged = await database.pool.query(
      `update outbox_messages set created_at = $2
       where to_address = $1 or reply_to = $1 or (channel = 'webhook' and strpos(text_body, $1) > 0)
       returning channel`,
      [email, expired],
    )
    expect(aged.rows.map((row) => row.channel).sort()).toEqual(['mail', 'mail', 'webhook'])

    const deleted = await sweepExpiredApplications(db, localStore(dataDir), now)
    expect(deleted).toMatchObject({ submissions: 1, mails: 3 })
    const left = await database.pool.query(
      'select count(*)::int as n from outbox_messages where strpos(text_body, $1) > 0',
      [email],
    )
    expect(left.rows[0].n).toBe(0)
    await db.delete(schema.webhookSettings)
  })
})
