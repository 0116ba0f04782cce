/**
 * Just enough of PDF's syntax (ISO 32000-1, 7.2 and 7.3) to find which of some names a PDF uses and
 * to read the dictionaries of its streams: strings and comments are skipped (a name inside them is
 * text, not a name), names are decoded (`/Java#53cript` is `/JavaScript`), and nothing is resolved.
 * Written for speed on hostile input: a token allocates nothing unless its text is asked for, and a
 * name is only compared with the names looked for, never made into a string of its own.
 */

export type TokenKind = 'name' | 'word' | 'string' | '<<' | '>>' | '[' | ']' | 'end'
/** A token kept as part of a dictionary value: a wanted name ('' for another one), a word… */
export type Token = { kind: TokenKind; text: string }
/**
 * A dictionary's entries under wanted names: each value as its tokens (a reference is three:
 * `12 0 R`), or null when it is longer than anything read here or its key is given twice.
 */
export type Entries = Map<string, Token[] | null>

/** Thrown when a file asks for more scanning than any real PDF needs. */
export class ScanBudgetExceeded extends Error {}

/** The bytes all lexers of one file may read together, overlapping readings included. */
export class ScanBudget {
  constructor(private remaining: number) {}
  spend(bytes: number) {
    this.remaining -= bytes
    if (this.remaining < 0) throw new ScanBudgetExceeded()
  }
}

/** The names a scan looks for (and reads dictionaries by); any other name reads as ''. */
export class WantedNames {
  private readonly byLength = new Map<number, { name: string; bytes: Buffer }[]>()
  readonly longest: number

  constructor(names: readonly string[]) {
    for (const name of names) {
      const sameLength = this.byLength.get(name.length) ?? []
      sameLength.push({ name, bytes: Buffer.from(name, 'latin1') })
      this.byLength.set(name.length, sameLength)
    }
    this.longest = Math.max(...names.map((name) => name.length))
  }

  /** The wanted name spelled by `decoded[0…length)`, or ''. */
  match(decoded: Uint8Array, length: number): string {
    for (const { name, bytes } of this.byLength.get(length) ?? []) {
      if (bytes.every((byte, index) => decoded[index] === byte)) return name
    }
    return ''
  }
}
/** Longer values are not kept: the values read here (a filter, a number) are a few tokens. */
const maxValueTokens = 16

/** Whitespace (NUL, TAB, LF, FF, CR, SPACE) is 1, delimiters ( ) < > [ ] { } / % are 2. */
const classes = new Uint8Array(256)
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) classes[byte] = 1
for (const byte of [0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]) classes[byte] = 2
const isRegular = (byte: number) => classes[byte] === 0
const isEndOfLine = (byte: number | undefined) => byte === 0x0a || byte === 0x0d
const hexValue = (byte: number | undefined) => {
  if (byte === undefined) return -1
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30
  const lower = byte | 0x20
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1
}

/** What one file's lexers share: the names looked for and found, and the budget. */
export type Scan = { wanted: WantedNames; found: Set<string>; budget: ScanBudget }

/** Reads tokens from `position`, adding every wanted name it meets to `scan.found`. */
export class Lexer {
  private start = 0
  /** The last name read, if wanted, else ''. */
  private name = ''
  private readonly decoded: Uint8Array

  constructor(
    private readonly bytes: Buffer,
    public position: number,
    private readonly scan: Scan,
  ) {
    this.decoded = new Uint8Array(scan.wanted.longest)
  }

  next(): TokenKind {
    const before = this.position
    const kind = this.read()
    this.scan.budget.spend(this.position - before)
    if (kind === 'name' && this.name !== '') this.scan.found.add(this.name)
    return kind
  }

  /** The last token's text: a wanted name ('' for any other), a word as written. */
  text(kind: TokenKind): string {
    if (kind === 'name') return this.name
    return kind === 'word' ? this.bytes.toString('latin1', this.start, this.position) : kind
  }

  /** Whether the last token, a word, is `keyword`; compares bytes without making a string. */
  isWord(kind: TokenKind, keyword: string): boolean {
    if (kind !== 'word' || this.position - this.start !== keyword.length) return false
    for (let index = 0; index < keyword.length; index++) {
      if (this.bytes[this.start + index] !== keyword.charCodeAt(index)) return false
    }
    return true
  }

  /** Whether the last token, a word, is a non-negative integer. */
  isInteger(kind: TokenKind): boolean {
    if (kind !== 'word' || this.position - this.start > 15) return false
    for (let index = this.start; index < this.position; index++) {
      const byte = this.bytes[index]!
      if (byte < 0x30 || byte > 0x39) return false
    }
    return true
  }

  /** Skips whitespace and comments: where the next token starts. */
  skipSpace(): number {
    const { bytes } = this
    while (this.position < bytes.length) {
      const byte = bytes[this.position]!
      if (classes[byte] === 1) this.position++
      else if (byte === 0x25) {
        while (this.position < bytes.length && !isEndOfLine(bytes[this.position])) this.position++
      } else break
    }
    return this.position
  }

