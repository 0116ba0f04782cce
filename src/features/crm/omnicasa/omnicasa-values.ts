import { descriptionParagraphs } from '@/features/catalogue'

// Omnicasa sends numbers as strings and flags as 1, '1' or true (§1.10): lenient readers.

export function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}

export function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || value.trim() === '') return null
  const parsed = Number(value.trim().replace(',', '.'))
  return Number.isFinite(parsed) ? parsed : null
}

/** A count or an id: a whole number, or null. */
export function whole(value: unknown): number | null {
  const parsed = num(value)
  return parsed === null ? null : Math.round(parsed)
}

/** A measure that means nothing at zero (a surface): null unless positive. */
export function positive(value: unknown): number | null {
  const parsed = num(value)
  return parsed !== null && parsed > 0 ? parsed : null
}

export function flag(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true
  if (value === false || value === 0 || value === '0' || value === 'false') return false
  return null
}

/** The first of `names` the record has a value for. */
export function pick(record: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) {
    const value = record[name]
    if (value !== undefined && value !== null && value !== '') return value
  }
  return null
}

/** Plain-text paragraphs from one or more texts that may hold HTML, or null when empty. */
export function paragraphs(...values: unknown[]): string | null {
  const parts = values.flatMap((value) =>
    typeof value === 'string' ? descriptionParagraphs(value) : [],
  )
  return parts.length > 0 ? parts.join('\n\n') : null
}

/** Drops the keys whose value is null or undefined, so optional feed fields stay absent. */
export function compact<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<T>
}

/** A project's URL slug: lower-case words and digits joined by single dashes, ≤ 120. */
export function slugOf(name: string, id: string): string {
  const words = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  const suffix = words(id) || 'project'
  const stem = words(name)
    .slice(0, 119 - suffix.length)
    .replace(/-+$/, '')
  return stem ? `${stem}-${suffix}` : suffix
}
