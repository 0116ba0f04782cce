import { createHash } from 'node:crypto'

// A script element's opening tag and its text up to the first end tag, as the HTML parser reads
// script data (Next and React escape `<` inside their scripts, so `</script` ends the element).
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi
const sourceAttribute = /\ssrc\s*=/i
// JSON-LD and other JSON data blocks are never run, so no policy governs them. Every other inline
// script is hashed: classic and module scripts, import maps and speculation rules all need one.
const jsonType = /\stype\s*=\s*["']?[\w.+-]+\/(?:[\w.-]+\+)?json["'\s;>]/i

/**
 * The CSP hash source (`'sha256-…'`) of every inline script a browser would run in this HTML, in
 * document order without repeats: the SHA-256 of the element's text as UTF-8, after the parser's
 * newline normalisation (CR LF and CR become LF), which is what the browser hashes.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  // latin1 keeps one character per byte, so the text's bytes are the page's own UTF-8 bytes.
  const text = html.toString('latin1')
  const hashes = new Set<string>()
  for (const [, attributes = '', content = ''] of text.matchAll(scriptElement)) {
    if (sourceAttribute.test(attributes) || jsonType.test(`${attributes}>`)) continue
    const bytes = Buffer.from(content.replace(/\r\n?/g, '\n'), 'latin1')
    hashes.add(`'sha256-${createHash('sha256').update(bytes).digest('base64')}'`)
  }
  return [...hashes]
}
