import type { Language } from '@/lib/i18n/languages'

/**
 * The one locale the site writes numbers and amounts in, whatever the page's language: Belgian
 * Dutch digits, '1.250' and '1.250,5' (specification §9 for prices; decision 027 for the rest).
 */
const numberLocale = 'nl-BE'

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
 * Formats a number for display in `numberLocale`; the text 'NaN' when the value is not a number
 * or the options are invalid (specification §8, decisions.md §4). Never throws.
 */
export function formatNumber(value: unknown, options?: Intl.NumberFormatOptions): string {
  const number = parseNumber(value)
  if (number === null) return 'NaN'
  try {
    return new Intl.NumberFormat(numberLocale, options).format(number)
  } catch {
    return 'NaN'
  }
}

/** The percent sign as each language writes it after a number: with a no-break space in fr, de. */
const percentSigns: Record<Language, string> = { en: '%', nl: '%', fr: '\u00a0%', de: '\u00a0%' }

/**
 * A fraction as a percentage: the digits by `formatNumber`, the sign as the language places it
 * ('12,5%' in en and nl, '12,5 %' in fr and de); 'NaN' when the value is not a number.
 */
export function formatPercent(value: unknown, lang: Language, maximumFractionDigits = 2): string {
  const fraction = parseNumber(value)
  if (fraction === null) return 'NaN'
  // The fraction digits' limit also rounds off binary noise: 0.035 × 100 is 3.5000000000000004.
  return formatNumber(fraction * 100, { maximumFractionDigits }) + percentSigns[lang]
}
