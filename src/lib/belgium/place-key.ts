import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

// PostgreSQL has no accent folding without the unaccent extension, so both sides fold with the
// same explicit table: JavaScript for the typed text, translate() for the column. Upper case is
// listed too because lower() leaves non-ASCII letters alone under the C locale.
const accented = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ'
const plain = 'aaaaaaceeeeiiiinooooouuuuyyAAAAAACEEEEIIIINOOOOOUUUUY'
// Hyphens and apostrophes become spaces: 'Sint-Niklaas' is found as 'sint niklaas'.
const separators = "-'’"
const folded = new Map([...accented].map((char, index) => [char, plain[index]!]))

/** A town name as the search compares it: 'Liège' as 'liege', 'Sint-Niklaas' as 'sint niklaas'. */
export function placeKey(name: string): string {
  return [...name.normalize('NFC')]
    .map((char) => folded.get(char) ?? (separators.includes(char) ? ' ' : char))
    .join('')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The same folding in SQL, for the generated column `properties.city_key` (computed once per
 * write: translate() per row and search would cost more than the rest of the search). It skips
 * the whitespace clean-up, which stored town names do not need. The tables are constants.
 */
export function placeKeySql(column: AnyPgColumn | SQL): SQL {
  const from = sql.raw(`'${accented}${separators.replaceAll("'", "''")}'`)
  const to = sql.raw(`'${plain}${' '.repeat(separators.length)}'`)
  return sql`lower(translate(${column}, ${from}, ${to}))`
}
