import { z } from '@/lib/zod'
import { supportedLanguages } from '@/lib/i18n/languages'
import { countryIds } from '@/lib/belgium/region'

// CRMs write "no value" as a missing key, null or an empty string; all three mean the same here.
function absent(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && !value.trim())
}

/** Says "is required" for a missing field, `message` for a value of the wrong kind. */
export function expected(message: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : message)
}

/** An optional field: absent → `fallback`, otherwise validated by `schema`. */
export function optional<S extends z.ZodType, F>(schema: S, fallback: F) {
  return z
    .preprocess((value) => (absent(value) ? undefined : value), schema.optional())
    .transform((value): z.output<S> | F =>
      value === undefined ? fallback : (value as z.output<S>),
    )
}

/** A trimmed text of at most `max` characters. */
export function text(max: number) {
  return z
    .string({ error: expected('must be a text') })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` })
}

/** Codes a CRM may send as a number or a text (house numbers, floors, references). */
export function code(max: number) {
  return z
    .union([z.string(), z.number()], { error: expected('must be a text or a number') })
    .transform((value) => String(value).trim())
    .pipe(text(max))
}

/** A whole number in [min, max]. */
export function wholeNumber(min: number, max: number, unit?: string) {
  const suffix = unit ? ` ${unit}` : ''
  return z
    .number({ error: expected('must be a number') })
    .int({ error: unit ? `must be a whole number of ${unit}` : 'must be a whole number' })
    .min(min, { error: `must be at least ${min}${suffix}` })
    .max(max, { error: `must be at most ${max}${suffix}` })
}

/** A measure stored as a whole number (the columns are integers): m², kWh/m²·year. */
export function roundedMeasure(max: number, unit: string) {
  return z
    .number({ error: 'must be a number' })
    .min(0, { error: `must be at least 0 ${unit}` })
    .max(max, { error: `must be at most ${max} ${unit}` })
    .transform(Math.round)
}

/** Euros, whole. PostgreSQL `integer` ends at 2,147,483,647. */
export const euros = wholeNumber(0, 2_000_000_000, 'euros')

/** A PostgreSQL `smallint` code such as PriceUnit or Marquee. */
export const smallCode = wholeNumber(0, 32_767)

export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'must be true or false (or 1 or 0)' })
  .transform((value) => value === true || value === 1)

export const reference = code(64).pipe(
  z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
    error:
      'must be letters, digits, dots, dashes or underscores (it is used in URLs and file names)',
  }),
)

/** Belgium and Luxembourg (specification §9: country IDs 10 and 50) use four-digit postal codes. */
export const fourDigitCountries = new Set<number>([countryIds.belgium, countryIds.luxembourg])

export const zip = code(8).pipe(
  z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { error: 'must be a postal code' }),
)

export const countryId = wholeNumber(1, 1_000_000)

export const latitude = z
  .number({ error: 'must be a number' })
  .min(-90, { error: 'must be between -90 and 90' })
  .max(90, { error: 'must be between -90 and 90' })

export const longitude = z
  .number({ error: 'must be a number' })
  .min(-180, { error: 'must be between -180 and 180' })
  .max(180, { error: 'must be between -180 and 180' })

const languageList = supportedLanguages.join(', ')

/**
 * A text per language, `{ en: '…', fr: '…' }`. Keys are matched case-insensitively (the
 * specification allows 'EN'), empty texts are dropped and at least one language must remain.
 */
export function languageText(max: number) {
  return z
    .record(z.string(), z.unknown(), {
      error: expected(`must be an object keyed by language code (${languageList})`),
    })
    .transform((value, context) => {
      const result: Record<string, string> = {}
      for (const [key, raw] of Object.entries(value)) {
        const lang = key.toLowerCase()
        if (!(supportedLanguages as readonly string[]).includes(lang)) {
          context.addIssue({
            code: 'custom',
            path: [key],
            message: `is not a language of the site (${languageList})`,
            params: { code: 'notLanguage', languages: languageList },
          })
        } else if (raw !== null && typeof raw !== 'string') {
          context.addIssue({
            code: 'custom',
            path: [key],
            message: 'must be a text',
            params: { code: 'type', expected: 'string' },
          })
        } else if (raw && raw.trim().length > max) {
          context.addIssue({
            code: 'custom',
            path: [key],
            message: `must be at most ${max} characters`,
            params: { code: 'tooLong', limit: max },
          })
        } else if (raw?.trim()) {
          result[lang] = raw.trim()
        }
      }
      if (Object.keys(result).length === 0) {
        context.addIssue({
          code: 'custom',
          message: `needs a text in at least one language (${languageList})`,
          params: { code: 'textNeeded', languages: languageList },
        })
      }
      return result
    })
}

const schemePattern = /^[a-z][a-z0-9+.-]*:/i

/** An absolute http(s) URL, or a path under the feed file's folder (no '..', not absolute). */
export function isPhotoLocation(value: string): boolean {
  if (schemePattern.test(value)) {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol)
    } catch {
      return false
    }
  }
  if (value.startsWith('/') || value.startsWith('\\') || value.includes('\0')) return false
  return !value.split(/[\\/]/).includes('..')
}

export const photo = z.object({
  Url: text(2000).refine(isPhotoLocation, {
    error: 'must be an absolute http(s) URL or a path relative to the feed file, without ".."',
    params: { code: 'photoLocation' },
  }),
  Credit: optional(text(300), ''),
  Alt: optional(languageText(300), null),
  Key: optional(text(200), null),
})

export type PhotoRecord = z.output<typeof photo>

export const photos = optional(
  z.array(photo, { error: 'must be a list of photos' }).max(100, {
    error: 'must hold at most 100 photos',
  }),
  [],
)

/** A listing's floor plans: images like its photos, kept apart from them (docs/feed-format.md). */
export const floorPlans = optional(
  z.array(photo, { error: 'must be a list of floor plans' }).max(30, {
    error: 'must hold at most 30 floor plans',
  }),
  [],
)

const visitSlot = z.object(
  {
    Start: z.iso.datetime({
      offset: true,
      error: 'must be an ISO 8601 date-time with its offset, e.g. 2026-12-05T10:00:00+01:00',
    }),
    Length: wholeNumber(5, 480, 'minutes'),
    Capacity: optional(wholeNumber(1, 100), 1),
    OpenHouse: optional(flag, false),
  },
  { error: 'must be an object with Start and Length' },
)
export type VisitSlotRecord = z.output<typeof visitSlot>

/** The listing's visit slots; absent (null) leaves the slots as they are. */
export const visitSlots = optional(
  z
    .array(visitSlot, { error: 'must be a list of visit slots' })
    .max(200, { error: 'must hold at most 200 visit slots' })
    .superRefine((slots, context) => {
      const starts = slots.map((slot) => Date.parse(slot.Start))
      starts.forEach((start, index) => {
        if (starts.indexOf(start) !== index) {
          context.addIssue({
            code: 'custom',
            path: [index, 'Start'],
            message: 'appears twice',
            params: { code: 'duplicateSlot' },
          })
        }
      })
    }),
  null,
)
