import { z } from '@/lib/zod'
import { choice, optionalText, pageLanguage, personSchema, checkbox } from '@/lib/forms/fields'

/** Specification §3 "Request content": goal values. */
export const goals = [
  'buy',
  'rent',
  'sell',
  'rentOut',
  'invest',
  'insurance',
  'management',
  'syndic',
  'interior',
  'sellAndRentOut',
] as const

export const siteContactSchema = personSchema.extend({
  locale: pageLanguage(),
  goal: choice(goals),
  remark: optionalText(4000),
  newsletter: checkbox(),
})
export type SiteContact = z.output<typeof siteContactSchema>

export const contactPreferences = ['phone', 'email'] as const
const timeSlotPattern = /^\d{2}:\d{2}-\d{2}:\d{2}$/

/** "Contact me": how and when the agency should call back (slots from the configuration). */
export const contactMeSchema = personSchema.extend({
  locale: pageLanguage(),
  contactPreference: choice(contactPreferences),
  timeSlot: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || timeSlotPattern.test(value), { error: 'choice' }),
  remark: optionalText(4000),
})
export type ContactMe = z.output<typeof contactMeSchema>
