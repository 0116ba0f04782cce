import { readFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import * as CFB from 'cfb'
import { describe, expect, it } from 'vitest'
import yazl from 'yazl'
import {
  deflatedZeros,
  rawZip,
  type RawZipEntry,
} from '../../../../tests/support/document-builders'
import { crc32 } from './crc32'
import { inspectCvBytes } from './inspect-upload.server'
import { maxUploadBytes } from '@/lib/forms/uploads/upload-limits'
import { zipLimits } from './zip-document.server'

const fixture = (name: string) =>
  readFileSync(path.resolve('tests/fixtures/uploads', name)) as Buffer

type ZipEntry = { name: string; data: Buffer | string; compress?: boolean }

/** A real ZIP written by yazl, entries in the given order. */
function zip(entries: ZipEntry[]): Promise<Buffer> {
  const file = new yazl.ZipFile()
  for (const { name, data, compress = true } of entries) {
    file.addBuffer(Buffer.from(data), name, { compress })
  }
  file.end()
  const chunks: Buffer[] = []
  return new Promise((resolve, reject) => {
    file.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk))
    file.outputStream.on('end', () => resolve(Buffer.concat(chunks)))
    file.outputStream.on('error', reject)
  })
}

/**
 * Renames an entry in place (local header and central directory). yazl refuses to write unsafe
 * names, which is right for a writer; an attacker's archive has them anyway.
 */
function renameEntry(archive: Buffer, from: string, to: string): Buffer {
  expect(Buffer.byteLength(to)).toBe(Buffer.byteLength(from))
  const out = Buffer.from(archive)
  const needle = Buffer.from(from)
  let at = out.indexOf(needle)
  expect(at).toBeGreaterThan(0)
  while (at !== -1) {
    Buffer.from(to).copy(out, at)
    at = out.indexOf(needle, at + 1)
  }
  return out
}

/** Sets the "encrypted" bit of every entry, as a password-protecting archiver does. */
function markEncrypted(archive: Buffer): Buffer {
  const out = Buffer.from(archive)
  for (let at = 0; at < out.length - 4; at++) {
    const signature = out.readUInt32LE(at)
    if (signature === 0x04034b50) out.writeUInt16LE(out.readUInt16LE(at + 6) | 1, at + 6)
    if (signature === 0x02014b50) out.writeUInt16LE(out.readUInt16LE(at + 8) | 1, at + 8)
  }
  return out
}

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'
const documentXml =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>'
const docxEntries = (): ZipEntry[] => [
  { name: '[Content_Types].xml', data: contentTypes },
  { name: 'word/document.xml', data: documentXml },
]
const odtMimetype = 'application/vnd.oasis.opendocument.text'
const odtEntries = (mimetype = odtMimetype): ZipEntry[] => [
  { name: 'mimetype', data: mimetype, compress: false },
  { name: 'content.xml', data: '<office:document-content/>' },
  { name: 'META-INF/manifest.xml', data: '<manifest:manifest/>' },
]

