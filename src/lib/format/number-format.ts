/**
 * A finite number from a number or a numeric text (CRM feeds send both); null for anything else,
 * including '' and booleans, which `Number()` would quietly turn into 0 and 1.
 */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const parsed = Number(value)
  return Number.isFinite(parsed) ? parsed : null
}

/**
 * Formats a number for display; the text 'NaN' when the value is not a number or the locale or
 * options are invalid (specification §8, decisions.md §4). Never throws.
 */
export function formatNumber(
  value: unknown,
  options?: Intl.NumberFormatOptions,
  locale = 'nl-BE',
): string {
  const number = parseNumber(value)
  if (number === null) return 'NaN'
  try {
    return new Intl.NumberFormat(locale, options).format(number)
  } catch {
    return 'NaN'
  }
}
