import type { BookingResult } from './book-slot.server'

/** The `appointments` message that tells the visitor why a booking was refused. */
export const bookingErrorKey = {
  full: 'errors.full',
  past: 'errors.past',
  'unknown-slot': 'errors.unknownSlot',
} as const satisfies Record<Exclude<BookingResult['status'], 'booked'>, string>
