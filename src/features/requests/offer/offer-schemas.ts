import { z } from '@/lib/zod'
import { formatAmount } from '@/lib/format/price-format'
import { brusselsDay } from '@/lib/belgium/brussels-day'
import {
  addressSchema,
  calendarDate,
  checkbox,
  optionalChoice,
  optionalPhoneNumber,
  optionalText,
  pageLanguage,
  personSchema,
  personTitles,
  requiredCheckbox,
  requiredCount,
  requiredText,
} from '@/lib/forms/fields'
import { offerAmountSchema } from './offer-amount-schema'

/**
 * The purchase offer (specification §3 "Purchase offer", §5, §9), fields in the order the form
 * shows them so the error banner lists them in that order. Runs unchanged in the browser and in
 * the server action; the server then checks the property itself.
 */

/** Cross-field rules run even when another field is refused, so every message shows at once. */
const always = { when: () => true }

const isCalendarDate = (value: unknown): value is string =>
  typeof value === 'string' && calendarDate().safeParse(value).success

/**
 * The second buyer (a partner, a co-buyer): optional, but all or nothing. Each field is checked
 * for its own format here; once any of them is filled in, the others of specification §3
 * "Person" are required (offerSchema's refinement).
 */
const personBSchema = z
  .object({
    title: optionalChoice(personTitles),
    firstName: optionalText(100),
    lastName: optionalText(100),
    email: optionalText(254).pipe(
      z
        .email({ error: 'email' })
        .transform((value) => value.toLowerCase())
        .optional(),
    ),
    phone: optionalPhoneNumber(),
  })
  // A form without the second buyer's fields (a hand-made post) counts as no second buyer.
  .prefault({})
export type PersonB = z.output<typeof personBSchema>

const personBFields = ['title', 'firstName', 'lastName', 'email', 'phone'] as const

/** The fields of a second buyer left empty although another of theirs is filled in. */
export function missingPersonBFields(personB: Partial<Record<string, unknown>> | undefined) {
  const filled = (name: (typeof personBFields)[number]) => {
    const value = personB?.[name]
    return typeof value === 'string' && value.trim() !== ''
  }
  if (!personBFields.some(filled)) return []
  return personBFields.filter((name) => !filled(name))
}

export const offerSchema = z
  .object({
    locale: pageLanguage(),
    propertyId: requiredCount(2_147_483_647),
    ...offerAmountSchema.shape,
    /** The offer is valid from this day (today at the earliest, in Belgium)… */
    validFrom: calendarDate().refine((value) => value >= brusselsDay(new Date()), {
      error: 'datePast',
    }),
    /** …until this one, after validFrom. */
    validUntil: calendarDate(),
    place: requiredText(100),
    signDate: calendarDate(),
    /** The suspensive condition of obtaining a mortgage loan, the most common one in Belgium. */
    financing: checkbox(),
    conditions: optionalText(2000),
    ...personSchema.shape,
    ...addressSchema.shape,
    personB: personBSchema,
    /** Specification §9: the buyer read that a 10 % advance is paid if the offer is accepted. */
    advance: requiredCheckbox(),
  })
  .refine(
    (input) =>
      !isCalendarDate(input.validFrom) ||
      !isCalendarDate(input.validUntil) ||
      input.validUntil > input.validFrom,
    { path: ['validUntil'], error: 'dateOrder', ...always },
  )
  .superRefine((input, context) => {
    // Runs on the raw input when fields were refused too: read it as loosely as it may be.
    const personB = (input as { personB?: Partial<Record<string, unknown>> }).personB
    for (const name of missingPersonBFields(personB)) {
      context.addIssue({ code: 'custom', path: ['personB', name], message: 'required' })
    }
  }, always)
export type PurchaseOffer = z.output<typeof offerSchema>

/** The advance of specification §9, in cents: 10 % of the amount offered, rounded to the cent. */
export const advanceCents = (amountCents: number) => Math.round(amountCents / 10)

/** An amount in cents as the site shows prices: '€ 250.000', '€ 250.000,50'. */
export const formatCents = (cents: number) => formatAmount(cents / 100)
