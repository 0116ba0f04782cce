import type { HistoryRow } from './history'

/** Texts of a localized history download, in the columns' order. */
export type HistoryCsvTexts = {
  headers: string[]
  type: (row: HistoryRow) => string
  subject: (row: HistoryRow) => string
  status: (row: HistoryRow) => string
  source: (row: HistoryRow) => string
  date: (at: Date) => string
}

/**
 * One field: always quoted, quotes doubled, and a leading =, +, -, @, tab or carriage return
 * defused with an apostrophe, so a spreadsheet never runs an imported text as a formula (OWASP
 * "CSV injection").
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replaceAll('"', '""')}"`
}

/** The history as CSV (RFC 4180, CRLF line ends, UTF-8 with a BOM for spreadsheet programs). */
export function historyCsv(rows: HistoryRow[], texts: HistoryCsvTexts): string {
  const lines = [
    texts.headers,
    ...rows.map((row) => [
      texts.date(row.at),
      texts.type(row),
      row.contact ?? '',
      texts.subject(row),
      row.comment ?? '',
      texts.status(row),
      texts.source(row),
    ]),
  ]
  return `\uFEFF${lines.map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`
}
