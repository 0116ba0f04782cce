import { z } from '@/lib/zod'
import { supportedLanguages } from '@/lib/i18n/languages'

/**
 * zod builders for form fields. Browser fields arrive as strings; every check carries an error
 * code from form-state.ts as its message, which the form shows in the page's language.
 */
export const requiredText = (max = 200) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })

export const optionalText = (max = 200) =>
  z
    .string({ error: 'invalid' })
    .trim()
    .max(max, { error: 'tooLong' })
    .optional()
    .transform((value) => value || undefined)

export const emailAddress = () =>
  requiredText(254).pipe(z.email({ error: 'email' }).transform((value) => value.toLowerCase()))

const phonePattern = /^\+?[\d\s./()-]+$/

/** A phone number as typed (specification §5 formats it for display): 8 to 15 digits. */
export const phoneNumber = () =>
  requiredText(30).refine(
    (value) => {
      const digits = value.replace(/\D/g, '').length
      return phonePattern.test(value) && digits >= 8 && digits <= 15
    },
    { error: 'phone' },
  )

export const optionalPhoneNumber = () =>
  optionalText(30).refine(
    (value) => value === undefined || phoneNumber().safeParse(value).success,
    { error: 'phone' },
  )

export const personTitles = ['mr', 'ms', 'miss'] as const
export const personTitle = () => z.enum(personTitles, { error: 'required' })

/** One option of a fixed list, required. */
export const choice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: 'required' })

export const optionalChoice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z
    // The union's own error: a value that is neither an option nor empty is refused as a choice.
    .union([z.enum(options), z.literal('')], { error: 'choice' })
    .optional()
    .transform((value) => value || undefined)

/** A checkbox: present ('on') or absent. */
export const checkbox = () =>
  z
    .string()
    .optional()
    .transform((value) => value === 'on')

/** A checkbox that must be ticked (newsletter sign-up, specification §5). */
export const requiredCheckbox = () =>
  z.literal('on', { error: 'consent' }).transform(() => true as const)

/** A whole number typed in a text or number input; empty is allowed and becomes undefined. */
/** A whole number typed in a text or number input, as a number; empty becomes undefined. */
function toCount(max: number) {
  return (value: string | undefined, ctx: z.RefinementCtx) => {
    if (!value) return undefined
    const number = Number(value.replace(/[\s.]/g, '').replace(',', '.'))
    const problem = !Number.isFinite(number)
      ? 'number'
      : !Number.isInteger(number)
        ? 'integer'
        : number < 0 || number > max
          ? 'positive'
          : null
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem })
      return z.NEVER
    }
    return number
  }
}

export const optionalCount = (max = 1_000_000_000) =>
  z.string({ error: 'number' }).trim().optional().transform(toCount(max))

export const requiredCount = (max = 1_000_000_000) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .transform(toCount(max))
    .transform((value) => value as number)

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar date from `<input type="date">` (YYYY-MM-DD) that exists. */
export const calendarDate = () =>
  requiredText(10).refine(
    (value) => {
      const match = isoDatePattern.exec(value)
      if (!match) return false
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
      const date = new Date(Date.UTC(year, month - 1, day))
      return (
        year >= 1900 &&
        year <= 2200 &&
        date.getUTCFullYear() === year &&
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === day
      )
    },
    { error: 'dateInvalid' },
  )

export const pageLanguage = () => z.enum(supportedLanguages)

/** Specification §3 "Person": title, first name, last name, e-mail, phone. */
export const personSchema = z.object({
  title: personTitle(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailAddress(),
  phone: phoneNumber(),
})
export type Person = z.output<typeof personSchema>

/** Specification §3 "Address". */
export const addressSchema = z.object({
  street: requiredText(150),
  houseNumber: requiredText(20),
  box: optionalText(20),
  zip: requiredText(10),
  city: requiredText(100),
  country: requiredText(60),
})
export type Address = z.output<typeof addressSchema>
