import type { Language } from '@/lib/i18n/languages'

/**
 * The locale dates and times are written in: the language's words in Belgian order, '24 November
 * 2026' rather than the American 'November 24, 2026' of plain 'en'.
 */
export const dateLocale = (lang: Language) => `${lang}-BE`

/**
 * The one date and time format of the site, its e-mails and its exports: `options` in the
 * language's Belgian locale, on Brussels time unless `options` names another zone (a calendar
 * date stored as midnight UTC names 'UTC').
 */
export function dateFormat(
  lang: Language,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(dateLocale(lang), { timeZone: 'Europe/Brussels', ...options })
}

/** A date in words, '24 November 2026', '24 novembre 2026' (or in `options`' style). */
export function formatDate(
  value: Date,
  lang: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return dateFormat(lang, options).format(value)
}
