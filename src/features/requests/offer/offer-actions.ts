'use server'
import type { FormState } from '@/lib/forms/form-state'
import { acceptRequest } from '@/server/requests/accept-request.server'
import { offerRequest } from './offer-request.server'

export async function submitPurchaseOffer(_state: FormState, formData: FormData) {
  return acceptRequest(offerRequest, 'feedback/offer', formData)
}