describe('inspectCvBytes on real documents', () => {
  it.each([
    ['cv.pdf', 'pdf', 'application/pdf'],
    ['cv.doc', 'doc', 'application/msword'],
    ['cv.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['cv.odt', 'odt', 'application/vnd.oasis.opendocument.text'],
  ])('accepts %s as %s', async (name, kind, contentType) => {
    expect(await inspectCvBytes(fixture(name))).toEqual({ ok: true, kind, contentType })
  })

  it('decides by content: the bytes of a DOCX are a DOCX whatever the file was called', async () => {
    // The name never reaches the check; this is what "cv.docx renamed to cv.pdf" arrives as.
    expect(await inspectCvBytes(fixture('cv.docx'))).toMatchObject({ ok: true, kind: 'docx' })
  })
})

describe('inspectCvBytes refuses', () => {
  it('an empty file', async () => {
    expect(await inspectCvBytes(new Uint8Array())).toEqual({
      ok: false,
      code: 'empty',
      reason: 'empty',
    })
  })

  it('a file above the size limit, even a real PDF', async () => {
    const pdf = fixture('cv.pdf')
    const padded = Buffer.concat([pdf, Buffer.alloc(maxUploadBytes + 1 - pdf.length, 0x20)])
    expect(await inspectCvBytes(padded)).toMatchObject({ ok: false, code: 'too-large' })
    const atLimit = Buffer.concat([Buffer.alloc(maxUploadBytes - pdf.length, 0x20), pdf])
    expect(atLimit).toHaveLength(maxUploadBytes)
    // At the limit, a PDF whose header is not at the start is not a PDF we accept.
    expect(await inspectCvBytes(atLimit)).toMatchObject({ ok: false, code: 'wrong-type' })
    const pdfAtLimit = Buffer.concat([
      pdf.subarray(0, pdf.length - 6),
      Buffer.alloc(maxUploadBytes - pdf.length, 0x20),
      pdf.subarray(pdf.length - 6),
    ])
    expect(await inspectCvBytes(pdfAtLimit)).toMatchObject({ ok: true, kind: 'pdf' })
  })

  it('a Windows executable named cv.pdf', async () => {
    const exe = Buffer.alloc(1024)
    exe.write('MZ', 0, 'latin1')
    exe.writeUInt32LE(0x80, 0x3c)
    exe.write('PE\0\0', 0x80, 'latin1')
    expect(await inspectCvBytes(exe)).toEqual({
      ok: false,
      code: 'wrong-type',
      reason: 'unknown-signature',
    })
  })

  it('a text file named cv.pdf, even one that mentions %PDF- later on', async () => {
    const text = Buffer.from('My CV\nSee the attached %PDF-1.7 file\n%%EOF\n')
    expect(await inspectCvBytes(text)).toMatchObject({ ok: false, code: 'wrong-type' })
  })

  it('a PDF cut short (no %%EOF near the end)', async () => {
    const pdf = fixture('cv.pdf')
    expect(await inspectCvBytes(pdf.subarray(0, pdf.length - 2000))).toEqual({
      ok: false,
      code: 'wrong-type',
      reason: 'pdf-without-eof',
    })
  })

  it('an image or a spreadsheet', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
    expect(await inspectCvBytes(png)).toMatchObject({ code: 'wrong-type' })
    const xlsx = await zip([
      { name: '[Content_Types].xml', data: contentTypes },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
    ])
    expect(await inspectCvBytes(xlsx)).toEqual({
      ok: false,
      code: 'wrong-type',
      reason: 'not-a-text-document',
    })
  })

  it('a plain ZIP, and an ODT whose mimetype is another OpenDocument type', async () => {
    expect(await inspectCvBytes(await zip([{ name: 'cv.txt', data: 'CV' }]))).toMatchObject({
      code: 'wrong-type',
    })
    const spreadsheet = await zip(odtEntries('application/vnd.oasis.opendocument.spreadsheet'))
    expect(await inspectCvBytes(spreadsheet)).toMatchObject({ code: 'wrong-type' })
  })

  it('an ODT whose mimetype entry is not first or is compressed', async () => {
    const [mimetype, ...rest] = odtEntries()
    expect(await inspectCvBytes(await zip([...rest, mimetype!]))).toMatchObject({
      code: 'wrong-type',
    })
    const compressed = await zip([{ ...mimetype!, compress: true }, ...rest])
    expect(await inspectCvBytes(compressed)).toMatchObject({ code: 'wrong-type' })
    expect(await inspectCvBytes(await zip(odtEntries()))).toMatchObject({ ok: true, kind: 'odt' })
  })

  it('a DOCX without word/document.xml or without [Content_Types].xml', async () => {
    const [types, document] = docxEntries()
    expect(await inspectCvBytes(await zip([types!]))).toMatchObject({ code: 'wrong-type' })
    expect(await inspectCvBytes(await zip([document!]))).toMatchObject({ code: 'wrong-type' })
    expect(await inspectCvBytes(await zip(docxEntries()))).toMatchObject({ kind: 'docx' })
  })

  it('a zip bomb: one entry compressed far beyond what text reaches', async () => {
    const bomb = await zip([
      ...docxEntries(),
      { name: 'word/media/image1.png', data: Buffer.alloc(20 * 1024 * 1024) },
    ])
    expect(bomb.length).toBeLessThan(100 * 1024)
    expect(await inspectCvBytes(bomb)).toEqual({
      ok: false,
      code: 'unsafe-archive',
      reason: 'compression-ratio',
    })
  })

  it('many small well-compressed entries adding up beyond the total limit', async () => {
    const chunk = Buffer.alloc(zipLimits.ratioCheckFromBytes - 1)
    const count = Math.ceil(zipLimits.maxTotalBytes / chunk.length) + 1
    const entries = Array.from({ length: count }, (_, index) => ({
      name: `word/media/part${index}.bin`,
      data: chunk,
    }))
    expect(await inspectCvBytes(await zip([...docxEntries(), ...entries]))).toEqual({
      ok: false,
      code: 'unsafe-archive',
      reason: 'total-too-large',
    })
  })

  it('more entries than a document has', async () => {
    const entries = Array.from({ length: zipLimits.maxEntries }, (_, index) => ({
      name: `word/part${index}.xml`,
      data: '<p/>',
    }))
    expect(await inspectCvBytes(await zip([...docxEntries(), ...entries]))).toEqual({
      ok: false,
      code: 'unsafe-archive',
      reason: 'too-many-entries',
    })
  })

  it.each([
    ['a parent-directory name', 'word/xx/evil.xml', 'word/../evil.xml'],
    ['an absolute name', 'xetc/cron.d/job', '/etc/cron.d/job'],
    ['a drive letter', 'xxwindows/evil.exe', 'C:windows/evil.exe'],
    ['a backslash traversal', 'word/xxxevil.xml', 'word\\..\\evil.xml'],
  ])('%s', async (_, placeholder, name) => {
    const archive = await zip([...docxEntries(), { name: placeholder, data: 'x' }])
    expect(await inspectCvBytes(renameEntry(archive, placeholder, name))).toEqual({
      ok: false,
      code: 'unsafe-archive',
      reason: 'unsafe-name',
    })
  })

  it('two entries with one name', async () => {
    const archive = await zip([...docxEntries(), { name: 'word/documenX.xml', data: '<x/>' }])
    expect(
      await inspectCvBytes(renameEntry(archive, 'word/documenX.xml', 'word/document.xml')),
    ).toEqual({ ok: false, code: 'unsafe-archive', reason: 'duplicate-name' })
  })

  it('encrypted entries', async () => {
    expect(await inspectCvBytes(markEncrypted(fixture('cv.docx')))).toEqual({
      ok: false,
      code: 'encrypted',
      reason: 'encrypted',
    })
  })

  it('a DOCX with a VBA project (macros)', async () => {
    const archive = await zip([...docxEntries(), { name: 'word/vbaProject.bin', data: 'VBA' }])
    expect(await inspectCvBytes(archive)).toEqual({
      ok: false,
      code: 'unsafe-archive',
      reason: 'macros',
    })
  })

  it('a damaged ZIP (cut in the middle, central directory lost)', async () => {
    const docx = fixture('cv.docx')
    expect(await inspectCvBytes(docx.subarray(0, docx.length / 2))).toEqual({
      ok: false,
      code: 'unsafe-archive',
      reason: 'malformed',
    })
  })
})

