'use server'
import type { FormState } from '@/lib/forms/form-state'
import { acceptRequest } from '@/server/requests/accept-request.server'
import { contactMeRequest, siteContactRequest } from './contact-requests.server'

export async function submitSiteContact(_state: FormState, formData: FormData) {
  return acceptRequest(siteContactRequest, 'feedback/site-contact', formData)
}

export async function submitContactMe(_state: FormState, formData: FormData) {
  return acceptRequest(contactMeRequest, 'feedback/contact-me', formData)
}
