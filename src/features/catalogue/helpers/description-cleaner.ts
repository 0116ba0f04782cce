// The entities CRM descriptions use in practice (French and Dutch texts typed in a rich-text
// editor); numeric references cover the rest.
const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
  laquo: '«',
  raquo: '»',
  deg: '°',
  sup2: '²',
  sup3: '³',
  agrave: 'à',
  acirc: 'â',
  auml: 'ä',
  ccedil: 'ç',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ouml: 'ö',
  ugrave: 'ù',
  ucirc: 'û',
  uuml: 'ü',
  Eacute: 'É',
  Egrave: 'È',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return namedEntities[name] ?? entity
  })
}

/** Plain text from a CRM description: no markup, entities decoded, whitespace collapsed. */
export function toPlainText(html: string): string {
  const withoutMarkup = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    // A tag stands for a break between words ('<p>Tuin</p><p>Garage</p>'), hence a space.
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
  return decodeEntities(withoutMarkup).replace(/\s+/g, ' ').trim()
}

/**
 * A description shortened for a listing card (specification §9): at most `limit` characters, cut
 * at the last space when that space lies past 80 % of the limit (otherwise at the limit itself),
 * followed by an ellipsis.
 */
export function cleanDescription(html: string, limit = 250): string {
  const text = toPlainText(html)
  if (text.length <= limit) return text
  const space = text.lastIndexOf(' ', limit)
  let end = space > limit * 0.8 ? space : limit
  // Never split an emoji or other character outside the BMP in two.
  const last = text.charCodeAt(end - 1)
  if (end === limit && last >= 0xd800 && last <= 0xdbff) end -= 1
  return `${text.slice(0, end).trimEnd()}…`
}
