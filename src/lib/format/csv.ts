/**
 * One field: always quoted, quotes doubled, and a leading =, +, -, @, tab or carriage return
 * defused with an apostrophe, so a spreadsheet never runs an imported text as a formula (OWASP
 * "CSV injection").
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replaceAll('"', '""')}"`
}

/** Rows as CSV (RFC 4180, CRLF line ends, UTF-8 with a BOM for spreadsheet programs). */
export function csvDocument(lines: string[][]): string {
  return `\uFEFF${lines.map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`
}
