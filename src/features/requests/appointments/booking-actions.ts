'use server'
import { refresh } from 'next/cache'
import type { FormState } from '@/lib/forms/form-state'
import { acceptRequest } from '@/server/requests/accept-request.server'
import { bookingRequest } from './booking-request.server'

/**
 * Books the chosen slot and sends the visitor to the thank-you page. When the slot was refused
 * (its last place taken meanwhile, or it started), the page is rendered again with the answer,
 * so the picker shows the places left now; what the visitor typed comes back in the state.
 */
export async function submitBooking(_state: FormState, formData: FormData) {
  const state = await acceptRequest(bookingRequest, 'feedback/appointment', formData)
  if (state.formError === 'full' || state.errors.slotId) refresh()
  return state
}
