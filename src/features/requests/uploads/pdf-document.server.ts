import 'server-only'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import {
  Lexer,
  readObject,
  ScanBudget,
  ScanBudgetExceeded,
  WantedNames,
  type Entries,
  type Scan,
  type Token,
} from './pdf-syntax'
import { carriesZipArchive } from './polyglot.server'
import { refuse, type Refusal, type RefusalReason } from './refusal'

/** Bounds on the work one PDF may cause (docs/decisions/017-cv-upload-checks.md). */
export const pdfLimits = {
  /** Object streams inflated, all together; a CV's come to a few hundred kilobytes. */
  maxInflatedBytes: 50 * 1024 * 1024,
  /** A writer puts 100 to 200 objects in each; a CV has a few hundred objects. */
  maxObjectStreams: 1000,
  /** Bytes read by the lexer, all together: the file and the inflated object streams, about once. */
  maxScannedBytes: 64 * 1024 * 1024,
}

const pdfEnd = Buffer.from('%%EOF', 'latin1')
/** Readers (Acrobat among them) look for %%EOF in the last 1024 bytes; so do we. */
const pdfEndWindow = 1024
const objKeyword = Buffer.from('obj', 'latin1')
const trailerKeyword = Buffer.from('trailer', 'latin1')

/**
 * Names that make a PDF act when it is opened, viewed or clicked, or carry other files, with the
 * refusal each earns; the first found wins. /OpenAction alone is not among them: LibreOffice writes
 * one to open the first page, and an opening action that runs a script or a program is caught by
 * its /JavaScript or /Launch.
 */
const activeNames = new Map<string, RefusalReason>([
  ['JavaScript', 'pdf-javascript'],
  ['JS', 'pdf-javascript'],
  ['Launch', 'pdf-launch'],
  ['EmbeddedFile', 'pdf-embedded-file'],
  ['EmbeddedFiles', 'pdf-embedded-file'],
  // A file specification's embedded stream, which needs no /EmbeddedFile type, and the annotation
  // and action that open one.
  ['EF', 'pdf-embedded-file'],
  ['FileAttachment', 'pdf-embedded-file'],
  ['GoToE', 'pdf-embedded-file'],
  ['RichMedia', 'pdf-rich-media'],
  ['XFA', 'pdf-xfa'],
  ['AA', 'pdf-additional-actions'],
])

/** The names looked for: those above, encryption, and those an object stream is read by. */
const wantedNames = new WantedNames([
  ...activeNames.keys(),
  'Encrypt',
  ...['Type', 'ObjStm', 'N', 'First', 'Filter', 'FlateDecode', 'Fl', 'DecodeParms', 'Predictor'],
])

type ObjectStream = { entries: Entries; dataStart: number }

const inflateRaw = promisify(zlib.inflateRaw)

/**
 * Checks a file that starts with `%PDF-`: it ends where readers look for the end, carries no ZIP
 * archive, is not encrypted (its object streams would be unreadable to us), and uses none of the
 * names of active content, neither in its objects nor in its compressed object streams. Null means
 * accepted.
 *
 * The objects are found the way a reader repairing a damaged file finds them: every `obj` keyword
 * starts one, wherever it sits (inside another stream's data too, since a cross-reference table may
 * point anywhere), and so does every `trailer`. Stream data is not read, except an object stream's,
 * which is inflated and read object by object from each offset it lists and one after another.
 */
export async function inspectPdfDocument(bytes: Buffer): Promise<Refusal | null> {
  if (carriesZipArchive(bytes)) return refuse('unsafe-archive', 'polyglot')
  if (!bytes.subarray(Math.max(0, bytes.length - pdfEndWindow)).includes(pdfEnd)) {
    return refuse('wrong-type', 'pdf-without-eof')
  }

  const scan: Scan = {
    wanted: wantedNames,
    found: new Set(),
    budget: new ScanBudget(pdfLimits.maxScannedBytes),
  }
  try {
    const objectStreams = scanObjects(bytes, scan)
    if (scan.found.has('Encrypt')) return refuse('encrypted', 'encrypted')
    const active = activeContent(scan.found)
    if (active) return active
    if (objectStreams.length > pdfLimits.maxObjectStreams) {
      return refuse('unsafe-archive', 'pdf-too-complex')
    }
    let inflated = 0
    for (const stream of objectStreams) {
      const read = await objectStreamContent(bytes, stream, pdfLimits.maxInflatedBytes - inflated)
      if ('reason' in read) return read
      inflated += read.inflatedBytes
      if (!scanObjectStream(read.content, stream.entries, scan)) {
        return refuse('unsafe-archive', 'pdf-unreadable-stream')
      }
    }
    return activeContent(scan.found)
  } catch (error) {
    if (error instanceof ScanBudgetExceeded) return refuse('unsafe-archive', 'pdf-too-complex')
    throw error
  }
}

function activeContent(names: Set<string>): Refusal | null {
  for (const [name, reason] of activeNames) {
    if (names.has(name)) return refuse('active-content', reason)
  }
  return null
}

