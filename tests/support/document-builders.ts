import zlib from 'node:zlib'

/**
 * Writers of small PDFs and ZIP archives byte by byte, for the upload checks' tests: an attacker's
 * file is hand-made, so the tests make theirs the same way (a library writer refuses to lie).
 */

/** An object's body, between `N 0 obj` and `endobj`. */
export type PdfBody = string | Buffer

/** A stream object's body: its dictionary (Length added), then the data as is. */
export function pdfStream(dictionary: string, data: Buffer | string): Buffer {
  const bytes = Buffer.from(data)
  return Buffer.concat([
    Buffer.from(`${dictionary.replace(/>>\s*$/, '')} /Length ${bytes.length} >>\nstream\n`),
    bytes,
    Buffer.from('\nendstream'),
  ])
}

/** A FlateDecode stream object's body. */
const flateStream = (dictionary: string, data: Buffer | string) =>
  pdfStream(`${dictionary.replace(/>>\s*$/, '')} /Filter /FlateDecode >>`, zlib.deflateSync(data))

export type PdfParts = {
  /** Objects 1, 2, 3…; object 1 is the catalog (the trailer's /Root). */
  objects: PdfBody[]
  /**
   * Objects stored in one object stream, numbered after `objects`; the file then has a
   * cross-reference stream (PDF 1.5) instead of a table, as writers that compress objects do.
   */
  compressed?: string[]
  /** More trailer entries, such as an /Encrypt dictionary. */
  trailer?: string
}

/** A complete PDF whose cross-reference data points at every object, as a reader expects. */
export function buildPdf({ objects, compressed = [], trailer = '' }: PdfParts): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let length = parts[0]!.length
  const offsets: number[] = []
  const add = (number: number, body: PdfBody) => {
    offsets[number] = length
    const object = Buffer.concat([
      Buffer.from(`${number} 0 obj\n`),
      Buffer.from(body),
      Buffer.from('\nendobj\n'),
    ])
    parts.push(object)
    length += object.length
  }
  objects.forEach((body, index) => add(index + 1, body))

  if (compressed.length === 0) {
    const size = objects.length + 1
    const rows = offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
    parts.push(
      Buffer.from(
        `xref\n0 ${size}\n0000000000 65535 f \n${rows.join('')}` +
          `trailer\n<< /Size ${size} /Root 1 0 R ${trailer}>>\nstartxref\n${length}\n%%EOF\n`,
      ),
    )
    return Buffer.concat(parts)
  }

  const firstCompressed = objects.length + 1
  const objectStream = firstCompressed + compressed.length
  const xrefStream = objectStream + 1
  let content = ''
  const header = compressed.map((body, index) => {
    const entry = `${firstCompressed + index} ${content.length}`
    content += `${body}\n`
    return entry
  })
  const headerText = `${header.join(' ')}\n`
  add(
    objectStream,
    flateStream(
      `<< /Type /ObjStm /N ${compressed.length} /First ${headerText.length} >>`,
      headerText + content,
    ),
  )
  offsets[xrefStream] = length
  // Rows of /W [1 4 2]: type 1 = at an offset, type 2 = in an object stream at an index.
  const rows = Buffer.alloc(7 * (xrefStream + 1))
  rows.writeUInt8(0, 0)
  rows.writeUInt16BE(65535, 5)
  for (let number = 1; number <= xrefStream; number++) {
    const at = number * 7
    const index = number - firstCompressed
    if (index >= 0 && index < compressed.length) {
      rows.writeUInt8(2, at)
      rows.writeUInt32BE(objectStream, at + 1)
      rows.writeUInt16BE(index, at + 5)
    } else {
      rows.writeUInt8(1, at)
      rows.writeUInt32BE(offsets[number]!, at + 1)
    }
  }
  add(
    xrefStream,
    flateStream(`<< /Type /XRef /Size ${xrefStream + 1} /W [1 4 2] /Root 1 0 R ${trailer}>>`, rows),
  )
  parts.push(Buffer.from(`startxref\n${offsets[xrefStream]}\n%%EOF\n`))
  return Buffer.concat(parts)
}

/** A ZIP entry as written: `data` is what is stored (deflated or not), the rest is what it claims. */
export type RawZipEntry = {
  name: string
  method: 0 | 8
  data: Buffer
  crc32: number
  uncompressedSize: number
}

/** A ZIP archive (APPNOTE 4.3) written field by field, believing every claim of its entries. */
export function rawZip(entries: RawZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(entry.method, 8)
    local.writeUInt16LE(0x21, 12) // 1980-01-01
    local.writeUInt32LE(entry.crc32, 14)
    local.writeUInt32LE(entry.data.length, 18)
    local.writeUInt32LE(entry.uncompressedSize, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(entry.method, 10)
    central.writeUInt16LE(0x21, 14)
    central.writeUInt32LE(entry.crc32, 16)
    central.writeUInt32LE(entry.data.length, 20)
    central.writeUInt32LE(entry.uncompressedSize, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, entry.data)
    centrals.push(central, name)
    offset += local.length + name.length + entry.data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/**
 * Raw deflate data that inflates to `mebibytes` MiB of zeros in about 1 KB per MiB: one MiB
 * compressed with a full flush (byte-aligned, no reference to what came before) and repeated, then
 * an empty final block. `tail` replaces that final block (garbage, say).
 */
export function deflatedZeros(mebibytes: number, tail = Buffer.from([0x03, 0x00])): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024), {
    finishFlush: zlib.constants.Z_FULL_FLUSH,
  })
  return Buffer.concat([...Array.from({ length: mebibytes }, () => block), tail])
}
