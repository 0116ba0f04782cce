'use server'
import type { FormState } from '@/lib/forms/form-state'
import { acceptRequest } from '@/server/requests/accept-request.server'
import { newsletterRequest } from './newsletter-request.server'

export async function submitNewsletter(_state: FormState, formData: FormData) {
  return acceptRequest(newsletterRequest, 'feedback/sign-newsletter', formData)
}