  /** After the `stream` keyword: skips to the start of the next line, as PDF readers do. */
  skipToNextLine(): number {
    const { bytes } = this
    while (this.position < bytes.length && !isEndOfLine(bytes[this.position])) this.position++
    if (bytes[this.position] === 0x0d) this.position++
    if (bytes[this.position] === 0x0a) this.position++
    return this.position
  }

  private read(): TokenKind {
    const { bytes } = this
    this.start = this.skipSpace()
    if (this.start >= bytes.length) return 'end'
    const byte = bytes[this.start]!
    this.position = this.start + 1
    switch (byte) {
      case 0x2f: // '/'
        this.readName()
        return 'name'
      case 0x28: // '('
        this.skipLiteralString()
        return 'string'
      case 0x3c: // '<'
        if (bytes[this.position] === 0x3c) {
          this.position++
          return '<<'
        }
        while (this.position < bytes.length && bytes[this.position++] !== 0x3e);
        return 'string'
      case 0x3e: // '>'
        if (bytes[this.position] !== 0x3e) return 'word'
        this.position++
        return '>>'
      case 0x5b:
        return '['
      case 0x5d:
        return ']'
    }
    if (isRegular(byte)) {
      while (this.position < bytes.length && isRegular(bytes[this.position]!)) this.position++
    }
    return 'word'
  }

  /** A name's characters, `#xx` decoded (PDF 1.2 and later); a `#` without two hex digits stays. */
  private readName() {
    const { bytes, decoded } = this
    let length = 0
    while (this.position < bytes.length && isRegular(bytes[this.position]!)) {
      let byte = bytes[this.position++]!
      const high = byte === 0x23 ? hexValue(bytes[this.position]) : -1
      const low = high === -1 ? -1 : hexValue(bytes[this.position + 1])
      if (low !== -1) {
        byte = high * 16 + low
        this.position += 2
      }
      if (length < decoded.length) decoded[length] = byte
      length++
    }
    this.name = length <= decoded.length ? this.scan.wanted.match(decoded, length) : ''
  }

  /** A literal string: balanced parentheses, a backslash escaping the next byte. */
  private skipLiteralString() {
    const { bytes } = this
    let depth = 1
    while (this.position < bytes.length && depth > 0) {
      const byte = bytes[this.position++]!
      if (byte === 0x5c) this.position++
      else if (byte === 0x28) depth++
      else if (byte === 0x29) depth--
    }
  }
}

const opens = (kind: TokenKind) => kind === '<<' || kind === '['
const closes = (kind: TokenKind) => kind === '>>' || kind === ']'

/**
 * Reads one object (what a reader parses at an object's offset) and returns its wanted entries when
 * it is a dictionary. A dictionary's key must be a name; anything else in a key's place is skipped,
 * as readers do, so a damaged dictionary cannot hide the names that follow. A key given twice has
 * no known value (null): readers disagree on which one counts.
 */
export function readObject(lexer: Lexer): Entries | null {
  const first = lexer.next()
  if (first === '[') skipRest(lexer)
  if (first !== '<<') return null
  const entries: Entries = new Map()
  for (;;) {
    const kind = lexer.next()
    if (kind === 'end' || closes(kind)) return entries
    if (opens(kind)) skipRest(lexer)
    if (kind !== 'name') continue
    const key = lexer.text(kind)
    const value = readValue(lexer)
    if (value === 'closed') return entries
    if (key !== '') entries.set(key, entries.has(key) ? null : value)
  }
}

function readValue(lexer: Lexer): Token[] | null | 'closed' {
  const kind = lexer.next()
  if (kind === 'end' || closes(kind)) return 'closed'
  const tokens: Token[] = [{ kind, text: lexer.text(kind) }]
  if (opens(kind)) {
    for (let depth = 1; depth > 0;) {
      const inner = lexer.next()
      if (inner === 'end') break
      if (opens(inner)) depth++
      if (closes(inner)) depth--
      if (tokens.length <= maxValueTokens) tokens.push({ kind: inner, text: lexer.text(inner) })
    }
    return tokens.length > maxValueTokens ? null : tokens
  }
  if (lexer.isInteger(kind)) {
    const before = lexer.position
    const generation = lexer.next()
    const generationText = lexer.text(generation)
    if (lexer.isInteger(generation) && lexer.isWord(lexer.next(), 'R')) {
      tokens.push({ kind: 'word', text: generationText }, { kind: 'word', text: 'R' })
    } else lexer.position = before
  }
  return tokens
}

/** Skips to the bracket that closes one already open. */
function skipRest(lexer: Lexer) {
  for (let depth = 1; depth > 0;) {
    const kind = lexer.next()
    if (kind === 'end') return
    if (opens(kind)) depth++
    if (closes(kind)) depth--
  }
}
