import { readFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import * as CFB from 'cfb'
import { describe, expect, it } from 'vitest'
import yazl from 'yazl'
import {
  buildPdf,
  deflatedZeros,
  pdfStream,
  rawZip,
  type PdfParts,
  type RawZipEntry,
} from '../../../../tests/support/document-builders'
import { crc32 } from './crc32'
import { inspectCvBytes } from './inspect-upload.server'
import { maxUploadBytes } from '@/lib/forms/uploads/upload-limits'
import { pdfLimits } from './pdf-document.server'
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
    ['cv-object-streams.pdf', 'pdf', 'application/pdf'],
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

/** Replaces text in place, keeping every offset (and so the cross-reference data) valid. */
function overwrite(file: Buffer, from: string, to: string): Buffer {
  expect(to.length).toBe(from.length)
  const at = file.indexOf(from, 0, 'latin1')
  expect(at).toBeGreaterThan(0)
  const out = Buffer.from(file)
  out.write(to, at, 'latin1')
  return out
}

/** A one-page PDF: 1 catalog, 2 pages, 3 page content, 4 page, then `more` from object 5 on. */
function cvPdf({
  catalog = '',
  page = '',
  more = [],
  ...rest
}: { catalog?: string; page?: string; more?: PdfParts['objects'] } & Omit<PdfParts, 'objects'>) {
  return buildPdf({
    objects: [
      `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
      '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      pdfStream('<< >>', 'BT /F1 12 Tf 72 712 Td (Curriculum vitae) Tj ET'),
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 3 0 R ${page}>>`,
      ...more,
    ],
    ...rest,
  })
}

const alert = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'

describe('inspectCvBytes refuses polyglots', () => {
  it.each([
    ['a PDF with a ZIP appended', () => Buffer.concat([fixture('cv.pdf'), fixture('cv.docx')])],
    [
      'a PDF with a ZIP inside one of its streams, its own end intact',
      () => cvPdf({ more: [pdfStream('<< >>', fixture('cv.docx'))] }),
    ],
    [
      'a DOCX whose first entry is a stored PDF (Acrobat finds its header in the first 1,024 bytes)',
      () =>
        zip([{ name: 'docProps/cover.pdf', data: cvPdf({}), compress: false }, ...docxEntries()]),
    ],
    [
      'a DOCX carrying a PDF in its archive comment',
      async () => {
        const archive = await zip(docxEntries())
        const withComment = Buffer.concat([archive, cvPdf({})])
        withComment.writeUInt16LE(withComment.length - archive.length, archive.length - 2)
        return withComment
      },
    ],
    [
      'a Word 97 document with a ZIP appended',
      () => Buffer.concat([fixture('cv.doc'), fixture('cv.docx')]),
    ],
    [
      'a Word 97 document with a PDF appended',
      () => Buffer.concat([fixture('cv.doc'), fixture('cv.pdf')]),
    ],
  ])('%s', async (_, build) => {
    expect(await inspectCvBytes(await build())).toEqual({
      ok: false,
      code: 'unsafe-archive',
      reason: 'polyglot',
    })
  })

  it('but not a PDF whose compressed data happens to hold ZIP signatures', async () => {
    // "PK" pairs occur in compressed data by chance; only an end record that parses is a ZIP.
    const noise = Buffer.concat([
      Buffer.from('PK\x03\x04\x14\x00', 'latin1'),
      Buffer.alloc(64, 0x41),
      Buffer.from('PK\x05\x06', 'latin1'),
      Buffer.alloc(18, 0x41),
      Buffer.from('PK\x01\x02', 'latin1'),
    ])
    const pdf = cvPdf({ more: [pdfStream('<< /Filter /FlateDecode >>', noise)] })
    expect(await inspectCvBytes(pdf)).toMatchObject({ ok: true, kind: 'pdf' })
  })
})

describe('inspectCvBytes refuses PDFs with active content', () => {
  it.each([
    [
      'a JavaScript action run on opening',
      { catalog: '/OpenAction 5 0 R', more: [alert] },
      'pdf-javascript',
    ],
    [
      'the same with its names written in #xx escapes',
      { catalog: '/OpenAction 5 0 R', more: ['<< /#53 /Java#53cript /J#53 (app.alert\\(1\\)) >>'] },
      'pdf-javascript',
    ],
    [
      'document-level JavaScript in the name tree',
      { catalog: '/Names << /JavaScript 5 0 R >>', more: ['<< /Names [(init) 6 0 R] >>', alert] },
      'pdf-javascript',
    ],
    [
      'a launch action',
      {
        catalog: '/OpenAction 5 0 R',
        more: ['<< /S /Launch /Win << /F (cmd.exe) /P (/c calc) >> >>'],
      },
      'pdf-launch',
    ],
    [
      'an embedded file',
      {
        catalog: '/Names << /EmbeddedFiles 5 0 R >>',
        more: [
          '<< /Names [(invoice.exe) 6 0 R] >>',
          '<< /Type /Filespec /F (invoice.exe) /EF << /F 7 0 R >> >>',
          pdfStream('<< /Type /EmbeddedFile >>', 'MZ'),
        ],
      },
      'pdf-embedded-file',
    ],
    [
      'a file specification with an embedded stream of no declared type',
      {
        page: '/Annots [5 0 R]',
        more: [
          '<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /GoToR /F 6 0 R /D [0 /Fit] >> >>',
          '<< /Type /Filespec /F (cv.pdf) /EF << /F 7 0 R >> >>',
          pdfStream('<< >>', 'MZ'),
        ],
      },
      'pdf-embedded-file',
    ],
    [
      'additional actions on the page',
      { page: '/AA << /O 5 0 R >>', more: ['<< /S /URI /URI (https://tracker.example/open) >>'] },
      'pdf-additional-actions',
    ],
    [
      'rich media (Flash)',
      { page: '/Annots [5 0 R]', more: ['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 9 9] >>'] },
      'pdf-rich-media',
    ],
    [
      'an XFA form',
      {
        catalog: '/AcroForm << /Fields [] /XFA 5 0 R >>',
        more: [pdfStream('<< >>', '<xdp:xdp/>')],
      },
      'pdf-xfa',
    ],
    [
      'JavaScript inside a compressed object stream',
      { catalog: '/OpenAction 5 0 R', compressed: [alert] },
      'pdf-javascript',
    ],
    [
      'the same, escaped',
      {
        catalog: '/OpenAction 5 0 R',
        compressed: ['<< /S /Java#53cript /J#53 (app.alert\\(1\\)) >>'],
      },
      'pdf-javascript',
    ],
    [
      // Read one after another from /First, object 5 is a string holding object 6; a reader that
      // goes to object 6's offset reads a dictionary.
      'an object stream object that reads as a string from the start but not from its offset',
      { catalog: '/OpenAction 6 0 R', compressed: ['(', `${alert})`] },
      'pdf-javascript',
    ],
    [
      // Readers that repair a file find every "N 0 obj"; a cross-reference entry can point there.
      'an object hidden in another stream’s data',
      {
        catalog: '/OpenAction 6 0 R',
        more: [pdfStream('<< >>', `\n6 0 obj\n${alert}\nendobj\n`)],
      },
      'pdf-javascript',
    ],
  ] satisfies [string, Parameters<typeof cvPdf>[0], string][])('%s', async (_, parts, reason) => {
    expect(await inspectCvBytes(cvPdf(parts))).toEqual({
      ok: false,
      code: 'active-content',
      reason,
    })
  })

  it('an object stream whose dictionary leaves out /Type (readers only need /N and /First)', async () => {
    const pdf = cvPdf({ catalog: '/OpenAction 5 0 R', compressed: [alert] })
    expect(await inspectCvBytes(overwrite(pdf, '/Type /ObjStm', ' '.repeat(13)))).toEqual({
      ok: false,
      code: 'active-content',
      reason: 'pdf-javascript',
    })
  })

  it('an object stream in a filter we do not decode', async () => {
    const content = '5 0\n<< /S /JavaScript /JS (app.alert\\(1\\)) >>'
    const hidden = pdfStream(
      '<< /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode >>',
      `${Buffer.from(content).toString('hex')}>`,
    )
    expect(await inspectCvBytes(cvPdf({ more: [hidden] }))).toEqual({
      ok: false,
      code: 'unsafe-archive',
      reason: 'pdf-unreadable-stream',
    })
  })

  it('object streams inflating beyond the limit, without inflating them whole', async () => {
    const mebibytes = pdfLimits.maxInflatedBytes / (1024 * 1024) + 1
    const zlibHeader = Buffer.from([0x78, 0x9c])
    const bomb = pdfStream(
      '<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>',
      Buffer.concat([zlibHeader, deflatedZeros(mebibytes)]),
    )
    expect(await inspectCvBytes(cvPdf({ more: [bomb] }))).toEqual({
      ok: false,
      code: 'unsafe-archive',
      reason: 'pdf-streams-too-large',
    })
  })

  it('an encrypted PDF, whose object streams and strings would be unreadable', async () => {
    const encrypt = '/Encrypt << /Filter /Standard /V 2 /R 3 /Length 128 /O <00> /U <00> /P -4 >>'
    expect(await inspectCvBytes(cvPdf({ trailer: encrypt }))).toEqual({
      ok: false,
      code: 'encrypted',
      reason: 'encrypted',
    })
  })

  it('but accepts the names in text, an opening view and compressed plain objects', async () => {
    const pdf = cvPdf({
      catalog: '/OpenAction [4 0 R /XYZ null null 0]',
      trailer: '/Info 5 0 R',
      more: ['<< /Title (How I replaced /JavaScript macros) /Subject <2F4A53> >>'],
      compressed: ['<< /Type /Metadata >>', '% /Launch in a comment\n<< /Count 0 >>'],
    })
    expect(await inspectCvBytes(pdf)).toMatchObject({ ok: true, kind: 'pdf' })
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
