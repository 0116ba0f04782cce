import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSmtpSink, type SmtpSink } from '../../../../tests/support/smtp-sink'
import { createTestDatabase } from '../../../../tests/support/test-database'
import { enqueueMail } from '@/server/mail/outbox'
import { createTransport } from '@/server/mail/transport'
import { startOutboxWorker } from '@/server/mail/worker'
import { cvFileSchema } from '@/lib/forms/uploads/cv-file'
import {
  acceptCvUpload,
  removeStoredUpload,
  safeUploadName,
  uploadsFolder,
} from './store-upload.server'
import { maxUploadBytes } from '@/lib/forms/uploads/upload-limits'
import { localStore } from '@/server/storage/local-store'

const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/uploads', name))
const log = pino({ level: 'silent' })

let dataDir: string
let database: Awaited<ReturnType<typeof createTestDatabase>>
let sink: SmtpSink

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-'))
  database = await createTestDatabase()
  sink = await startSmtpSink()
})

afterAll(async () => {
  await sink.stop()
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const storedFolders = () => readdir(path.join(dataDir, uploadsFolder)).catch(() => [])

describe('safeUploadName', () => {
  it.each([
    ['CV Zoë Peeters.pdf', 'pdf', 'CV Zoë Peeters.pdf'],
    ['C:\\Users\\zoe\\Documents\\cv.docx', 'docx', 'cv.docx'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['cv.docx', 'pdf', 'cv.pdf'],
    ['résumé <final>?.odt', 'odt', 'résumé final.odt'],
    ['...', 'doc', 'cv.doc'],
    ['', 'pdf', 'cv.pdf'],
    [`${'a'.repeat(300)}.pdf`, 'pdf', `${'a'.repeat(100)}.pdf`],
    ['Curriculum\u202evitae.pdf', 'pdf', 'Curriculum-vitae.pdf'],
  ] as const)('%j → %s', (original, kind, expected) => {
    expect(safeUploadName(original, kind)).toBe(expected)
  })
})

describe('cvFileSchema (browser and server, before the upload is read)', () => {
  it('names the error code of a missing, empty or oversized file', () => {
    const issue = (value: unknown) => cvFileSchema.safeParse(value).error?.issues[0]?.message
    expect(issue(undefined)).toBe('empty')
    expect(issue('cv.pdf')).toBe('empty')
    expect(issue(new File([], ''))).toBe('empty')
    expect(issue(new File([new Uint8Array(maxUploadBytes + 1)], 'cv.pdf'))).toBe('too-large')
    expect(issue(new File([new Uint8Array(maxUploadBytes)], 'cv.pdf'))).toBeUndefined()
  })
})

describe('acceptCvUpload', () => {
  it('stores an accepted CV outside the web root under its detected type, for the outbox', async () => {
    // A DOCX that the visitor's browser labels as a PDF called cv.pdf.
    const file = new File([fixture('cv.docx')], 'Zoë Peeters CV.pdf', { type: 'application/pdf' })
    const result = await acceptCvUpload(file, localStore(dataDir))
    expect(result).toMatchObject({ ok: true, kind: 'docx' })
    if (!result.ok) return
    const { attachment } = result
    expect(attachment.filename).toBe('Zoë Peeters CV.docx')
    expect(attachment.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(attachment.path).toMatch(/^attachments\/uploads\/[0-9a-f]{32}\/Zoë Peeters CV\.docx$/)
    const stored = path.join(dataDir, attachment.path)
    expect(await readFile(stored)).toEqual(fixture('cv.docx'))
    expect((await stat(stored)).mode & 0o777).toBe(0o600)
  })

  it('gives each upload its own folder, so equal names never meet', async () => {
    const first = await acceptCvUpload(new File([fixture('cv.pdf')], 'cv.pdf'), localStore(dataDir))
    const second = await acceptCvUpload(
      new File([fixture('cv.pdf')], 'cv.pdf'),
      localStore(dataDir),
    )
    expect(first.ok && second.ok).toBe(true)
    if (first.ok && second.ok) expect(first.attachment.path).not.toBe(second.attachment.path)
  })

  it('refuses without storing anything: renamed types, oversize, empty, unsafe archives', async () => {
    const before = await storedFolders()
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512)])
    const cases: [File | string, string][] = [
      [new File([exe], 'cv.pdf', { type: 'application/pdf' }), 'wrong-type'],
      [
        new File(['Dear agency, here is my CV.'], 'cv.pdf', { type: 'application/pdf' }),
        'wrong-type',
      ],
      [new File([new Uint8Array(maxUploadBytes + 1)], 'cv.pdf'), 'too-large'],
      [new File([], 'cv.pdf'), 'empty'],
      ['cv.pdf', 'empty'],
      [new File([fixture('cv.docx').subarray(0, 3000)], 'cv.docx'), 'unsafe-archive'],
    ]
    for (const [value, code] of cases) {
      expect(await acceptCvUpload(value, localStore(dataDir))).toMatchObject({ ok: false, code })
    }
    expect(await storedFolders()).toEqual(before)
  })

  it('removeStoredUpload deletes the upload folder and nothing outside uploads', async () => {
    const result = await acceptCvUpload(
      new File([fixture('cv.odt')], 'cv.odt'),
      localStore(dataDir),
    )
    if (!result.ok) throw new Error(result.code)
    await removeStoredUpload(localStore(dataDir), {
      ...result.attachment,
      path: 'attachments/other/cv.odt',
    })
    expect(await readFile(path.join(dataDir, result.attachment.path))).toBeTruthy()
    await removeStoredUpload(localStore(dataDir), result.attachment)
    const folder = path.dirname(path.join(dataDir, result.attachment.path))
    await expect(stat(folder)).rejects.toThrow()
  })

  it('an accepted CV goes through the outbox and arrives attached, byte for byte', async () => {
    const result = await acceptCvUpload(
      new File([fixture('cv.doc')], 'CV (2025).doc'),
      localStore(dataDir),
    )
    if (!result.ok) throw new Error(result.code)
    await database.db.transaction((tx) =>
      enqueueMail(tx, {
        idempotencyKey: 'job-contact:upload-test:agency',
        kind: 'job-contact',
        to: 'jobs@immohorizon.be',
        subject: 'Job contact',
        text: 'A job application with a CV.',
        attachments: [result.attachment],
        language: 'en',
      }),
    )
    const transport = createTransport({ DATA_DIR: dataDir, SMTP_URL: sink.url }, log)
    const worker = startOutboxWorker({
      db: database.db,
      transport,
      log,
      from: 'no-reply@immohorizon.be',
      store: localStore(dataDir),
      pollMs: 20,
    })
    await sink.waitFor(1)
    await worker.stop()
    transport.close()
    const [mail] = sink.messages
    expect(mail?.attachments).toHaveLength(1)
    const [attachment] = mail!.attachments
    expect(attachment?.filename).toBe('CV 2025.doc')
    expect(attachment?.contentType).toBe('application/msword')
    expect(attachment?.content).toEqual(fixture('cv.doc'))
  })
})
