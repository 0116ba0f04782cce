import { toCurrency as germanCurrency } from 'n2words/de-DE'
import { toCurrency as englishCurrency } from 'n2words/en-IE'
import { toCurrency as belgianFrenchCurrency } from 'n2words/fr-BE'
import { toCurrency as dutchCurrency } from 'n2words/nl-NL'
import type { Language } from '@/lib/i18n/languages'

/** The largest offer the form takes, in cents: €99,999,999.99. */
export const maxOfferCents = 9_999_999_999

/** Digits, or digits grouped by threes with one kind of separator (1.250.000, 1,250,000). */
const wholePattern = /^(?:\d+|\d{1,3}(?:\.\d{3})+|\d{1,3}(?:,\d{3})+)$/

/**
 * The amount a visitor typed, in cents, of any size; null when it is not a euro amount with at most
 * two decimals. Visitors type Belgian (250.000,50), English (250,000.50) or bare (250000) figures, so
 * the separator is decided by the digits: with both "." and ",", the last one is the decimal mark;
 * with one of them, it is the decimal mark only when it appears once with one or two digits after
 * it (250,5 and 250.50 are decimals, 250.000 and 1,250,000 are thousands). Spaces, the euro sign
 * and "EUR" are ignored.
 */
export function readAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]|EUR/gi, '')
  if (!/^\d[\d.,]*$/.test(compact)) return null
  const lastDot = compact.lastIndexOf('.')
  const lastComma = compact.lastIndexOf(',')
  let decimalAt = -1
  if (lastDot !== -1 && lastComma !== -1) decimalAt = Math.max(lastDot, lastComma)
  else {
    const separator = lastDot !== -1 ? '.' : ','
    const at = Math.max(lastDot, lastComma)
    const once = compact.indexOf(separator) === at
    if (at !== -1 && once && /^\d{1,2}$/.test(compact.slice(at + 1))) decimalAt = at
  }
  const grouped = decimalAt === -1 ? compact : compact.slice(0, decimalAt)
  const fraction = decimalAt === -1 ? '' : compact.slice(decimalAt + 1)
  if (!wholePattern.test(grouped) || !/^\d{0,2}$/.test(fraction)) return null
  const cents = Number(grouped.replace(/[.,]/g, '')) * 100 + Number(fraction.padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? cents : null
}

/** The amount a visitor typed, in cents, when it is one the offer form takes (1 cent–maxOfferCents). */
export function parseAmount(text: string): number | null {
  const cents = readAmount(text)
  return cents !== null && cents > 0 && cents <= maxOfferCents ? cents : null
}

/**
 * An amount written out in words in the page language, as on a purchase offer or a cheque:
 * - en: Irish/EU English (British "and", "euro" invariable, "cents"): "two hundred and fifty
 *   thousand euro and fifty cents";
 * - nl: Taalunie spelling, written together up to duizend, a space after duizend and around
 *   miljoen: "tweehonderdvijftigduizend euro en vijftig cent";
 * - fr: Belgian French (septante, quatre-vingts, nonante), traditional spelling (hyphens only
 *   between tens and units, "et" without hyphens), "centimes" (a "cent" could be read as 100):
 *   "deux cent cinquante mille euros et cinquante centimes"; "un million d'euros";
 * - de: Duden spelling, one word below a million: "zweihundertfünfzigtausend Euro und fünfzig Cent".
 * docs/decisions/018-amount-in-words.md says why. Null outside 1 cent–maxOfferCents.
 */
export function amountInWords(cents: number, language: Language): string | null {
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > maxOfferCents) return null
  // A decimal string, so the library never sees binary floating-point noise.
  const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
  switch (language) {
    case 'en':
      return englishCurrency(amount)
    case 'nl':
      return dutchCurrency(amount)
    case 'de':
      return germanCurrency(amount)
    case 'fr':
      // n2words writes "un million euros"; French puts "de" between a bare million and its noun.
      return belgianFrenchCurrency(amount).replace(/\b(millions?|milliards?) euros/, "$1 d'euros")
  }
}

/** The words for what the visitor typed in the figures field, or '' when it is not an amount. */
export function wordsForTypedAmount(text: string, language: Language): string {
  const cents = parseAmount(text)
  return cents === null ? '' : (amountInWords(cents, language) ?? '')
}
