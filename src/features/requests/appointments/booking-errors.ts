import type { FormState } from '@/lib/forms/form-state'
import type { BookingResult } from './book-slot.server'

/**
 * What a booking form's `store` returns when `bookSlot` did not book, so the request rolls back
 * (docs/decisions/012-forms.md): "appointments are full" in the form's banner, or the slot field
 * refused when the slot has started or is not one of this listing's.
 */
export function bookingRefusal(
  status: Exclude<BookingResult['status'], 'booked'>,
  field = 'slotId',
): FormState {
  if (status === 'full') return { status: 'refused', errors: {}, formError: 'full', values: {} }
  return { status: 'invalid', errors: { [field]: 'choice' }, values: {} }
}
