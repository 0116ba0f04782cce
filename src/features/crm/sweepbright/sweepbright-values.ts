import { toPlainText } from '@/features/catalogue'
import { supportedLanguages, type Language } from '@/lib/i18n/languages'
import { nameLanguages, squareMetresPer } from './sweepbright-fields'

// Small readers shared by the property and the project mapping.

const referencePattern = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

/**
 * The feed `Reference` of an estate (§5.1): the agency's `settings.reference` when the feed can
 * take it (characters it refuses become dashes), else the estate's UUID.
 */
export function referenceOf(estate: {
  id: string
  settings?: { reference?: string | null } | null
}) {
  const own = (estate.settings?.reference ?? '')
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .slice(0, 64)
  return referencePattern.test(own) ? own : estate.id
}

/** A text per site language, HTML stripped, entities decoded; null when no language has one. */
export function languageTexts(value: Record<string, unknown> | null | undefined) {
  const result: Partial<Record<Language, string>> = {}
  for (const language of supportedLanguages) {
    const text = value?.[language]
    if (typeof text === 'string' && toPlainText(text)) result[language] = toPlainText(text)
  }
  return Object.keys(result).length > 0 ? result : null
}

/** One text of several languages, for a field the feed keeps in one language only. */
export function oneText(texts: Partial<Record<Language, string>> | null): string | null {
  for (const language of nameLanguages) if (texts?.[language]) return texts[language]
  return null
}

/** A size in m², whatever unit SweepBright gave it in; null for an unknown unit. */
export function squareMetres(
  size: { size?: number | null; unit?: string | null } | null | undefined,
) {
  if (typeof size?.size !== 'number' || size.size < 0) return null
  const factor = squareMetresPer[size.unit ?? 'sq_m']
  return factor === undefined ? null : Math.round(size.size * factor)
}

/** Whole euros (the feed refuses decimals). */
export function euros(amount: number | null | undefined): number | null {
  return typeof amount === 'number' && amount >= 0 ? Math.round(amount) : null
}

/** A whole count, or null. */
export function count(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null
}

/** A code the feed takes as text (a house number sent as a number). */
export function codeText(value: string | number | null | undefined): string | null {
  const text = value === null || value === undefined ? '' : String(value).trim()
  return text || null
}

/** Lower-case words and digits joined by single dashes (a project's `Slug`). */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Items sorted by `ordinal` (§3.3 media); items without one keep their place after the others. */
export function byOrdinal<T extends { ordinal?: number | null }>(items: T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        (a.item.ordinal ?? Number.MAX_SAFE_INTEGER) - (b.item.ordinal ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ item }) => item)
}

/** A member of a value map; never one of Object's own (a status named "constructor"). */
export function lookup<T>(map: Record<string, T>, key: string | null | undefined): T | undefined {
  return key !== null && key !== undefined && Object.hasOwn(map, key) ? map[key] : undefined
}

/** A measure (kWh, kg CO₂) that may have decimals, or null. */
export function measure(value: number | null | undefined): number | null {
  return typeof value === 'number' && value >= 0 ? value : null
}
