'use server'
import type { FormState } from '@/lib/forms/form-state'
import { navigateSteps } from '@/lib/forms/form-steps'
import { acceptRequest } from '@/server/requests/accept-request.server'
import { freeValuationRequest } from './valuation-request.server'
import { valuationSteps } from './valuation-schemas'

/** Every step of the free valuation posts here; the last one stores the request. */
export async function submitFreeValuation(_state: FormState, formData: FormData) {
  return (
    navigateSteps(valuationSteps, formData) ??
    acceptRequest(freeValuationRequest, 'feedback/contact-demand', formData)
  )
}