describe('inspectCvBytes on OLE2 compound files', () => {
  const realDoc = () => CFB.read(fixture('cv.doc'), { type: 'buffer' })
  const write = (container: CFB.CFB$Container) =>
    Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array)

  it('refuses a Word document with a Macros storage', async () => {
    const container = realDoc()
    CFB.utils.cfb_add(container, 'Macros/VBA/dir', Buffer.from('Attribute VB_Name'))
    expect(await inspectCvBytes(write(container))).toEqual({
      ok: false,
      code: 'unsafe-archive',
      reason: 'macros',
    })
  })

  it('refuses a password-protected Word document (fEncrypted in the FIB)', async () => {
    const container = realDoc()
    const word = CFB.find(container, 'WordDocument')!
    const fib = Buffer.from(word.content)
    fib.writeUInt16LE(fib.readUInt16LE(0x0a) | 0x0100, 0x0a)
    word.content = fib
    expect(await inspectCvBytes(write(container))).toEqual({
      ok: false,
      code: 'encrypted',
      reason: 'encrypted',
    })
  })

  it('refuses a password-protected DOCX (an OLE2 file with an EncryptedPackage)', async () => {
    const container = CFB.utils.cfb_new()
    CFB.utils.cfb_add(container, 'EncryptionInfo', Buffer.alloc(64, 1))
    CFB.utils.cfb_add(container, 'EncryptedPackage', Buffer.alloc(4096, 2))
    expect(await inspectCvBytes(write(container))).toMatchObject({ code: 'encrypted' })
  })

  it('refuses other compound files (a spreadsheet, an installer)', async () => {
    const container = CFB.utils.cfb_new()
    CFB.utils.cfb_add(container, 'Workbook', Buffer.alloc(4096, 9))
    expect(await inspectCvBytes(write(container))).toEqual({
      ok: false,
      code: 'wrong-type',
      reason: 'not-a-word-document',
    })
  })

  it('refuses a WordDocument stream without the Word identifier', async () => {
    const container = realDoc()
    const word = CFB.find(container, 'WordDocument')!
    const fib = Buffer.from(word.content)
    fib.writeUInt16LE(0x1234, 0)
    word.content = fib
    expect(await inspectCvBytes(write(container))).toMatchObject({ code: 'wrong-type' })
  })

  it('refuses a damaged compound file', async () => {
    const doc = fixture('cv.doc')
    expect(await inspectCvBytes(doc.subarray(0, 700))).toEqual({
      ok: false,
      code: 'unsafe-archive',
      reason: 'malformed',
    })
  })
})

