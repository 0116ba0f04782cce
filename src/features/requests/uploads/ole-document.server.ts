import 'server-only'
import * as CFB from 'cfb'
import { refuse, type Refusal } from './refusal'

/** [MS-DOC] 2.5.2 FibBase: wIdent of a Word 97–2003 binary document. */
const wordIdent = 0xa5ec
const fibBaseLength = 32
/** FibBase flags at offset 0x0A: fEncrypted and fObfuscated (XOR obfuscation, also a password). */
const fEncrypted = 0x0100
const fObfuscated = 0x8000

/**
 * Checks that an OLE2 compound file (signature D0 CF 11 E0 A1 B1 1A E1, shared by .doc, .xls, .msi,
 * encrypted Office files…) is a Word 97–2003 document the agency can open: a WordDocument stream at
 * the root beginning with the Word FIB identifier, not password-protected, without a Macros storage
 * (Word's VBA projects, the classic way a .doc carries malware). A password-protected DOCX is also an
 * OLE2 file: it is refused as encrypted. The compound file is parsed in
 * memory; its streams are plain byte ranges, nothing is decompressed. Null means accepted.
 */
export function inspectOleDocument(bytes: Uint8Array): Refusal | null {
  let container: CFB.CFB$Container
  try {
    container = CFB.read(bytes, { type: 'buffer' })
  } catch {
    return refuse('unsafe-archive', 'malformed')
  }

  // FullPaths are "<root name>/<path>", storages ending in "/"; compare below the root.
  const entries = container.FullPaths.map((fullPath, index) => ({
    path: fullPath.slice(fullPath.indexOf('/') + 1),
    entry: container.FileIndex[index],
  }))
  if (entries.some(({ path }) => path === 'Macros/' || path.startsWith('Macros/'))) {
    return refuse('unsafe-archive', 'macros')
  }

  // A password-protected DOCX is an OLE2 file holding the encrypted package ([MS-OFFCRYPTO] 2.3.4).
  if (entries.some(({ path }) => path === 'EncryptedPackage'))
    return refuse('encrypted', 'encrypted')

  const word = entries.find(({ path, entry }) => path === 'WordDocument' && entry?.type === 2)
  const content = word?.entry?.content
  if (!content || content.length < fibBaseLength) return refuse('wrong-type', 'not-a-word-document')
  const fib = Buffer.from(content)
  if (fib.readUInt16LE(0) !== wordIdent) return refuse('wrong-type', 'not-a-word-document')
  if (fib.readUInt16LE(0x0a) & (fEncrypted | fObfuscated)) return refuse('encrypted', 'encrypted')
  return null
}
