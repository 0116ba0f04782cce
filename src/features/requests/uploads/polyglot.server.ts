import 'server-only'

/**
 * Polyglots: a file that is a valid document of one kind and also carries another container that
 * some program will open instead (docs/decisions/017-cv-upload-checks.md). Each check looks for the
 * structure a reader of the other kind looks for, not for loose signature bytes: compressed data
 * holds "PK" by chance, never a ZIP end record whose central directory is where it says.
 */

const zipEndSignature = 0x06054b50
const zipCentralSignature = 0x02014b50
const zip64LocatorSignature = 0x07064b50
const zipEndLength = 22
const zip64LocatorLength = 20
const zipCentralHeaderLength = 46
const pdfHeader = Buffer.from('%PDF-', 'latin1')

/**
 * Whether a ZIP reader finds an archive in `bytes`: an end-of-central-directory record (APPNOTE
 * 4.3.16) whose central directory starts where the record says, or right before the record (where
 * readers look when data was put in front of the archive), or a ZIP64 locator just before it.
 * Bytes are read by hand: a hostile file can hold millions of signatures, and Buffer's indexOf and
 * readUInt32LE cost ten times more per call.
 */
export function carriesZipArchive(bytes: Buffer): boolean {
  for (let at = 0; at + zipEndLength <= bytes.length; at++) {
    if (bytes[at] === 0x50 && uint32(bytes, at) === zipEndSignature && isZipEnd(bytes, at)) {
      return true
    }
  }
  return false
}

function isZipEnd(bytes: Buffer, at: number): boolean {
  const locator = at - zip64LocatorLength
  if (locator >= 0 && uint32(bytes, locator) === zip64LocatorSignature) return true
  const entries = bytes[at + 10]! | (bytes[at + 11]! << 8)
  const size = uint32(bytes, at + 12)
  const offset = uint32(bytes, at + 16)
  if (entries === 0 || size < entries * zipCentralHeaderLength) return false
  return startsCentral(bytes, offset, at) || startsCentral(bytes, at - size, at)
}

const startsCentral = (bytes: Buffer, position: number, end: number) =>
  position >= 0 && position + 4 <= end && uint32(bytes, position) === zipCentralSignature

const uint32 = (bytes: Buffer, at: number) =>
  (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0

/**
 * Whether `bytes` hold a PDF header anywhere. Acrobat and pdf.js look for it in the first 1,024
 * bytes; further on it still marks a whole PDF carried uncompressed (an embedded object, a PDF in
 * a ZIP comment), which lenient readers (pdf.js, Poppler, MuPDF) open from its trailer.
 */
export const carriesPdfHeader = (bytes: Buffer) => bytes.includes(pdfHeader)