describe('inspectCvBytes refuses ZIP entries that are not what the central directory says', () => {
  const deflatedEntry = (name: string, text: string): RawZipEntry => ({
    name,
    method: 8,
    data: zlib.deflateRawSync(text),
    crc32: crc32(Buffer.from(text)),
    uncompressedSize: Buffer.byteLength(text),
  })
  const docx = (...more: RawZipEntry[]) =>
    rawZip([
      deflatedEntry('[Content_Types].xml', contentTypes),
      deflatedEntry('word/document.xml', documentXml),
      ...more,
    ])
  const declared4k = { crc32: crc32(Buffer.alloc(4096)), uncompressedSize: 4096 }

  it('accepts the hand-written DOCX these tests alter', async () => {
    expect(await inspectCvBytes(docx())).toMatchObject({ ok: true, kind: 'docx' })
  })

  it('an entry that claims 4 KB and inflates to 1 GiB', async () => {
    const lie = docx({
      name: 'word/media/image1.png',
      method: 8,
      data: deflatedZeros(1024),
      ...declared4k,
    })
    expect(lie.length).toBeLessThan(2 * 1024 * 1024)
    expect(await inspectCvBytes(lie)).toEqual({
      ok: false,
      code: 'unsafe-archive',
      reason: 'entry-size-mismatch',
    })
  })

  it('stops inflating as soon as an entry outgrows its claim', async () => {
    // After its first MiB the data turns invalid: an inflater that went on would fail on it and
    // report a damaged file instead of the size.
    const garbage = Buffer.alloc(1024, 0xff)
    const lie = docx({
      name: 'word/media/image1.png',
      method: 8,
      data: deflatedZeros(1, garbage),
      ...declared4k,
    })
    expect(await inspectCvBytes(lie)).toMatchObject({ reason: 'entry-size-mismatch' })
  })

  it('an entry that claims more than it holds', async () => {
    const entry = deflatedEntry('word/styles.xml', '<w:styles/>')
    expect(await inspectCvBytes(docx({ ...entry, uncompressedSize: 4096 }))).toMatchObject({
      code: 'unsafe-archive',
      reason: 'entry-size-mismatch',
    })
  })

  it.each([
    ['deflated', deflatedEntry('word/styles.xml', '<w:styles/>')],
    [
      'stored',
      {
        name: 'word/styles.xml',
        method: 0,
        data: Buffer.from('<w:styles/>'),
        crc32: crc32(Buffer.from('<w:styles/>')),
        uncompressedSize: 11,
      },
    ],
  ] satisfies [string, RawZipEntry][])('a %s entry whose CRC-32 is wrong', async (_, entry) => {
    expect(await inspectCvBytes(docx({ ...entry, crc32: entry.crc32 ^ 1 }))).toEqual({
      ok: false,
      code: 'unsafe-archive',
      reason: 'entry-crc-mismatch',
    })
  })

  it('an entry whose deflate data is damaged', async () => {
    const entry = deflatedEntry('word/styles.xml', '<w:styles/>')
    const damaged = { ...entry, data: Buffer.alloc(entry.data.length, 0xff) }
    expect(await inspectCvBytes(docx(damaged))).toMatchObject({ reason: 'malformed' })
  })
})
