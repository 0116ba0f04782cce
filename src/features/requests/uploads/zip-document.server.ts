import 'server-only'
import yauzl, { type Entry } from 'yauzl'
import { refuse, type Refusal } from './refusal'
import { checkEntryContents } from './zip-entry-contents.server'

/**
 * Limits for DOCX and ODT containers, checked on the ZIP central directory before anything is
 * inflated (docs/decisions/017-cv-upload-checks.md); the entries' contents are then checked against
 * the sizes judged here, so they bound that work too. A CV written by Word or
 * LibreOffice has tens of entries, a few megabytes uncompressed and text compressed 5–20 times.
 */
export const zipLimits = {
  maxEntries: 1000,
  maxEntryBytes: 100 * 1024 * 1024,
  maxTotalBytes: 100 * 1024 * 1024,
  /** Uncompressed/compressed; deflate reaches about 1000 on repeated bytes, a zip bomb's trick. */
  maxCompressionRatio: 100,
  /** Below this an entry's ratio is harmless (the total limit still counts it). */
  ratioCheckFromBytes: 1024 * 1024,
}

const odtMimetype = 'application/vnd.oasis.opendocument.text'
/** ZIP compression methods (APPNOTE 4.4.5). */
const stored = 0
const deflated = 8
/** Method 99 marks WinZip AES encryption (APPNOTE 4.4.5). */
const aesEncrypted = 99

/**
 * Decides whether a ZIP file is a DOCX or an ODT by its central directory (yauzl reads the entry
 * list without decompressing), refusing archives that could hurt whoever opens them. Only then,
 * for a DOCX or an ODT within the limits, is every entry inflated (counted and dropped) to check
 * that it holds what the central directory says.
 */
export async function inspectZipDocument(
  bytes: Uint8Array,
): Promise<{ kind: 'docx' | 'odt' } | Refusal> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.fromBufferPromise(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      // Names are decoded and validated below, so a traversal name is told apart from a damaged
      // file; validateEntrySizes guards the one entry we read.
      { decodeStrings: false, validateEntrySizes: true },
    )
  } catch {
    return refuse('unsafe-archive', 'malformed')
  }
  if (zip.entryCount > zipLimits.maxEntries) return refuse('unsafe-archive', 'too-many-entries')

  const names = new Set<string>()
  const entries: Entry[] = []
  let first: { name: string; entry: Entry } | undefined
  let total = 0
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        true,
      )
      const refusal = checkEntry(entry, name, names)
      if (refusal) return refusal
      names.add(name)
      entries.push(entry)
      first ??= { name, entry }
      total += entry.uncompressedSize
      if (total > zipLimits.maxTotalBytes) return refuse('unsafe-archive', 'total-too-large')
    }
  } catch {
    return refuse('unsafe-archive', 'malformed')
  }

  const kind = await documentKind(zip, names, first)
  if (typeof kind !== 'string') return kind
  return (await checkEntryContents(zip, entries)) ?? { kind }
}

async function documentKind(
  zip: yauzl.ZipFile,
  names: Set<string>,
  first: { name: string; entry: Entry } | undefined,
): Promise<'docx' | 'odt' | Refusal> {
  if (names.has('[Content_Types].xml') && names.has('word/document.xml')) {
    // A VBA project makes it a macro-enabled document (.docm) whatever its content types say.
    if (names.has('word/vbaProject.bin')) return refuse('unsafe-archive', 'macros')
    return 'docx'
  }
  if (first?.name === 'mimetype' && names.has('content.xml')) {
    const mimetype = await readStoredEntry(zip, first.entry, odtMimetype.length)
    if (mimetype === odtMimetype) return 'odt'
  }
  return refuse('wrong-type', 'not-a-text-document')
}

function checkEntry(entry: Entry, name: string, seen: Set<string>): Refusal | null {
  if (entry.isEncrypted() || entry.compressionMethod === aesEncrypted) {
    return refuse('encrypted', 'encrypted')
  }
  // Word and LibreOffice only store or deflate; other methods are for archivers, not documents.
  if (entry.compressionMethod !== stored && entry.compressionMethod !== deflated) {
    return refuse('unsafe-archive', 'unsupported-compression')
  }
  // Absolute paths, drive letters, backslashes, `..` segments, control characters: an unpacker
  // could write outside its folder, or a mail client show a misleading name.
  if (yauzl.validateFileName(name) !== null || /[\u0000-\u001f\u007f]/.test(name)) {
    return refuse('unsafe-archive', 'unsafe-name')
  }
  // Two entries with one name: tools disagree on which one counts, a known way to smuggle content.
  if (seen.has(name)) return refuse('unsafe-archive', 'duplicate-name')
  if (entry.uncompressedSize > zipLimits.maxEntryBytes) {
    return refuse('unsafe-archive', 'entry-too-large')
  }
  if (
    entry.uncompressedSize >= zipLimits.ratioCheckFromBytes &&
    entry.uncompressedSize > zipLimits.maxCompressionRatio * Math.max(entry.compressedSize, 1)
  ) {
    return refuse('unsafe-archive', 'compression-ratio')
  }
  return null
}

/** A stored (uncompressed) entry's bytes as Latin-1 text, or null when it is not a short stored entry. */
async function readStoredEntry(zip: yauzl.ZipFile, entry: Entry, length: number) {
  if (entry.compressionMethod !== stored || entry.uncompressedSize !== length) return null
  try {
    const stream = await zip.openReadStreamPromise(entry)
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('latin1')
  } catch {
    return null
  }
}
