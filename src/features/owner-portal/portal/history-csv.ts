import { csvDocument } from '@/lib/format/csv'
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
  return csvDocument(lines)
}
