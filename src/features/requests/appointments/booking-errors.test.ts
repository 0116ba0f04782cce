import { describe, expect, it } from 'vitest'
import { bookingRefusal } from './booking-errors'

describe('bookingRefusal', () => {
  it('says "appointments are full" in the banner for a full slot', () => {
    expect(bookingRefusal('full')).toEqual({
      status: 'refused',
      errors: {},
      formError: 'full',
      values: {},
    })
  })

  it('refuses the slot field for a slot that has started or is not offered', () => {
    expect(bookingRefusal('past')).toMatchObject({
      status: 'invalid',
      errors: { slotId: 'choice' },
    })
    expect(bookingRefusal('unknown-slot', 'visit')).toMatchObject({
      errors: { visit: 'choice' },
    })
  })
})
