import type { Language } from '@/lib/i18n/languages'

/**
 * The locale dates and times are written in: the language's words in Belgian order, '24 November
 * 2026' rather than the American 'November 24, 2026' of plain 'en'.
 */
export const dateLocale = (lang: Language) => `${lang}-BE`