/** Reads every object and trailer of the file, returning the object streams among them. */
function scanObjects(bytes: Buffer, scan: Scan): ObjectStream[] {
  const objectStreams: ObjectStream[] = []
  for (let at = bytes.indexOf(objKeyword); at !== -1; at = bytes.indexOf(objKeyword, at + 1)) {
    if (at >= 3 && bytes[at - 3] === 0x65 && bytes[at - 2] === 0x6e && bytes[at - 1] === 0x64) {
      continue // endobj
    }
    const lexer = new Lexer(bytes, at + objKeyword.length, scan)
    const entries = readObject(lexer)
    if (entries && isObjectStream(entries) && lexer.isWord(lexer.next(), 'stream')) {
      objectStreams.push({ entries, dataStart: lexer.skipToNextLine() })
    }
  }
  for (
    let at = bytes.indexOf(trailerKeyword);
    at !== -1;
    at = bytes.indexOf(trailerKeyword, at + 1)
  ) {
    readObject(new Lexer(bytes, at + trailerKeyword.length, scan))
  }
  return objectStreams
}

/** /Type /ObjStm, or the /N and /First that readers need to read one (they skip the type). */
const isObjectStream = (entries: Entries) =>
  nameOf(entries.get('Type')) === 'ObjStm' || (entries.has('N') && entries.has('First'))

/**
 * An object stream's content: inflated when its filter is FlateDecode (what writers use), as it is
 * when it has none (qpdf's QDF mode), its objects then read in place. Any other filter, a predictor,
 * or a filter given by reference is refused rather than guessed at.
 */
async function objectStreamContent(
  bytes: Buffer,
  { entries, dataStart }: ObjectStream,
  allowance: number,
): Promise<{ content: Buffer; inflatedBytes: number } | Refusal> {
  const unreadable = refuse('unsafe-archive', 'pdf-unreadable-stream')
  const filter = entries.get('Filter')
  if (filter === undefined) return { content: bytes.subarray(dataStart), inflatedBytes: 0 }
  if (!isFlateOnly(filter) || !withoutPredictor(entries.get('DecodeParms'))) return unreadable
  // The zlib header (RFC 1950): deflate, a valid check, no preset dictionary. Readers ignore the
  // Adler-32 at the end, so it is inflated raw behind the header and the checksum is not checked.
  const [method = 0, flags = 0] = bytes.subarray(dataStart, dataStart + 2)
  if ((method & 0x0f) !== 8 || ((method << 8) | flags) % 31 !== 0 || flags & 0x20) return unreadable
  if (allowance <= 0) return refuse('unsafe-archive', 'pdf-streams-too-large')
  try {
    // Inflation stops at the end of the deflate data; the bytes after it are ignored.
    const content = await inflateRaw(bytes.subarray(dataStart + 2), { maxOutputLength: allowance })
    return { content, inflatedBytes: content.length }
  } catch (error) {
    const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
    return tooLarge ? refuse('unsafe-archive', 'pdf-streams-too-large') : unreadable
  }
}

/**
 * Reads the objects of an object stream from each offset in its header (as pdf.js does) and one
 * after another from /First (as a reader that trusts the order would), each start once. False when
 * the header is unreadable.
 */
function scanObjectStream(content: Buffer, entries: Entries, scan: Scan): boolean {
  const count = integerOf(entries.get('N'))
  const first = integerOf(entries.get('First'))
  if (count === null || first === null) return false
  const lexer = new Lexer(content, 0, scan)
  const offsets: number[] = []
  for (let index = 0; index < count; index++) {
    if (!lexer.isInteger(lexer.next())) return false
    const offset = lexer.next()
    if (!lexer.isInteger(offset)) return false
    offsets.push(Number(lexer.text(offset)))
  }

  const ends = new Map<number, number>()
  const readFrom = (position: number) => {
    lexer.position = position
    const start = lexer.skipSpace()
    let end = ends.get(start)
    if (end === undefined) {
      readObject(lexer)
      end = lexer.position
      ends.set(start, end)
    }
    return end
  }
  for (const offset of offsets) if (first + offset < content.length) readFrom(first + offset)
  for (let index = 0, position = first; index < count && position < content.length; index++) {
    position = readFrom(position)
  }
  return true
}

function isFlateOnly(filter: Token[] | null): boolean {
  const name = nameOf(filter?.[0]?.kind === '[' ? filter.slice(1, -1) : filter)
  return name === 'FlateDecode' || name === 'Fl'
}

function withoutPredictor(parameters: Token[] | null | undefined): boolean {
  if (parameters === undefined) return true
  if (parameters === null) return false
  if (parameters.length === 1 && isWord(parameters[0], 'null')) return true
  if (parameters.some((token) => isWord(token, 'R'))) return false
  const at = parameters.findIndex((token) => token.kind === 'name' && token.text === 'Predictor')
  return at === -1 || isWord(parameters[at + 1], '1')
}

const isWord = (token: Token | undefined, text: string) =>
  token?.kind === 'word' && token.text === text

const nameOf = (value: Token[] | null | undefined) =>
  value?.length === 1 && value[0]!.kind === 'name' ? value[0]!.text : undefined

function integerOf(value: Token[] | null | undefined): number | null {
  const text = value?.length === 1 && value[0]!.kind === 'word' ? value[0]!.text : ''
  return /^\d{1,15}$/.test(text) ? Number(text) : null
}
