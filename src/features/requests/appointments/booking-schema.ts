import { z } from '@/lib/zod'
import {
  optionalCount,
  optionalText,
  pageLanguage,
  personSchema,
  requiredCount,
} from '@/lib/forms/fields'

const maxId = 2_147_483_647

/**
 * Booking a visit slot of a property or a project (issue 4, specification §3 "Person"): the slot,
 * the person and a remark, in the order the form shows them. The listing is a hidden field, the
 * property's or the project's; the server checks that the slot belongs to it (bookSlot).
 */
export const bookingSchema = z
  .object({
    locale: pageLanguage(),
    propertyId: optionalCount(maxId),
    projectId: optionalCount(maxId),
    slotId: requiredCount(maxId),
    ...personSchema.shape,
    remark: optionalText(2000),
  })
  .refine((input) => (input.propertyId === undefined) !== (input.projectId === undefined), {
    path: ['propertyId'],
    error: 'invalid',
    // Checked even when a field is refused, so a tampered form is never half-accepted.
    when: () => true,
  })
export type BookingRequest = z.output<typeof bookingSchema>
